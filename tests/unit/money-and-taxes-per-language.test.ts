// Unit: money and the taxes' names in each language (issue 38): English as SPEC.md writes it,
// French as Intl's fr-CA does and ../shared/FRENCH.md asks; each province's taxes by their names.
import { describe, expect, it } from "vitest";
import { asPaise } from "@domain/money";
import { formatMoney } from "@domain/money-text";
import { formatRate, taxNames } from "@domain/tax-names";

/** The seeded tax table's provinces and provincial rates (shop-api/seed/catalog.mjs, TAXES). */
const TAXES = [
  ["AB", 0],
  ["BC", 7],
  ["MB", 7],
  ["NB", 0],
  ["NL", 0],
  ["NT", 0],
  ["NS", 0],
  ["NU", 0],
  ["ON", 0],
  ["PE", 0],
  ["QC", 9.975],
  ["SK", 6],
  ["YT", 0],
] as const;

const french = new Intl.NumberFormat("fr-CA", { style: "currency", currency: "INR", currencyDisplay: "narrowSymbol" });

describe("formatMoney per language", () => {
  it("writes English as SPEC shows it, with Indian digit groups", () => {
    expect(formatMoney(asPaise(123456789))).toBe("₹12,34,567.89");
    expect(formatMoney(asPaise(-5), "en")).toBe("-₹0.05");
  });

  it("writes French exactly as Intl's fr-CA currency format does, for every size of amount", () => {
    for (const paise of [0, 5, 99, 100, 123456, 100000000, 123456789, 98765432101]) {
      expect(formatMoney(asPaise(paise), "fr")).toBe(french.format(paise / 100));
    }
    expect(formatMoney(asPaise(123456), "fr")).toBe("1\u00a0234,56\u00a0₹");
  });
});

describe("taxNames", () => {
  it("names every province of the seeded tax table as it charges its taxes", () => {
    const named = Object.fromEntries(TAXES.map(([code, pst]) => [code, taxNames(code, pst)]));
    expect(named).toEqual({
      AB: { federal: "gst", provincial: null },
      BC: { federal: "gst", provincial: "pst" },
      MB: { federal: "gst", provincial: "rst" },
      NB: { federal: "hst", provincial: null },
      NL: { federal: "hst", provincial: null },
      NT: { federal: "gst", provincial: null },
      NS: { federal: "hst", provincial: null },
      NU: { federal: "gst", provincial: null },
      ON: { federal: "hst", provincial: null },
      PE: { federal: "hst", provincial: null },
      QC: { federal: "gst", provincial: "qst" },
      SK: { federal: "gst", provincial: "pst" },
      YT: { federal: "gst", provincial: null },
    });
  });

  it("knows a province by its name in either language, and never hides a provincial tax charged", () => {
    expect(taxNames("Québec", 9.975)).toEqual({ federal: "gst", provincial: "qst" });
    expect(taxNames("quebec", 9.975)).toEqual({ federal: "gst", provincial: "qst" });
    expect(taxNames("Colombie-Britannique", 7)).toEqual({ federal: "gst", provincial: "pst" });
    expect(taxNames("Ontario", 2)).toEqual({ federal: "hst", provincial: "pst" });
    expect(taxNames("Atlantis", 3)).toEqual({ federal: "hst", provincial: "pst" });
  });

  it("writes a rate with the language's decimal mark", () => {
    expect(formatRate(9.975, "en")).toBe("9.975");
    expect(formatRate(9.975, "fr")).toBe("9,975");
  });
});
