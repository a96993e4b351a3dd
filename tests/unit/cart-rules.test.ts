// SPEC.md sections 4 and 9: the cart's bounds, its total and the sign-in merge.
import { describe, expect, it } from "vitest";
import { paiseFromRupees } from "@/domain/money";
import { CART_MAX_ITEMS, cartTotal, clampUnit, mergeCartLines, unitBounds, type CartLine } from "@/domain/cart";

const line = (id: number, unit: number, size = "", color = ""): CartLine => ({ id, unit, size, color });

describe("unitBounds", () => {
  it("minus is off at 1, plus is off at the stock", () => {
    expect(unitBounds(1, 5)).toEqual({ canIncrement: true, canDecrement: false });
    expect(unitBounds(3, 5)).toEqual({ canIncrement: true, canDecrement: true });
    expect(unitBounds(5, 5)).toEqual({ canIncrement: false, canDecrement: true });
    expect(unitBounds(1, 1)).toEqual({ canIncrement: false, canDecrement: false });
  });
});

describe("clampUnit", () => {
  it("keeps a unit between 1 and the stock", () => {
    expect(clampUnit(0, 5)).toBe(1);
    expect(clampUnit(7, 5)).toBe(5);
    expect(clampUnit(2.7, 5)).toBe(2);
    expect(clampUnit(3, 0)).toBe(1);
  });
});

describe("cartTotal", () => {
  it("sums unit price x units exactly, in paise", () => {
    expect(cartTotal([])).toBe(0);
    expect(
      cartTotal([
        { price: paiseFromRupees(0.1), unit: 3 },
        { price: paiseFromRupees(0.2), unit: 1 },
      ]),
    ).toBe(50);
    expect(
      cartTotal([
        { price: paiseFromRupees(1299.5), unit: 2 },
        { price: paiseFromRupees(349.99), unit: 1 },
      ]),
    ).toBe(294_899);
  });
});

describe("mergeCartLines", () => {
  const stock = new Map([
    [1, 5],
    [2, 2],
    [3, 10],
    [4, 0],
  ]);
  const stockOf = (id: number) => stock.get(id);

  it("adds the guest's units to the same product and appends new products", () => {
    const merged = mergeCartLines([line(1, 2, "M", "Red")], [line(1, 1, "L", "Blue"), line(3, 4, "S")], stockOf);
    expect(merged.lines).toEqual([line(1, 3, "M", "Red"), line(3, 4, "S")]);
    expect(merged.dropped).toEqual([]);
  });

  it("clamps to the stock", () => {
    const merged = mergeCartLines([line(2, 1)], [line(2, 2), line(1, 9)], stockOf);
    expect(merged.lines).toEqual([line(2, 2), line(1, 5)]);
  });

  it("drops guest lines of sold-out or unknown products, but never the server's own", () => {
    const merged = mergeCartLines([line(4, 1)], [line(4, 1), line(99, 1)], stockOf);
    expect(merged.lines).toEqual([line(4, 1)]);
    expect(merged.dropped).toEqual([99]);
  });

  it("leaves an empty guest cart as the server had it", () => {
    expect(mergeCartLines([line(1, 2)], [], stockOf).lines).toEqual([line(1, 2)]);
  });

  it(`never grows past ${CART_MAX_ITEMS} products`, () => {
    const server = Array.from({ length: CART_MAX_ITEMS }, (_, index) => line(1000 + index, 1));
    const merged = mergeCartLines(server, [line(3, 1)], stockOf);
    expect(merged.lines).toHaveLength(CART_MAX_ITEMS);
    expect(merged.dropped).toEqual([3]);
  });
});
