// The public catalogue routes: /api/logo, /api/categories, /api/header-groups, /api/tax-rates and
// /api/products(/{id}): shapes, CDN caching headers, and the pagination / filter / search rules
// of SPEC.md (checked against the shop API's own product list).
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CategoriesResponseSchema } from "@/domain/catalogue";
import {
  HeaderGroupsResponseSchema,
  LogoResponseSchema,
  ProductResponseSchema,
  ProductsPageSchema,
  SEARCH_MAX_LENGTH,
  SearchSuggestionsResponseSchema,
  type Product,
} from "@/domain/product";
import { encodeQueryValue, longWord, longWords, oddTexts, SCRIPT_LETTERS } from "../support/hostile-text";
import { startSection7Stack, type Section7Stack } from "../support/section7-shop-api";
import { TaxRatesResponseSchema } from "@/domain/tax";
import { call, DEMO } from "./client";
import { expectError, paise, shopApiUrl } from "./helpers";

interface VendorProduct {
  id: number;
  size: string[];
  color: string[];
  quantity: number;
  rating: number;
  name: string;
  category: string;
  subcategory: string;
  category_id: number;
  subcategory_id: number;
  searchText: string;
  discountPrice: number;
  originalPrice: number;
  color_images?: { color: string; image: string }[];
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
    expect(past).toMatchObject({ items: [], total: 340, page: 9, pageSize: 48 });
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

  it("q searches the name, category, subcategory and search text, every word as a word's start, case-insensitively", async () => {
    const matches = (item: VendorProduct, q: string) => {
      const tokens = [item.name, item.category, item.subcategory, item.searchText]
        .join(" ")
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu);
      return q
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
        .every((word) => tokens?.some((token) => token.startsWith(word)));
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
    expect(nothing).toMatchObject({ items: [], total: 0, page: 1, pageSize: 12 });
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
      // The shop API's rupees, as paise.
      discountPrice: paise(raw?.discountPrice ?? NaN),
      originalPrice: paise(raw?.originalPrice ?? NaN),
    });
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.imageUrl).toBe(product.images[0]);
  });

  it("says which picture shows which colour, as absolute picture URLs of colours it offers", async () => {
    const raw = vendor.find((item) => item.color_images !== undefined && item.color_images.length > 1);
    if (!raw) throw new Error("the seed has no product with two colour pictures");
    const { product } = v.parse(ProductResponseSchema, (await call("GET", `/api/products/${raw.id}`)).body);
    const imageHost = (product.imageUrl ?? "").replace(/\/products\/[^/]+$/, "");
    expect(imageHost).toMatch(/^https?:\/\//);
    expect(product.colorImages).toEqual(
      raw.color_images?.map(({ color, image }) => ({ color, url: `${imageHost}/products/${image}` })),
    );
    expect(product.colorImages?.[0]?.url).toBe(product.imageUrl);
    // Multicolour has no picture of its own: such a product names none for it.
    const multi = vendor.find((item) => item.color.includes("Multicolour"));
    if (!multi) throw new Error("the seed has no Multicolour product");
    const other = v.parse(ProductResponseSchema, (await call("GET", `/api/products/${multi.id}`)).body).product;
    expect(other.colorImages?.some((entry) => entry.color === "Multicolour") ?? false).toBe(false);
  });

  it("an unknown or malformed id is 404 'Product not found.'", async () => {
    const ids = ["341", "0", "1e2"];
    const answers = await Promise.all(ids.map((id) => call("GET", `/api/products/${id}`)));
    answers.forEach((result, index) => {
      expect(expectError(result, 404, "product_not_found").message, ids[index]).toBe("Product not found.");
    });
  });
});

// ---- issue 14: filters, sort and facets by the shop API, and the section-7-only fallback -------

/**
 * The fallback runs against a second functions server (scripts/site-server.mjs, its own process)
 * whose SHOP_API_URL is a proxy that answers the shop API's catalogue extensions 404 and passes
 * section 7 through to the same Worker: both paths read the same data, so their answers must match.
 */
let section7: Section7Stack;

beforeAll(async () => {
  section7 = await startSection7Stack({
    shopApiUrl: shopApiUrl,
    shopApiToken: inject("shopApiToken"),
    port: 8893,
  });
}, 90_000);

afterAll(async () => {
  await section7?.stop();
});

async function both(query: string): Promise<[Page, Page]> {
  const [primary, fallback] = await Promise.all([
    call("GET", `/api/products${query}`),
    call("GET", `/api/products${query}`, { site: section7.functionsUrl }),
  ]);
  expect(primary.status, primary.text).toBe(200);
  expect(fallback.status, fallback.text).toBe(200);
  return [v.parse(ProductsPageSchema, primary.body), v.parse(ProductsPageSchema, fallback.body)];
}

