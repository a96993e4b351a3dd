/**
 * The rows of SPEC.md section 9's two tax amounts as a screen shows them: each named as the
 * province charges it (src/domain/tax-names.ts), with its rate where the rate is known, and the
 * provincial row left out where the province charges no tax of its own (its amount is then 0, so
 * the rows shown still add up to the total).
 */
import type { Paise } from "@/domain/money";
import { formatRate, taxNames, type FederalTaxName, type ProvincialTaxName } from "@/domain/tax-names";
import type { Translator } from "@/lib/i18n/translator";

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
 * `rates` null: the rates are not on record (an order, a receipt whose rates cannot be told), so
 * the names go alone; the provincial amount then says whether one was charged. `province` null:
 * SPEC's names.
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
