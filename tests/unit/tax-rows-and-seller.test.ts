// Unit: the screens' tax rows by the province's own names in both languages (issue 38), and the
// seller's settings a tax receipt prints, refused as local examples when deployed.
import { afterEach, describe, expect, it, vi } from "vitest";
import { compiledMessages } from "@/app/messages.server";
import { asPaise } from "@/domain/money";
import { translator } from "@/lib/i18n/translator";
import { taxRows } from "@/components/price-lines";
import { ConfigError, LOCAL_SELLER, sellerDetails } from "@functions/_shared/config";

const english = translator("en", compiledMessages("en"));
const french = translator("fr", compiledMessages("fr"));
const amounts = { federal: asPaise(5000), provincial: asPaise(9975) };
const labels = (rows: ReturnType<typeof taxRows>) => rows.map((row) => [row.label, row.amount]);

describe("tax rows", () => {
  it("Quebec: GST + QST, TPS + TVQ in French, with the rates as each language writes them", () => {
    const rates = { gstHst: 5, pst: 9.975 };
    expect(labels(taxRows(english, "Quebec", amounts, rates))).toEqual([
      ["GST (5%)", 5000],
      ["QST (9.975%)", 9975],
    ]);
    expect(labels(taxRows(french, "Québec", amounts, rates))).toEqual([
      ["TPS (5\u00a0%)", 5000],
      ["TVQ (9,975\u00a0%)", 9975],
    ]);
  });

  it("Ontario: one HST row (TVH), its provincial 0 not shown", () => {
    const onAmounts = { federal: asPaise(1300), provincial: asPaise(0) };
    expect(labels(taxRows(english, "Ontario", onAmounts, { gstHst: 13, pst: 0 }))).toEqual([["HST (13%)", 1300]]);
    expect(labels(taxRows(french, "ON", onAmounts, { gstHst: 13, pst: 0 }))).toEqual([["TVH (13\u00a0%)", 1300]]);
  });

  it("British Columbia GST + PST, Manitoba GST + RST (TVD), Alberta GST alone", () => {
    expect(labels(taxRows(english, "British Columbia", amounts, { gstHst: 5, pst: 7 })).map(([l]) => l)).toEqual([
      "GST (5%)",
      "PST (7%)",
    ]);
    expect(labels(taxRows(french, "Manitoba", amounts, { gstHst: 5, pst: 7 })).map(([l]) => l)).toEqual([
      "TPS (5\u00a0%)",
      "TVD (7\u00a0%)",
    ]);
    const none = { federal: asPaise(500), provincial: asPaise(0) };
    expect(labels(taxRows(english, "Alberta", none, { gstHst: 5, pst: 0 }))).toEqual([["GST (5%)", 500]]);
  });

  it("rates unknown (an order, a receipt whose rates are not on record): the names alone", () => {
    expect(labels(taxRows(french, "Quebec", amounts, null))).toEqual([
      ["TPS", 5000],
      ["TVQ", 9975],
    ]);
    expect(labels(taxRows(english, "Ontario", { federal: asPaise(1300), provincial: asPaise(0) }, null))).toEqual([
      ["HST", 1300],
    ]);
  });

  it("an order without its breakdown shows no tax row; an unknown province keeps SPEC's names", () => {
    expect(taxRows(english, "Quebec", { federal: null, provincial: null }, null)).toEqual([]);
    expect(labels(taxRows(english, null, amounts, null)).map(([l]) => l)).toEqual(["HST", "PST"]);
  });

  it("a provincial tax charged where the province has none is still shown (an amount is never hidden)", () => {
    expect(labels(taxRows(english, "Ontario", amounts, { gstHst: 13, pst: 2 })).map(([l]) => l)).toEqual([
      "HST (13%)",
      "PST (2%)",
    ]);
  });
});

describe("the seller's settings", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  const SELLER_ENV = {
    SHOP_LEGAL_NAME: "Boutique Réelle Inc.",
    SHOP_POSTAL_ADDRESS: "1 rue Réelle, Québec (Québec) G1A 0A1",
    SHOP_GST_HST_NUMBER: "987654321 RT0001",
    SHOP_QST_NUMBER: "9876543210 TQ0001",
  };

  it("the local stack prints the fictional seller when none is set, or the one set", () => {
    vi.stubEnv("CONTEXT", "");
    vi.stubEnv("URL", "");
    for (const name of Object.keys(SELLER_ENV)) vi.stubEnv(name, "");
    expect(sellerDetails()).toEqual(LOCAL_SELLER);
    for (const [name, value] of Object.entries(SELLER_ENV)) vi.stubEnv(name, value);
    expect(sellerDetails()).toEqual({
      legalName: SELLER_ENV.SHOP_LEGAL_NAME,
      postalAddress: SELLER_ENV.SHOP_POSTAL_ADDRESS,
      gstHstNumber: SELLER_ENV.SHOP_GST_HST_NUMBER,
      qstNumber: SELLER_ENV.SHOP_QST_NUMBER,
    });
  });

  it("every deployed context refuses each setting missing or left at the local example", () => {
    vi.stubEnv("URL", "https://shop.example");
    for (const context of ["production", "deploy-preview", "branch-deploy"]) {
      vi.stubEnv("CONTEXT", context);
      for (const [name, value] of Object.entries(SELLER_ENV)) vi.stubEnv(name, value);
      expect(sellerDetails(), context).toMatchObject({ legalName: SELLER_ENV.SHOP_LEGAL_NAME });
      for (const name of Object.keys(SELLER_ENV)) {
        vi.stubEnv(name, "");
        expect(() => sellerDetails(), `${context} ${name} unset`).toThrow(ConfigError);
        expect(() => sellerDetails(), `${context} ${name} unset`).toThrow(new RegExp(name));
        vi.stubEnv(name, Object.values(LOCAL_SELLER)[Object.keys(SELLER_ENV).indexOf(name)] ?? "");
        expect(() => sellerDetails(), `${context} ${name} local`).toThrow(/local stack's example/);
        vi.stubEnv(name, SELLER_ENV[name as keyof typeof SELLER_ENV]);
      }
    }
  });
});
