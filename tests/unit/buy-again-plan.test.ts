// Buy again (issue 16): order lines back into the cart, clamped to the stock now, with sold-out
// and withdrawn products left out and named.
import { describe, expect, it } from "vitest";
import type { Product } from "@/domain/product";
import { productFixture } from "../support/product-fixture";
import { offersBuyAgain } from "@/features/buy-again/utils/buy-again-eligible";
import { ALREADY_AT_STOCK, buyAgainNotice, buyAgainNoticeOf } from "@/features/buy-again/utils/buy-again-notice";
import { planBuyAgain, type BuyAgainLine } from "@/features/buy-again/utils/buy-again-plan";

function product(id: number, stock: number, extra: Partial<Product> = {}): Product {
  return productFixture(id, {
    name: `Product ${id} now`,
    stock,
    sizes: ["S", "M", "L"],
    colors: ["Red", "Blue"],
    ...extra,
  });
}

function line(productId: number | null, quantity: number, extra: Partial<BuyAgainLine> = {}): BuyAgainLine {
  return { productId, name: `Bought ${productId ?? "gone"}`, size: "M", color: "Blue", quantity, ...extra };
}

const catalogue = (...products: Product[]) => new Map(products.map((item) => [item.id, item]));

describe("planBuyAgain", () => {
  it("adds each line with the order's size, colour and units when the stock allows", () => {
    const plan = planBuyAgain(
      [line(1, 2), line(2, 1, { size: "L", color: "Red" })],
      catalogue(product(1, 9), product(2, 1)),
    );
    expect(plan.add.map(({ product: item, ...rest }) => ({ id: item.id, ...rest }))).toEqual([
      { id: 1, name: "Bought 1", size: "M", color: "Blue", units: 2, ordered: 2 },
      { id: 2, name: "Bought 2", size: "L", color: "Red", units: 1, ordered: 1 },
    ]);
    expect(plan.soldOut).toEqual([]);
    expect(plan.withdrawn).toEqual([]);
  });

  it("clamps the units to the stock now", () => {
    const plan = planBuyAgain([line(1, 5)], catalogue(product(1, 2)));
    expect(plan.add[0]).toMatchObject({ units: 2, ordered: 5 });
  });

  it("leaves out a sold-out product and one the catalogue no longer has, by the order's name", () => {
    const plan = planBuyAgain(
      [line(1, 1), line(2, 3), line(3, 1), line(null, 1, { name: "Old shirt" })],
      catalogue(product(1, 4), product(2, 0)),
    );
    expect(plan.add.map((item) => item.product.id)).toEqual([1]);
    expect(plan.soldOut).toEqual(["Bought 2"]);
    expect(plan.withdrawn).toEqual(["Bought 3", "Old shirt"]);
  });

  it("adds up two lines of one product (the cart holds a product once) before clamping", () => {
    const plan = planBuyAgain([line(1, 2), line(1, 3, { size: "S" })], catalogue(product(1, 4)));
    expect(plan.add).toHaveLength(1);
    expect(plan.add[0]).toMatchObject({ size: "M", units: 4, ordered: 5 });
  });

  it("drops a size or colour the product no longer offers rather than inventing one", () => {
    const plan = planBuyAgain([line(1, 1, { size: "XXL", color: "Green" })], catalogue(product(1, 3)));
    expect(plan.add[0]).toMatchObject({ size: "", color: "" });
  });
});

describe("buyAgainNotice", () => {
  it("names what went in, what went in with fewer units, and what the plan or the cart left out", () => {
    const plan = planBuyAgain(
      [line(1, 3), line(2, 1), line(3, 1), line(4, 1), line(null, 1, { name: "Old shirt" })],
      catalogue(product(1, 2), product(2, 5), product(3, 0), product(4, 5)),
    );
    const [first, second, fourth] = plan.add;
    if (!first || !second || !fourth) throw new Error("three lines planned");
    const notice = buyAgainNotice(plan, [
      { line: first, result: { ok: true, outcome: "added" } },
      { line: second, result: { ok: false, reason: "max", message: "Maximum quantity reached!" } },
      { line: fourth, result: { ok: false, reason: "failed", message: "Error saving cart to API" } },
    ]);
    expect(notice).toEqual({
      added: ["Bought 1"],
      reduced: [{ name: "Bought 1", units: 2, ordered: 3 }],
      soldOut: ["Bought 3"],
      withdrawn: ["Old shirt"],
      refused: [
        { name: "Bought 2", message: ALREADY_AT_STOCK },
        { name: "Bought 4", message: "Error saving cart to API" },
      ],
    });
    // It survives the history entry and comes back out of it; anything else is no notice.
    expect(buyAgainNoticeOf(JSON.parse(JSON.stringify({ buyAgain: notice })))).toEqual(notice);
    expect(buyAgainNoticeOf(null)).toBeNull();
    expect(buyAgainNoticeOf({ buyAgain: { added: "all" } })).toBeNull();
  });
});

describe("offersBuyAgain", () => {
  it("is offered on delivered and cancelled orders only", () => {
    expect(offersBuyAgain("Delivered")).toBe(true);
    expect(offersBuyAgain("Cancelled")).toBe(true);
    for (const status of ["Placed", "Packed", "Shipped", "Out for delivery"])
      expect(offersBuyAgain(status)).toBe(false);
  });
});
