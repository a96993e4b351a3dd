// The back-in-stock list's rules (src/domain/stock-alerts.ts): each alert's state from the
// catalogue now, which ones the notice counts, and the stored record's limits (the notice's wording in both languages).
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { Product } from "@/domain/product";
import { productFixture } from "../support/product-fixture";
import { compiledMessages } from "@/app/messages.server";
import { translator } from "@/lib/i18n/translator";
import { STOCK_ALERTS_MAX_ITEMS, StockAlertRecordSchema, stockAlertsBody } from "@/domain/stock-alerts";

function product(id: number, stock: number): Product {
  return productFixture(id, {
    name: `Product ${id} now`,
    category: "Women",
    subcategory: "Sarees",
    subcategoryId: 2,
    stock,
    discountRupees: 900,
  });
}

describe("stockAlertsBody", () => {
  const record = {
    items: [
      { id: 1, name: "One" },
      { id: 2, name: "Two" },
      { id: 3, name: "Three (withdrawn)" },
      { id: 4, name: "Four" },
    ],
    seen: [4],
  };
  const products = new Map([
    [1, product(1, 5)],
    [2, product(2, 0)],
    [4, product(4, 2)],
  ]);

  it("gives each alert its state now, in the list's order, with the catalogue's name when it still has one", () => {
    const body = stockAlertsBody(record, products);
    expect(body.alerts.map((alert) => [alert.productId, alert.state, alert.name])).toEqual([
      [1, "in-stock", "Product 1 now"],
      [2, "sold-out", "Product 2 now"],
      [3, "gone", "Three (withdrawn)"],
      [4, "in-stock", "Product 4 now"],
    ]);
    expect(body.alerts[2]?.product).toBeNull();
  });

  it("counts for the notice only the products in stock that the list has not shown in stock yet", () => {
    expect(stockAlertsBody(record, products).backInStock).toEqual([1]);
    expect(stockAlertsBody({ ...record, seen: [1, 4] }, products).backInStock).toEqual([]);
    expect(stockAlertsBody({ items: [], seen: [] }, products).backInStock).toEqual([]);
  });
});

describe("the back-in-stock notice", () => {
  it("uses the issue's wording, and the singular for one product, in both languages", () => {
    const en = translator("en", compiledMessages("en")).t;
    const fr = translator("fr", compiledMessages("fr")).t;
    expect(en("stockAlerts.notice", { count: 3 })).toBe("3 products you asked about are back in stock");
    expect(en("stockAlerts.notice", { count: 2 })).toBe("2 products you asked about are back in stock");
    expect(en("stockAlerts.notice", { count: 1 })).toBe("1 product you asked about is back in stock");
    expect(fr("stockAlerts.notice", { count: 2 })).toBe("2 produits que vous attendiez sont de retour en stock");
    expect(fr("stockAlerts.notice", { count: 1 })).toBe("1 produit que vous attendiez est de retour en stock");
  });
});

describe("StockAlertRecordSchema", () => {
  const items = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, name: "x" }));

  it(`holds at most ${STOCK_ALERTS_MAX_ITEMS} products, each once`, () => {
    expect(v.is(StockAlertRecordSchema, { items: items(STOCK_ALERTS_MAX_ITEMS), seen: [] })).toBe(true);
    expect(v.is(StockAlertRecordSchema, { items: items(STOCK_ALERTS_MAX_ITEMS + 1), seen: [] })).toBe(false);
    expect(v.is(StockAlertRecordSchema, { items: [...items(2), { id: 1, name: "again" }], seen: [] })).toBe(false);
    expect(v.is(StockAlertRecordSchema, { items: items(2), seen: [1, 1] })).toBe(false);
    expect(v.is(StockAlertRecordSchema, { items: [{ id: 0, name: "x" }], seen: [] })).toBe(false);
  });
});
