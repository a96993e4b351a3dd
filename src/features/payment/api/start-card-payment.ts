/**
 * Starting the card payment through /paymentpage's clientAction, so the payment choice's pending
 * state is React Router's (`fetcher.state`): the checkout is the page's URL's, and the server
 * answers the same intent for the same checkout, so a second click pays once.
 */
import type { Paise } from "@/domain/money";
import { ApiError } from "@/lib/api-client";
import { checkoutFromQuery } from "@/features/payment/utils/payment-urls";
import { createPaymentIntent } from "./create-payment-intent";

export const START_INTENT = "start";
export const SAVE_CARD_FIELD = "saveCard";

const INTENT_FAILED = "The payment could not be started. Please try again.";

export type CardPaymentStart =
  { status: "ready"; clientSecret: string; amountPaise: Paise } | { status: "failed"; message: string };

/** `form`'s saveCard ("Save this card for next time", issue 43) asks the provider to keep the card. */
export async function startCardPayment(form: FormData, request: Request): Promise<CardPaymentStart> {
  const checkout = checkoutFromQuery(new URL(request.url).searchParams);
  if (!checkout) return { status: "failed", message: INTENT_FAILED };
  try {
    const created = await createPaymentIntent({ ...checkout, saveCard: form.get(SAVE_CARD_FIELD) === "on" });
    return { status: "ready", clientSecret: created.clientSecret, amountPaise: created.amount };
  } catch (error) {
    console.warn("The payment intent was not created:", error);
    return { status: "failed", message: error instanceof ApiError ? error.message : INTENT_FAILED };
  }
}
