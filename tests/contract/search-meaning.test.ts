// Contract: search finds what the shopper meant (issue 44): a word one or two edits from a word of
// the catalogue, another form of a word, a synonym; the correction is said (corrected_q) and can be
// refused (exact); suggestions match the same way. Checked against the demo catalogue, whose
// products are read whole here (GetProductPage without text) to know what each query must find.
import { beforeAll, describe, expect, it } from "vitest";
import { executeSql } from "../support/shop-db";
import { expectOk, post, type Json } from "./api";

interface Item {
  id: number;
  name: string;
  category: string;
  subcategory: string;
  searchText?: string;
}

async function page(body: Record<string, unknown>): Promise<Json> {
  const response = await post("/api/GetProductPage", { page_size: 100, ...body });
  expect(response.status, response.text).toBe(200);
  expectOk(response);
  return response.body;
}

/** Every product a text query finds (up to 100 per page; the demo queries below find fewer). */
async function found(q: string, extra: Record<string, unknown> = {}): Promise<{ names: string[]; body: Json }> {
  const body = await page({ q, ...extra });
  return { names: (body.data as Item[]).map((item) => item.name), body };
}

/** The demo products whose texts hold a word starting with `prefix`. */
let holding: (prefix: string) => string[];

beforeAll(async () => {
  const all: Item[] = [];
  for (let number = 1; ; number += 1) {
    const body = await page({ page: number });
    all.push(...(body.data as Item[]));
    if (all.length >= (body.total as number)) break;
  }
  holding = (prefix) =>
    all
      .filter((item) =>
        [item.name, item.category, item.subcategory, item.searchText ?? ""]
          .join(" ")
          .toLowerCase()
          .match(/[\p{L}\p{N}]+/gu)
          ?.some((word) => word.startsWith(prefix)),
      )
      .map((item) => item.name)
      .sort();
});

describe("typos", () => {
  it.each([
    ["shrit", "shirt"],
    ["cotten", "cotton"],
    ["jaket", "jacket"],
    ["sheos", "shoes"],
    ["lavendar", "lavender"],
    ["furnitre", "furniture"],
  ])("%s finds what %s finds, and says so", async (typed, meant) => {
    const { names, body } = await found(typed);
    expect(names.length).toBeGreaterThan(0);
    expect(names.sort()).toEqual((await found(meant)).names.sort());
    expect(body.corrected_q).toBe(meant);
  });

  it("corrects only the word that matched nothing, keeping the others as typed", async () => {
    const { names, body } = await found("navy shrit");
    expect(body.corrected_q).toBe("navy shirt");
    expect(names.sort()).toEqual((await found("navy shirt")).names.sort());
  });

  it("two edits only from eight letters: 'stanless' (one) and 'stianlss' (two) find, 'shrti' (two, five letters) does not", async () => {
    expect((await found("stanless")).body.corrected_q).toBe("stainless");
    expect((await found("stianlss")).body.corrected_q).toBe("stainless");
    const short = await found("shrti");
    expect(short.names).toEqual([]);
    expect(short.body.corrected_q).toBeUndefined();
  });

  it("never corrects a word the catalogue holds, nor a short one, and says nothing then", async () => {
    const exact = await found("shirt");
    expect(exact.body.corrected_q).toBeUndefined();
    expect(exact.names.sort()).toEqual(holding("shirt"));
    // "cott" is typed so far: a prefix of cotton, not a typo of "coat".
    expect((await found("cott")).names.sort()).toEqual(holding("cott"));
    expect((await found("shi")).body.corrected_q).toBeUndefined();
  });

  it("exact: true searches the words as typed", async () => {
    const { names, body } = await found("shrit", { exact: true });
    expect(names).toEqual([]);
    expect(body.corrected_q).toBeUndefined();
  });
});

describe("word forms", () => {
  it("a plural finds the singular and the singular the plural", async () => {
    // A frock is a dress too (a synonym).
    const dresses = (await found("dresses")).names.sort();
    expect(dresses).toEqual([...new Set([...holding("dress"), ...holding("frock")])].sort());
    const kurtas = (await found("kurtas")).names;
    expect(kurtas.sort()).toEqual(holding("kurta"));
  });

  it("an ending the catalogue does not use finds the stem's words ('jackets' and 'jacket' alike)", async () => {
    expect((await found("jackets")).names.sort()).toEqual((await found("jacket")).names.sort());
    expect((await found("printing")).names.sort()).toEqual(holding("print"));
  });
});

