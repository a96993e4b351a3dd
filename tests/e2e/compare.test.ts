/**
 * The compare list (SPEC.md sections 3 to 5 and 8): Add to Compare on product pages, the /compare
 * table, removing products, the empty text, through the real stack.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { openBrowser, type BrowserSession } from "../support/browser";
import { checkAtAllWidths, WIDTHS } from "../support/page-checks";

const baseUrl = inject("baseUrl");
/** A check at three widths loads the page three times (through the dev server when reusing `npm start`). */
const CHECK_TIMEOUT_MS = 180_000;

interface ApiProduct {
  id: number;
  name: string;
  originalPrice: number;
  discountPrice: number;
  stock: number;
  material: string;
}

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function fetchProduct(id: number): Promise<ApiProduct> {
  const response = await fetch(`${baseUrl}/api/products/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { product: ApiProduct }).product;
}

async function addFromProductPage(page: Page, id: number): Promise<string> {
  await page.goto(`${baseUrl}/product/${id}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.getByRole("button", { name: "Add to Compare" }).click();
  const notice = page.locator(".compare-add__notice");
  await notice.getByRole("link").waitFor();
  return (await notice.innerText()).split("·")[0]?.trim() ?? "";
}

/** The product names in the table's header row, left to right. */
async function comparedNames(page: Page): Promise<string[]> {
  return page.locator(".compare-table thead .compare-table__link").allInnerTexts();
}

/**
 * Sideways overflow outside scroll regions. The shared checker skips only carousels; the compare
 * table scrolls inside its own [data-scroll-region] container on narrow screens, on purpose, so
 * its cells stick out of the viewport while the page itself does not scroll.
 */
async function overflowOutsideScrollRegions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      if (element.closest(".carousel__viewport, .visually-hidden, [hidden], [data-scroll-region] *")) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && box.right > width + 1) found.push(`${element.tagName.toLowerCase()}.${element.className}`);
    }
    return found;
  });
}

describe("compare: Add to Compare and /compare", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    const { page } = await browser.newPage();
    await page.goto(`${baseUrl}/compare`);
    await page.evaluate(() => window.localStorage.clear());
    await page.close();
  });

  it("adds products once, shows them side by side with their prices, and removes them down to the empty text", async () => {
    const [first, second] = await Promise.all([fetchProduct(1), fetchProduct(2)]);
    const { page, errors } = await browser.newPage();

    expect(await addFromProductPage(page, 1)).toBe("Added to compare");
    await page.getByRole("button", { name: "Add to Compare" }).click();
    await page.locator(".compare-add__notice").getByText("Already in your compare list").waitFor();
    expect(await addFromProductPage(page, 2)).toBe("Added to compare");

    await page.locator(".compare-add__notice").getByRole("link", { name: "View compare list" }).click();
    await page.getByRole("heading", { level: 1, name: "Compare Products" }).waitFor();
    const table = page.getByRole("table");
    await table.waitFor();
    expect(await comparedNames(page)).toEqual([first.name, second.name]);

    const row = (label: string) => table.locator("tbody tr").filter({ has: page.getByRole("rowheader", { name: label, exact: true }) }).locator("td");
    expect(await row("Sale price").allInnerTexts()).toEqual([rupees.format(first.discountPrice), rupees.format(second.discountPrice)]);
    expect(await row("Original price").allInnerTexts()).toEqual([rupees.format(first.originalPrice), rupees.format(second.originalPrice)]);
    const percent = (product: ApiProduct) => Math.round(((product.originalPrice - product.discountPrice) / product.originalPrice) * 100);
    expect(await row("Discount").allInnerTexts()).toEqual([`${percent(first)}% off`, `${percent(second)}% off`]);
    expect(await row("Stock").allInnerTexts()).toEqual([first, second].map((product) => (product.stock > 0 ? "In stock" : "Out of stock")));
    expect(await row("Material").allInnerTexts()).toEqual([first.material, second.material]);
    expect(await table.getByRole("link", { name: first.name }).getAttribute("href")).toBe("/product/1");

    // The list survives a reload.
    await page.reload();
    await table.waitFor();
    expect(await comparedNames(page)).toEqual([first.name, second.name]);

    await page.getByRole("button", { name: `Remove ${first.name} from compare` }).click();
    await expect.poll(() => comparedNames(page)).toEqual([second.name]);
    await page.getByRole("button", { name: `Remove ${second.name} from compare` }).click();
    await page.getByText("Your compare list is empty.", { exact: true }).waitFor();
    expect(await page.getByRole("main").getByRole("link", { name: "Browse products" }).getAttribute("href")).toBe("/all-product");
    expect(await page.getByRole("table").count()).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem("compareItems"))).toBe("[]");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("refuses a fifth product with a clear message", async () => {
    const { page, errors } = await browser.newPage();
    for (const id of [1, 2, 3, 4]) expect(await addFromProductPage(page, id)).toBe("Added to compare");
    expect(await addFromProductPage(page, 5)).toBe("Your compare list is full (4 products). Remove one to add another.");
    await page.goto(`${baseUrl}/compare`);
    await page.getByRole("table").waitFor();
    expect(await comparedNames(page)).toHaveLength(4);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("an empty list shows SPEC.md's text", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/compare`);
    await page.getByText("Your compare list is empty.", { exact: true }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Compare Products");
    const problems = await checkAtAllWidths(page, `${baseUrl}/compare`, "compare-empty", (p) => p.getByText("Your compare list is empty.").waitFor());
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  }, CHECK_TIMEOUT_MS);

  it("with products: no serious accessibility problem, and only the table's own region scrolls sideways", async () => {
    const { page, errors } = await browser.newPage();
    for (const id of [1, 2, 9]) await addFromProductPage(page, id);
    const ready = (p: Page) => p.getByRole("table").waitFor();
    const problems = await checkAtAllWidths(page, `${baseUrl}/compare`, "compare", ready);
    // The shared checker does not know scroll regions yet; overflow is checked below instead.
    expect(problems.filter((problem) => !/^\d+px overflow: /.test(problem))).toEqual([]);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl}/compare`);
      await ready(page);
      expect(await overflowOutsideScrollRegions(page), `${width}px`).toEqual([]);
    }
    // The scroll region is reachable by keyboard and named.
    const region = page.getByRole("region", { name: "Comparison table" });
    expect(await region.getAttribute("tabindex")).toBe("0");
    expect(errors).toEqual([]);
    await page.close();
  }, CHECK_TIMEOUT_MS);
});