describe("GET /api/products: sizes, colors, inStock, minRating, sort and facets", () => {
  const QUERIES = [
    "",
    "?sort=price-asc&pageSize=48",
    "?sort=price-desc&page=2",
    "?sort=rating&inStock=1",
    "?sort=newest&cat=1",
    "?sort=discount&minRating=4",
    "?sizes=M,L&colors=Black,White&sort=price-asc",
    "?subcat=1&min=500&max=1500&sizes=M&inStock=1&sort=rating",
    "?q=cotton%20shirt&sort=price-asc",
    "?q=cott%20shi&sizes=L&sort=newest",
    "?cat=2&colors=Navy%20Blue&minRating=3.5&sort=discount&pageSize=5&page=2",
    "?q=zzqqxx",
  ];

  it.each(QUERIES)("answers %j the same through the shop API's page query and the fallback", async (query) => {
    const [primary, fallback] = await both(query);
    expect(primary).toEqual(fallback);
  });

  it("counts the facets for the current filters, each ignoring its own filter", async () => {
    const [page] = await both("?cat=1&sizes=M&colors=Black&inStock=1&min=300&max=3000");
    const within = (item: VendorProduct) =>
      [item.discountPrice, item.originalPrice].some((price) => price >= 300 && price <= 3000);
    const base = vendor.filter((item) => item.category_id === 1);
    const pass = (item: VendorProduct, except: string) =>
      (except === "sizes" || item.size.includes("M")) &&
      (except === "colors" || item.color.includes("Black")) &&
      (except === "inStock" || item.quantity > 0) &&
      (except === "price" || within(item));
    expect(page.total).toBe(base.filter((item) => pass(item, "")).length);
    const sizeCounts = new Map<string, number>();
    for (const item of base.filter((item) => pass(item, "sizes"))) {
      for (const size of new Set(item.size)) sizeCounts.set(size, (sizeCounts.get(size) ?? 0) + 1);
    }
    expect(new Map(page.facets.sizes.map((facet) => [facet.value, facet.count]))).toEqual(sizeCounts);
    expect(page.facets.inStock).toBe(base.filter((item) => pass(item, "inStock") && item.quantity > 0).length);
    const priced = base.filter((item) => pass(item, "price"));
    expect(page.facets.price).toEqual({
      min: paise(Math.min(...priced.map((item) => item.discountPrice))),
      max: paise(Math.max(...priced.map((item) => item.originalPrice))),
    });
    expect(page.items.every((item) => item.sizes.includes("M") && item.colors.includes("Black"))).toBe(true);
  });

  it("sorts by price, rating, newest and discount", async () => {
    const ascending = (await page("?sort=price-asc&pageSize=48")).items.map((item) => item.discountPrice);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBe(paise(Math.min(...vendor.map((item) => item.discountPrice))));
    const newest = (await page("?sort=newest&pageSize=3")).items.map((item) => item.id);
    expect(newest).toEqual([340, 339, 338]);
    const rated = (await page("?sort=rating&pageSize=48")).items.map((item) => item.rating);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
  });

  it("the fallback asked the shop API for its extension once, then remembered it has none", async () => {
    await both("?sort=newest");
    await both("?ids=1,2,3");
    const refusedSoFar = section7.refused();
    expect(refusedSoFar).toBeGreaterThanOrEqual(1);
    await both("?sort=rating");
    await both("?ids=4,5");
    expect(section7.refused()).toBe(refusedSoFar);
  });

  it("ids answers those products with their facets, on both paths", async () => {
    const [primary, fallback] = await both("?ids=7,3,999999,12&sort=newest");
    expect(primary.items.map((item) => item.id)).toEqual([12, 7, 3]);
    expect(primary.total).toBe(3);
    expect(primary).toEqual(fallback);
  });

  it("refuses bad filters with 400, never a 5xx", async () => {
    const bad = [
      "sort=cheapest",
      "inStock=yes",
      "minRating=6",
      "minRating=-1",
      `sizes=${Array.from({ length: 51 }, (_, i) => `S${i}`).join(",")}`,
      `colors=${"x".repeat(41)}`,
      `q=${"a".repeat(5000)}`,
    ];
    for (const site of [undefined, section7.functionsUrl]) {
      const answers = await Promise.all(bad.map((query) => call("GET", `/api/products?${query}`, { site })));
      for (const result of answers) expectError(result, 400, "validation_failed");
    }
    // 10,000 sizes (20 KB of address) reach the function, which names the value at fault.
    const huge = await call("GET", `/api/products?sizes=${Array.from({ length: 10_000 }, () => "M").join(",")}`);
    expect(expectError(huge, 400, "validation_failed").fields).toEqual({
      sizes: "Must be at most 50 values separated by commas.",
    });
    const ids = await call("GET", `/api/products?ids=${Array.from({ length: 5_000 }, (_, i) => i + 1).join(",")}`);
    expect(expectError(ids, 400, "validation_failed").fields).toEqual({
      ids: "Must be up to 48 ids separated by commas.",
    });
    // Past what the server reads of an address and headers (64 KB): its own 400, same envelope.
    expect(
      expectError(await call("GET", `/api/products?q=${"a".repeat(70_000)}`), 400, "request_too_large").message,
    ).toBe("The address and headers must be at most 64 KB.");
  });

  it.each(['"', "NEAR(", 'shirt" OR "x', "*", "name:shirt", "(((("])(
    "reads FTS syntax %j in q as plain text (empty or a result, never a 5xx)",
    async (q) => {
      // exact=1: the words as typed, as the section-7 fallback matches them ("near" is not corrected to "wear").
      const [primary, fallback] = await both(`?q=${encodeURIComponent(q)}&sort=newest&exact=1`);
      expect(primary).toEqual(fallback);
    },
  );

  it("answers long words of every script, emoji, marks, controls and lone surrogates in q on both paths", async () => {
    const texts = [...longWords(48), ...oddTexts()].map(({ label, text }) => ({
      label,
      // The route's own limit: past 100 characters q is a 400 (above). A lone surrogate, sent as
      // its three UTF-8 bytes, arrives as three U+FFFD.
      text: text.slice(0, SEARCH_MAX_LENGTH - 10),
    }));
    // Both answer 200 with a page (both() checks it). Their pages may differ: SQLite's FTS5 folds
    // diacritics (remove_diacritics 2: "é" finds "e"), the fallback does not.
    for (const { text } of texts) await both(`?q=${encodeQueryValue(text)}&pageSize=48`);
    // A word past the cut is searched as its first 32 bytes.
    const [long] = await both(`?q=${encodeQueryValue(`cotton ${longWord("shirts", 60)}`)}&sort=newest`);
    const [start] = await both(`?q=${encodeURIComponent(`cotton ${longWord("shirts", 32)}`)}&sort=newest`);
    expect(long).toEqual(start);
  }, 120_000);
});

