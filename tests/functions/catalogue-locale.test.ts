// The catalogue's language through the functions (issue 38): the JSON API takes the page's
// language in its URL (`?locale=fr`, so the CDN keeps one answer per language) and passes it to
// the shop API; a product or category whose texts are not in that language says which (`lang`,
// what the page puts on them): an untranslated row, or all of a shop API with SPEC section 7 only.
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CategoriesResponseSchema } from "@/domain/catalogue";
import { ProductResponseSchema, ProductsPageSchema, SearchSuggestionsResponseSchema } from "@/domain/product";
import { startSection7Stack, type Section7Stack } from "../support/section7-shop-api";
import { readSql } from "../support/shop-db";
import { call } from "./client";
import { expectError, shopApiUrl } from "./helpers";

let section7: Section7Stack;

beforeAll(async () => {
  section7 = await startSection7Stack({ shopApiUrl, shopApiToken: inject("shopApiToken"), port: 8896 });
}, 90_000);

afterAll(async () => {
  await section7?.stop();
});

async function read<TSchema extends v.GenericSchema>(
  schema: TSchema,
  path: string,
  site?: string,
): Promise<v.InferOutput<TSchema>> {
  const response = await call("GET", path, site ? { site } : {});
  expect(response.status, `${path}: ${response.text}`).toBe(200);
  return v.parse(schema, response.body);
}

describe("?locale=fr through the functions to the reference shop API", () => {
  it("a product answers its French name, description and material, with no lang to mark", async () => {
    const [row] = await readSql("SELECT name, description, material FROM product_translations WHERE product_id = 1");
    const { product } = await read(ProductResponseSchema, "/api/products/1?locale=fr");
    expect(product).toMatchObject({ ...row, category: "Femmes" });
    expect(product).not.toHaveProperty("lang");
    expect(product).not.toHaveProperty("categoryLang");
    const english = (await read(ProductResponseSchema, "/api/products/1")).product;
    expect(english.name).not.toBe(product.name);
    expect(english).not.toHaveProperty("lang");
  });

  it("pages, French search and the category tree are French; suggestions link to French pages", async () => {
    const page = await read(ProductsPageSchema, "/api/products?q=chemise&locale=fr");
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.some((item) => "lang" in item)).toBe(false);
    expect((await read(ProductsPageSchema, "/api/products?q=chemise")).total).toBe(0);
    const { categories } = await read(CategoriesResponseSchema, "/api/categories?locale=fr");
    expect(categories[0]?.name).toBe("Hommes");
    expect(categories.some((category) => "lang" in category)).toBe(false);
    const { suggestions } = await read(SearchSuggestionsResponseSchema, "/api/search-suggestions?q=vetem&locale=fr");
    expect(suggestions[0]).toMatchObject({ label: "Vêtements (Enfants)", href: "/fr/filter-side?subcat=12" });
    expect(suggestions.every((hit) => hit.href.startsWith("/fr/"))).toBe(true);
  });

  it("refuses a language the shop does not speak", async () => {
    expectError(await call("GET", "/api/products?locale=de"), 400, "invalid_locale");
  });
});

describe("?locale=fr with a shop API that has SPEC section 7 only", () => {
  it("gives the English texts marked lang en, for French pages to mark them so", async () => {
    const { product } = await read(ProductResponseSchema, "/api/products/1?locale=fr", section7.functionsUrl);
    const english = (await read(ProductResponseSchema, "/api/products/1")).product;
    expect(product).toMatchObject({ name: english.name, lang: "en", categoryLang: "en" });
    const page = await read(ProductsPageSchema, "/api/products?cat=1&locale=fr", section7.functionsUrl);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.lang === "en")).toBe(true);
    const { categories } = await read(CategoriesResponseSchema, "/api/categories?locale=fr", section7.functionsUrl);
    expect(categories[0]).toMatchObject({ name: "Men", lang: "en" });
    expect(categories[0]?.subcategories.every((sub) => sub.lang === "en")).toBe(true);
    // Asked in English, the same API's answers need no mark.
    const { product: asked } = await read(ProductResponseSchema, "/api/products/1", section7.functionsUrl);
    expect(asked).not.toHaveProperty("lang");
  });
});
