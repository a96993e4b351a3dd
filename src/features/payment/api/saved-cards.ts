/**
 * Saved cards on the payment page (issue 43): listed from /api/wallet/cards, and paid with by a
 * post to the page's own action (intent=saved, src/app/saved-card-payment.server.ts), which
 * confirms on the server with the customer's own card and the token of its CVC typed again
 * (decision 061). The token is made here in the browser, by the mounted CVC field (cvc-token.ts),
 * before the post: the CVC goes to the provider only, the shop's server gets the token.
 */
import { SavedCardsResponseSchema, type SavedCard } from "@/domain/saved-cards";
import { apiGet } from "@/lib/api-client";
import { paymentErrorMessage } from "@/features/payment/utils/payment-errors";
import { PAY_SAVED_INTENT, SAVED_CARD_FIELDS, type SavedCardRefusal } from "@/features/payment/utils/saved-card-form";
import { mountedCvcField } from "./mounted-card-form";

export async function getSavedCards(signal?: AbortSignal): Promise<SavedCard[]> {
  return (await apiGet("/api/wallet/cards", SavedCardsResponseSchema, { signal })).cards;
}

/**
 * What the saved-card form posts: the chosen card and its CVC's token, never the CVC itself (the
 * sandbox's field is an input of the form); or why there is no token (the provider's message for
 * a card or validation error, SPEC's sentence else).
 */
export async function savedCardSubmission(form: FormData): Promise<FormData | SavedCardRefusal> {
  const paymentMethodId = form.get(SAVED_CARD_FIELDS.card);
  const tokenize = mountedCvcField();
  if (typeof paymentMethodId !== "string" || !tokenize) return { savedCardError: null };
  try {
    const tokenized = await tokenize(form);
    if ("error" in tokenized) return { savedCardError: paymentErrorMessage(tokenized.error) };
    const submission = new FormData();
    submission.set("intent", PAY_SAVED_INTENT);
    submission.set(SAVED_CARD_FIELDS.card, paymentMethodId);
    submission.set(SAVED_CARD_FIELDS.cvcToken, tokenized.token);
    return submission;
  } catch (error) {
    console.warn("The saved card's CVC could not be sent to the provider:", error);
    return { savedCardError: null };
  }
}
