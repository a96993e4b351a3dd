/**
 * The messages written in src/domain (validation, SPEC's error texts), which the functions and the
 * shop API answer in English as well: each English text and the id of its words in the page's
 * language. A page words a message it got from a schema or an answer with `useDomainMessage()`;
 * one it has no id for shows as it came. Imported by the forms' components only, not by the frame,
 * so its English keys cost the first screen nothing.
 */
import { useI18n } from "./i18n-context";
import type { MessageId } from "./translator";

export const DOMAIN_MESSAGES: Readonly<Record<string, MessageId>> = {
  // ---- catalogue
  // ---- end of catalogue
  // ---- cart
  "Maximum quantity reached!": "cart.maxReached",
  "Please select at least one product to proceed.": "cart.selectAtLeastOne",
  "Quantity must be a whole number of 1 or more.": "cart.unitInvalid",
  "Failed to fetch cart items from the API": "cart.fetchFailed",
  "Error saving cart to API": "cart.saveFailed",
  "Error deleting product from API": "cart.deleteFailed",
  "This product is no longer sold.": "cart.productGone",
  "Please select or add an address before continuing.": "checkout.selectOrAddAddress",
  "An unexpected error occurred.": "payment.unexpectedError",
  "The payment could not be started. Please try again.": "payment.intentFailed",
  "Your card was declined.": "payment.cardDeclined",
  "Your card has insufficient funds.": "payment.insufficientFunds",
  "Your card has expired.": "payment.cardExpired",
  "Your card's security code is incorrect.": "payment.cvcIncorrect",
  "Your card number is invalid.": "payment.numberInvalid",
  "Your card number is incorrect.": "payment.numberIncorrect",
  "Your card's expiration month is invalid.": "payment.expiryMonthInvalid",
  "Your card's expiration year is invalid.": "payment.expiryYearInvalid",
  "Your card's security code is invalid.": "payment.cvcInvalid",
  "Prices in your order changed before your payment went through.": "payment.priceChanged",
  "A product in your order is no longer sold.": "payment.productGone",
  "Your order could not be placed.": "payment.notRecorded",
  "already in your cart with all the units in stock": "buyAgain.alreadyAtStock",
  "The products could not be checked right now. Please try again.": "buyAgain.checkFailed",
  // ---- end of cart
  // ---- account
  // ---- end of account
  // ---- orders
  "Please select a reason for cancellation.": "cancel.reasonRequired",
  "Please enter at least 10 characters in the comments.": "cancel.commentsTooShort",
  "Please keep the comments under 1000 characters.": "cancel.commentsTooLong",
  "Please choose a reason for the return.": "return.reasonRequired",
  "Please keep the comment under 500 characters.": "return.commentTooLong",
  "Please choose at least one item to return.": "return.nothingPicked",
  "Choose how many units to return.": "return.chooseUnits",
  // ---- end of orders
};

/** The id of a message written in src/domain, by its English text. */
export function domainMessageId(text: string): MessageId | undefined {
  return Object.hasOwn(DOMAIN_MESSAGES, text) ? DOMAIN_MESSAGES[text] : undefined;
}

/** Words a message from src/domain (or an answer carrying one) in the page's language. */
export function useDomainMessage(): (text: string) => string {
  const { t } = useI18n();
  return (text) => {
    const id = domainMessageId(text);
    return id ? t(id) : text;
  };
}
