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
  // ---- cart
  // ---- end of cart
  // ---- account
  // ---- end of account
  // ---- orders
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
