/**
 * Saved cards on the payment page (issue 43): listed from /api/wallet/cards, and paid with through
 * /api/pay-with-saved-card, which confirms on the server with the customer's own card and the
 * token of its CVC typed again (decision 061; the page's clientAction, intent=saved), made by the
 * mounted CVC field (cvc-token.ts). A card whose bank asks for 3-D Secure leaves for the
 * challenge, which comes back to /complete; a paid one goes there at once.
 */
import { redirect, replace } from "react-router";
import { SavedCardPaymentSchema, SavedCardsResponseSchema, type SavedCard } from "@/domain/saved-cards";
import { apiGet, apiSend, ApiError } from "@/lib/api-client";
import { checkoutFromQuery, completePath } from "@/features/payment/utils/payment-urls";
import { paymentErrorMessage } from "@/features/payment/utils/payment-errors";
import { mountedCvcField } from "./mounted-card-form";

export const PAY_SAVED_INTENT = "saved";

export async function getSavedCards(signal?: AbortSignal): Promise<SavedCard[]> {
  return (await apiGet("/api/wallet/cards", SavedCardsResponseSchema, { signal })).cards;
}

/** Why paying with the saved card did not happen; null for the page's own words. */
export interface SavedCardRefusal {
  savedCardError: string | null;
}

export async function paySavedCard(form: FormData, request: Request): Promise<SavedCardRefusal | Response> {
  const page = new URL(request.url);
  const checkout = checkoutFromQuery(page.searchParams);
  const paymentMethodId = form.get("paymentMethodId");
  const tokenize = mountedCvcField();
  if (!checkout || typeof paymentMethodId !== "string" || !tokenize) return { savedCardError: null };
  try {
    // The provider judges the CVC: its message for a card or validation error, SPEC's sentence else.
    const tokenized = await tokenize(form);
    if ("error" in tokenized) return { savedCardError: paymentErrorMessage(tokenized.error) };
    const paid = await apiSend(
      "POST",
      "/api/pay-with-saved-card",
      { ...checkout, paymentMethodId, cvcToken: tokenized.token },
      SavedCardPaymentSchema,
    );
    if (paid.status === "authenticate" && paid.redirectUrl) return redirect(paid.redirectUrl);
    return replace(completePath(page, paid.clientSecret, "succeeded"));
  } catch (error) {
    console.warn("Paying with the saved card failed:", error);
    return { savedCardError: error instanceof ApiError ? error.message : null };
  }
}
