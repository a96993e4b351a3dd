// SPEC.md sections 4 and 9: the cart's bounds, its total, the sign-in merge, the add and the guest's cookie.
import { describe, expect, it } from "vitest";
import { paiseFromRupees } from "@/domain/money";
import { CART_MAX_ITEMS, cartTotal, clampUnit, mergeCartLines, unitBounds, type CartLine } from "@/domain/cart";
import { addCartLine } from "@/domain/cart-write";
import { guestCartSetCookie, parseGuestCartCookie, type GuestCartEntry } from "@/domain/guest-cart";

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

describe("addCartLine", () => {
  const product = { name: "Lamp", stock: 3 };
  const wanted = (id: number, units = 1, size = "", color = "") => ({ id, units, size, color });

  it("adds a new product at the units asked, within the stock", () => {
    const lines: CartLine[] = [];
    expect(addCartLine(lines, wanted(1, 5, "M"), product)).toEqual({ ok: true, outcome: "added" });
    expect(lines).toEqual([line(1, 3, "M")]);
  });

  it("raises an existing line up to the stock, then refuses with SPEC's text", () => {
    const lines = [line(1, 2, "S")];
    expect(addCartLine(lines, wanted(1, 1, "M"), product)).toEqual({ ok: true, outcome: "raised" });
    expect(lines).toEqual([line(1, 3, "M")]);
    expect(addCartLine(lines, wanted(1), product)).toEqual({
      ok: false,
      reason: "max",
      message: "Maximum quantity reached!",
    });
    expect(lines).toEqual([line(1, 3, "M")]);
  });

  it("never adds a sold-out or unknown product, nor past the cart's size", () => {
    const lines: CartLine[] = [];
    expect(addCartLine(lines, wanted(1), { name: "Lamp", stock: 0 })).toMatchObject({
      ok: false,
      reason: "out-of-stock",
    });
    expect(addCartLine(lines, wanted(1), undefined)).toMatchObject({ ok: false, reason: "failed" });
    const full = Array.from({ length: CART_MAX_ITEMS }, (_, index) => line(index + 2, 1));
    expect(addCartLine(full, wanted(1), product)).toMatchObject({ ok: false, reason: "full" });
    expect(lines).toEqual([]);
    expect(full).toHaveLength(CART_MAX_ITEMS);
  });
});

describe("the guest cart's cookie", () => {
  it("reads back what it writes, in the browser's encoding", () => {
    const entries: GuestCartEntry[] = [
      [4, 2, 1, -1],
      [9, 1, -1, 0],
    ];
    const setCookie = guestCartSetCookie(entries, false);
    expect(setCookie).toBe(
      `cartItems=${encodeURIComponent(JSON.stringify(entries))}; Max-Age=604800; Path=/; SameSite=Lax`,
    );
    expect(guestCartSetCookie(entries, true)).toMatch(/; Secure$/);
    const value = setCookie.slice("cartItems=".length, setCookie.indexOf(";"));
    expect(parseGuestCartCookie(value)).toEqual(entries);
  });

  it("reads anything else as an empty cart", () => {
    for (const raw of [null, "", "%E0%A4%A", "not json", "%7B%7D", encodeURIComponent("[[1,1,0,0],[1,2,0,0]]")]) {
      expect(parseGuestCartCookie(raw), String(raw)).toEqual([]);
    }
  });
});
