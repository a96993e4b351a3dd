/**
 * Recently viewed (issue 16) through the real stack: product pages fill the device's list, newest
 * first, at most 12; the home page and product pages show it after hydration (never in the
 * server's HTML) without moving anything on screen; Clear empties it; a sold-out product says so
 * and a withdrawn one drops out; a failed read says so, with Retry. Stock is changed in the shop API's database and put back.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { Product } from "@/domain/product";
import { allProducts } from "../support/catalogue";
import { checkAtAllWidths, WIDTHS } from "../support/page-checks";
import { executeSql } from "../support/shop-db";
import { sharedContext } from "../support/shared-context";

const baseUrl = inject("baseUrl");

const TITLE = "Recently viewed";
const CLEARED = "Your recently viewed products are cleared.";
const FAILED = "Your recently viewed products could not be loaded.";
const KEY = "recentlyViewed";
/** The file's tests share a context, each starting without the last one's tabs, cookies and storage. */
const browser = sharedContext(baseUrl);

/** An id the catalogue has never had. */
const WITHDRAWN_ID = 987_654;

function carousel(page: Page): Locator {
  return page.getByRole("region", { name: TITLE, exact: true });
}

/** The product ids the carousel shows, in its order (each card links to /product/{id}). */
function shownIds(page: Page): Promise<number[]> {
  return carousel(page)
    .locator("a.product-card__link")
    .evaluateAll((links) => links.map((link) => Number(link.getAttribute("href")?.split("/").pop())));
}

/** Waits until the carousel shows its cards (after hydration and the catalogue's answer). */
async function carouselLoaded(page: Page): Promise<void> {
  await carousel(page).locator("a.product-card__link").first().waitFor();
}

function storedList(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? "null") as unknown, KEY);
}

/** A list an earlier visit left on the device, in place before any script of the tab runs. */
async function storeList(page: Page, ids: readonly number[]): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    [KEY, JSON.stringify(ids)] as const,
  );
}

async function openProduct(page: Page, product: Product): Promise<void> {
  await page.goto(`${baseUrl}/product/${product.id}`);
  await page.getByRole("heading", { level: 1, name: product.name, exact: true }).waitFor();
}

async function inStockProducts(count: number): Promise<Product[]> {
  const products = (await allProducts(baseUrl)).filter((product) => product.stock > 3);
  if (products.length < count) throw new Error(`the seed has fewer than ${count} products in stock`);
  // From the end of the catalogue, away from the first products other suites open.
  return products.slice(-count);
}

