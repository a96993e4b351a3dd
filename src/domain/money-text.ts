/**
 * Money as text, apart from the amounts' rules and schema (money.ts): every price on a first screen
 * goes through here, and the schema would bring its validation library with it.
 */
import type { Paise } from "./money";

/**
 * A whole number with Indian digit grouping (21891 -> "21,891", 1234567 -> "12,34,567"), as
 * Intl.NumberFormat("en-IN") writes it. Written out because building that formatter costs a
 * phone tens of milliseconds of the page's first hydration, and every price and rating count of
 * a product grid goes through here.
 */
export function groupDigits(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const sign = whole < 0 ? "-" : "";
  if (digits.length <= 3) return sign + digits;
  return `${sign}${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${digits.slice(-3)}`;
}

/**
 * Money as shoppers read it: the ₹ sign, Indian digit grouping (1,23,456.00) and always two
 * decimals (SPEC.md section 9 shows totals to 2 decimals; prices follow so columns line up).
 * The one formatter of every screen and message.
 */
export function formatMoney(amount: Paise): string {
  const sign = amount < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(amount) / 100);
  const fraction = String(Math.abs(amount) % 100).padStart(2, "0");
  return `${sign}₹${groupDigits(whole)}.${fraction}`;
}
