// What the home carousels show, derived from the header groups (src/features/home/utils).
import { describe, expect, it } from "vitest";
import type { HeaderGroup, Product } from "@/domain/product";
import { productFixture } from "../support/product-fixture";
import { groupLink, pickRecommended, pickTopDeals } from "@/features/home/utils/pick-products";

function product(id: number, originalRupees: number, discountRupees: number, extra: Partial<Product> = {}): Product {
  return productFixture(id, { originalRupees, discountRupees, ...extra });
}

const group = (id: number, name: string, products: Product[]): HeaderGroup => ({ id, name, products });

describe("pickTopDeals", () => {
  it("orders by the SPEC discount percent, biggest first, and leaves out full-price products", () => {
    const groups = [
      group(1, "A", [product(1, 1000, 900), product(2, 1000, 1000), product(3, 349.5, 99.5)]),
      group(2, "B", [product(4, 2399, 849), product(5, 1000, 500)]),
    ];
    // 72%, 65%, 50%, 10%; product 2 has no discount.
    expect(pickTopDeals(groups).map((entry) => entry.id)).toEqual([3, 4, 5, 1]);
  });

  it("lists a product in several groups once, breaks ties by id and stops at the count", () => {
    const shared = product(7, 100, 50);
    const groups = [group(1, "A", [shared, product(9, 100, 50)]), group(2, "B", [shared, product(8, 100, 50)])];
    expect(pickTopDeals(groups).map((entry) => entry.id)).toEqual([7, 8, 9]);
    expect(pickTopDeals(groups, 2).map((entry) => entry.id)).toEqual([7, 8]);
  });
});

describe("pickRecommended", () => {
  it("puts the best rated first, more ratings winning a tie, without the excluded products", () => {
    const groups = [
      group(1, "A", [
        product(1, 100, 90, { rating: 4.5, ratings: 10 }),
        product(2, 100, 90, { rating: 5, ratings: 3 }),
        product(3, 100, 90, { rating: 5, ratings: 900 }),
        product(4, 100, 90, { rating: 4.9, ratings: 5000 }),
      ]),
    ];
    expect(pickRecommended(groups).map((entry) => entry.id)).toEqual([3, 2, 4, 1]);
    expect(pickRecommended(groups, [product(3, 1, 1)]).map((entry) => entry.id)).toEqual([2, 4, 1]);
    expect(pickRecommended(groups, [], 2).map((entry) => entry.id)).toEqual([3, 2]);
  });
});

describe("groupLink", () => {
  it("goes to the category when every product shares it", () => {
    const women = (id: number) => product(id, 100, 90, { category: "Women", categoryId: 2 });
    expect(groupLink(group(4, "Women's Edit", [women(1), women(2)]))).toEqual({
      to: "/filter-side?cat=2",
      category: "Women",
    });
  });

  it("goes to the whole catalogue for mixed or empty groups", () => {
    const mixed = [product(1, 100, 90), product(2, 100, 90, { category: "Beauty", categoryId: 5 })];
    expect(groupLink(group(1, "Trending Now", mixed))).toEqual({ to: "/all-product", category: null });
    expect(groupLink(group(2, "Empty", []))).toEqual({ to: "/all-product", category: null });
    expect(groupLink(group(3, "No category", [product(1, 100, 90, { categoryId: null })]))).toEqual({
      to: "/all-product",
      category: null,
    });
  });
});
