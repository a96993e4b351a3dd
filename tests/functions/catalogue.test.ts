// The public catalogue routes: /api/logo, /api/categories, /api/header-groups, /api/tax-rates and
// /api/products(/{id}): shapes, CDN caching headers, and the pagination / filter / search rules
// of SPEC.md (checked against the shop API's own product list).
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { CategoriesResponseSchema } from "../../src/domain/catalogue";
import {
  HeaderGroupsResponseSchema,
  LogoResponseSchema,
  ProductResponseSchema,
  ProductsPageSchema,
  type Product,
} from "../../src/domain/product";
import { TaxRatesResponseSchema } from "../../src/domain/tax";
import { call, DEMO } from "./client";
import { expectError, shopApiUrl } from "./helpers";

interface VendorProduct {
  id: number;
  name: string;
  category: string;
  subcategory: string;
  category_id: number;
  subcategory_id: number;
  searchText: string;
  discountPrice: number;
  originalPrice: number;
}

type Page = v.InferOutput<typeof ProductsPageSchema>;

let vendor: VendorProduct[] = [];

beforeAll(async () => {
  const response = await fetch(`${shopApiUrl}/api/GetAllProduct`);
  vendor = ((await response.json()) as { data: VendorProduct[] }).data;
  expect(vendor.length).toBe(340);
});

async function page(query: string): Promise<Page> {
  const result = await call("GET", `/api/products${query}`);
  expect(result.status, result.text).toBe(200);
  return v.parse(ProductsPageSchema, result.body);
}

/** Every matching product, all pages, by the route's own pagination. */
async function everything(query: string): Promise<Product[]> {
  const items: Product[] = [];
  for (let number = 1; ; number++) {
    const result = await page(`${query}${query ? "&" : "?"}pageSize=48&page=${number}`);
    items.push(...result.items);
    if (result.items.length < 48) {
      expect(items.length).toBe(result.total);
      return items;
    }
  }
}

function expectCatalogueCaching(headers: Headers) {
  const cacheControl = headers.get("cache-control") ?? "";
  expect(cacheControl).toMatch(/\bpublic\b/);
  expect(cacheControl).toMatch(/\bs-maxage=\d+/);
  expect(cacheControl).toMatch(/\bstale-while-revalidate=\d+/);
  expect(cacheControl).not.toMatch(/private|no-store/);
}

