import { useI18n } from "@/lib/i18n/i18n-context";
import "./price-currency.css";

/**
 * "Prices in Indian rupees (INR)": where a price can be acted on, the currency is stated
 * (issue 38; Quebec's Consumer Protection Act s. 54.4 asks it before a distance contract). Once
 * per page on listings, beside the price or the totals elsewhere.
 */
export function CurrencyNote() {
  return <p className="muted currency-note">{useI18n().t("money.currency")}</p>;
}
