/**
 * The card confirmation through /paymentpage's clientAction (`intent=confirm`), so the Pay
 * button's pending state is React Router's (`fetcher.state`) like every other write's.
 */
import { redirect, replace } from "react-router";
import { isAlreadyPaid } from "@/features/payment/api/get-payment-status";
import {
  paymentErrorMessage,
  UNEXPECTED_PAYMENT_ERROR,
  UNEXPECTED_STATE,
} from "@/features/payment/utils/payment-errors";
import { completePath, returnUrl } from "@/features/payment/utils/payment-urls";
import { mountedCardForm } from "./mounted-card-form";

export const CONFIRM_INTENT = "confirm";

/** The provider's refusal as the form shows it; `param` names the refused field when it did. */
export interface CardRefusal {
  message: string;
  param: string | null;
}

const UNEXPECTED: CardRefusal = { message: UNEXPECTED_PAYMENT_ERROR, param: null };

/**
 * A settled payment goes to /complete as a Stripe redirect would (Stripe.js itself redirects on
 * success, so its confirmation only ever comes back refused); an "already paid" refusal (another
 * tab paid first) goes there too; otherwise the provider's message for card and validation
 * errors, SPEC.md's sentence for anything else. Never thrown: the shopper stays on the form.
 */
export async function confirmCardPayment(form: FormData, request: Request): Promise<CardRefusal | Response> {
  const clientSecret = form.get("clientSecret");
  const confirm = mountedCardForm();
  if (typeof clientSecret !== "string" || !confirm) return UNEXPECTED;
  // The payment page's URL: the result page is its sibling, in its language.
  const page = new URL(request.url);
  try {
    const result = await confirm({ form, clientSecret, returnUrl: returnUrl(page) });
    if (result.outcome === "settled") return replace(completePath(page, clientSecret, result.redirectStatus));
    // Another origin: the router leaves the page for it, and the challenge comes back to /complete.
    if (result.outcome === "authenticate") return redirect(result.url);
    if (result.error.code === UNEXPECTED_STATE && (await isAlreadyPaid(clientSecret))) {
      return replace(completePath(page, clientSecret, "succeeded"));
    }
    return { message: paymentErrorMessage(result.error), param: result.error.param ?? null };
  } catch (error) {
    console.error("Card confirmation failed", error);
    return UNEXPECTED;
  }
}
