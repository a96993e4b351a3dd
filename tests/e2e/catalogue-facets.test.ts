/**
 * Filters a shopper can use (issue 29): on /all-product, a subcategory's listing (by id and by its
 * readable path) and a search's results each facet shows at most 12 values before "Show all N",
 * sizes are grouped by kind in their natural order, and every count is what the listing shows
 * when that value is chosen; the same in the server's HTML, read by a browser without script.
 * Expected counts are worked out here from the listing's products, not taken from the API's facets.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PRICE_SLIDER_MAX, PRICE_SLIDER_MIN, priceInRange, type Product } from "@/domain/product";
import { withBrowser } from "../support/browser";
import { allProducts, categories, productsPage } from "../support/catalogue";
import { suiteBrowser } from "../support/suite-browser";

const baseUrl = inject("baseUrl");
const FIRST_VALUES = 12;
/** The kinds' headings, in the order the size facet shows them. */
const KIND_ORDER = ["Clothing", "Shoes", "Age", "Volume", "Weight", "Dimensions", "Other"];

type Facet = "sizes" | "colors";
const LEGEND: Record<Facet, string> = { sizes: "Size", colors: "Colour" };

/** How many of `products` have each value, as the listing counts them (the slider's whole range). */
function countsOf(products: readonly Product[], facet: Facet): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of products) {
    if (!priceInRange(product, PRICE_SLIDER_MIN, PRICE_SLIDER_MAX)) continue;
    for (const value of new Set(facet === "sizes" ? product.sizes : product.colors)) {
      if (value.trim() !== "") counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  }
  return counts;
}

/** A search with more than 12 sizes and colours among its matches in the demo catalogue. */
const SEARCH = "cotton";

/** Every product a search finds, read page by page from the API's listing. */
async function searchMatches(q: string): Promise<Product[]> {
  const found: Product[] = [];
  for (let page = 1; ; page++) {
    const body = await productsPage(baseUrl, `q=${encodeURIComponent(q)}&pageSize=48&page=${page}`);
    found.push(...body.items);
    if (found.length >= body.total || body.items.length === 0) return found;
  }
}

/** A subcategory's readable path (/men/shirts) from the category tree. */
async function readablePath(subcategoryId: number): Promise<string> {
  for (const group of await categories(baseUrl)) {
    const subcategory = group.subcategories.find((candidate) => candidate.id === subcategoryId);
    if (subcategory) return `/${group.slug}/${subcategory.slug}`;
  }
  throw new Error(`subcategory ${subcategoryId} is not in the tree`);
}

/** The subcategory whose products have the most distinct sizes: a long list to collapse. */
async function subcategoryWithMostSizes(): Promise<{ id: number; products: Product[] }> {
  const bySubcategory = new Map<number, Product[]>();
  for (const product of await allProducts(baseUrl)) {
    if (product.subcategoryId === null) continue;
    bySubcategory.set(product.subcategoryId, [...(bySubcategory.get(product.subcategoryId) ?? []), product]);
  }
  const [id, products] = [...bySubcategory].reduce((most, entry) =>
    countsOf(entry[1], "sizes").size > countsOf(most[1], "sizes").size ? entry : most,
  );
  return { id, products };
}

const facetGroup = (page: Page, facet: Facet) =>
  page.locator("#catalogue-filters").getByRole("group", { name: LEGEND[facet], exact: true });

/** The value and count each checkbox's name gives ("M (41 products)"), in the page's order. */
async function listedCounts(boxes: Locator): Promise<[string, number][]> {
  const names = await boxes.evaluateAll((inputs) => inputs.map((input) => input.getAttribute("aria-label") ?? ""));
  return names.map((name) => {
    const match = /^(.*) \((\d+) products\)$/.exec(name);
    if (!match) throw new Error(`a facet checkbox is named "${name}"`);
    return [match[1] ?? "", Number(match[2])];
  });
}

async function visibleBoxes(group: Locator): Promise<Locator[]> {
  const boxes = await group.getByRole("checkbox").all();
  const visible = await Promise.all(boxes.map((box) => box.isVisible()));
  return boxes.filter((_box, index) => visible[index]);
}

/**
 * A facet as the page shows it: at most 12 values visible, "Show all N" when there are more, and
 * once it is opened every value, each count the catalogue's.
 */
async function expectFacet(page: Page, facet: Facet, expected: Map<string, number>) {
  const group = facetGroup(page, facet);
  const visible = await visibleBoxes(group);
  expect(visible.length).toBe(Math.min(FIRST_VALUES, expected.size));
  const showAll = group.locator("summary", { hasText: `Show all ${expected.size}` });
  expect(await showAll.count()).toBe(expected.size > FIRST_VALUES ? 1 : 0);
  if (expected.size > FIRST_VALUES) await showAll.click();
  expect(await visibleBoxes(group)).toHaveLength(expected.size);
  expect(new Map(await listedCounts(group.getByRole("checkbox")))).toEqual(expected);
}

