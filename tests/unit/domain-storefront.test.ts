import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { asPaise, paiseFromRupees } from "@/domain/money";
import { formatMoney, groupDigits } from "@/domain/money-text";
import { PRODUCTS_MAX_PAGE_SIZE, ProductQuerySchema } from "@/domain/product";
import { isReviewAcceptable, ReviewSchema } from "@/domain/review";
import { shortenWords } from "@/domain/text";

describe("prices on screen", () => {
  it("are rupees with the ₹ sign, Indian digit grouping and two decimals", () => {
    expect(formatMoney(asPaise(179900))).toBe("₹1,799.00");
    expect(formatMoney(asPaise(12345650))).toBe("₹1,23,456.50");
    expect(formatMoney(asPaise(1234567890))).toBe("₹1,23,45,678.90");
    expect(formatMoney(asPaise(0))).toBe("₹0.00");
    expect(formatMoney(asPaise(5))).toBe("₹0.05");
  });

  it("read as Intl.NumberFormat's en-IN currency format writes them, without building one", () => {
    const intl = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });
    const counts = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    for (const value of [0, 0.05, 1, 9.5, 99.99, 100, 999, 1000, 54321.1, 100000, 9999999.99, 123456789012, -1799.5]) {
      expect(formatMoney(paiseFromRupees(value)), String(value)).toBe(intl.format(value));
      expect(groupDigits(Math.trunc(value)), String(value)).toBe(counts.format(Math.trunc(value)));
    }
  });

  it("are the shop API's rupees to the paisa, whatever float noise they came with", () => {
    expect(formatMoney(paiseFromRupees(0.1 + 0.2))).toBe("₹0.30");
    expect(formatMoney(paiseFromRupees(99.999))).toBe("₹100.00");
  });
});

describe("names in toasts and carousels (SPEC.md section 9)", () => {
  it("are cut to the word count with an ellipsis, and left alone when they fit", () => {
    expect(shortenWords("Heritage Loom Georgette Handloom Saree", 4)).toBe("Heritage Loom Georgette Handloom...");
    expect(shortenWords("Heritage Loom Georgette Handloom Saree", 3)).toBe("Heritage Loom Georgette...");
    expect(shortenWords("Linen Shirt", 4)).toBe("Linen Shirt");
    expect(shortenWords("  Four   Word  Name Here ", 4)).toBe("Four Word Name Here");
  });
});

describe("reviews (SPEC.md section 5)", () => {
  it("are accepted only with non-blank text after trimming and a rating above 0", () => {
    expect(isReviewAcceptable("Lovely fabric", 4)).toBe(true);
    expect(isReviewAcceptable("   ", 5)).toBe(false);
    expect(isReviewAcceptable("", 5)).toBe(false);
    expect(isReviewAcceptable("Lovely", 0)).toBe(false);
  });

  it("stored reviews must have a 1 to 5 rating, text and a date", () => {
    expect(v.is(ReviewSchema, { productId: 1, text: "Good", rating: 5, date: "2026-11-26" })).toBe(true);
    expect(v.is(ReviewSchema, { productId: 1, text: "Good", rating: 6, date: "2026-11-26" })).toBe(false);
    expect(v.is(ReviewSchema, { productId: 1, text: " ", rating: 3, date: "2026-11-26" })).toBe(false);
    expect(v.is(ReviewSchema, { productId: 0, text: "Good", rating: 3, date: "2026-11-26" })).toBe(false);
  });
});

describe("catalogue query: menu groups and id lists", () => {
  it("reads a category id and a comma-separated id list", () => {
    expect(v.parse(ProductQuerySchema, { cat: "2", ids: "3,17,42" })).toMatchObject({ cat: 2, ids: [3, 17, 42] });
  });

  it("refuses malformed id lists and more ids than a page holds", () => {
    for (const ids of ["", "1,,2", "1,a", "0", "1 ,2", ",1", "1,"]) {
      expect(v.safeParse(ProductQuerySchema, { ids }).success, JSON.stringify(ids)).toBe(false);
    }
    const many = Array.from({ length: PRODUCTS_MAX_PAGE_SIZE + 1 }, (_, index) => index + 1).join(",");
    expect(v.safeParse(ProductQuerySchema, { ids: many }).success).toBe(false);
    const enough = Array.from({ length: PRODUCTS_MAX_PAGE_SIZE }, (_, index) => index + 1).join(",");
    expect(v.safeParse(ProductQuerySchema, { ids: enough }).success).toBe(true);
  });
});