describe("recently viewed", { timeout: 180_000 }, () => {
  it("is not in the server's HTML of the home page or a product page", async () => {
    for (const path of ["/", "/product/1"]) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: "text/html" } });
      expect(response.status, path).toBe(200);
      // The page as rendered: its markup without the scripts and the asset links (the carousel's
      // code and styles are loaded with the page, ready for after hydration).
      const page = ((await response.text()).split("<body>")[1] ?? "")
        .replace(/<script\b[^>]*>.*?<\/script>/gs, "")
        .replace(/<link\b[^>]*>/g, "");
      // The page itself is there, with its other carousels; the device's list is not.
      expect(page, path).toContain('aria-roledescription="carousel"');
      expect(page, path).not.toMatch(/recently[ -]viewed/i);
    }
  });

  it("lists the products opened, newest first, each once, on the home page and on other product pages; Clear empties it", async () => {
    const [first, second, third] = await inStockProducts(3);
    if (!first || !second || !third) throw new Error("three products needed");
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole("region", { name: "Recommended for you" }).waitFor();
    expect(await page.getByRole("heading", { name: TITLE }).count()).toBe(0);

    await openProduct(page, first);
    // The product on screen is not among those viewed before it: nothing to show yet.
    expect(await carousel(page).count()).toBe(0);
    await openProduct(page, second);
    await carouselLoaded(page);
    expect(await shownIds(page)).toEqual([first.id]);
    await openProduct(page, third);
    await carouselLoaded(page);
    expect(await shownIds(page)).toEqual([second.id, first.id]);
    // Opened again: to the front, not twice.
    await openProduct(page, first);
    await expect.poll(() => shownIds(page)).toEqual([third.id, second.id]);
    expect(await storedList(page)).toEqual([first.id, third.id, second.id]);

    // A link in the carousel is a product page like any other (a client navigation).
    await carousel(page).locator(`a[href="/product/${third.id}"]`).click();
    await page.getByRole("heading", { level: 1, name: third.name, exact: true }).waitFor();
    await expect.poll(() => shownIds(page)).toEqual([first.id, second.id]);

    await page.goto(`${baseUrl}/`);
    await carouselLoaded(page);
    expect(await shownIds(page)).toEqual([third.id, first.id, second.id]);
    expect(await page.getByRole("heading", { level: 2, name: TITLE, exact: true }).count()).toBe(1);

    await page.getByRole("button", { name: "Clear recently viewed products", exact: true }).click();
    await page.getByRole("status").getByText(CLEARED, { exact: true }).waitFor();
    expect(await carousel(page).count()).toBe(0);
    expect(await storedList(page)).toBeNull();
    // The focus stays where the shopper was, on the word that replaced the button.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(CLEARED);
    await page.reload();
    await page.getByRole("region", { name: "Recommended for you" }).waitFor();
    expect(await page.getByRole("heading", { name: TITLE }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("keeps the 12 newest: a 13th product pushes the oldest out", async () => {
    const products = await inStockProducts(13);
    const [newest, ...older] = products;
    if (!newest) throw new Error("13 products needed");
    const twelve = older.map((product) => product.id);
    const { page, errors } = await browser.newPage();
    await storeList(page, twelve);
    await page.goto(`${baseUrl}/`);
    await carouselLoaded(page);
    expect(await shownIds(page)).toEqual(twelve);

    await openProduct(page, newest);
    await carouselLoaded(page);
    // Beside the product on screen: the other 11 still listed.
    expect(await shownIds(page)).toEqual(twelve.slice(0, 11));
    expect(await storedList(page)).toEqual([newest.id, ...twelve.slice(0, 11)]);
    await page.goto(`${baseUrl}/`);
    await carouselLoaded(page);
    expect(await shownIds(page)).toEqual([newest.id, ...twelve.slice(0, 11)]);
    expect(errors).toEqual([]);
  });

  it("shows a sold-out product as out of stock and drops a product the shop no longer has", async () => {
    const [soldOut, other] = await inStockProducts(2);
    if (!soldOut || !other) throw new Error("two products needed");
    await executeSql(`UPDATE products SET quantity = 0 WHERE id = ${soldOut.id}`);
    try {
      const { page, errors } = await browser.newPage();
      await storeList(page, [soldOut.id, WITHDRAWN_ID, other.id]);
      await page.goto(`${baseUrl}/`);
      await carouselLoaded(page);
      expect(await shownIds(page)).toEqual([soldOut.id, other.id]);
      const soldOutCard = carousel(page)
        .getByRole("article")
        .filter({ has: page.locator(`a[href="/product/${soldOut.id}"]`) });
      expect(await soldOutCard.getByText("Out of stock", { exact: true }).count()).toBe(1);
      const otherCard = carousel(page)
        .getByRole("article")
        .filter({ has: page.locator(`a[href="/product/${other.id}"]`) });
      expect(await otherCard.getByText("Out of stock", { exact: true }).count()).toBe(0);
      await expect.poll(() => storedList(page)).toEqual([soldOut.id, other.id]);
      expect(errors).toEqual([]);
    } finally {
      await executeSql(`UPDATE products SET quantity = ${soldOut.stock} WHERE id = ${soldOut.id}`);
    }
  });

  it("says when its products cannot be read, with Retry, which brings them", async () => {
    const listed = await inStockProducts(2);
    const ids = listed.map((product) => product.id);
    const { page, errors } = await browser.newPage();
    await storeList(page, ids);
    const productsByIds = (url: URL) => url.pathname === "/api/products" && url.searchParams.has("ids");
    await page.route(productsByIds, (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: "{}" }),
    );
    await page.goto(`${baseUrl}/`);
    const problem = page.getByRole("alert").filter({ hasText: FAILED });
    await problem.waitFor();
    expect(await carousel(page).count()).toBe(0);

    await page.unroute(productsByIds);
    await problem.getByRole("button", { name: "Retry", exact: true }).click();
    await carouselLoaded(page);
    expect(await shownIds(page)).toEqual(ids);
    expect(await problem.count()).toBe(0);
    expect(await storedList(page)).toEqual(ids);
    expect(errors.filter((error) => !/status of 502/.test(error))).toEqual([]);
  });

  it("appears without moving anything on screen (layout shift 0) at 375, 768 and 1280 px", async () => {
    const products = await inStockProducts(12);
    const onScreen = products[0];
    if (!onScreen) throw new Error("a product needed");
    const { page, errors } = await browser.newPage();
    await storeList(
      page,
      products.map((product) => product.id),
    );
    // Every layout shift once the server's HTML is parsed, as Chrome reports it for CLS. Before
    // that, a busy machine paints half-parsed markup now and then (a header with two of its
    // three actions) and the rest moves it: the browser's progressive rendering, not the list's.
    await page.addInitScript(() => {
      const shifts: { at: number; value: string }[] = [];
      (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push({ at: entry.startTime, value: entry.value.toFixed(4) });
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/", `/product/${onScreen.id}`]) {
        await page.goto(`${baseUrl}${path}`);
        await carouselLoaded(page);
        await page.waitForLoadState("networkidle");
        const shifts = await page.evaluate(() => {
          const parsed = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domInteractive;
          const all = (window as unknown as { layoutShifts: { at: number; value: string }[] }).layoutShifts;
          return all.filter((shift) => shift.at >= parsed).map((shift) => shift.value);
        });
        expect(shifts, `${path} at ${width}px`).toEqual([]);
      }
    }
    expect(errors).toEqual([]);
  });

  it("the home page and a product page with the carousel pass axe and do not overflow at 375, 768 and 1280 px", async () => {
    const products = await inStockProducts(6);
    const onScreen = products[0];
    if (!onScreen) throw new Error("a product needed");
    const { page, errors } = await browser.newPage();
    await storeList(
      page,
      products.map((product) => product.id),
    );
    const problems = [
      ...(await checkAtAllWidths(page, `${baseUrl}/`, "recently-viewed-home", carouselLoaded)),
      ...(await checkAtAllWidths(page, `${baseUrl}/product/${onScreen.id}`, "recently-viewed-product", carouselLoaded)),
    ];
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
});
