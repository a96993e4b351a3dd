/**
 * What every screen that shows money adds around its amounts (issue 38): the currency statement,
 * and SPEC.md section 9's two tax amounts as rows named as the province charges them
 * (src/domain/tax-names.ts), with the rate where it is known. One module for both, so the pages
 * that show them load one more file, not two.
 */
import type { Paise } from "@/domain/money";
import { formatRate, taxNames, type FederalTaxName, type ProvincialTaxName } from "@/domain/tax-names";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { Translator } from "@/lib/i18n/translator";

/**
 * "Prices in Indian rupees (INR)": where a price can be acted on, the currency is stated (Quebec's
 * Consumer Protection Act s. 54.4 asks it before a distance contract). Once per page on listings,
 * beside the price or the totals elsewhere.
 */
export function CurrencyNote() {
  return <p className="muted currency-note">{useI18n().t("money.currency")}</p>;
}

export interface TaxRow {
  key: "federal" | "provincial";
  label: string;
  amount: Paise;
}

export interface TaxAmounts {
  /** SPEC's "HST": GST or HST. null on an order without the breakdown. */
  federal: Paise | null;
  /** SPEC's "PST": PST, QST or RST. */
  provincial: Paise | null;
}

/**
 * The tax rows of a summary: the provincial one left out where the province charges no tax of
 * its own (its amount is then 0, so the rows shown still add up to the total). `rates` null: the
 * rates are not on record (an order, a receipt whose rates cannot be told), so the names go
 * alone, and the provincial amount says whether one was charged. `province` null: SPEC's names.
 */
export function taxRows(
  { t, locale }: Pick<Translator, "t" | "locale">,
  province: string | null,
  amounts: TaxAmounts,
  rates: { gstHst: number; pst: number } | null,
): TaxRow[] {
  const names = taxNames(province ?? "", rates ? rates.pst : (amounts.provincial ?? 0));
  const label = (name: FederalTaxName | ProvincialTaxName, rate: number | undefined) =>
    rate === undefined
      ? t(`tax.${name}`)
      : t("tax.withRate", { tax: t(`tax.${name}`), rate: formatRate(rate, locale) });
  const rows: TaxRow[] = [];
  if (amounts.federal !== null) {
    rows.push({ key: "federal", label: label(names.federal, rates?.gstHst), amount: amounts.federal });
  }
  if (amounts.provincial !== null && names.provincial !== null) {
    rows.push({ key: "provincial", label: label(names.provincial, rates?.pst), amount: amounts.provincial });
  }
  return rows;
}
