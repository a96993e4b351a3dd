// Contract: categories, products (all, filtered, single), header groups and the reseller logo.
import { describe, expect, it } from "vitest";
import { executeSql } from "../support/shop-db";
import { allProducts, expectError, expectOk, get, post, type ProductJson } from "./api";

const PRODUCT_KEYS = [
  "id",
  "name",
  "category",
  "subcategory",
  "subcategory_id",
  "image",
  "thumbnail",
  "originalPrice",
  "discountPrice",
  "onSale",
  "quantity",
  "rating",
  "ratings",
  "badge",
  "badge1",
  "searchText",
  "size",
  "color",
  "material",
  "description",
  "weight",
];

function expectProductShape(p: Record<string, unknown>): void {
  for (const key of PRODUCT_KEYS) expect(p, `product ${String(p.id)} lacks ${key}`).toHaveProperty(key);
  expect(Number.isInteger(p.id)).toBe(true);
  expect(typeof p.name).toBe("string");
  expect(typeof p.category).toBe("string");
  expect(typeof p.subcategory).toBe("string");
  expect(p.image).toMatch(/^p\d+\.jpg$/);
  expect(Array.isArray(p.thumbnail)).toBe(true);
  for (const thumb of p.thumbnail as unknown[])
    expect(thumb).toEqual({ CoImage: expect.stringMatching(/^p\d+(-\d+)?\.jpg$/) });
  expect(typeof p.originalPrice).toBe("number");
  expect(typeof p.discountPrice).toBe("number");
  expect(p.discountPrice as number).toBeGreaterThan(0);
  expect(p.discountPrice as number).toBeLessThanOrEqual(p.originalPrice as number);
  // rupees with at most two decimals (paise / 100)
  expect(Math.round((p.discountPrice as number) * 100) / 100).toBe(p.discountPrice);
  expect(typeof p.onSale).toBe("boolean");
  expect(Number.isInteger(p.quantity)).toBe(true);
  expect(p.quantity as number).toBeGreaterThanOrEqual(0);
  expect(typeof p.rating).toBe("number");
  expect(Number.isInteger(p.ratings)).toBe(true);
  expect(Array.isArray(p.size)).toBe(true);
  expect(Array.isArray(p.color)).toBe(true);
  for (const key of ["badge", "badge1", "searchText", "material", "description", "weight"]) {
    expect(typeof p[key]).toBe("string");
  }
}

describe("POST /api/GetAllCategory", () => {
  it("lists the six menu groups with their subcategories", async () => {
    const response = await post("/api/GetAllCategory", {});
    expectOk(response);
    const categories = response.body.data as {
      category_id: number;
      category_desc: string;
      Subcategories: { subcategory_id: number; subcategory_desc: string; cosubcategory_image: string }[];
    }[];
    expect(categories.map((c) => c.category_desc)).toEqual([
      "Men",
      "Women",
      "Kids",
      "Home and Living",
      "Beauty",
      "Studio",
    ]);
    const subIds = new Set<number>();
    for (const category of categories) {
      expect(Number.isInteger(category.category_id)).toBe(true);
      expect(category.Subcategories.length).toBeGreaterThan(0);
      for (const sub of category.Subcategories) {
        expect(Number.isInteger(sub.subcategory_id)).toBe(true);
        expect(sub.subcategory_desc.length).toBeGreaterThan(0);
        expect(sub.cosubcategory_image.length).toBeGreaterThan(0);
        expect(subIds.has(sub.subcategory_id)).toBe(false);
        subIds.add(sub.subcategory_id);
      }
    }
    const names = (desc: string) =>
      categories.find((c) => c.category_desc === desc)?.Subcategories.map((s) => s.subcategory_desc) ?? [];
    expect(names("Men")).toEqual(expect.arrayContaining(["Shirts", "Pants"]));
    expect(names("Women")).toEqual(expect.arrayContaining(["Dresses", "Tops"]));
    expect(names("Kids")).toEqual(expect.arrayContaining(["Toys", "Clothing"]));
    expect(names("Home and Living")).toEqual(expect.arrayContaining(["Furniture", "Decor"]));
    expect(names("Beauty")).toEqual(expect.arrayContaining(["Makeup", "Skincare"]));
  });

  it("accepts an empty body but refuses malformed JSON and a non-object", async () => {
    expectOk(await post("/api/GetAllCategory"));
    expectError(await post("/api/GetAllCategory", "{"), 400, /JSON/);
    expectError(await post("/api/GetAllCategory", [1, 2]), 400);
  });
});

describe("GET /api/GetAllProduct", () => {
  it("returns at least 300 well-formed products with unique ids", async () => {
    const response = await get("/api/GetAllProduct");
    expectOk(response);
    const products = response.body.data as Record<string, unknown>[];
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.image)).size).toBe(products.length);
    for (const p of products) expectProductShape(p);
    // The demo data has stock edge cases and sale items.
    expect(products.some((p) => p.quantity === 0)).toBe(true);
    expect(products.some((p) => (p.quantity as number) >= 1 && (p.quantity as number) <= 3)).toBe(true);
    expect(products.some((p) => p.onSale === true)).toBe(true);
    expect(products.some((p) => (p.size as string[]).length > 0)).toBe(true);
    expect(products.some((p) => (p.color as string[]).length > 0)).toBe(true);
    expect(products.every((p) => (p.description as string).length > 0)).toBe(true);
  });
});