describe("GET /api/search-suggestions", () => {
  it("suggests up to 8: subcategories (their catalogue URL) then products (their page)", async () => {
    const result = await call("GET", "/api/search-suggestions?q=shi");
    expect(result.status, result.text).toBe(200);
    expectCatalogueCaching(result.headers);
    const { suggestions } = v.parse(SearchSuggestionsResponseSchema, result.body);
    expect(suggestions.length).toBeGreaterThan(1);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions[0]?.type).toBe("subcategory");
    expect(suggestions).toContainEqual({ type: "subcategory", label: "Shirts in Men", href: "/filter-side?subcat=1" });
    for (const hit of suggestions.filter((hit) => hit.type === "product")) {
      const id = Number(/^\/product\/(\d+)$/.exec(hit.href)?.[1]);
      expect(vendor.find((item) => item.id === id)?.name).toBe(hit.label);
    }
    const fallback = await call("GET", "/api/search-suggestions?q=shi", { site: section7.functionsUrl });
    const other = v.parse(SearchSuggestionsResponseSchema, fallback.body).suggestions;
    expect(other.filter((hit) => hit.type === "subcategory")).toEqual(
      suggestions.filter((hit) => hit.type === "subcategory"),
    );
    expect(other.length).toBe(suggestions.length);
  });

  it("answers nothing for no words, and takes 5,000 characters as their first 100, on both paths", async () => {
    for (const site of [undefined, section7.functionsUrl]) {
      for (const q of ["", "%22", "NEAR(", "(*)"]) {
        const result = await call("GET", `/api/search-suggestions?q=${q}`, { site });
        expect(result.status, `${q}: ${result.text}`).toBe(200);
        if (q !== "NEAR(") expect(result.body).toEqual({ suggestions: [] });
      }
      // Suggestions for what is in the box, whatever its length: those of its first 100 characters.
      const text = `shi ${"shirt ".repeat(830)}`;
      const long = await call("GET", `/api/search-suggestions?q=${encodeURIComponent(text)}`, { site });
      expect(long.status, long.text).toBe(200);
      const start = await call("GET", `/api/search-suggestions?q=${encodeURIComponent(text.slice(0, 100))}`, {
        site,
      });
      expect(v.parse(SearchSuggestionsResponseSchema, long.body).suggestions.length).toBeGreaterThan(0);
      expect(long.body).toEqual(start.body);
    }
  });

  it("answers 200, with suggestions or none, to long words of every script, emoji, marks, controls and lone surrogates, on both paths", async () => {
    const texts = [
      ...longWords(100),
      ...oddTexts(),
      { label: "5,000 Devanagari letters", text: longWord(SCRIPT_LETTERS.devanagari, 5000) },
    ];
    const subcategories = (body: unknown) =>
      v.parse(SearchSuggestionsResponseSchema, body).suggestions.filter((hit) => hit.type === "subcategory");
    for (const { label, text } of texts) {
      const [primary, fallback] = await Promise.all(
        [undefined, section7.functionsUrl].map((site) =>
          call("GET", `/api/search-suggestions?q=${encodeQueryValue(text)}`, { site }),
        ),
      );
      expect(primary?.status, `${label}: ${primary?.text}`).toBe(200);
      expect(fallback?.status, `${label}: ${fallback?.text}`).toBe(200);
      // Both cut words by the one rule (queryWords), so they suggest the same subcategories.
      expect(subcategories(fallback?.body), label).toEqual(subcategories(primary?.body));
    }
  }, 120_000);
});
