/** Saved cards (issue 43): what the wallet and the payment page show of the provider's cards. */
import * as v from "valibot";

/** A provider PaymentMethod id; the functions check it is this customer's before any use. */
export const PaymentMethodIdSchema = v.pipe(
  v.string("paymentMethodId must be a string."),
  v.regex(/^pm_[A-Za-z0-9_]{1,200}$/, "paymentMethodId is not a payment method id."),
);

export const SavedCardSchema = v.object({
  id: v.string(),
  brand: v.string(),
  last4: v.string(),
  expMonth: v.number(),
  expYear: v.number(),
  isDefault: v.boolean(),
});
export type SavedCard = v.InferOutput<typeof SavedCardSchema>;

export const SavedCardsResponseSchema = v.object({ cards: v.array(SavedCardSchema) });
export type SavedCardsResponse = v.InferOutput<typeof SavedCardsResponseSchema>;

export const CardChangeBodySchema = v.object({ paymentMethodId: PaymentMethodIdSchema });

/**
 * The provider's single-use token of the CVC typed again for a saved card (decision 061): the
 * browser gets it from the provider, so the CVC itself never reaches the shop.
 */
export const CvcTokenSchema = v.pipe(
  v.string("cvcToken must be a string."),
  v.regex(/^cvctok_[A-Za-z0-9_]{1,200}$/, "cvcToken is not a CVC token."),
);

/** The provider refused the CVC token (spent, unknown): the shopper types the CVC again. */
export const CVC_AGAIN = "Please enter the card's security code (CVC) again.";

/**
 * What paying with a saved card came to: paid (authorised; /complete shows it), or the bank asks
 * the cardholder to authenticate first (`redirectUrl`, the provider's challenge).
 */
export interface SavedCardPayment {
  status: "paid" | "authenticate";
  clientSecret: string;
  redirectUrl?: string;
}
