// The catalogue's filter, sort and facet rules of the functions' fallback (src/domain/product-filters.ts)
// and the per-process memory of a shop API without the catalogue extensions.
import { describe, expect, it } from "vitest";
import { paiseFromRupees } from "@/domain/money";
import { extensionsKnownMissing, isMissingExtension, withFallback } from "@functions/_shared/catalogue-extensions";
import { ShopApiError, ShopApiRefusal } from "@functions/_shared/shop-api-client";
import { LIKE_PATTERN_MAX_BYTES, wordStartPattern } from "../../shop-api/src/lib/catalogue-query";
import {
  byteLength,
  longWord,
  longWords,
  ODD_TEXT,
  oddTexts,
  randomQuery,
  SCRIPT_LETTERS,
} from "../support/hostile-text";
import { searchText, SEARCH_MAX_LENGTH, type Product } from "@/domain/product";
import {
  matchesFilters,
  matchesWords,
  MAX_WORD_BYTES,
  productFacets,
  queryWords,
  sortProducts,
} from "@/domain/product-filters";
import { productFixture } from "../support/product-fixture";

function product(id: number, overrides: Partial<Product> = {}): Product {
  return productFixture(id, { sizes: ["M"], colors: ["Black"], ...overrides });
}

describe("search words", () => {
  it("keeps letters and digits only, lower-cased, at most 8 distinct words", () => {
    expect(queryWords('  "Cott" NEAR( shi*  ')).toEqual(["cott", "near", "shi"]);
    expect(queryWords('"(*)')).toEqual([]);
    expect(queryWords("a b c d e f g h i j")).toHaveLength(8);
  });

  it("cuts a long word to its first MAX_WORD_BYTES bytes, never half a code point", () => {
    expect(queryWords(longWord("abc", 32))).toEqual([longWord("abc", 32)]);
    expect(queryWords(`${longWord("abc", 48)} shi`)).toEqual([longWord("abc", 32), "shi"]);
    // 3 bytes a letter: 10 letters (30 bytes), not 10 and a half.
    expect(queryWords(longWord(SCRIPT_LETTERS.devanagari, 17))).toEqual([longWord(SCRIPT_LETTERS.devanagari, 10)]);
    // 4 bytes and two UTF-16 units a letter: 8 whole letters, behind an ASCII one 7.
    expect(queryWords(longWord(SCRIPT_LETTERS.cjkExtensionB, 9))).toEqual([longWord(SCRIPT_LETTERS.cjkExtensionB, 8)]);
    expect(queryWords(`a${longWord(SCRIPT_LETTERS.cjkExtensionB, 9)}`)).toEqual([
      `a${longWord(SCRIPT_LETTERS.cjkExtensionB, 7)}`,
    ]);
  });

  it("gives words whose LIKE pattern D1 takes, for any text of any script", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) - 1) / 2147483646;
    const texts = [
      ...longWords(200),
      ...oddTexts(),
      ...Array.from({ length: 300 }, (_, index) => ({ label: `random ${index}`, text: randomQuery(random) })),
    ];
    for (const { label, text } of texts) {
      const whole =
        text
          .normalize("NFKC")
          .toLowerCase()
          .match(/[\p{L}\p{N}]+/gu) ?? [];
      for (const word of queryWords(text)) {
        expect(byteLength(word), label).toBeLessThanOrEqual(MAX_WORD_BYTES);
        expect(byteLength(wordStartPattern(word)), label).toBeLessThanOrEqual(LIKE_PATTERN_MAX_BYTES);
        expect(word, label).not.toMatch(/\p{Cs}/u);
        // The cut keeps the start: the word still finds what the whole word would.
        expect(
          whole.some((full) => full.startsWith(word)),
          label,
        ).toBe(true);
      }
    }
  });

  it("takes search text of any length: trimmed, well-formed, at most SEARCH_MAX_LENGTH units", () => {
    expect(searchText("  cotton shirt ")).toBe("cotton shirt");
    expect(searchText(ODD_TEXT.loneHigh)).toBe("a\ufffdb");
    expect(searchText(ODD_TEXT.halfPairAtEnd)).toBe("x".repeat(99));
    expect(searchText(`${"x".repeat(98)}😀`)).toBe(`${"x".repeat(98)}😀`);
    expect(searchText(`${"a ".repeat(60)}`)).toHaveLength(SEARCH_MAX_LENGTH - 1);
    expect(searchText("x".repeat(5000))).toBe("x".repeat(SEARCH_MAX_LENGTH));
  });

  it("matches when every word starts a word of the name, category, subcategory or search text", () => {
    const shirt = product(1, { name: "Heritage Cotton Checked Shirt", subcategory: "T-Shirts" });
    expect(matchesWords(shirt, "cott shi")).toBe(true);
    expect(matchesWords(shirt, "COTTON men")).toBe(true);
    expect(matchesWords(shirt, "otton")).toBe(false);
    expect(matchesWords(shirt, "cotton linen")).toBe(false);
    expect(matchesWords(shirt, '"')).toBe(false);
  });
});