/** The size kinds' headings in the page's order, each with its values. */
async function sizeKinds(page: Page): Promise<[string, string[]][]> {
  return facetGroup(page, "sizes")
    .locator(".facet__group")
    .evaluateAll((groups) =>
      groups.map((group): [string, string[]] => [
        group.querySelector(".facet__group-title")?.textContent ?? "",
        [...group.querySelectorAll("input")].map((input) => input.value),
      ]),
    );
}

/** Sizes grouped by kind, the kinds in their order (a kind cut by "Show all" continues after it). */
async function expectGroupedSizes(page: Page, expected: Map<string, number>) {
  const kinds = await sizeKinds(page);
  const merged: [string, string[]][] = [];
  for (const [label, values] of kinds) {
    const last = merged.at(-1);
    if (last?.[0] === label) last[1].push(...values);
    else merged.push([label, [...values]]);
  }
  const labels = merged.map(([label]) => label);
  expect(labels).toEqual(KIND_ORDER.filter((label) => labels.includes(label)));
  expect(merged.flatMap(([, values]) => values).sort()).toEqual([...expected.keys()].sort());
  const kindOf = new Map(merged.flatMap(([label, values]) => values.map((value) => [value, label] as const)));
  const order = merged.flatMap(([, values]) => values);
  // Natural order, checked on the demo's own values where the catalogue has them.
  const before = (a: string, b: string) => {
    if (kindOf.has(a) && kindOf.has(b)) expect(order.indexOf(a), `${a} before ${b}`).toBeLessThan(order.indexOf(b));
  };
  for (const [label, values] of [
    ["Clothing", ["XS", "S", "M", "L", "XL", "XXL"]],
    ["Shoes", ["UK 6", "UK 7", "UK 10"]],
    ["Volume", ["50 ml", "100 ml", "1 L"]],
    ["Age", ["0-3 M", "3-6 M", "2-3 Y", "10-11 Y"]],
    ["Dimensions", ["40 x 40 cm", "45 x 45 cm", "160 x 200 cm"]],
  ] as const) {
    for (const value of values) if (kindOf.has(value)) expect(kindOf.get(value), value).toBe(label);
    for (let index = 1; index < values.length; index++) before(values[index - 1] ?? "", values[index] ?? "");
  }
}

/** Ticking `value` leaves a listing of exactly its count. */
async function expectChoiceGives(page: Page, facet: Facet, value: string, count: number) {
  await facetGroup(page, facet)
    .getByRole("checkbox", { name: `${value} (${count} products)`, exact: true })
    .click();
  await expect.poll(() => new URL(page.url()).searchParams.get(facet), { timeout: 10_000 }).toBe(value);
  await page
    .locator(".listing__summary", { hasText: new RegExp(` of ${count} products$`) })
    .waitFor({ timeout: 15_000 });
}

