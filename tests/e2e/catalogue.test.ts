/**
 * The catalogue (SPEC.md section 2 "Catalogue", sections 4, 8 and 9): /all-product, /filter-side,
 * the mobile subcategory routes and /baby-care, through the real stack. Expected products come
 * from the API.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { Subcategory } from "@/domain/catalogue";
import { saveScreenshot, withBrowser } from "../support/browser";
import { allProducts, categories, productsPage } from "../support/catalogue";
import { checkAtAllWidths, seriousAxeViolations } from "../support/page-checks";
import { suiteBrowser } from "../support/suite-browser";

const baseUrl = inject("baseUrl");
/** SPEC.md section 9. */
const PAGE_SIZE = 12;
/** Three widths, each a full load, network idle and an axe run: slower than one flow. */
const PAGE_CHECKS_TIMEOUT_MS = 150_000;

async function subcategoryBySlugs(group: string, slug: string): Promise<Subcategory> {
  const found = (await categories(baseUrl))
    .find((category) => category.slug === group)
    ?.subcategories.find((subcategory) => subcategory.slug === slug);
  if (!found) throw new Error(`no subcategory ${group}/${slug} in the seed`);
  return found;
}

/** Every product id of a subcategory. */
async function idsOfSubcategory(id: number): Promise<Set<number>> {
  return new Set(
    (await allProducts(baseUrl)).filter((product) => product.subcategoryId === id).map((product) => product.id),
  );
}

const grid = (page: Page) => page.locator(".product-grid").first();
const cardNames = (page: Page) => grid(page).getByRole("heading", { level: 3 }).allInnerTexts();

async function cardIds(page: Page): Promise<number[]> {
  const hrefs = await grid(page)
    .locator("a.product-card__link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => Number(href.replace("/product/", "")));
}

/** Waits until the grid shows exactly these product names (the new page has arrived). */
async function expectNames(page: Page, names: string[]) {
  await expect.poll(() => cardNames(page), { timeout: 15_000 }).toEqual(names);
}

/** A catalogue route's data request of a client navigation (its loader, run on the server). */
function isCatalogueData(url: URL): boolean {
  return /^\/(all-product|filter-side)\.data$/.test(url.pathname);
}

/** What the browser itself asks the API or the loaders for, from now on. */
function recordRequests(page: Page): { api: string[]; data: URL[] } {
  const seen = { api: [] as string[], data: [] as URL[] };
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/products" || url.pathname === "/api/categories") seen.api.push(url.pathname);
    if (isCatalogueData(url)) seen.data.push(url);
  });
  return seen;
}

// The slider's reload is a real request on a loaded machine: its waits are generous (they are
// not measurements; the paused clock decides what is sent when).
const SLIDER_WAIT_MS = 40_000;

