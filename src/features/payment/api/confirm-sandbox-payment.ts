import * as v from "valibot";
import { intentIdFromClientSecret } from "@/domain/checkout";
import type { ProviderError } from "@/features/payment/utils/payment-errors";

/**
 * POST {sandbox}/v1/payment_intents/:id/confirm, as Stripe.js confirms with the publishable key
 * and the client secret. Form-encoded and without custom headers, so it is a CORS "simple"
 * request: no preflight. The sandbox only exists on a developer's machine (`npm start`).
 */
export interface SandboxCard {
  number: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

export type SandboxConfirmation =
  { ok: true; status: string; authenticateAt: string | null } | { ok: false; error: ProviderError };

// A card that asks for 3-D Secure answers requires_action with the challenge's URL (issue 43).
const IntentSchema = v.object({
  status: v.string(),
  next_action: v.nullish(
    v.object({ type: v.string(), redirect_to_url: v.optional(v.object({ url: v.nullable(v.string()) })) }),
  ),
});
/** How the sandbox, as Stripe, answers a refusal. */
export const ProviderRefusalSchema = v.object({
  error: v.object({
    type: v.optional(v.string()),
    code: v.optional(v.string()),
    message: v.optional(v.string()),
    param: v.optional(v.string()),
  }),
});

/** Throws only when no answer could be read at all (sandbox down, blocked, not JSON). */
export async function confirmSandboxPayment(
  { sandboxUrl, publishableKey }: { sandboxUrl: string; publishableKey: string },
  clientSecret: string,
  card: SandboxCard,
  returnUrl: string,
): Promise<SandboxConfirmation> {
  const intentId = intentIdFromClientSecret(clientSecret);
  if (!intentId) return { ok: false, error: { type: "invalid_request_error", message: "Malformed client secret." } };
  const body = new URLSearchParams({
    key: publishableKey,
    client_secret: clientSecret,
    "payment_method_data[type]": "card",
    "payment_method_data[card][number]": card.number,
    "payment_method_data[card][exp_month]": card.expMonth,
    "payment_method_data[card][exp_year]": card.expYear,
    "payment_method_data[card][cvc]": card.cvc,
    return_url: returnUrl,
  });
  const response = await fetch(`${sandboxUrl}/v1/payment_intents/${encodeURIComponent(intentId)}/confirm`, {
    method: "POST",
    body,
  });
  const payload: unknown = await response.json();
  if (response.ok) {
    const intent = v.parse(IntentSchema, payload);
    return { ok: true, status: intent.status, authenticateAt: intent.next_action?.redirect_to_url?.url ?? null };
  }
  return { ok: false, error: v.parse(ProviderRefusalSchema, payload).error };
}
