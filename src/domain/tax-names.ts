/**
 * Each province's two sales taxes by the names it charges them under (issue 38): SPEC.md section
 * 9 keeps two amounts, the federal part (its "HST") and the provincial part (its "PST"), which a
 * Canadian reads as HST alone in the harmonized provinces, GST + PST in British Columbia and
 * Saskatchewan, GST + RST in Manitoba, GST + QST in Quebec and GST alone in Alberta and the
 * territories. A province the shop API names that is not one of these keeps SPEC's names.
 */
import type { Locale } from "./locale";
import { formatDecimal } from "./money-text";

export type FederalTaxName = "gst" | "hst";
export type ProvincialTaxName = "pst" | "qst" | "rst";

export interface TaxNames {
  federal: FederalTaxName;
  /** null where the province charges no sales tax of its own: its amount (0) is not shown. */
  provincial: ProvincialTaxName | null;
}

const BY_PROVINCE: Readonly<Record<string, TaxNames>> = {
  ON: { federal: "hst", provincial: null },
  NB: { federal: "hst", provincial: null },
  NL: { federal: "hst", provincial: null },
  NS: { federal: "hst", provincial: null },
  PE: { federal: "hst", provincial: null },
  BC: { federal: "gst", provincial: "pst" },
  SK: { federal: "gst", provincial: "pst" },
  MB: { federal: "gst", provincial: "rst" },
  QC: { federal: "gst", provincial: "qst" },
  AB: { federal: "gst", provincial: null },
  NT: { federal: "gst", provincial: null },
  NU: { federal: "gst", provincial: null },
  YT: { federal: "gst", provincial: null },
};

const SPEC_NAMES: TaxNames = { federal: "hst", provincial: "pst" };

/** The provinces by the names the shop API's tax table and addresses give them, in either language. */
const CODE_OF_NAME: Readonly<Record<string, string>> = {
  ontario: "ON",
  "new brunswick": "NB",
  "nouveau-brunswick": "NB",
  "newfoundland and labrador": "NL",
  "terre-neuve-et-labrador": "NL",
  "nova scotia": "NS",
  "nouvelle-écosse": "NS",
  "prince edward island": "PE",
  "île-du-prince-édouard": "PE",
  "british columbia": "BC",
  "colombie-britannique": "BC",
  saskatchewan: "SK",
  manitoba: "MB",
  quebec: "QC",
  québec: "QC",
  alberta: "AB",
  "northwest territories": "NT",
  "territoires du nord-ouest": "NT",
  nunavut: "NU",
  yukon: "YT",
};

/**
 * The names of a province's taxes, the province given by its two-letter code or its name
 * (case-insensitively). A provincial tax the table charges where this list says there is none is
 * still shown, under SPEC's name: an amount charged is never hidden.
 */
export function taxNames(province: string, provincialRate: number): TaxNames {
  const given = province.trim();
  const code = CODE_OF_NAME[given.toLocaleLowerCase("fr")] ?? given.toUpperCase();
  const names = BY_PROVINCE[code] ?? SPEC_NAMES;
  if (names.provincial === null && provincialRate !== 0) return { ...names, provincial: "pst" };
  return names;
}

/** A tax rate in percent as the language writes it: "9.975" in English, "9,975" in French. */
export function formatRate(rate: number, locale: Locale): string {
  return formatDecimal(rate, locale);
}
