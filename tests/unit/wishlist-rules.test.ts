import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { paiseFromRupees as r } from "@/domain/money";
import { guestWishlistSetCookie, parseGuestWishlistCookie } from "@/domain/guest-wishlist";
import { changeWishlist, changeWishlistProducts } from "@/domain/wishlist-rules";
import {
  mergeWishlists,
  MOVED_TO_CART,
  WishlistIdsSchema,
  WISHLIST_MAX_ITEMS,
  WISHLIST_REMOVED,
  wishlistSaving,
} from "@/domain/wishlist";

describe("wishlistSaving (SPEC.md section 2: originalPrice - discountPrice, percent with 2 decimals)", () => {
  it("gives the amount and the percent to 2 decimals", () => {
    expect(wishlistSaving(r(1000), r(750))).toEqual({ amount: r(250), percent: "25.00" });
    expect(wishlistSaving(r(999), r(666))).toEqual({ amount: r(333), percent: "33.33" });
    expect(wishlistSaving(r(3), r(1))).toEqual({ amount: r(2), percent: "66.67" });
  });

  it("keeps paise exact where floating point would not", () => {
    expect(wishlistSaving(r(100.3), r(100.1))).toEqual({ amount: 20, percent: "0.20" });
    expect(wishlistSaving(r(1799.5), r(1399))).toEqual({ amount: 40050, percent: "22.26" });
    expect(wishlistSaving(r(349.5), r(99.5))).toEqual({ amount: 25000, percent: "71.53" });
  });

  it("is zero when nothing is saved, and never divides by zero", () => {
    expect(wishlistSaving(r(249), r(249))).toEqual({ amount: 0, percent: "0.00" });
    expect(wishlistSaving(r(0), r(0))).toEqual({ amount: 0, percent: "0.00" });
  });

  it("never reports a negative amount when the price is above the original", () => {
    expect(wishlistSaving(r(500), r(600)).amount).toBe(0);
  });
});

describe("mergeWishlists (a guest's list joining a customer's at sign-in)", () => {
  it("puts the guest's new ids first and keeps the customer's order", () => {
    expect(mergeWishlists([3, 2, 1], [9, 8])).toEqual([9, 8, 3, 2, 1]);
  });

  it("adds each product once: ids already on the customer's list stay where they are", () => {
    expect(mergeWishlists([3, 2, 1], [2, 7, 3])).toEqual([7, 3, 2, 1]);
    expect(mergeWishlists([5], [5])).toEqual([5]);
  });

  it("works when either side is empty", () => {
    expect(mergeWishlists([], [4, 2])).toEqual([4, 2]);
    expect(mergeWishlists([4, 2], [])).toEqual([4, 2]);
    expect(mergeWishlists([], [])).toEqual([]);
  });

  it(`stops at ${WISHLIST_MAX_ITEMS} items, dropping the oldest`, () => {
    const customer = Array.from({ length: WISHLIST_MAX_ITEMS }, (_, index) => index + 1);
    const merged = mergeWishlists(customer, [500, 501]);
    expect(merged).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(merged.slice(0, 3)).toEqual([500, 501, 1]);
    expect(merged).not.toContain(WISHLIST_MAX_ITEMS);
    expect(v.safeParse(WishlistIdsSchema, merged).success).toBe(true);
  });

  it("does not change its inputs", () => {
    const customer = [1, 2];
    const guest = [3];
    mergeWishlists(customer, guest);
    expect(customer).toEqual([1, 2]);
    expect(guest).toEqual([3]);
  });
});

describe("changeWishlist (a heart's or a Remove's change, SPEC.md sections 4 and 5)", () => {
  it("adds a product first, once, and removes it by id", () => {
    expect(changeWishlist([3, 2], "add", 7)).toEqual({ result: "added", ids: [7, 3, 2] });
    expect(changeWishlist([3, 2], "add", 2)).toEqual({ result: "unchanged", ids: [3, 2] });
    expect(changeWishlist([3, 2], "remove", 3)).toEqual({ result: "removed", ids: [2] });
    expect(changeWishlist([3, 2], "remove", 9)).toEqual({ result: "unchanged", ids: [3, 2] });
  });

  it(`takes nothing more at ${WISHLIST_MAX_ITEMS} items, but still removes`, () => {
    const full = Array.from({ length: WISHLIST_MAX_ITEMS }, (_, index) => index + 1);
    expect(changeWishlist(full, "add", 500)).toEqual({ result: "full", ids: full });
    expect(changeWishlist(full, "remove", 1).ids).toHaveLength(WISHLIST_MAX_ITEMS - 1);
  });

  it("does not change its input", () => {
    const ids = [1, 2];
    changeWishlist(ids, "add", 3);
    changeWishlist(ids, "remove", 1);
    expect(ids).toEqual([1, 2]);
  });
});

describe("WishlistIdsSchema (what a cookie or a PUT may hold)", () => {
  it("accepts distinct product ids up to the limit", () => {
    expect(v.safeParse(WishlistIdsSchema, [3, 1, 2]).success).toBe(true);
    expect(v.safeParse(WishlistIdsSchema, []).success).toBe(true);
  });

  it("refuses duplicates, too many ids and things that are not ids", () => {
    expect(v.safeParse(WishlistIdsSchema, [1, 1]).success).toBe(false);
    expect(
      v.safeParse(
        WishlistIdsSchema,
        Array.from({ length: WISHLIST_MAX_ITEMS + 1 }, (_, index) => index + 1),
      ).success,
    ).toBe(false);
    expect(v.safeParse(WishlistIdsSchema, ["1"]).success).toBe(false);
    expect(v.safeParse(WishlistIdsSchema, [1.5]).success).toBe(false);
    expect(v.safeParse(WishlistIdsSchema, { ids: [1] }).success).toBe(false);
  });
});

describe("the wishlist's notices (SPEC.md section 4, quirks included)", () => {
  it("are spelt exactly as the SPEC writes them", () => {
    expect(WISHLIST_REMOVED).toBe("1item Removed from Wishlist");
    expect(MOVED_TO_CART).toBe("Moved to Cart");
  });
});

describe("the wishlist's action on a list (a guest's cookie, a customer's list)", () => {
  it("removes several products at once and says the last change; a full list takes nothing", () => {
    expect(changeWishlistProducts([3, 2, 1], "remove", [1, 3, 9])).toEqual({ result: "removed", ids: [2] });
    expect(changeWishlistProducts([3], "add", [3])).toEqual({ result: "unchanged", ids: [3] });
    const full = Array.from({ length: WISHLIST_MAX_ITEMS }, (_, index) => index + 1);
    expect(changeWishlistProducts(full, "add", [WISHLIST_MAX_ITEMS + 1])).toEqual({ result: "full", ids: full });
  });

  it("reads the cookie as the browser wrote it, and anything else as an empty list (SPEC.md section 8)", () => {
    const written = guestWishlistSetCookie([12, 5], false).split(";")[0]?.split("=")[1] ?? null;
    expect(parseGuestWishlistCookie(written)).toEqual([12, 5]);
    expect(parseGuestWishlistCookie(encodeURIComponent(JSON.stringify([4, 4])))).toEqual([]);
    expect(parseGuestWishlistCookie(encodeURIComponent('["a"]'))).toEqual([]);
    expect(parseGuestWishlistCookie("%7Bnot json")).toEqual([]);
    expect(parseGuestWishlistCookie(null)).toEqual([]);
  });
});
