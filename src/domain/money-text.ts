/**
 * Money as text, apart from the amounts' rules and schema (money.ts): every price on a first screen
 * goes through here, and the schema would bring its validation library with it.
 */
import type { Locale } from "./locale";
import type { Paise } from "./money";

/**
 * A whole number with the language's digit grouping: English with Indian grouping (21891 ->
 * "21,891", 1234567 -> "12,34,567"), as Intl.NumberFormat("en-IN") writes it; French in groups of
 * three with a no-break space (fr-CA, "1 234 567"). Written out because building that formatter
 * costs a phone tens of milliseconds of the page's first hydration, and every price and rating
 * count of a product grid goes through here.
 */
export function groupDigits(whole: number, locale: Locale = "en"): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const grouped =
    locale === "fr"
      ? digits.replace(/\B(?=(\d{3})+$)/g, "\u00a0")
      : // The last three digits, then pairs: a comma where an odd count of digits (3, 5...) is left.
        digits.replace(/\B(?=(\d{2})*\d{3}$)/g, ",");
  return (whole < 0 ? "-" : "") + grouped;
}

/** A decimal as the language writes it: "4.5" in English, "4,5" in French (a rating, a tax rate). */
export function formatDecimal(value: number | string, locale: Locale): string {
  return locale === "fr" ? String(value).replace(".", ",") : String(value);
}

/**
 * Money as shoppers read it, always with two decimals (SPEC.md section 9 shows totals to 2
 * decimals; prices follow so columns line up). English as SPEC shows it: the ₹ sign first and
 * Indian digit grouping (₹1,23,456.00). French as Intl.NumberFormat("fr-CA", { style: "currency",
 * currency: "INR", currencyDisplay: "narrowSymbol" }) writes it: "123 456,00 ₹" with no-break
 * spaces (../shared/FRENCH.md), written out for the reason groupDigits is.
 * The one formatter of every screen and message.
 */
export function formatMoney(amount: Paise, locale: Locale = "en"): string {
  const sign = amount < 0 ? "-" : "";
  const whole = groupDigits(Math.floor(Math.abs(amount) / 100), locale);
  const fraction = String(Math.abs(amount) % 100).padStart(2, "0");
  return locale === "fr" ? `${sign}${whole},${fraction}\u00a0₹` : `${sign}₹${whole}.${fraction}`;
}