describe("catalogue: /all-product and /filter-side", () => {
  const browser = suiteBrowser();

  it("shows 12 products a page with Previous, Next, 'Page X of Y' and a working Back button", async () => {
    const { page, errors } = await browser.newPage();
    const first = await productsPage(baseUrl, "min=10&max=50000&page=1");
    const second = await productsPage(baseUrl, "min=10&max=50000&page=2");
    const pages = Math.ceil(first.total / PAGE_SIZE);
    expect(pages).toBeGreaterThan(2);

    await page.goto(`${baseUrl}/all-product`);
    await page.getByRole("heading", { level: 1, name: "All products" }).waitFor();
    await expectNames(
      page,
      first.items.map((item) => item.name),
    );
    expect(await grid(page).locator(".product-card").count()).toBe(PAGE_SIZE);
    await page.getByText(`Page 1 of ${pages}`, { exact: true }).waitFor();
    const previous = page.getByRole("link", { name: "Previous" });
    const next = page.getByRole("link", { name: "Next" });
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isEnabled()).toBe(true);
    // Only the first row loads at once; the rest waits until scrolled near.
    const loading = await grid(page)
      .locator("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("loading")));
    expect(loading).toEqual([...Array(4).fill("eager"), ...Array(PAGE_SIZE - 4).fill("lazy")]);

    await next.click();
    await page.getByText(`Page 2 of ${pages}`, { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get("page")).toBe("2");
    await expectNames(
      page,
      second.items.map((item) => item.name),
    );
    expect(second.items.map((item) => item.id)).not.toEqual(first.items.map((item) => item.id));
    expect(await previous.isEnabled()).toBe(true);

    await page.goBack();
    await page.getByText(`Page 1 of ${pages}`, { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.has("page")).toBe(false);
    await expectNames(
      page,
      first.items.map((item) => item.name),
    );

    const last = await productsPage(baseUrl, `min=10&max=50000&page=${pages}`);
    await page.goto(`${baseUrl}/all-product?page=${pages}`);
    await page.getByText(`Page ${pages} of ${pages}`, { exact: true }).waitFor();
    await expectNames(
      page,
      last.items.map((item) => item.name),
    );
    expect(await page.getByRole("link", { name: "Next" }).isDisabled()).toBe(true);
    expect(await page.getByRole("link", { name: "Previous" }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("arrives rendered, and a view chosen in the tree costs one loader request, none to the API", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/all-product`);
    await page.locator(".category-tree .category-tree__toggle").first().waitFor();
    await grid(page).locator("a.product-card__link").first().waitFor();
    const seen = recordRequests(page);
    const toggle = page.locator(".category-tree__toggle").first();
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    await page.locator(".category-tree__subcategories").first().locator("a[href*='subcat=']").first().click();
    await page.waitForURL(/subcat=/);
    await grid(page).locator("a.product-card__link").first().waitFor();
    await expect.poll(() => seen.data.length, { timeout: 10_000 }).toBe(1);
    expect(seen.data[0]?.searchParams.has("subcat")).toBe(true);
    expect(seen.api.filter((path) => path === "/api/products")).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("expands and collapses the category tree, and choosing a subcategory filters the grid and the URL", async () => {
    const { page, errors } = await browser.newPage();
    const sarees = await subcategoryBySlugs("women", "sarees");
    const sareeIds = await idsOfSubcategory(sarees.id);

    await page.goto(`${baseUrl}/filter-side`);
    const tree = page.getByRole("region", { name: "Categories" });
    const men = tree.getByRole("button", { name: "Men", exact: true });
    await men.waitFor();
    expect(await men.getAttribute("aria-expanded")).toBe("false");
    expect(await tree.getByRole("link", { name: "Shirts", exact: true }).isVisible()).toBe(false);
    await men.click();
    expect(await men.getAttribute("aria-expanded")).toBe("true");
    await tree.getByRole("link", { name: "Shirts", exact: true }).waitFor();
    await men.click();
    expect(await men.getAttribute("aria-expanded")).toBe("false");
    await tree.getByRole("link", { name: "Shirts", exact: true }).waitFor({ state: "hidden" });

    await tree.getByRole("button", { name: "Women", exact: true }).click();
    const sareesLink = tree.getByRole("link", { name: "Sarees", exact: true });
    await sareesLink.click();
    await page.getByRole("heading", { level: 1, name: "Sarees" }).waitFor();
    expect(new URL(page.url()).searchParams.get("subcat")).toBe(String(sarees.id));
    expect(await sareesLink.getAttribute("aria-current")).toBe("page");
    await expect.poll(() => cardIds(page), { timeout: 15_000 }).toHaveLength(Math.min(PAGE_SIZE, sareeIds.size));
    for (const id of await cardIds(page)) expect(sareeIds.has(id), `product ${id} is a saree`).toBe(true);

    // 'All products' clears the choice.
    await tree.getByRole("link", { name: "All products" }).click();
    await page.getByRole("heading", { level: 1, name: "All products" }).waitFor();
    expect(new URL(page.url()).searchParams.has("subcat")).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("picking a whole group lists only that group and resets the page to 1", async () => {
    const { page, errors } = await browser.newPage();
    const kids = (await categories(baseUrl)).find((category) => category.slug === "kids");
    if (!kids) throw new Error("no kids group");
    const expected = await productsPage(baseUrl, `cat=${kids.id}&min=10&max=50000`);

    await page.goto(`${baseUrl}/filter-side?page=3`);
    await page.getByText(/^Page 3 of \d+$/).waitFor();
    const tree = page.getByRole("region", { name: "Categories" });
    await tree.getByRole("button", { name: "Kids", exact: true }).click();
    await tree.getByRole("link", { name: "All Kids" }).click();
    await page.getByRole("heading", { level: 1, name: "Kids" }).waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get("cat")).toBe(String(kids.id));
    expect(url.searchParams.has("page")).toBe(false);
    await expectNames(
      page,
      expected.items.map((item) => item.name),
    );
    await page.getByText(`Page 1 of ${Math.ceil(expected.total / PAGE_SIZE)}`, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a shared link with subcat, min, max and page opens that exact view", async () => {
    const { page, errors } = await browser.newPage();
    const shirts = await subcategoryBySlugs("men", "shirts");
    const query = `subcat=${shirts.id}&min=500&max=20000`;
    const expected = await productsPage(baseUrl, `${query}&page=2`);
    expect(expected.items.length).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/filter-side?${query}&page=2`);
    await page.getByRole("heading", { level: 1, name: "Shirts" }).waitFor();
    await page.getByText(`Page 2 of ${Math.ceil(expected.total / PAGE_SIZE)}`, { exact: true }).waitFor();
    await expectNames(
      page,
      expected.items.map((item) => item.name),
    );
    expect(await page.getByLabel("Minimum price").inputValue()).toBe("500");
    expect(await page.getByLabel("Maximum price").inputValue()).toBe("20000");
    await page.getByText("₹20,000.00").first().waitFor();
    expect(await page.getByRole("link", { name: "Shirts", exact: true }).getAttribute("aria-current")).toBe("page");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the price slider reloads the products once, 500 ms after the last change", async () => {
    // The fake clock belongs to the whole browser context: keep it out of the other tests' pages.
    await withBrowser(async (clocked) => {
      const { page, errors } = await clocked.newPage();
      const start = new Date("2026-03-02T10:00:00Z").getTime();
      await page.clock.install({ time: start });
      const requests: URL[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (isCatalogueData(url)) requests.push(url);
      });
      await page.goto(`${baseUrl}/all-product`);
      await grid(page).locator(".product-card__link").first().waitFor();
      // The page's time flows until paused; from here on only runFor moves it.
      await page.clock.pauseAt(start + 60_000);
      const before = requests.length;

      const minimum = page.getByLabel("Minimum price");
      await minimum.focus();
      for (let press = 0; press < 5; press++) await minimum.press("ArrowRight");
      expect(await minimum.inputValue()).toBe("60");
      // The thumb and its ₹ value follow at once, before any reload.
      await page.getByText("₹60.00", { exact: true }).first().waitFor();

      await page.clock.runFor(499);
      // Give the page a real moment to send anything it was going to send.
      await page.waitForTimeout(300);
      expect(requests.slice(before)).toEqual([]);

      await page.clock.runFor(1);
      await expect.poll(() => requests.length - before, { timeout: SLIDER_WAIT_MS }).toBe(1);
      // The reload has landed once the address says so; no second request came meanwhile.
      await expect.poll(() => new URL(page.url()).searchParams.get("min"), { timeout: SLIDER_WAIT_MS }).toBe("60");
      const sent = requests.slice(before);
      expect(sent.map((url) => url.search)).toHaveLength(1);
      expect(sent[0]?.searchParams.get("min"), sent[0]?.href).toBe("60");
      // The highest price is the slider's default, which links leave out.
      expect(sent[0]?.searchParams.has("max")).toBe(false);

      // A second round of changes replaces that history entry: Back skips the in-between ranges.
      for (let press = 0; press < 2; press++) await minimum.press("ArrowRight");
      await page.clock.runFor(500);
      await expect.poll(() => new URL(page.url()).searchParams.get("min"), { timeout: SLIDER_WAIT_MS }).toBe("80");
      await page.goBack();
      await expect.poll(() => new URL(page.url()).searchParams.has("min"), { timeout: SLIDER_WAIT_MS }).toBe(false);
      await expect.poll(() => minimum.inputValue(), { timeout: SLIDER_WAIT_MS }).toBe("10");
      expect(errors).toEqual([]);
    });
  }, 150_000);

  it("shows SPEC.md's error text with a Retry when a view's products cannot be loaded", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/filter-side`);
    await grid(page).locator("a.product-card__link").first().waitFor();
    const failing = (url: URL) => isCatalogueData(url);
    await page.route(failing, (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Broken." }));
    const tree = page.getByRole("region", { name: "Categories" });
    await tree.getByRole("button", { name: "Women", exact: true }).click();
    await tree.getByRole("link", { name: "Sarees", exact: true }).click();
    await page.getByRole("alert").getByText("Error: Error fetching products: 500", { exact: true }).waitFor();
    await saveScreenshot(page, "catalogue-errors");

    // The shop answers again: Retry runs the loader once more and the view arrives.
    await page.unroute(failing);
    await page.getByRole("button", { name: "Retry" }).click();
    await page.getByRole("heading", { level: 1, name: "Sarees" }).waitFor();
    await grid(page).locator("a.product-card__link").first().waitFor();
    // The browser logs the failed request itself; nothing else may go wrong.
    expect(errors.filter((error) => !/500/.test(error))).toEqual([]);
    await page.close();
  });

  it("says 'No products available.' when nothing is in the price range", async () => {
    const { page, errors } = await browser.newPage();
    const empty = await productsPage(baseUrl, "min=49000&max=50000");
    expect(empty.total).toBe(0);
    await page.goto(`${baseUrl}/all-product?min=49000&max=50000`);
    await page.getByText("No products available.", { exact: true }).waitFor();
    expect(await grid(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("handles a broken link (page=abc, min above max) with a note instead of a blank page", async () => {
    const { page, errors } = await browser.newPage();
    const all = await productsPage(baseUrl, "min=10&max=50000");
    await page.goto(`${baseUrl}/all-product?page=abc&min=900&max=100`);
    await page.getByText("The page number in this link is not valid, so page 1 is shown.").waitFor();
    await page.getByText("The lowest price in this link is above the highest, so every price is shown.").waitFor();
    await page.getByText(`Page 1 of ${Math.ceil(all.total / PAGE_SIZE)}`, { exact: true }).waitFor();
    await expectNames(
      page,
      all.items.map((item) => item.name),
    );
    await page.goto(`${baseUrl}/filter-side?subcat=9999`);
    await page.getByText("Category not found.").waitFor();
    expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
    await page.close();
  });

  it("on a phone the filters hide behind a 'Filters' button", async () => {
    const { page, errors } = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseUrl}/all-product`);
    const toggle = page.getByRole("button", { name: "Filters" });
    await toggle.waitFor();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByLabel("Minimum price").isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await page.getByLabel("Minimum price").waitFor();
    const tree = page.getByRole("region", { name: "Categories" });
    await tree.getByRole("button", { name: "Beauty", exact: true }).click();
    await tree.getByRole("link", { name: "Skincare", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Skincare" }).waitFor();
    // Choosing closes the panel so the results are in view.
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await saveScreenshot(page, "catalogue-phone-skincare");
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([
    ["/all-product", "catalogue-all"],
    ["/filter-side?subcat=1", "catalogue-subcat-1"],
  ])(
    "%s passes the page checks at every width",
    async (path, name) => {
      const { page, errors } = await browser.newPage();
      const problems = await checkAtAllWidths(page, `${baseUrl}${path}`, name, (p) =>
        grid(p).locator(".product-card__link").first().waitFor(),
      );
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
    PAGE_CHECKS_TIMEOUT_MS,
  );
});

describe("subcategory, baby care and studio pages", () => {
  const browser = suiteBrowser();

  it.each([
    ["men", "shirts", "Shirts"],
    ["home-living", "furniture", "Furniture"],
    ["kids", "baby-care", "Baby Care"],
    ["studio", "design", "Design Studio"],
    ["studio", "photography", "Photography Studio"],
  ])("/%s/%s lists only that subcategory's products", async (group, slug, heading) => {
    const { page, errors } = await browser.newPage();
    const subcategory = await subcategoryBySlugs(group, slug);
    const ids = await idsOfSubcategory(subcategory.id);
    expect(ids.size).toBeGreaterThan(0);
    const path = group === "kids" && slug === "baby-care" ? "/baby-care" : `/${group}/${slug}`;

    await page.goto(`${baseUrl}${path}`);
    await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    await expect.poll(() => cardIds(page), { timeout: 15_000 }).toHaveLength(Math.min(PAGE_SIZE, ids.size));
    for (const id of await cardIds(page)) expect(ids.has(id), `product ${id} is in ${group}/${slug}`).toBe(true);
    await page.getByText(`Page 1 of ${Math.ceil(ids.size / PAGE_SIZE)}`, { exact: true }).waitFor();
    const filters = page.getByRole("link", { name: "Filter by price and category" });
    expect(await filters.getAttribute("href")).toBe(`/filter-side?subcat=${subcategory.id}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("/baby-care pages through all its products", async () => {
    const { page, errors } = await browser.newPage();
    const babyCare = await subcategoryBySlugs("kids", "baby-care");
    const second = await productsPage(baseUrl, `subcat=${babyCare.id}&page=2`);
    expect(second.items.length).toBeGreaterThan(0);
    await page.goto(`${baseUrl}/baby-care`);
    await page.getByRole("link", { name: "Next" }).click();
    await page.getByText(`Page 2 of ${Math.ceil(second.total / PAGE_SIZE)}`, { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get("page")).toBe("2");
    await expectNames(
      page,
      second.items.map((item) => item.name),
    );
    await page.goBack();
    await page.getByText(`Page 1 of ${Math.ceil(second.total / PAGE_SIZE)}`, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(["/men/shirtz", "/studio/pottery"])("%s says the category is not found, with ways on", async (path) => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole("heading", { level: 1, name: "Category not found." }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "All products", exact: true }).first().waitFor();
    // The browser itself logs the page's 404.
    expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
    await page.close();
  });

  it.each([
    ["/men/shirts", "subcategory-men-shirts"],
    ["/baby-care", "baby-care"],
    ["/studio/design", "studio-design"],
  ])(
    "%s passes the page checks at every width",
    async (path, name) => {
      const { page, errors } = await browser.newPage();
      const problems = await checkAtAllWidths(page, `${baseUrl}${path}`, name, (p) =>
        grid(p).locator(".product-card__link").first().waitFor(),
      );
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
    PAGE_CHECKS_TIMEOUT_MS,
  );
});

describe("catalogue facets, sort and the filter drawer (issue 14)", () => {
  const browser = suiteBrowser();
  const ALL = "min=10&max=50000";
  const panel = (page: Page) => page.locator("#catalogue-filters");
  const params = (page: Page) => new URL(page.url()).searchParams;

  /** A facet value that narrows the list without emptying it. */
  function narrowing(values: readonly { value: string; count: number }[], total: number) {
    const found = values.find((entry) => entry.count > 0 && entry.count < total);
    if (!found) throw new Error("no facet value narrows the demo catalogue");
    return found;
  }

  it.each([
    ["Size", "sizes"],
    ["Colour", "colors"],
  ] as const)("the %s checkboxes show their counts and filter the grid through the URL", async (legend, key) => {
    const { page, errors } = await browser.newPage();
    const all = await productsPage(baseUrl, ALL);
    const choice = narrowing(all.facets[key], all.total);
    const expected = await productsPage(baseUrl, `${ALL}&${key}=${encodeURIComponent(choice.value)}`);
    expect(expected.total).toBe(choice.count);

    await page.goto(`${baseUrl}/all-product?page=2`);
    const box = panel(page)
      .getByRole("group", { name: legend })
      .getByRole("checkbox", { name: `${choice.value} (${choice.count} products)`, exact: true });
    await box.click();
    await expect.poll(() => params(page).get(key), { timeout: 10_000 }).toBe(choice.value);
    // A new filter starts again at page 1.
    expect(params(page).has("page")).toBe(false);
    await expectNames(
      page,
      expected.items.map((item) => item.name),
    );
    await page.getByText(`of ${expected.total} products`, { exact: false }).first().waitFor();
    expect(await box.isChecked()).toBe(true);
    await box.click();
    await expect.poll(() => params(page).has(key), { timeout: 10_000 }).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("'In stock only' and the minimum rating filter the grid", async () => {
    const { page, errors } = await browser.newPage();
    const all = await productsPage(baseUrl, ALL);
    const inStock = await productsPage(baseUrl, `${ALL}&inStock=1`);
    expect(inStock.total).toBe(all.facets.inStock);
    const rated = await productsPage(baseUrl, `${ALL}&inStock=1&minRating=4`);
    expect(rated.total).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/all-product`);
    await panel(page)
      .getByRole("checkbox", { name: `In stock only (${all.facets.inStock} products)`, exact: true })
      .click();
    await expect.poll(() => params(page).get("inStock"), { timeout: 10_000 }).toBe("1");
    await expectNames(
      page,
      inStock.items.map((item) => item.name),
    );
    await panel(page).getByRole("radio", { name: "4 stars & up" }).click();
    await expect.poll(() => params(page).get("minRating"), { timeout: 10_000 }).toBe("4");
    await expectNames(
      page,
      rated.items.map((item) => item.name),
    );
    for (const card of rated.items) expect(card.rating).toBeGreaterThanOrEqual(4);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("sorts by price, and Back and Forward step through the filters and the sort", async () => {
    const { page, errors } = await browser.newPage();
    const all = await productsPage(baseUrl, ALL);
    const choice = narrowing(all.facets.sizes, all.total);
    const sized = await productsPage(baseUrl, `${ALL}&sizes=${encodeURIComponent(choice.value)}`);
    const cheapest = await productsPage(baseUrl, `${ALL}&sizes=${encodeURIComponent(choice.value)}&sort=price-asc`);
    const prices = cheapest.items.map((item) => item.discountPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.goto(`${baseUrl}/all-product`);
    await expectNames(
      page,
      all.items.map((item) => item.name),
    );
    const sizeBox = panel(page)
      .getByRole("group", { name: "Size" })
      .getByRole("checkbox", { name: `${choice.value} (${choice.count} products)`, exact: true });
    await sizeBox.click();
    await expectNames(
      page,
      sized.items.map((item) => item.name),
    );
    await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
    await expect.poll(() => params(page).get("sort"), { timeout: 10_000 }).toBe("price-asc");
    await expectNames(
      page,
      cheapest.items.map((item) => item.name),
    );

    // The link alone reproduces the view.
    const shared = page.url();
    const other = await browser.newPage();
    await other.page.goto(shared);
    await expectNames(
      other.page,
      cheapest.items.map((item) => item.name),
    );
    expect(await other.page.getByLabel("Sort by").inputValue()).toBe("price-asc");
    await other.page.close();

    await page.goBack();
    await expect.poll(() => params(page).has("sort"), { timeout: 10_000 }).toBe(false);
    await expectNames(
      page,
      sized.items.map((item) => item.name),
    );
    expect(await page.getByLabel("Sort by").inputValue()).toBe("relevance");
    await page.goBack();
    await expect.poll(() => params(page).has("sizes"), { timeout: 10_000 }).toBe(false);
    await expectNames(
      page,
      all.items.map((item) => item.name),
    );
    await page.goForward();
    await expectNames(
      page,
      sized.items.map((item) => item.name),
    );
    expect(await sizeBox.isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("'Clear all' drops every filter but the category and the sort", async () => {
    const { page, errors } = await browser.newPage();
    const kids = (await categories(baseUrl)).find((category) => category.slug === "kids");
    if (!kids) throw new Error("no kids group");
    const expected = await productsPage(baseUrl, `cat=${kids.id}&${ALL}&sort=newest`);
    await page.goto(`${baseUrl}/filter-side?cat=${kids.id}&min=100&max=3000&inStock=1&minRating=3&sort=newest`);
    await page.getByRole("heading", { level: 1, name: "Kids" }).waitFor();
    await panel(page).getByRole("link", { name: "Clear all" }).click();
    await expect.poll(() => [...params(page).keys()].sort(), { timeout: 10_000 }).toEqual(["cat", "sort"]);
    await expectNames(
      page,
      expected.items.map((item) => item.name),
    );
    expect(await panel(page).getByRole("link", { name: "Clear all" }).count()).toBe(0);
    expect(await page.getByLabel("Minimum price").inputValue()).toBe("10");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("says 'No products match these filters.' and Clear all leads back to the products", async () => {
    const { page, errors } = await browser.newPage();
    const all = await productsPage(baseUrl, ALL);
    expect((await productsPage(baseUrl, "min=49000&max=50000&inStock=1")).total).toBe(0);
    await page.goto(`${baseUrl}/all-product?min=49000&max=50000&inStock=1`);
    await page.getByText("No products match these filters.", { exact: true }).waitFor();
    expect(await grid(page).count()).toBe(0);
    // The empty listing's own Clear all (the active filters' chips above it have one too).
    await page.getByRole("region", { name: "Products" }).getByRole("link", { name: "Clear all" }).last().click();
    await expectNames(
      page,
      all.items.map((item) => item.name),
    );
    expect(page.url()).toBe(`${baseUrl}/all-product`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("at 375 px the filters open as a modal drawer, usable with the keyboard, with no serious axe violation", async () => {
    const { page, errors } = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    const all = await productsPage(baseUrl, ALL);
    const inStock = await productsPage(baseUrl, `${ALL}&inStock=1`);
    await page.goto(`${baseUrl}/all-product`);
    await grid(page).locator("a.product-card__link").first().waitFor();
    const toggle = page.getByRole("button", { name: "Filters", exact: true });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await drawer.waitFor();
    expect(await drawer.getAttribute("aria-modal")).toBe("true");
    // Focus moves into the drawer, on its Close button.
    const close = drawer.getByRole("button", { name: "Close" });
    await expect.poll(() => close.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, "catalogue-drawer-375");

    // Tab stays inside the drawer, both ways.
    await page.keyboard.press("Shift+Tab");
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Tab");
    await expect.poll(() => close.evaluate((element) => element === document.activeElement)).toBe(true);

    // A filter chosen with the keyboard applies at once; the drawer stays open for more.
    const stock = drawer.getByRole("checkbox", { name: `In stock only (${all.facets.inStock} products)` });
    await stock.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => params(page).get("inStock"), { timeout: 10_000 }).toBe("1");
    await drawer.getByRole("button", { name: `Show ${inStock.total} products` }).waitFor();

    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNames(
      page,
      inStock.items.map((item) => item.name),
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