describe("synonyms", () => {
  it.each([
    ["couch", "sofa"],
    ["trainers", "sneakers"],
    ["jumper", "sweatshirt"],
    ["moisturizer", "moisturiser"],
    ["gray", "grey"],
  ])("%s finds what %s finds", async (typed, catalogueWord) => {
    const names = (await found(typed)).names;
    expect(names.length).toBeGreaterThan(0);
    for (const name of holding(catalogueWord)) expect(names).toContain(name);
    expect((await found(typed)).body.corrected_q).toBeUndefined();
  });

  it("tee and t-shirt find each other's products", async () => {
    const tee = (await found("tee")).names;
    const tshirt = (await found("t-shirt")).names;
    for (const name of holding("tshirt")) {
      expect(tee).toContain(name);
      expect(tshirt).toContain(name);
    }
    for (const name of holding("tee")) expect(tshirt).toContain(name);
  });

  it("a synonym added by the operator is matched at once (the lexicon is kept per catalogue version)", async () => {
    expect((await found("zyxwvsynonym")).names).toEqual([]);
    await executeSql(
      "INSERT INTO search_synonyms (locale, grp, phrase) VALUES ('en', 9001, 'zyxwvsynonym'), ('en', 9001, 'lavender')",
    );
    try {
      expect((await found("zyxwvsynonym")).names.sort()).toEqual(holding("lavender"));
    } finally {
      await executeSql("DELETE FROM search_synonyms WHERE grp = 9001");
    }
    expect((await found("zyxwvsynonym")).names).toEqual([]);
  });
});

describe("French", () => {
  it("corrects a French word without its accent and finds its synonyms", async () => {
    const robe = await found("rbe", { locale: "fr" });
    expect(robe.body.corrected_q).toBeUndefined(); // three letters: no budget
    const chemise = await found("chemsie", { locale: "fr" });
    expect(chemise.body.corrected_q).toBe("chemise");
    expect(chemise.names.length).toBeGreaterThan(0);
    const canape = await found("canapé", { locale: "fr" });
    expect(canape.names.sort()).toEqual((await found("sofa", { locale: "fr" })).names.sort());
  });
});

describe("suggestions", () => {
  it("match the way the search does: a typo suggests the corrected word's products and subcategory", async () => {
    const response = await post("/api/GetSearchSuggestions", { q: "shrit" });
    expectOk(response);
    const labels = (response.body.data as { label: string; type: string }[]).map((hit) => `${hit.type}:${hit.label}`);
    expect(labels.some((label) => /^product:.*shirt/i.test(label))).toBe(true);
    expect(labels.some((label) => /^subcategory:.*shirt/i.test(label))).toBe(true);
  });
});

describe("a search that found nothing", () => {
  const fallback = async (q: string, locale?: string) => {
    const response = await post("/api/GetSearchFallback", { q, ...(locale === undefined ? {} : { locale }) });
    expectOk(response);
    return response.body.data as { subcategories: { label: string }[]; products: (Item & { quantity: number })[] };
  };

  it("offers the subcategories nearest to its words and eight best sellers in stock", async () => {
    const { subcategories, products } = await fallback("kurtaz qqqq");
    expect(subcategories.map((sub) => sub.label)).toContain("Kurtas");
    expect(products).toHaveLength(8);
    for (const product of products) expect(product.quantity).toBeGreaterThan(0);
    expect((await fallback("qqqqqq")).subcategories).toEqual([]);
    expect((await fallback("kurtaz", "fr")).subcategories.length).toBeGreaterThan(0);
  });

  it("puts the products sold most in the last 90 days first, cancelled orders not counted", async () => {
    const [rows] = await executeSql("SELECT id FROM products WHERE quantity > 0 ORDER BY rating ASC, id DESC LIMIT 1");
    const id = Number(rows?.[0]?.id);
    expect((await fallback("qqqqqq")).products.map((product) => product.id)).not.toContain(id);
    // As an order takes stock, the catalogue version moves, and with it the kept best sellers.
    const order = (status: string, number: number) =>
      `INSERT INTO orders (id, customer_id, status, subtotal_paise, total_paise) VALUES (${number}, 1, '${status}', 100, 100);
       INSERT INTO order_items (order_id, product_id, name, image, quantity, unit_price_paise, mrp_paise)
         VALUES (${number}, ${id}, 'x', 'x', 900, 1, 1);
       UPDATE catalogue_version SET version = version + 1 WHERE id = 1;`;
    await executeSql(order("Cancelled", 990001));
    try {
      expect((await fallback("qqqqqq")).products.map((product) => product.id)).not.toContain(id);
      await executeSql(order("Placed", 990002));
      expect((await fallback("qqqqqq")).products[0]?.id).toBe(id);
    } finally {
      await executeSql(
        "DELETE FROM order_items WHERE order_id IN (990001, 990002); DELETE FROM orders WHERE id IN (990001, 990002); UPDATE catalogue_version SET version = version + 1 WHERE id = 1;",
      );
    }
  });
});
