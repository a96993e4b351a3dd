/**
 * A function's refusal worded in the page's language (issue 38). The functions answer SPEC's
 * English texts with a code (`{ error: { code, message } }`, unchanged for the JSON API's callers);
 * an English page shows the text as it is, a page in another language words it from the
 * catalogue: by the text when src/domain wrote it (DOMAIN_MESSAGES), else by the code, else with
 * the general message. No English text of a function reaches a French page.
 */
import { DEFAULT_LOCALE } from "@domain/locale";
import { domainMessageId } from "./domain-messages";
import type { MessageId, Translator } from "./translator";

const BY_CODE: Readonly<Record<string, MessageId>> = {
  unauthenticated: "frrest.error.signIn",
  user_not_found: "error.userNotFound",
  cross_origin: "error.notFromShop",
  address_not_found: "frrest.error.addressNotFound",
  order_not_found: "return.orderNotFound",
  product_not_found: "product.notFound",
  review_not_found: "reviews.error.notFound",
  payment_not_found: "orderConfirmation.notFound",
  payment_conflict: "frrest.error.paymentConflict",
  contact_unavailable: "error.contactCannotSend",
  reviews_unavailable: "reviews.error.cannotSave",
  reset_unavailable: "frrest.error.unavailable",
  upstream_unavailable: "frrest.error.unavailable",
  payment_provider_error: "frrest.error.paymentProvider",
};

export interface FunctionRefusal {
  code: string;
  message: string;
  /** Seconds to wait before trying again (a 429's Retry-After). */
  retryAfter?: number | null;
}

export function errorWords({ locale, t }: Translator, refusal: FunctionRefusal): string {
  const known = domainMessageId(refusal.message);
  if (known) return t(known);
  if (locale === DEFAULT_LOCALE) return refusal.message;
  const wait = refusal.retryAfter;
  if (refusal.code === "too_many_attempts" && wait) {
    return wait < 60
      ? t("frrest.error.tooManySeconds", { seconds: wait })
      : t("frrest.error.tooManyMinutes", { minutes: Math.ceil(wait / 60) });
  }
  return t(BY_CODE[refusal.code] ?? "error.requestError");
}
