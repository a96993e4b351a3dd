// The cart screen's selection (SPEC.md sections 2, 4 and 5): every orderable line starts selected.
import { compiledMessages } from "@/app/messages.server";
import { translator } from "@/lib/i18n/translator";
import { describe, expect, it } from "vitest";
import { isOrderable, orderableIds } from "@/domain/cart";
import { checkoutPath } from "@/domain/checkout";
import { selectAllState, selectedLines, toggleAll, toggleLine } from "@/features/cart/utils/cart-selection";

const line = (id: number, unit = 1, stock = 10) => ({ id, unit, stock });

describe("isOrderable", () => {
  it("needs stock and no more units than the stock", () => {
    expect(isOrderable(line(1, 1, 10))).toBe(true);
    expect(isOrderable(line(1, 10, 10))).toBe(true);
    expect(isOrderable(line(1, 11, 10))).toBe(false);
    expect(isOrderable(line(1, 1, 0))).toBe(false);
  });

  it("a checkout without a selection takes what Select all would: every orderable line, in cart order", () => {
    const cart = [line(7), line(3, 4, 2), line(5, 1, 0), line(9, 2, 2)];
    expect(orderableIds(cart)).toEqual(
      selectedLines(cart, toggleAll(cart, new Set(cart.map((l) => l.id)))).map((l) => l.id),
    );
    expect(orderableIds(cart)).toEqual([7, 9]);
    expect(orderableIds([])).toEqual([]);
  });
});

describe("selection", () => {
  const lines = [line(1), line(2), line(3, 1, 0)];

  it("selects every orderable line when nothing was unticked", () => {
    expect(selectedLines(lines, new Set()).map((item) => item.id)).toEqual([1, 2]);
    expect(selectAllState(lines, new Set())).toBe("all");
  });

  it("unticks and ticks one line", () => {
    const unticked = toggleLine(new Set(), 2, false);
    expect(selectedLines(lines, unticked).map((item) => item.id)).toEqual([1]);
    expect(selectAllState(lines, unticked)).toBe("some");
    expect(selectedLines(lines, toggleLine(unticked, 2, true)).map((item) => item.id)).toEqual([1, 2]);
  });

  it("'Select all' unticks everything when all is ticked, else ticks everything", () => {
    const none = toggleAll(lines, new Set());
    expect(selectedLines(lines, none)).toEqual([]);
    expect(selectAllState(lines, none)).toBe("none");
    expect(selectedLines(lines, toggleAll(lines, none)).map((item) => item.id)).toEqual([1, 2]);
    expect(selectedLines(lines, toggleAll(lines, new Set([1]))).map((item) => item.id)).toEqual([1, 2]);
  });

  it("a cart with nothing orderable has nothing to select", () => {
    expect(selectAllState([line(1, 1, 0)], new Set())).toBe("none");
  });
});

describe("texts and paths", () => {
  it("says 'selected / total Items Selected'", () => {
    expect(translator("en", compiledMessages("en")).t("cart.itemsSelected", { selected: 2, total: 3 })).toBe(
      "2 / 3 Items Selected",
    );
  });

  it("takes the selected ids to /Checkout2", () => {
    expect(checkoutPath([4, 12, 7])).toBe("/Checkout2?items=4,12,7");
  });
});
