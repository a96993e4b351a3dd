/**
 * A mobile number the courier can call (issue 40): a North American number of 10 digits, as the
 * shop delivers in Canada only. The address form, the functions and the shop API all read it
 * through `normalizeMobile` and `MOBILE_DIGITS`, so "1" is refused everywhere and a number is
 * stored the same way whichever door it came through.
 */

export const MOBILE_INVALID = "Please enter a 10-digit phone number, like 416 555 0123.";

/**
 * The North American Numbering Plan: an area code and an exchange that do not start with 0 or 1.
 * A stored mobile is these 10 digits.
 */
export const MOBILE_DIGITS = /^[2-9]\d{2}[2-9]\d{6}$/;

/** What people type around the digits: spaces, dashes, dots and parentheses. */
const PUNCTUATION = /[\s\-.()]/g;
/** The country code people put in front: +1 or 1. */
const COUNTRY_CODE = /^\+?1(?=\d{10}$)/;

/**
 * The 10 digits of a number typed as "+1 (416) 555-0123", "416.555.0123" or "1 416 555 0123";
 * anything else comes back trimmed, for `MOBILE_DIGITS` to refuse.
 */
export function normalizeMobile(text: string): string {
  const digits = text.replace(PUNCTUATION, "").replace(COUNTRY_CODE, "");
  return MOBILE_DIGITS.test(digits) ? digits : text.trim();
}
