// Contract: the catalogue's text search (GetSearchSuggestions' LIKE patterns and FTS terms,
// GetProductPage's FTS terms) takes any text the shop API accepts, of any script and any word
// length, and answers 200; D1's own limit on LIKE patterns, which the cut words stay within.
import { describe, expect, it } from "vitest";
import { LIKE_PATTERN_MAX_BYTES } from "../../shop-api/src/lib/catalogue-query";
import { longWord, longWords, oddTexts, randomQuery, SCRIPT_LETTERS } from "../support/hostile-text";
import { executeSql } from "../support/shop-db";
import { expectOk, post, type Json } from "./api";

/** The shop API's limit on q (catalogue-search.ts, MAX_QUERY_LENGTH). */
const MAX_Q = 200;

/** Each way a text query is run: suggestions, a ranked page, a bounded and sorted page. */
async function everyTextCall(q: string, label: string): Promise<void> {
  const calls: [string, Record<string, unknown>][] = [
    ["/api/GetSearchSuggestions", { q }],
    ["/api/GetProductPage", { q }],
    ["/api/GetProductPage", { q, cat_id: 1, sizes: ["M"], sort: "newest", page: 2 }],
  ];
  for (const [path, body] of calls) {
    const response = await post(path, body);
    expect(response.status, `${label} ${path}: ${response.text}`).toBe(200);
    expectOk(response);
    expect(Array.isArray(response.body.data)).toBe(true);
  }
}

describe("D1's limit on LIKE patterns", () => {
  it(`refuses a pattern over ${LIKE_PATTERN_MAX_BYTES} UTF-8 bytes, the bound the suggestions' patterns keep`, async () => {
    const like = (pattern: string) => executeSql(`SELECT 'a' LIKE '${pattern}' AS hit`);
    await expect(like("x".repeat(LIKE_PATTERN_MAX_BYTES))).resolves.toBeDefined();
    await expect(like("x".repeat(LIKE_PATTERN_MAX_BYTES + 1))).rejects.toThrow(/LIKE or GLOB pattern too complex/);
    // Bytes, not characters: 17 Devanagari letters are 51 bytes.
    await expect(like(longWord(SCRIPT_LETTERS.devanagari, 16))).resolves.toBeDefined();
    await expect(like(longWord(SCRIPT_LETTERS.devanagari, 17))).rejects.toThrow(/LIKE or GLOB pattern too complex/);
  });
});

describe("text queries of any script and word length", () => {
  it("answer 200 to one long word of every script, suggestions and pages alike", async () => {
    for (const { label, text } of longWords(100)) await everyTextCall(text, label);
  }, 120_000);

  it("answer 200 to emoji sequences, combining and direction marks, NUL, controls and lone surrogates", async () => {
    for (const { label, text } of oddTexts()) await everyTextCall(text, label);
  }, 120_000);

  it("answer 200 to 120 seeded random queries of up to 200 characters", async () => {
    let seed = 20261127;
    const random = () => ((seed = (seed * 48271) % 2147483647) - 1) / 2147483646;
    for (let count = 0; count < 120; count++) {
      const q = randomQuery(random, MAX_Q);
      await everyTextCall(q, `random #${count} ${JSON.stringify(q)}`);
    }
  }, 300_000);

  it("find a subcategory and a product by a word longer than the cut, in Latin, Devanagari and astral CJK", async () => {
    const [subcategoryId, productId] = [990_101, 990_201];
    // 48 letters (51 bytes in "% word%"), 17 Devanagari letters (51 bytes), 12 astral ones (48).
    const words = [
      `zyxwv${longWord("abcdefghij", 43)}`,
      longWord(SCRIPT_LETTERS.devanagari, 17),
      longWord(SCRIPT_LETTERS.cjkExtensionB, 12),
    ];
    const name = words.join(" ");
    const cleanUp = `DELETE FROM products WHERE id = ${productId}; DELETE FROM subcategories WHERE subcategory_id = ${subcategoryId}`;
    try {
      await executeSql(
        `INSERT INTO subcategories (subcategory_id, category_id, subcategory_desc, slug, cosubcategory_image, sort_order)
           VALUES (${subcategoryId}, 1, '${name} Kurtas', 'zyxwv-long-words', 'probe.svg', 99);
         INSERT INTO products (id, name, subcategory_id, image, original_price_paise, discount_price_paise, quantity, rating, ratings, sizes, colors)
           VALUES (${productId}, '${name} Tee', ${subcategoryId}, 'probe.svg', 100000, 90000, 3, 4.5, 3, '["M"]', '["Probe Red"]')`,
      );
      for (const word of words) {
        // The whole word, with its last letter changed (past the cut: only the first 32 bytes
        // count), and upper-cased.
        const letters = [...word];
        const changed = [...letters.slice(0, -1), letters[0]].join("");
        for (const q of [word, changed, word.toUpperCase()]) {
          const suggestions = await post("/api/GetSearchSuggestions", { q });
          expectOk(suggestions);
          const data = suggestions.body.data as Json[];
          expect(data[0], q).toMatchObject({ type: "subcategory", subcategory_id: subcategoryId });
          expect(data, q).toContainEqual(expect.objectContaining({ type: "product", product_id: productId }));
          const page = await post("/api/GetProductPage", { q, sort: "relevance" });
          expectOk(page);
          expect(
            (page.body.data as Json[]).map((item) => item.id as number),
            q,
          ).toEqual([productId]);
        }
      }
    } finally {
      await executeSql(cleanUp);
    }
  }, 120_000);
});
