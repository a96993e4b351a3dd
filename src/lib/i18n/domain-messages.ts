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
  "The category in this link is not valid, so it was left out.": "listing.note.cat",
  "The subcategory in this link is not valid, so it was left out.": "listing.note.subcat",
  "The sizes in this link are not valid, so they were left out.": "listing.note.sizes",
  "The colours in this link are not valid, so they were left out.": "listing.note.colors",
  "The rating in this link is not valid, so every rating is shown.": "listing.note.rating",
  "The sort order in this link is not known, so the usual order is shown.": "listing.note.sort",
  "The page number in this link is not valid, so page 1 is shown.": "listing.note.page",
  "The price range in this link is not valid, so every price is shown.": "listing.note.price",
  "The lowest price in this link is above the highest, so every price is shown.": "listing.note.priceOrder",
  Clothing: "listing.sizeKind.clothing",
  Shoes: "listing.sizeKind.shoes",
  Age: "listing.sizeKind.age",
  Volume: "listing.sizeKind.volume",
  Weight: "listing.sizeKind.weight",
  Dimensions: "listing.sizeKind.dimensions",
  Other: "listing.sizeKind.other",
  "Please choose a rating from 1 to 5 stars.": "reviews.error.rating",
  "Please write a few words about the product.": "reviews.error.text",
  "Please keep your review to 2,000 characters.": "reviews.error.tooLong",
  "Please write your review as plain text, without HTML tags.": "reviews.error.plain",
  "You have already reviewed this product. You can edit your review instead.": "reviews.error.exists",
  "That review does not exist, or it is not yours.": "reviews.error.notFound",
  "You have written or changed many reviews in a short time.": "reviews.error.tooMany",
  "Your review could not be saved just now. Please try again in a minute.": "reviews.error.cannotSave",
  "This form did not come from the shop's own pages. Please reload the page and try again.":
    "reviews.error.notFromHere",
  // ---- end of catalogue
  // ---- cards2
  "Please enter the card's security code (CVC) again.": "cards2.cvcAgain",
  // ---- end of cards2
  // ---- cvc
  "Your card's security code is incomplete.": "cvc.incomplete",
  // ---- end of cvc
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
  "Please enter a valid email address.": "error.invalidEmail",
  "Password must be at least 8 characters long.": "error.passwordLength",
  "Password must contain at least one uppercase letter.": "error.passwordUpper",
  "Password must contain at least one lowercase letter.": "error.passwordLower",
  "Password must contain at least one number.": "error.passwordNumber",
  "Please enter your email.": "error.enterEmail",
  "Please enter your password.": "error.enterPassword",
  "Invalid email or password.": "error.invalidCredentials",
  "First name is required.": "error.firstNameRequired",
  "Last name is required.": "error.lastNameRequired",
  "Email is required.": "error.emailRequired",
  "Phone number is required.": "error.phoneRequired",
  "Must be at most 20 characters.": "error.max20",
  "Must be at most 60 characters.": "error.max60",
  "Must be at most 254 characters.": "error.max254",
  "Login failed. Please check your email and password.": "error.loginFailed",
  "User data not found. Please try again.": "error.userNotFound",
  "An error occurred. Please try again later.": "error.requestError",
  "Registration failed. Please try again.": "error.registrationFailed",
  "This reset link is not valid.": "error.resetLinkBad",
  "This reset link is not valid. Please ask for a new one.": "error.resetLinkInvalid",
  "This reset link has already been used. Please ask for a new one.": "error.resetLinkUsed",
  "This reset link has expired. Please ask for a new one.": "error.resetLinkExpired",
  "Resetting a password is not possible right now. Please try again in a minute.": "error.resetNotNow",
  "Password resets by email are not available in this shop. Please contact us and we will help you sign in.":
    "error.resetUnavailable",
  "This request did not come from the shop's own pages.": "error.notFromShop",
  "This field is required": "error.fieldRequired",
  "Please enter a postal code like M5V 3L9, or a numeric zip code.": "error.postalCode",
  "Please enter a 10-digit phone number, like 416 555 0123.": "account.error.mobile",
  "Your address could not be saved. Please try again.": "error.addressSaveFailed",
  "This address could not be deleted. Please try again.": "error.addressDeleteFailed",
  "This address could not be made the default. Please try again.": "account2.address.defaultFailed",
  "Please enter your current password.": "account2.password.missing",
  "A postal code in Newfoundland and Labrador starts with A.": "error.postalDistrict.NL",
  "A postal code in Nova Scotia starts with B.": "error.postalDistrict.NS",
  "A postal code in Prince Edward Island starts with C.": "error.postalDistrict.PE",
  "A postal code in New Brunswick starts with E.": "error.postalDistrict.NB",
  "A postal code in Quebec starts with G, H or J.": "error.postalDistrict.QC",
  "A postal code in Ontario starts with K, L, M, N or P.": "error.postalDistrict.ON",
  "A postal code in Manitoba starts with R.": "error.postalDistrict.MB",
  "A postal code in Saskatchewan starts with S.": "error.postalDistrict.SK",
  "A postal code in Alberta starts with T.": "error.postalDistrict.AB",
  "A postal code in British Columbia starts with V.": "error.postalDistrict.BC",
  "A postal code in Nunavut starts with X.": "error.postalDistrict.NU",
  "A postal code in Northwest Territories starts with X.": "error.postalDistrict.NT",
  "A postal code in Yukon starts with Y.": "error.postalDistrict.YT",
  "Must be at most 10 characters.": "error.max10",
  "Must be at most 100 characters.": "error.max100",
  "Must be at most 120 characters.": "error.max120",
  "Must be at most 200 characters.": "error.max200",
  "Must be at most 2000 characters.": "error.max2000",
  "Please enter at least 10 characters.": "error.messageTooShort",
  "You have sent several messages in a short time. Please try again later.": "error.contactTooMany",
  "Your message could not be sent just now. Please try again in a minute.": "error.contactCannotSend",
  "Your wishlist could not be loaded.": "error.wishlistFetchFailed",
  "The products in your wishlist could not be loaded.": "error.wishlistProductsFailed",
  "Your alerts could not be stopped just now. Please try again in a minute.": "error.stopAlertsFailed",
  "You can follow at most 50 products. Remove one to add another.": "error.stockAlertsFull",
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
