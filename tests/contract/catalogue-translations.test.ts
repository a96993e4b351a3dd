// Contract: the catalogue in French (issue 38, migration 0016). Every catalogue read takes a
// `locale` and answers each text in it, or in English where the row has no translation, saying
// which in `lang`; without a locale the answers are SPEC section 7's, unchanged. French search
// reads the French texts, accents or not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executeSql, readSql } from "../support/shop-db";
import { expectError, expectOk, get, post, type ApiResponse, type Json } from "./api";

/** A 200 answer's body. */
function ok(response: ApiResponse): Json {
  expectOk(response);
  return response.body;
}

const names = (products: Json[]) => products.map((product: { name: string }) => product.name);

/** The last product: its French row is taken away for the fallback tests, then put back. */
let untranslated: number;
let savedRow: Record<string, unknown>;

beforeAll(async () => {
  const [last] = await readSql("SELECT MAX(id) AS id FROM products");
  untranslated = Number(last?.id);
  const [row] = await readSql(
    `SELECT * FROM product_translations WHERE product_id = ${untranslated} AND locale = 'fr'`,
  );
  if (!row) throw new Error(`product ${untranslated} has no French row in the seed`);
  savedRow = row;
  await executeSql(`DELETE FROM product_translations WHERE product_id = ${untranslated} AND locale = 'fr'`);
});

