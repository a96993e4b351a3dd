import { describe, expect, it } from "vitest";
import { CART_MAX_ITEMS } from "@/domain/cart";
import { checkoutItemsFromText, checkoutSearch } from "@/domain/checkout";

describe("the checkout screens' query", () => {
  it("writes the items with plain commas and the address when there is one", () => {
    expect(checkoutSearch({ items: [4, 12, 7] })).toBe("items=4,12,7");
    expect(checkoutSearch({ items: [4], addressId: 9 })).toBe("items=4&addressId=9");
  });

  it("reads back what it wrote", () => {
    const query = new URLSearchParams(checkoutSearch({ items: [4, 12, 7], addressId: 3 }));
    expect(checkoutItemsFromText(query.get("items"))).toEqual([4, 12, 7]);
    expect(query.get("addressId")).toBe("3");
  });

  it("refuses lists that are empty, repeated, malformed or longer than a cart", () => {
    for (const text of [null, undefined, "", ",", "1,,2", "1,1", "0", "-3", "1.5", "1e3", " 1", "abc", "1,abc"]) {
      expect(checkoutItemsFromText(text), String(text)).toBeNull();
    }
    const full = Array.from({ length: CART_MAX_ITEMS }, (_, index) => index + 1);
    expect(checkoutItemsFromText(full.join(","))).toEqual(full);
    expect(checkoutItemsFromText([...full, CART_MAX_ITEMS + 1].join(","))).toBeNull();
  });
});
