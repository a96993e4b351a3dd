/**
 * The catalogue (SPEC.md section 2 "Catalogue", sections 4, 8 and 9): /all-product, /filter-side,
 * the mobile subcategory routes and /baby-care, through the real stack. Expected products come
 * from the API.
 */
import type { Page, Request } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { Subcategory } from "@/domain/catalogue";
import { saveScreenshot, withBrowser } from "../support/browser";
import { allProducts, categories, productsPage } from "../support/catalogue";
import { checkAtAllWidths } from "../support/page-checks";
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

function isProductsRequest(request: Request): boolean {
  return new URL(request.url()).pathname === "/api/products";
}

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
    const previous = page.getByRole("button", { name: "Previous" });
    const next = page.getByRole("button", { name: "Next" });
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
    expect(await page.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Previous" }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("asks for the category tree once, though the header menus and the filter panel both show it", async () => {
    const { page, errors } = await browser.newPage();
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/categories") asked.push(request.url());
    });
    await page.goto(`${baseUrl}/all-product`);
    await page.locator(".category-tree .category-tree__toggle").first().waitFor();
    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: "Men", exact: true })
      .waitFor();
    // A view chosen in the tree (client-side navigation) reuses the same answer.
    const toggle = page.locator(".category-tree__toggle").first();
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    await page.locator(".category-tree__subcategories").first().locator("a[href*='subcat=']").first().click();
    await page.waitForURL(/subcat=/);
    await grid(page).locator("a.product-card__link").first().waitFor();
    expect(asked).toHaveLength(1);
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
        if (isProductsRequest(request)) requests.push(new URL(request.url()));
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
      await expect.poll(() => requests.length - before, { timeout: 10_000 }).toBe(1);
      await page.waitForTimeout(300);
      const sent = requests.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.searchParams.get("min")).toBe("60");
      expect(sent[0]?.searchParams.get("max")).toBe("50000");
      expect(new URL(page.url()).searchParams.get("min")).toBe("60");

      // A second round of changes replaces that history entry: Back skips the in-between ranges.
      for (let press = 0; press < 2; press++) await minimum.press("ArrowRight");
      await page.clock.runFor(500);
      await expect.poll(() => new URL(page.url()).searchParams.get("min"), { timeout: 10_000 }).toBe("80");
      await page.goBack();
      await expect.poll(() => new URL(page.url()).searchParams.has("min"), { timeout: 10_000 }).toBe(false);
      await expect.poll(() => minimum.inputValue(), { timeout: 10_000 }).toBe("10");
      expect(errors).toEqual([]);
    });
  });

  it("shows SPEC.md's error texts when the categories or the products cannot be loaded", async () => {
    const { page, errors } = await browser.newPage();
    await page.route("**/api/categories", (route) =>
      route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "upstream_unavailable", message: "Down." } }),
      }),
    );
    await page.route(
      (url) => url.pathname === "/api/products",
      (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "internal", message: "Broken." } }),
        }),
    );
    await page.goto(`${baseUrl}/all-product`);
    await page.getByRole("alert").getByText("Error: Error fetching categories: 502", { exact: true }).waitFor();
    await page.getByRole("alert").getByText("Error: Error fetching products: 500", { exact: true }).waitFor();
    await page.getByRole("heading", { level: 1, name: "All products" }).waitFor();
    await saveScreenshot(page, "catalogue-errors");
    // The browser logs the failed fetches itself; nothing else may go wrong.
    expect(errors.filter((error) => !/50[02]/.test(error))).toEqual([]);
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
    await page.getByRole("button", { name: "Next" }).click();
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
    expect(errors).toEqual([]);
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