afterAll(async () => {
  const columns = Object.keys(savedRow);
  const values = columns.map((column) => {
    const value = savedRow[column];
    return typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
  await executeSql(`INSERT INTO product_translations (${columns.join(", ")}) VALUES (${values.join(", ")})`);
});

describe("catalogue reads with locale fr", () => {
  it("GetAllCategory names the groups and subcategories in French, each with its lang", async () => {
    const french = ok(await post("/api/GetAllCategory", { locale: "fr" })).data as Json[];
    expect(french.map((category) => category.category_desc)).toEqual([
      "Hommes",
      "Femmes",
      "Enfants",
      "Maison et déco",
      "Beauté",
      "Studio",
    ]);
    expect(french.every((category) => category.lang === "fr")).toBe(true);
    const kids = french.find((category) => category.slug === "kids");
    expect(kids.Subcategories.map((sub: Json) => sub.subcategory_desc)).toContain("Vêtements");
    expect(kids.Subcategories.every((sub: Json) => sub.lang === "fr")).toBe(true);
  });

  it("GetProduct answers name, description and material in French", async () => {
    const [english] = ok(await get("/api/GetProduct/1")).data as Json[];
    const [french] = ok(await get("/api/GetProduct/1?locale=fr")).data as Json[];
    const [row] = await readSql("SELECT name, description, material FROM product_translations WHERE product_id = 1");
    expect(french).toMatchObject({ ...row, id: 1, lang: "fr", category_lang: "fr", category: "Femmes" });
    expect(french.name).not.toBe(english.name);
    // What is not text is the English answer's, values a cart line names included.
    for (const key of ["originalPrice", "discountPrice", "quantity", "size", "color", "image", "weight"]) {
      expect(french[key], key).toEqual(english[key]);
    }
  });

  it("a product without a French row reads in English, marked lang en, beside translated ones", async () => {
    const ids = [untranslated, 1];
    const french = ok(await post("/api/GetProductsByIds", { ids, locale: "fr" })).data as Json[];
    const english = ok(await post("/api/GetProductsByIds", { ids })).data as Json[];
    expect(french[0]).toMatchObject({
      id: untranslated,
      name: english[0].name,
      description: english[0].description,
      lang: "en",
    });
    expect(french[1]).toMatchObject({ id: 1, lang: "fr" });
    expect(french[1].name).not.toBe(english[1].name);
  });

  it("every read of products takes the locale: all, filtered, a page, header groups", async () => {
    const frenchNames = new Set(
      (await readSql("SELECT name FROM product_translations WHERE locale = 'fr'")).map((row) => row.name),
    );
    const reads: [string, Json[]][] = [
      ["GetAllProduct", ok(await get("/api/GetAllProduct?locale=fr")).data],
      [
        "GetAllProductFilter",
        ok(await post("/api/GetAllProductFilter", { subcat_id: 1, min_amt: 0, max_amt: 100000, locale: "fr" })).data,
      ],
      ["GetProductPage", ok(await post("/api/GetProductPage", { cat_id: 1, locale: "fr" })).data],
      [
        "GetAllHeaderWithProduct",
        (ok(await get("/api/GetAllHeaderWithProduct?locale=fr")).data as Json[]).flatMap((group) => group.list_product),
      ],
    ];
    for (const [read, products] of reads) {
      expect(products.length, read).toBeGreaterThan(0);
      for (const product of products) {
        const translated = product.id !== untranslated;
        expect(product.lang, `${read} ${product.id}`).toBe(translated ? "fr" : "en");
        if (translated) expect(frenchNames.has(product.name), `${read} ${product.name}`).toBe(true);
      }
    }
  });

  it("GetAllHeaderWithProduct names the home page's groups in French, an untranslated one in English marked en", async () => {
    const english = ok(await get("/api/GetAllHeaderWithProduct")).data as Json[];
    expect(english[0]).toMatchObject({ headername: "Trending Now" });
    expect(english.every((group) => !("lang" in group))).toBe(true);
    const french = ok(await get("/api/GetAllHeaderWithProduct?locale=fr")).data as Json[];
    expect(french.map((group) => [group.headername, group.lang])).toEqual([
      ["Populaires en ce moment", "fr"],
      ["Aubaines du jour", "fr"],
      ["Le meilleur pour hommes", "fr"],
      ["La sélection femmes", "fr"],
      ["Essentiels pour la maison", "fr"],
      ["Coups de cœur beauté", "fr"],
    ]);
    const [row] = await readSql(
      "SELECT headername FROM header_group_translations WHERE group_id = 6 AND locale = 'fr'",
    );
    await executeSql("DELETE FROM header_group_translations WHERE group_id = 6 AND locale = 'fr'");
    try {
      const fallback = ok(await get("/api/GetAllHeaderWithProduct?locale=fr")).data as Json[];
      expect(fallback[5]).toMatchObject({ headername: english[5].headername, lang: "en" });
    } finally {
      await executeSql(
        `INSERT INTO header_group_translations (group_id, locale, headername) VALUES (6, 'fr', '${String(row?.headername)}')`,
      );
    }
  });

  it("refuses a locale the shop does not speak", async () => {
    expectError(await post("/api/GetAllCategory", { locale: "de" }), 400, /locale must be one of en, fr/);
    expectError(await get("/api/GetProduct/1?locale=xx"), 400, /locale must be one of en, fr/);
    expectError(await post("/api/GetProductPage", { q: "x", locale: 3 }), 400, /locale must be one of en, fr/);
  });
});

describe("French search", () => {
  const page = async (body: Record<string, unknown>) =>
    ok(await post("/api/GetProductPage", { page_size: 100, ...body })) as Json;

  it("'chemise' finds the shirts, in French", async () => {
    const found = await page({ q: "chemise", locale: "fr" });
    const shirts = ok(await post("/api/GetProductPage", { subcat_id: 1, page_size: 100, locale: "fr" }));
    expect(shirts.data[0].subcategory).toBe("Chemises");
    const ids = new Set(found.data.map((product: Json) => product.id));
    for (const shirt of shirts.data) expect(ids.has(shirt.id), shirt.name).toBe(true);
    // Ranked by the name first: the shirts lead.
    expect(names(found.data.slice(0, shirts.total)).every((name) => name.startsWith("Chemise "))).toBe(true);
    // English reads English texts only.
    expect((await page({ q: "chemise" })).total).toBe(0);
  });

  it("finds a word with or without its accents, the same products", async () => {
    for (const [accented, plain] of [
      ["écran solaire", "ecran solaire"],
      ["vêtements", "vetements"],
      ["étui à crayons", "etui a crayons"],
    ] as const) {
      const withAccents = await page({ q: accented, locale: "fr" });
      const without = await page({ q: plain, locale: "fr" });
      expect(withAccents.total, accented).toBeGreaterThan(0);
      expect(without.data.map((product: Json) => product.id)).toEqual(
        withAccents.data.map((product: Json) => product.id),
      );
    }
  });

  it("suggests French subcategories and products, accents or not", async () => {
    for (const q of ["vêtem", "vetem", "VETEM"]) {
      const hits = ok(await post("/api/GetSearchSuggestions", { q, locale: "fr" })).data as Json[];
      expect(hits[0], q).toMatchObject({ type: "subcategory", label: "Vêtements", category: "Enfants" });
    }
    const products = ok(await post("/api/GetSearchSuggestions", { q: "chemise ajust", locale: "fr" })).data as Json[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((hit) => hit.type === "product" && hit.label.startsWith("Chemise ajustée"))).toBe(true);
  });

  it("keeps English answers as they were, and each language's kept answers apart", async () => {
    // English first: a summary or suggestion list kept without its language would answer French.
    const english = await page({ q: "chemise", cat_id: 1 });
    const french = await page({ q: "chemise", cat_id: 1, locale: "fr" });
    expect(english.total).toBe(0);
    expect(french.total).toBeGreaterThan(0);
    const englishHits = ok(await post("/api/GetSearchSuggestions", { q: "chemis" })).data as Json[];
    const frenchHits = ok(await post("/api/GetSearchSuggestions", { q: "chemis", locale: "fr" })).data as Json[];
    expect(englishHits).toEqual([]);
    expect(frenchHits.length).toBeGreaterThan(0);
    // No locale and locale en are one answer, with no lang (SPEC section 7's shape).
    const shirts = await page({ q: "cotton shirt" });
    expect(await page({ q: "cotton shirt", locale: "en" })).toEqual(shirts);
    expect(shirts.total).toBeGreaterThan(0);
    expect(shirts.data.some((product: Json) => "lang" in product)).toBe(false);
    const categories = ok(await post("/api/GetAllCategory", {})).data as Json[];
    expect(categories[0]).toMatchObject({ category_desc: "Men" });
    expect("lang" in categories[0]).toBe(false);
  });
});