describe("facets a shopper can use (issue 29)", () => {
  const browser = suiteBrowser();

  it("/all-product: at most 12 values per facet before 'Show all', sizes grouped, counts as listed", async () => {
    const products = await allProducts(baseUrl);
    const sizes = countsOf(products, "sizes");
    const colors = countsOf(products, "colors");
    // The demo catalogue is long enough to need the collapse.
    expect(sizes.size).toBeGreaterThan(FIRST_VALUES);
    expect(colors.size).toBeGreaterThan(FIRST_VALUES);
    const { page, errors } = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/all-product`);
    await page.locator("html[data-hydrated]").waitFor();
    await expectFacet(page, "sizes", sizes);
    await expectFacet(page, "colors", colors);
    await expectGroupedSizes(page, sizes);

    // The box narrows a long list to what is typed, every match shown.
    const filter = facetGroup(page, "sizes").getByRole("searchbox", { name: "Filter sizes" });
    await filter.fill("ml");
    const matching = [...sizes.keys()].filter((value) => value.toLowerCase().includes("ml"));
    expect(matching.length).toBeGreaterThan(0);
    expect(
      (await listedCounts(facetGroup(page, "sizes").getByRole("checkbox"))).filter(([value]) => value.includes("ml")),
    ).toHaveLength(matching.length);
    expect((await visibleBoxes(facetGroup(page, "sizes"))).length).toBe(matching.length);

    // A value from the collapsed part (volumes come after clothing, shoes and ages) gives the
    // listing its count.
    const value = matching.at(-1) ?? "";
    const count = sizes.get(value) ?? 0;
    await expectChoiceGives(page, "sizes", value, count);
    // Its list opens by itself on the new page, as it holds a chosen value.
    await filter.fill("");
    expect(
      await facetGroup(page, "sizes")
        .getByRole("checkbox", { name: `${value} (${count} products)` })
        .isVisible(),
    ).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([
    ["by id (/filter-side?subcat=)", (id: number) => Promise.resolve(`/filter-side?subcat=${id}`)],
    ["by its readable path", readablePath],
  ])("a subcategory's listing %s: its own values only, grouped, counts as listed", async (_label, pathOf) => {
    const { id, products } = await subcategoryWithMostSizes();
    const sizes = countsOf(products, "sizes");
    const colors = countsOf(products, "colors");
    const { page, errors } = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}${await pathOf(id)}`);
    await page.locator("html[data-hydrated]").waitFor();
    await expectFacet(page, "sizes", sizes);
    await expectFacet(page, "colors", colors);
    await expectGroupedSizes(page, sizes);
    const [color, count] = [...colors].find(([, n]) => n < products.length) ?? [...colors][0] ?? ["", 0];
    await expectChoiceGives(page, "colors", color, count);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a search's results: the matches' values only, grouped, counts as listed", async () => {
    const products = await searchMatches(SEARCH);
    const sizes = countsOf(products, "sizes");
    const colors = countsOf(products, "colors");
    expect(sizes.size).toBeGreaterThan(FIRST_VALUES);
    const { page, errors } = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/search?q=${SEARCH}`);
    await page.locator("html[data-hydrated]").waitFor();
    await expectFacet(page, "sizes", sizes);
    await expectFacet(page, "colors", colors);
    await expectGroupedSizes(page, sizes);
    const [size, count] = [...sizes].find(([, n]) => n > 1 && n < products.length) ?? [...sizes][0] ?? ["", 0];
    await expectChoiceGives(page, "sizes", size, count);
    expect(new URL(page.url()).searchParams.get("q")).toBe(SEARCH);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the filter column is no taller than the window beside the grid, and the page no longer than it needs", async () => {
    const { page } = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseUrl}/all-product`);
    await page.locator("html[data-hydrated]").waitFor();
    const column = await page.locator("#catalogue-filters").boundingBox();
    expect(column?.height).toBeLessThanOrEqual(800);
    // The page was 10,934 px tall beside a grid of 12 products before issue 29: the column, not
    // the grid, set the page's length. Now the grid (or one window) does.
    const layout = await page.locator(".catalogue__layout").boundingBox();
    const results = await page.locator(".catalogue__results").boundingBox();
    expect(layout?.height).toBeLessThanOrEqual(Math.max(results?.height ?? 0, 800) + 1);
    await page.close();
  });

  it("the server's HTML has the same: 12 values, 'Show all' opening without script, the counts", async () => {
    const products = await allProducts(baseUrl);
    const { id, products: inSubcategory } = await subcategoryWithMostSizes();
    const listings: [string, Product[]][] = [
      ["/all-product", products],
      [await readablePath(id), inSubcategory],
      [`/search?q=${SEARCH}`, await searchMatches(SEARCH)],
    ];
    await withBrowser(
      async (session) => {
        const { page, errors } = await session.newPage();
        for (const [path, listed] of listings) {
          const sizes = countsOf(listed, "sizes");
          const colors = countsOf(listed, "colors");
          await page.goto(`${baseUrl}${path}`);
          expect(await page.locator("html[data-hydrated]").count()).toBe(0);
          // The narrowing box needs script: not shown without it.
          expect(await page.getByRole("searchbox", { name: "Filter sizes" }).isVisible()).toBe(false);
          await expectFacet(page, "sizes", sizes);
          await expectFacet(page, "colors", colors);
          await expectGroupedSizes(page, sizes);
        }
        // The filter form without script: ticking a colour and Apply lead to the view's own URL
        // (the path or the query kept), whose listing has that colour's count.
        const [path, listed] = listings[1] ?? ["", []];
        const colors = countsOf(listed, "colors");
        const [color, count] = [...colors].find(([, n]) => n < listed.length) ?? [...colors][0] ?? ["", 0];
        await page.goto(`${baseUrl}${path}`);
        const box = facetGroup(page, "colors").getByRole("checkbox", { name: `${color} (${count} products)` });
        if (!(await box.isVisible())) await facetGroup(page, "colors").locator("summary").click();
        await box.check();
        await page.getByRole("button", { name: "Apply filters" }).click();
        await page.waitForURL(
          (url) =>
            url.pathname === path && url.searchParams.get("colors") === color && [...url.searchParams].length === 1,
        );
        await page.locator(".listing__summary", { hasText: new RegExp(` of ${count} products$`) }).waitFor();
        expect(errors).toEqual([]);
      },
      { javaScriptEnabled: false, viewport: { width: 1280, height: 800 } },
    );
  });
});