describe("filters and facets", () => {
  const list = [
    product(1, {
      sizes: ["S", "M"],
      colors: ["Black"],
      stock: 0,
      discountPrice: paiseFromRupees(400),
      originalPrice: paiseFromRupees(500),
    }),
    product(2, {
      sizes: ["M", "L"],
      colors: ["White", "Black"],
      rating: 3,
      discountPrice: paiseFromRupees(900),
      originalPrice: paiseFromRupees(2000),
    }),
    product(3, {
      sizes: ["L"],
      colors: ["White"],
      categoryId: 2,
      discountPrice: paiseFromRupees(3000),
      originalPrice: paiseFromRupees(3000),
    }),
  ];

  it("a size or colour list keeps products having any of its values", () => {
    expect(list.filter((p) => matchesFilters(p, { sizes: ["S", "L"] })).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(list.filter((p) => matchesFilters(p, { colors: ["White"], inStock: true })).map((p) => p.id)).toEqual([
      2, 3,
    ]);
    expect(
      list
        .filter((p) => matchesFilters(p, { min: paiseFromRupees(1500), max: paiseFromRupees(2500) }))
        .map((p) => p.id),
    ).toEqual([2]);
  });

  it("counts each facet with every filter but its own", () => {
    const facets = productFacets(list, { sizes: ["M"], inStock: true, max: paiseFromRupees(1000) });
    // sizes ignore sizes=M: products 2 (in stock, 900 in range) only; 1 is out of stock; 3 is too dear.
    expect(facets.sizes).toEqual([
      { value: "L", count: 1 },
      { value: "M", count: 1 },
    ]);
    // in stock ignores inStock: 1 and 2 pass the rest, 2 has stock.
    expect(facets.inStock).toBe(1);
    // price ignores the range: 2 (size M, in stock).
    expect(facets.price).toEqual({ min: 90000, max: 200000 });
    expect(productFacets([], {})).toEqual({ sizes: [], colors: [], inStock: 0, price: { min: null, max: null } });
  });

  it("sorts by price, rating, newest and discount with ties by id", () => {
    const ids = (sort: Parameters<typeof sortProducts>[1]) => sortProducts(list, sort).map((p) => p.id);
    expect(ids("relevance")).toEqual([1, 2, 3]);
    expect(ids("price-asc")).toEqual([1, 2, 3]);
    expect(ids("price-desc")).toEqual([3, 2, 1]);
    expect(ids("rating")).toEqual([3, 1, 2]);
    expect(ids("newest")).toEqual([3, 2, 1]);
    expect(ids("discount")).toEqual([2, 1, 3]);
  });
});

describe("a shop API without the catalogue extensions", () => {
  it("is recognised by a 404 or 405, JSON or not, and remembered per shop API", async () => {
    expect(isMissingExtension(new ShopApiRefusal(404, "Not found", "GetProductPage"))).toBe(true);
    expect(isMissingExtension(new ShopApiError("upstream_invalid", "The shop API answered X with HTTP 404."))).toBe(
      true,
    );
    expect(isMissingExtension(new ShopApiRefusal(400, "bad", "GetProductPage"))).toBe(false);
    expect(isMissingExtension(new ShopApiError("upstream_unavailable", "down"))).toBe(false);

    const url = `http://vendor.test/${Math.random()}`;
    let tries = 0;
    const missing = async () => {
      tries += 1;
      throw new ShopApiRefusal(404, "Not found", "GetProductPage");
    };
    expect(await withFallback(url, missing, async () => "fallback")).toBe("fallback");
    expect(extensionsKnownMissing(url)).toBe(true);
    expect(await withFallback(url, missing, async () => "again")).toBe("again");
    expect(tries).toBe(1);
    expect(extensionsKnownMissing(url, Date.now() + 6 * 60_000)).toBe(false);
    await expect(
      withFallback(
        `${url}/other`,
        async () => {
          throw new ShopApiError("upstream_unavailable", "down");
        },
        async () => "never",
      ),
    ).rejects.toThrow("down");
  });
});
