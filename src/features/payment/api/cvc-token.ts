/**
 * The CVC of a saved card, typed again (decision 061), becomes the provider's single-use
 * `cvc_update` token in the browser: the CVC goes to the provider only, the shop's server gets the
 * token. The CVC field the build carries (Stripe's CardCvcElement with Stripe.js's
 * createToken("cvc_update", element), or the sandbox's own input posted to its POST /v1/tokens)
 * registers how it makes the token while it is mounted.
 */
import * as v from "valibot";
import { CvcTokenSchema } from "@/domain/saved-cards";
import type { ProviderError } from "@/features/payment/utils/payment-errors";
import { ProviderRefusalSchema } from "./confirm-sandbox-payment";
import { mountedSlot } from "./mounted-card-form";

/** The token, or the provider's refusal of the CVC. */
export type CvcTokenResult = { token: string } | { error: ProviderError };

/** Makes the token of the CVC in the mounted field; `form` is what the saved-card form posted. */
export type TokenizeCvc = (form: FormData) => Promise<CvcTokenResult>;

const cvcField = mountedSlot<TokenizeCvc>();

export const registerCvcField = cvcField.register;
export const mountedCvcField = cvcField.current;

const TokenSchema = v.object({ id: CvcTokenSchema });

/** POST {sandbox}/v1/tokens with the publishable key, as Stripe.js's createToken sends to Stripe. */
export async function sandboxCvcToken(
  { sandboxUrl, publishableKey }: { sandboxUrl: string; publishableKey: string },
  cvc: string,
): Promise<CvcTokenResult> {
  const body = new URLSearchParams({ key: publishableKey, "cvc_update[cvc]": cvc });
  // Form-encoded without custom headers: a CORS "simple" request, as the sandbox's card form sends.
  const response = await fetch(`${sandboxUrl}/v1/tokens`, { method: "POST", body });
  const payload: unknown = await response.json();
  if (response.ok) return { token: v.parse(TokenSchema, payload).id };
  return { error: v.parse(ProviderRefusalSchema, payload).error };
}
