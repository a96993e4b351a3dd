import { describe, expect, it } from "vitest";
import { paiseFromRupees } from "@/domain/money";
import type { Product } from "@/domain/product";
import { inListOrder, toCompareItem } from "@/features/compare/utils/compare-item";
import { colourSwatch } from "@/features/product/utils/colour-swatch";
import { stockState } from "@/domain/product";
import {
  zoomOriginAfterKey,
  zoomOriginAt,
  ZOOM_HIDE_DELAY_MS,
  ZOOM_SHOW_DELAY_MS,
  ZOOM_FADE_MS,
} from "@/features/product/utils/zoom";
import { formatReviewDate } from "@/features/reviews/utils/review-date";

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 7,
    name: "Glow Theory Satin Eyeshadow Palette",
    category: "Beauty",
    categoryId: 5,
    subcategory: "Makeup",
    subcategoryId: 19,
    imageUrl: "http://localhost:8787/products/p0007.svg",
    images: [],
    originalPrice: paiseFromRupees(1299),
    discountPrice: paiseFromRupees(899),
    onSale: true,
    stock: 8,
    rating: 4.5,
    ratings: 120,
    badge: "New Arrival",
    badge1: "Free Delivery",
    searchText: "",
    sizes: ["9 shades", "12 shades"],
    colors: ["Warm Ivory", "Ruby Red"],
    material: "Pressed powder",
    description:
      "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty twenty-one twenty-two",
    weight: "14 g",
    ...overrides,
  };
}

describe("stock state on the product page", () => {
  it("says in stock, only N left for 1 to 3, and out of stock", () => {
    expect(stockState(30)).toEqual({ level: "in-stock", label: "In stock" });
    expect(stockState(4).label).toBe("In stock");
    expect(stockState(3)).toEqual({ level: "low", label: "Only 3 left" });
    expect(stockState(1).label).toBe("Only 1 left");
    expect(stockState(0)).toEqual({ level: "out-of-stock", label: "Out of stock" });
  });
});

describe("image zoom (SPEC.md section 9)", () => {
  it("uses the SPEC delays", () => {
    expect([ZOOM_SHOW_DELAY_MS, ZOOM_HIDE_DELAY_MS, ZOOM_FADE_MS]).toEqual([250, 150, 300]);
  });

  it("follows the pointer in percent of the picture, clamped to its edges", () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(zoomOriginAt(300, 150, box)).toEqual({ x: 50, y: 50 });
    expect(zoomOriginAt(100, 50, box)).toEqual({ x: 0, y: 0 });
    expect(zoomOriginAt(0, 1000, box)).toEqual({ x: 0, y: 100 });
    expect(zoomOriginAt(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 50, y: 50 });
  });

  it("pans with the arrow keys and ignores other keys", () => {
    expect(zoomOriginAfterKey({ x: 50, y: 50 }, "ArrowRight")).toEqual({ x: 60, y: 50 });
    expect(zoomOriginAfterKey({ x: 95, y: 5 }, "ArrowRight")).toEqual({ x: 100, y: 5 });
    expect(zoomOriginAfterKey({ x: 50, y: 5 }, "ArrowUp")).toEqual({ x: 50, y: 0 });
    expect(zoomOriginAfterKey({ x: 50, y: 50 }, "Enter")).toBeNull();
  });
});

describe("colour swatches", () => {
  it("knows the seed's colour names whatever their case, and nothing else", () => {
    expect(colourSwatch("Navy Blue")).toMatch(/^#/);
    expect(colourSwatch("navy blue")).toBe(colourSwatch("Navy Blue"));
    expect(colourSwatch("Multicolour")).toContain("gradient");
    expect(colourSwatch("Unobtainium")).toBeNull();
  });
});

describe("compare items (SPEC.md section 3: id, title, salePrice, excerpt, stockStatus)", () => {
  it("maps a product to what the table shows", () => {
    const item = toCompareItem(product());
    expect(item).toMatchObject({
      id: 7,
      title: "Glow Theory Satin Eyeshadow Palette",
      salePrice: 89900,
      originalPrice: 129900,
      discount: 31,
      stockStatus: "In stock",
    });
    expect(item.excerpt).toBe(
      "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty...",
    );
    expect(item.sizes).toEqual(["9 shades", "12 shades"]);
    expect(item.colours).toEqual(["Warm Ivory", "Ruby Red"]);
  });

  it("says out of stock at 0 and shows no discount when the price is not reduced", () => {
    const item = toCompareItem(product({ stock: 0, discountPrice: paiseFromRupees(1299), description: "Short." }));
    expect(item.stockStatus).toBe("Out of stock");
    expect(toCompareItem(product({ stock: 2 })).stockStatus).toBe("Only 2 left");
    expect(item.discount).toBe(0);
    expect(item.excerpt).toBe("Short.");
  });

  it("keeps the compare list's order and skips ids the shop no longer has", () => {
    const products = [product({ id: 1 }), product({ id: 2 }), product({ id: 3 })];
    expect(inListOrder([3, 9, 1], products).map((item) => item.id)).toEqual([3, 1]);
  });
});

describe("review dates", () => {
  it("reads as a calendar day in en-IN, whatever the time zone", () => {
    expect(formatReviewDate("2026-07-05", "en")).toBe("5 Jul 2026");
    expect(formatReviewDate("not a date", "en")).toBe("not a date");
  });
});
