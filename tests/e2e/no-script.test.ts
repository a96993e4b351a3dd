/**
 * The shop with JavaScript turned off (issue 26): every navigation is a link and every search a
 * GET form, so a visitor without script (or a crawler) pages through a listing, filters and
 * sorts it, searches from the header and opens a category from the menus; the screens built in
 * the browser still arrive as whole pages with the site's frame. Expected products come from the API.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { saveScreenshot, type TrackedPage } from "../support/browser";
import { categories, productsPage } from "../support/catalogue";
import { overflowingElements } from "../support/page-checks";
import { sharedContext } from "../support/shared-context";

const baseUrl = inject("baseUrl");
/** SPEC.md section 9. */
const PAGE_SIZE = 12;

const header = (page: Page) => page.getByRole("banner");
/** The screen's words. Playwright's text matching skips <noscript>, where they are written. */
const mainText = (page: Page) => page.getByRole("main").innerText();
const cardNames = (page: Page) =>
  page.locator(".product-grid").first().getByRole("heading", { level: 3 }).allInnerTexts();

/** One context with script off for the file; each test starts without the last one's tabs, cookies and storage. */
const noScript = sharedContext(baseUrl, { javaScriptEnabled: false });

async function withoutScript(test: (tab: TrackedPage) => Promise<void>, width = 1280): Promise<void> {
  const tab = await noScript.newPage();
  await tab.page.setViewportSize({ width, height: 800 });
  await test(tab);
}

/** A page without script is what the server sent: no test may wait for hydration, none happens. */
async function expectNoScriptRan(page: Page): Promise<void> {
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
}

/** A page without script has nothing stuck on "Loading...". */
async function expectNothingLoading(page: Page): Promise<void> {
  expect(await page.getByText("Loading...", { exact: true }).isVisible()).toBe(false);
}

/**
 * Nothing sticks out sideways. (axe cannot run here: it waits on timers, which do not run in a
 * page without script; the same screens with script are checked by their own specs.)
 */
async function expectNoOverflow(page: Page): Promise<void> {
  expect(await overflowingElements(page)).toEqual([]);
}

