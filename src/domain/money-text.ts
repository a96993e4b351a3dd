/**
 * Money as text, apart from the amounts' rules and schema (money.ts): every price on a first screen
 * goes through here, and the schema would bring its validation library with it.
 */
import type { Locale } from "./locale";
import type { Paise } from "./money";

/**
 * A whole number with the language's digit grouping: English with Indian grouping (21891 ->
 * "21,891", 1234567 -> "12,34,567"), as Intl.NumberFormat("en-IN") writes it; French in groups of
 * three (fr-CA, "1 234 567"). Written out because building that formatter costs a phone tens of
 * milliseconds of the page's first hydration, and every price and rating count of a product grid
 * goes through here.
 */
export function groupDigits(whole: number, locale: Locale = "en"): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const sign = whole < 0 ? "-" : "";
  if (locale === "fr") return sign + groupDigitsFrench(digits);
  if (digits.length <= 3) return sign + digits;
  return `${sign}${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/** A decimal as the language writes it: "4.5" in English, "4,5" in French (a rating, a tax rate). */
export function formatDecimal(value: number | string, locale: Locale): string {
  return locale === "fr" ? String(value).replace(".", ",") : String(value);
}

/** French digit groups: 1234567 -> "1 234 567", a no-break space between thousands (fr-CA). */
function groupDigitsFrench(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, "\u00a0");
}

/**
 * Money as shoppers read it, always with two decimals (SPEC.md section 9 shows totals to 2
 * decimals; prices follow so columns line up). English as SPEC shows it: the ₹ sign first and
 * Indian digit grouping (₹1,23,456.00). French as Intl.NumberFormat("fr-CA", { style: "currency",
 * currency: "INR", currencyDisplay: "narrowSymbol" }) writes it: "1 23 456,00 ₹" with no-break
 * spaces (../shared/FRENCH.md), written out for the reason groupDigits is.
 * The one formatter of every screen and message.
 */
export function formatMoney(amount: Paise, locale: Locale = "en"): string {
  const sign = amount < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(amount) / 100);
  const fraction = String(Math.abs(amount) % 100).padStart(2, "0");
  if (locale === "fr") return `${sign}${groupDigitsFrench(String(whole))},${fraction}\u00a0₹`;
  return `${sign}₹${groupDigits(whole)}.${fraction}`;
}
