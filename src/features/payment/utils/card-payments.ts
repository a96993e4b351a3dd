/**
 * Which card form the build carries, decided by what Vite inlined at build time:
 * - a Stripe publishable key: Stripe Elements (the real provider);
 * - else the payment sandbox's URL and publishable key (the local stack's embedded default): a plain
 *   test-mode form that confirms against the sandbox as Stripe.js would against api.stripe.com;
 * - else nothing: a production build without keys takes no card payments.
 */
export type CardPayments =
  | { kind: "stripe"; publishableKey: string }
  | { kind: "sandbox"; sandboxUrl: string; publishableKey: string }
  | { kind: "none" };

function setting(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

export function cardPaymentsFrom(publishableKey: unknown, sandboxUrl: unknown, sandboxKey: unknown): CardPayments {
  const key = setting(publishableKey);
  if (key) return { kind: "stripe", publishableKey: key };
  const url = setting(sandboxUrl);
  const localKey = setting(sandboxKey);
  if (url && localKey) return { kind: "sandbox", sandboxUrl: url.replace(/\/+$/, ""), publishableKey: localKey };
  return { kind: "none" };
}

export const CARD_PAYMENTS: CardPayments = cardPaymentsFrom(
  import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY,
  import.meta.env.VITE_PAYMENT_SANDBOX_URL,
  import.meta.env.VITE_PAYMENT_SANDBOX_PUBLISHABLE_KEY,
);