describe("small catalogue lists", () => {
  it("GET /api/logo, /api/categories, /api/header-groups, /api/tax-rates answer their shapes, publicly cacheable", async () => {
    const logo = await call("GET", "/api/logo");
    expect(logo.status).toBe(200);
    const parsedLogo = v.parse(LogoResponseSchema, logo.body);
    expect(parsedLogo.name.length).toBeGreaterThan(0);
    expect(parsedLogo.url).toMatch(/^http:\/\/.+\/ResellerLogo\//);
    expectCatalogueCaching(logo.headers);

    const categories = await call("GET", "/api/categories");
    expect(categories.status).toBe(200);
    const tree = v.parse(CategoriesResponseSchema, categories.body).categories;
    expect(tree.length).toBeGreaterThan(0);
    expect(tree.flatMap((category) => category.subcategories).length).toBeGreaterThan(tree.length);
    expectCatalogueCaching(categories.headers);

    const groups = await call("GET", "/api/header-groups");
    expect(groups.status).toBe(200);
    const parsedGroups = v.parse(HeaderGroupsResponseSchema, groups.body).groups;
    expect(parsedGroups.length).toBeGreaterThan(0);
    expect(parsedGroups.every((group) => group.products.length > 0)).toBe(true);
    expectCatalogueCaching(groups.headers);

    const taxes = await call("GET", "/api/tax-rates");
    expect(taxes.status).toBe(200);
    const rates = v.parse(TaxRatesResponseSchema, taxes.body).rates;
    expect(rates).toHaveLength(13);
    expect(rates.find((rate) => rate.province === "Ontario")).toMatchObject({ code: "ON", gstHst: 13, pst: 0 });
    expect(rates.find((rate) => rate.province === "British Columbia")).toMatchObject({ code: "BC", gstHst: 5, pst: 7 });
    expectCatalogueCaching(taxes.headers);
  });

  it("the catalogue is the same for guests and customers (no per-user data in a cached answer)", async () => {
    const cookie = (
      await call("POST", "/api/session", { body: { email: DEMO.email, password: DEMO.password } })
    ).headers
      .getSetCookie()
      .find((line) => line.startsWith("session="))
      ?.split(";")[0];
    const guest = await call("GET", "/api/tax-rates");
    const customer = await call("GET", "/api/tax-rates", { cookie: cookie ?? null });
    expect(customer.body).toEqual(guest.body);
    expect(customer.headers.getSetCookie()).toEqual([]);
  });

  it("customer routes are private, no-store (unlike the catalogue)", async () => {
    const cookie = (
      await call("POST", "/api/session", { body: { email: DEMO.email, password: DEMO.password } })
    ).headers
      .getSetCookie()
      .find((line) => line.startsWith("session="))
      ?.split(";")[0];
    for (const path of ["/api/cart", "/api/addresses", "/api/orders", "/api/session"]) {
      const result = await call("GET", path, { cookie: cookie ?? null });
      expect(result.status, path).toBe(200);
      expect(result.headers.get("cache-control"), path).toBe("private, no-store");
    }
    // Errors are never cached either, not even on a catalogue route.
    const missing = await call("GET", "/api/products/999999");
    expect(missing.headers.get("cache-control")).toBe("private, no-store");
    const bad = await call("GET", "/api/products?pageSize=49");
    expect(bad.headers.get("cache-control")).toBe("private, no-store");
  });

  it("an unknown catalogue method is 405", async () => {
    const result = await call("POST", "/api/categories", { body: {} });
    expectError(result, 405, "method_not_allowed");
    expect(result.headers.get("allow")).toBe("GET");
  });
});

describe("GET /api/products", () => {
  it("defaults to page 1 of 12 over the whole catalogue, in id order, publicly cacheable", async () => {
    const result = await call("GET", "/api/products");
    expect(result.status).toBe(200);
    expectCatalogueCaching(result.headers);
    const body = v.parse(ProductsPageSchema, result.body);
    expect(body.total).toBe(340);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(12);
    expect(body.items.map((item) => item.id)).toEqual(vendor.slice(0, 12).map((item) => item.id));
  });

  it("pages are consecutive slices; the last page is partial; a page past the end is empty with the right total", async () => {
    const first = await page("?pageSize=10&page=1");
    const secondHalf = await page("?pageSize=5&page=2");
    expect(secondHalf.items.map((item) => item.id)).toEqual(first.items.slice(5, 10).map((item) => item.id));

    const last = await page("?pageSize=48&page=8");
    expect(last.items.map((item) => item.id)).toEqual(vendor.slice(7 * 48).map((item) => item.id));
    expect(last.items).toHaveLength(340 - 7 * 48);

    const past = await page("?pageSize=48&page=9");
    expect(past).toEqual({ items: [], total: 340, page: 9, pageSize: 48 });
    const far = await page("?page=1000");
    expect(far.items).toEqual([]);
    expect(far.total).toBe(340);
  });

  it("pageSize 48 is the maximum; wrong query values are 400 with the envelope", async () => {
    expect((await page("?pageSize=48")).items).toHaveLength(48);
    const bad = [
      "pageSize=49",
      "pageSize=0",
      "pageSize=-1",
      "pageSize=1.5",
      "pageSize=abc",
      "page=0",
      "page=-2",
      "page=x",
      "subcat=abc",
      "subcat=0",
      "subcat=1e3",
      "min=-1",
      "min=abc",
      "max=1,000",
      "min=500&max=100",
      `q=${"a".repeat(101)}`,
    ];
    const answers = await Promise.all(bad.map((query) => call("GET", `/api/products?${query}`)));
    answers.forEach((result, index) => {
      const error = expectError(result, 400, "validation_failed");
      expect(Object.keys(error.fields ?? {}).length, bad[index]).toBeGreaterThan(0);
    });
  });

  it("subcat returns exactly that subcategory's products", async () => {
    const subcatId = vendor[0]?.subcategory_id ?? 0;
    const expected = vendor.filter((item) => item.subcategory_id === subcatId).map((item) => item.id);
    const items = await everything(`?subcat=${subcatId}`);
    expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(items.every((item) => item.subcategoryId === subcatId)).toBe(true);
  });

  it("min/max keep a product when its discount price OR its original price is in the range", async () => {
    // A range that some products enter only by their original price and some only by their discount price.
    const [min, max] = [1500, 2500];
    const within = (price: number) => price >= min && price <= max;
    const expected = vendor
      .filter((item) => within(item.discountPrice) || within(item.originalPrice))
      .map((item) => item.id);
    expect(vendor.some((item) => within(item.originalPrice) && !within(item.discountPrice))).toBe(true);
    expect(vendor.some((item) => within(item.discountPrice) && !within(item.originalPrice))).toBe(true);

    const items = await everything(`?min=${min}&max=${max}`);
    expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));

    // Decimal bounds are accepted; a bound alone works too.
    const onlyMax = await page("?max=100.5&pageSize=48");
    const expectedMax = vendor.filter((item) => item.discountPrice <= 100.5 || item.originalPrice <= 100.5).length;
    expect(onlyMax.total).toBe(expectedMax);
    expect(onlyMax.total).toBeGreaterThan(0);
  });

  it("subcat and a price range combine", async () => {
    const subcatId = vendor[2]?.subcategory_id ?? 0;
    const [min, max] = [500, 3000];
    const within = (price: number) => price >= min && price <= max;
    const expected = vendor
      .filter((item) => item.subcategory_id === subcatId && (within(item.discountPrice) || within(item.originalPrice)))
      .map((item) => item.id);
    const items = await everything(`?subcat=${subcatId}&min=${min}&max=${max}`);
    expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  });

  it("cat returns every product of a menu group, and combines with a price range", async () => {
    const catId = vendor[0]?.category_id ?? 0;
    const expected = vendor.filter((item) => item.category_id === catId).map((item) => item.id);
    expect(
      new Set(vendor.filter((item) => item.category_id === catId).map((item) => item.subcategory_id)).size,
    ).toBeGreaterThan(1);
    const items = await everything(`?cat=${catId}`);
    expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));

    const cheap = await everything(`?cat=${catId}&max=1000`);
    const expectedCheap = vendor.filter(
      (item) => item.category_id === catId && (item.discountPrice <= 1000 || item.originalPrice <= 1000),
    );
    expect(cheap.length).toBe(expectedCheap.length);
  });

  it("ids returns just those products (for the compare list and saved lists); unknown ids are skipped", async () => {
    const wanted = [vendor[5]?.id ?? 0, vendor[1]?.id ?? 0, 999999];
    const result = await page(`?ids=${wanted.join(",")}`);
    expect(result.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      [vendor[1]?.id, vendor[5]?.id].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    expect(result.total).toBe(2);
    expectError(await call("GET", "/api/products?ids=1,,2"), 400, "validation_failed");
  });

  it("q searches the name, category, subcategory and search text, every word, case-insensitively", async () => {
    const matches = (item: VendorProduct, q: string) => {
      const haystack = [item.name, item.category, item.subcategory, item.searchText].join(" ").toLowerCase();
      return q
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
        .every((word) => haystack.includes(word));
    };
    // A word that is in the search text but in no product name.
    const searchOnly = (vendor[0]?.searchText ?? "")
      .split(/\s+/)
      .find((word) => word.length > 3 && !vendor.some((item) => item.name.toLowerCase().includes(word)));
    expect(searchOnly, "the seed has no search-text-only word").toBeDefined();
    const nameWord = (vendor[0]?.name ?? "").split(/\s+/).at(-1) ?? "";

    for (const q of [
      nameWord.toUpperCase(),
      searchOnly ?? "",
      `${nameWord} ${vendor[0]?.category ?? ""}`,
      `  ${nameWord.toLowerCase()}   `,
    ]) {
      const expected = vendor.filter((item) => matches(item, q)).map((item) => item.id);
      const items = await everything(`?q=${encodeURIComponent(q)}`);
      expect(
        items.map((item) => item.id).sort((a, b) => a - b),
        q,
      ).toEqual(expected.sort((a, b) => a - b));
    }
    expect((await everything(`?q=${encodeURIComponent(nameWord)}`)).length).toBeGreaterThan(0);

    const nothing = await page("?q=zzqqxxnotaproduct");
    expect(nothing).toEqual({ items: [], total: 0, page: 1, pageSize: 12 });
  });
});

describe("GET /api/products/{id}", () => {
  it("answers one product with every field, publicly cacheable", async () => {
    const result = await call("GET", "/api/products/3");
    expect(result.status).toBe(200);
    expectCatalogueCaching(result.headers);
    const { product } = v.parse(ProductResponseSchema, result.body);
    const raw = vendor.find((item) => item.id === 3);
    expect(product).toMatchObject({
      id: 3,
      name: raw?.name,
      discountPrice: raw?.discountPrice,
      originalPrice: raw?.originalPrice,
    });
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.imageUrl).toBe(product.images[0]);
  });

  it("an unknown or malformed id is 404 'Product not found.'", async () => {
    // (A 404 costs five function runs under netlify dev: a few representative ids, concurrently.)
    const ids = ["341", "0", "1e2"];
    const answers = await Promise.all(ids.map((id) => call("GET", `/api/products/${id}`)));
    answers.forEach((result, index) => {
      expect(expectError(result, 404, "product_not_found").message, ids[index]).toBe("Product not found.");
    });
  });
});
