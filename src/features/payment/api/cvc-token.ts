/**
 * The CVC of a saved card, typed again (decision 061), becomes the provider's single-use
 * `cvc_update` token in the browser, as Stripe.js's createToken("cvc_update", cvcElement) makes
 * it: the CVC goes to the provider only, the shop's server gets the token. Built for the payment
 * sandbox; with a Stripe key the field would be Stripe's CardCvcElement, which is not built here.
 */
import * as v from "valibot";
import { CvcTokenSchema } from "@/domain/saved-cards";
import { CARD_PAYMENTS } from "@/features/payment/utils/card-payments";

const TokenSchema = v.object({ id: CvcTokenSchema });
const RefusalSchema = v.object({ error: v.object({ message: v.string() }) });

/** The token, or the provider's words for a CVC it refused; null when nothing answered. */
export async function cvcToken(cvc: string): Promise<{ token: string } | { refusal: string } | null> {
  if (CARD_PAYMENTS.kind !== "sandbox") return null;
  const body = new URLSearchParams({ key: CARD_PAYMENTS.publishableKey, "cvc_update[cvc]": cvc });
  // Form-encoded without custom headers: a CORS "simple" request, as the sandbox's card form sends.
  const response = await fetch(`${CARD_PAYMENTS.sandboxUrl}/v1/tokens`, { method: "POST", body });
  const payload: unknown = await response.json();
  if (response.ok) return { token: v.parse(TokenSchema, payload).id };
  return { refusal: v.parse(RefusalSchema, payload).error.message };
}