describe("POST /api/GetAllProductFilter", () => {
  it("filters by subcategory and by discount or original price within the range", async () => {
    const products = await allProducts();
    const sample = products[10] as ProductJson;
    const subId = sample.subcategory_id;
    const inSub = products.filter((p) => p.subcategory_id === subId);
    const all = await post("/api/GetAllProductFilter", { subcat_id: subId, min_amt: 10, max_amt: 50000 });
    expectOk(all);
    const ids = (all.body.data as ProductJson[]).map((p) => p.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.sort((a, b) => a - b)).toEqual(
      inSub
        .filter(
          (p) =>
            (p.discountPrice >= 10 && p.discountPrice <= 50000) || (p.originalPrice >= 10 && p.originalPrice <= 50000),
        )
        .map((p) => p.id)
        .sort((a, b) => a - b),
    );

    const min = Math.floor(sample.discountPrice) - 1;
    const max = Math.ceil(sample.discountPrice) + 200;
    const ranged = await post("/api/GetAllProductFilter", { subcat_id: null, min_amt: min, max_amt: max });
    expectOk(ranged);
    const got = ranged.body.data as ProductJson[];
    expect(got.map((p) => p.id)).toContain(sample.id);
    const subcats = new Set(got.map((p) => p.subcategory_id));
    expect(subcats.size).toBeGreaterThan(1);
    for (const p of got) {
      const inRange = (x: number) => x >= min && x <= max;
      expect(inRange(p.discountPrice) || inRange(p.originalPrice)).toBe(true);
    }
    const expected = products.filter(
      (p) => (p.discountPrice >= min && p.discountPrice <= max) || (p.originalPrice >= min && p.originalPrice <= max),
    );
    expect(got.length).toBe(expected.length);
  });

  it("accepts numeric strings and returns an empty list for an empty range", async () => {
    const response = await post("/api/GetAllProductFilter", { subcat_id: null, min_amt: "1", max_amt: "2" });
    expectOk(response);
    expect(response.body.data).toEqual([]);
  });

  it("refuses missing fields, wrong types, inverted ranges and unknown subcategories", async () => {
    expectError(await post("/api/GetAllProductFilter", { subcat_id: null, max_amt: 10 }), 400, /min_amt/);
    expectError(await post("/api/GetAllProductFilter", { subcat_id: null, min_amt: 10 }), 400, /max_amt/);
    expectError(
      await post("/api/GetAllProductFilter", { subcat_id: "shirts", min_amt: 1, max_amt: 9 }),
      400,
      /subcat_id/,
    );
    expectError(await post("/api/GetAllProductFilter", { subcat_id: null, min_amt: true, max_amt: 9 }), 400, /min_amt/);
    expectError(await post("/api/GetAllProductFilter", { subcat_id: null, min_amt: 100, max_amt: 9 }), 400, /min_amt/);
    expectError(
      await post("/api/GetAllProductFilter", { subcat_id: 999999, min_amt: 1, max_amt: 9 }),
      404,
      /subcategory/,
    );
    expectError(await post("/api/GetAllProductFilter", "not json"), 400, /JSON/);
  });
});

describe("GET /api/GetProduct/{id} (extension)", () => {
  it("returns one product equal to its GetAllProduct entry", async () => {
    const products = await allProducts();
    const first = products[0] as ProductJson;
    const response = await get(`/api/GetProduct/${first.id}`);
    expectOk(response);
    expect(response.body.data).toHaveLength(1);
    expectProductShape(response.body.data[0]);
    expect(response.body.data[0]).toEqual(first);
  });

  it("answers 404 for an unknown id and 400 for a non-numeric one", async () => {
    expectError(await get("/api/GetProduct/999999"), 404, /product/i);
    expectError(await get("/api/GetProduct/abc"), 400, /id/);
    expectError(await get("/api/GetProduct/0"), 400, /id/);
  });
});

describe("GET /api/GetProductUpdates (extension)", () => {
  async function updates(): Promise<Map<number, string>> {
    const response = await get("/api/GetProductUpdates");
    expectOk(response);
    return new Map((response.body.data as { id: number; updated_at: string }[]).map((row) => [row.id, row.updated_at]));
  }

  it("says when each product last changed, in the sitemap's UTC format", async () => {
    const times = await updates();
    expect([...times.keys()]).toEqual((await allProducts()).map((product) => product.id));
    for (const [id, time] of times) expect(time, `product ${id}`).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it("moves a product's time when any writer changes its row, and only that product's", async () => {
    const [changed, untouched] = (await allProducts()).slice(-2).map((product) => product.id);
    const OLD = "2020-01-02T03:04:05Z";
    await executeSql(`UPDATE products SET updated_at = '${OLD}' WHERE id IN (${changed}, ${untouched})`);
    expect((await updates()).get(changed as number)).toBe(OLD);
    // What an order taking stock does: the time follows without the writer naming it.
    await executeSql(`UPDATE products SET quantity = quantity WHERE id = ${changed}`);
    const after = await updates();
    expect(after.get(changed as number)).not.toBe(OLD);
    expect((after.get(changed as number) ?? "") > OLD).toBe(true);
    expect(after.get(untouched as number)).toBe(OLD);
  });
});

describe("GET /api/GetAllHeaderWithProduct", () => {
  it("returns named groups of full products", async () => {
    const response = await get("/api/GetAllHeaderWithProduct");
    expectOk(response);
    const groups = response.body.data as { headername: string; list_product: Record<string, unknown>[] }[];
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(group.headername.length).toBeGreaterThan(0);
      expect(group.list_product.length).toBeGreaterThan(0);
      for (const p of group.list_product) expectProductShape(p);
    }
  });
});

describe("GET /api/GetResellerLogo", () => {
  it("returns the logo file name in data[0].logo", async () => {
    const response = await get("/api/GetResellerLogo");
    expectOk(response);
    expect(response.body.data[0].logo).toBe("logo.png");
  });
});
