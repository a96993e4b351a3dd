/**
 * The CVC of a saved card, typed again (decision 061), becomes the provider's single-use
 * `cvc_update` token in the browser: the CVC goes to the provider only, the shop's server gets the
 * token. The CVC field the build carries (Stripe's CardCvcElement with Stripe.js's
 * createToken("cvc_update", element), or the sandbox's own input posted to its POST /v1/tokens,
 * here) registers how it makes the token while it is mounted (registerCvcField).
 */
import * as v from "valibot";
import { ProviderRefusalSchema } from "./confirm-sandbox-payment";
import type { CvcTokenResult } from "./mounted-card-form";

// Its shape is checked where it is spent, by the function (CvcTokenSchema): one rule, on the server.
const TokenSchema = v.object({ id: v.string() });

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