describe("without JavaScript", () => {
  it("pages through /all-product with Previous and Next links, and opens a product", async () => {
    await withoutScript(async ({ page, errors }) => {
      const first = await productsPage(baseUrl, "page=1");
      const second = await productsPage(baseUrl, "page=2");
      const pages = Math.ceil(first.total / PAGE_SIZE);
      expect(pages).toBeGreaterThan(2);

      await page.goto(`${baseUrl}/all-product`);
      await page.getByText(`Page 1 of ${pages}`, { exact: true }).waitFor();
      expect(await cardNames(page)).toEqual(first.items.map((item) => item.name));
      expect(await page.getByRole("link", { name: "Previous" }).isDisabled()).toBe(true);

      await page.getByRole("link", { name: "Next" }).click();
      await page.getByText(`Page 2 of ${pages}`, { exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get("page")).toBe("2");
      expect(await cardNames(page)).toEqual(second.items.map((item) => item.name));

      await page.getByRole("link", { name: "Previous" }).click();
      await page.getByText(`Page 1 of ${pages}`, { exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.has("page")).toBe(false);

      const [product] = first.items;
      if (!product) throw new Error("the catalogue's first page is empty");
      await page.locator(`.product-grid a.product-card__link[href="/product/${product.id}"]`).click();
      await page.waitForURL((url) => url.pathname === `/product/${product.id}`);
      await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
      await expectNoScriptRan(page);
      expect(errors).toEqual([]);
    });
  });

  it("filters /all-product by a size, sorts it by price and pages on with both kept", async () => {
    await withoutScript(async ({ page, errors }) => {
      const { facets } = await productsPage(baseUrl, "page=1");
      // The size on most products, so the filtered list has more than one page.
      const size = facets.sizes.reduce((most, entry) => (entry.count > most.count ? entry : most));
      expect(size.count).toBeGreaterThan(PAGE_SIZE);
      const sizes = new URLSearchParams({ sizes: size.value }).toString();

      await page.goto(`${baseUrl}/all-product`);
      await page.getByRole("checkbox", { name: `${size.value} (${size.count} products)` }).check();
      await page.getByRole("button", { name: "Apply filters" }).click();
      // The form names every field; the page answers with the URL the scripted filters make.
      await page.waitForURL((url) => url.search === `?${sizes}`);
      const filtered = await productsPage(baseUrl, sizes);
      expect(filtered.total).toBe(size.count);
      expect(await cardNames(page)).toEqual(filtered.items.map((item) => item.name));
      expect(await page.getByRole("checkbox", { name: new RegExp(`^${size.value} \\(`) }).isChecked()).toBe(true);

      await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
      await page.getByRole("button", { name: "Sort", exact: true }).click();
      await page.waitForURL((url) => url.search === `?${sizes}&sort=price-asc`);
      const sorted = await productsPage(baseUrl, `${sizes}&sort=price-asc`);
      expect(await cardNames(page)).toEqual(sorted.items.map((item) => item.name));
      const prices = sorted.items.map((item) => item.discountPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      await page.getByRole("link", { name: "Next" }).click();
      await page.waitForURL((url) => url.search === `?${sizes}&sort=price-asc&page=2`);
      const secondPage = await productsPage(baseUrl, `${sizes}&sort=price-asc&page=2`);
      expect(await cardNames(page)).toEqual(secondPage.items.map((item) => item.name));

      await page.locator("#catalogue-filters").getByRole("link", { name: "Clear all" }).click();
      await page.waitForURL((url) => !url.searchParams.has("sizes"));
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ sort: "price-asc" });
      await expectNoScriptRan(page);
      expect(errors).toEqual([]);
    });
  });

  it("at 375px the filters and their Apply button are in the page, not behind a drawer", async () => {
    await withoutScript(async ({ page, errors }) => {
      await page.goto(`${baseUrl}/all-product`);
      expect(await page.getByRole("button", { name: "Apply filters" }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Filters", exact: true }).isVisible()).toBe(false);
      await expectNoOverflow(page);
      await saveScreenshot(page, "no-script-all-product-375");
      expect(errors).toEqual([]);
    }, 375);
  });

  it("searches from the header box: a GET form to /search", async () => {
    await withoutScript(async ({ page, errors }) => {
      const expected = await productsPage(baseUrl, "q=shirt");
      expect(expected.total).toBeGreaterThan(0);
      await page.goto(`${baseUrl}/wallet`);
      const box = header(page).getByRole("combobox", { name: "Search products" });
      await box.fill("shirt");
      await box.press("Enter");
      await page.waitForURL((url) => url.pathname === "/search");
      expect(new URL(page.url()).searchParams.get("q")).toBe("shirt");
      await page.getByRole("heading", { level: 1, name: "Search results for “shirt”" }).waitFor();
      expect(await cardNames(page)).toEqual(expected.items.map((item) => item.name));
      expect(errors).toEqual([]);
    });
  });

  it("at 375px the Menu disclosure opens a group and leads to its subcategory", async () => {
    const [group] = await categories(baseUrl);
    const subcategory = group?.subcategories[0];
    if (!group || !subcategory) throw new Error("the seed has no category with a subcategory");
    await withoutScript(async ({ page, errors }) => {
      await page.goto(`${baseUrl}/wallet`);
      const menu = header(page).locator("details.mobile-menu__disclosure");
      await menu.locator("summary", { hasText: "Menu" }).click();
      const nav = menu.getByRole("navigation", { name: "Small screen menu" });
      await nav.waitFor();
      await nav.locator("summary", { hasText: new RegExp(`^${group.name}$`) }).click();
      await saveScreenshot(page, "no-script-menu-375");
      await nav.getByRole("link", { name: subcategory.name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/${group.slug}/${subcategory.slug}`);
      await page.getByRole("heading", { level: 1, name: subcategory.name }).waitFor();
      expect(errors).toEqual([]);
    }, 375);
  });

  it("at 1280px a category's panel opens on hover and leads to its subcategory", async () => {
    const [group] = await categories(baseUrl);
    const subcategory = group?.subcategories[0];
    if (!group || !subcategory) throw new Error("the seed has no category with a subcategory");
    await withoutScript(async ({ page, errors }) => {
      await page.goto(`${baseUrl}/wallet`);
      const nav = page.getByRole("navigation", { name: "Categories" });
      await nav.getByRole("link", { name: group.name, exact: true }).hover();
      const panel = nav.locator(`#category-panel-${group.id}`);
      await panel.waitFor();
      await panel.getByRole("link", { name: subcategory.name, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get("subcat") === String(subcategory.id));
      await page.getByRole("heading", { level: 1, name: subcategory.name }).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it("/login, /register, /wishlist and /your-orders are whole pages with the site's header", async () => {
    await withoutScript(async ({ page, errors }) => {
      await page.goto(`${baseUrl}/login`);
      await header(page).waitFor();
      await page.getByRole("heading", { level: 1, name: "Sign In" }).waitFor();
      expect(await page.getByLabel("Email").isVisible()).toBe(true);
      // The form posts to the page's action: nothing here asks for script (issue 28).
      expect(await mainText(page)).not.toContain("JavaScript");
      await expectNothingLoading(page);

      await page.goto(`${baseUrl}/register`);
      await page.getByRole("heading", { level: 1, name: "Create Account" }).waitFor();
      expect(await mainText(page)).not.toContain("JavaScript");

      for (const path of ["/wishlist", "/your-orders"]) {
        await page.goto(`${baseUrl}${path}`);
        await header(page).waitFor();
        expect(await mainText(page)).toContain("This page shows what your account and this browser keep");
        expect(await page.getByRole("main").getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
        await expectNothingLoading(page);
      }
      await expectNoOverflow(page);
      expect(errors).toEqual([]);
    }, 375);
  });

  it("/addcart shows its checkout top with the shop's logo, and why the cart needs script", async () => {
    await withoutScript(async ({ page, errors }) => {
      await page.goto(`${baseUrl}/addcart`);
      expect(await page.locator(".checkout-top a[href='/']").isVisible()).toBe(true);
      await page.getByRole("navigation", { name: "Checkout steps" }).waitFor();
      await page.getByRole("heading", { level: 1, name: "Shopping Cart" }).waitFor();
      expect(await mainText(page)).toContain("Your cart is kept in this browser or your account");
      await expectNothingLoading(page);
      await expectNoOverflow(page);
      await saveScreenshot(page, "no-script-addcart-375");
      await page.getByRole("link", { name: "Browse all products" }).click();
      await page.waitForURL((url) => url.pathname === "/all-product");
      expect(errors).toEqual([]);
    }, 375);
  });
});
