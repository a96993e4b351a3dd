/**
 * The compare list (SPEC.md sections 3 to 5 and 8): Add to Compare on product pages, the /compare
 * table, removing products, the empty text, through the real stack.
 */
import type { Page } from "playwright-core";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { productById } from "../support/catalogue";
import { checkAtAllWidths } from "../support/page-checks";
import { percentOff, money } from "../support/shop-format";
import { suiteBrowser } from "../support/suite-browser";

const baseUrl = inject("baseUrl");
/** A check at three widths: axe twice, three full-page screenshots (through the dev server when reusing `npm start`). */
const CHECK_TIMEOUT_MS = 180_000;
const COMPARE_EMPTY = "Your compare list is empty.";

/** The Add to Compare notice's message, without the link that follows it. */
async function noticeMessage(page: Page): Promise<string> {
  return (await page.locator(".compare-add__notice").innerText()).split("·")[0]?.trim() ?? "";
}

/** Adds the product from its page and returns the notice's message. */
async function addFromProductPage(page: Page, id: number): Promise<string> {
  await page.goto(`${baseUrl}/product/${id}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.getByRole("button", { name: "Add to Compare" }).click();
  await page.locator(".compare-add__notice").getByRole("link").waitFor();
  return noticeMessage(page);
}

/** The product names in the table's header row, left to right. */
async function comparedNames(page: Page): Promise<string[]> {
  return page.locator(".compare-table thead .compare-table__link").allInnerTexts();
}

describe("compare: Add to Compare and /compare", () => {
  const browser = suiteBrowser();

  beforeEach(async () => {
    const { page } = await browser.newPage();
    // The origin's storage from its favicon: a file, not a page to render and hydrate.
    await page.goto(`${baseUrl}/favicon.svg`);
    await page.evaluate(() => window.localStorage.clear());
    await page.close();
  });

  it("adds products once, shows them side by side with their prices, and removes them down to the empty text", async () => {
    const [first, second] = await Promise.all([productById(baseUrl, 1), productById(baseUrl, 2)]);
    const { page, errors } = await browser.newPage();

    expect(await addFromProductPage(page, 1)).toBe("Added to compare");
    await page.getByRole("button", { name: "Add to Compare" }).click();
    await expect.poll(() => noticeMessage(page)).toBe("Already in your compare list");
    expect(await addFromProductPage(page, 2)).toBe("Added to compare");

    await page.locator(".compare-add__notice").getByRole("link", { name: "View compare list" }).click();
    await page.getByRole("heading", { level: 1, name: "Compare Products" }).waitFor();
    const table = page.getByRole("table");
    await table.waitFor();
    expect(await comparedNames(page)).toEqual([first.name, second.name]);

    const row = (label: string) =>
      table
        .locator("tbody tr")
        .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) })
        .locator("td");
    expect(await row("Sale price").allInnerTexts()).toEqual([money(first.discountPrice), money(second.discountPrice)]);
    expect(await row("Original price").allInnerTexts()).toEqual([
      money(first.originalPrice),
      money(second.originalPrice),
    ]);
    expect(await row("Discount").allInnerTexts()).toEqual([`${percentOff(first)}% off`, `${percentOff(second)}% off`]);
    expect(await row("Stock").allInnerTexts()).toEqual(
      [first, second].map((product) => (product.stock > 0 ? "In stock" : "Out of stock")),
    );
    expect(await row("Material").allInnerTexts()).toEqual([first.material, second.material]);
    expect(await table.getByRole("link", { name: first.name }).getAttribute("href")).toBe("/product/1");

    // The list survives a reload.
    await page.reload();
    await table.waitFor();
    expect(await comparedNames(page)).toEqual([first.name, second.name]);

    await page.getByRole("button", { name: `Remove ${first.name} from compare` }).click();
    await expect.poll(() => comparedNames(page)).toEqual([second.name]);
    await page.getByRole("button", { name: `Remove ${second.name} from compare` }).click();
    await page.getByText(COMPARE_EMPTY, { exact: true }).waitFor();
    expect(await page.getByRole("main").getByRole("link", { name: "Browse products" }).getAttribute("href")).toBe(
      "/all-product",
    );
    expect(await page.getByRole("table").count()).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem("compareItems"))).toBe("[]");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("refuses a fifth product with a clear message and keeps the first four", async () => {
    const products = await Promise.all([1, 2, 3, 4].map((id) => productById(baseUrl, id)));
    const { page, errors } = await browser.newPage();
    for (const product of products) expect(await addFromProductPage(page, product.id)).toBe("Added to compare");
    expect(await addFromProductPage(page, 5)).toBe(
      "Your compare list is full (4 products). Remove one to add another.",
    );
    await page.goto(`${baseUrl}/compare`);
    await page.getByRole("table").waitFor();
    expect(await comparedNames(page)).toEqual(products.map((product) => product.name));
    expect(errors).toEqual([]);
    await page.close();
  });

  it(
    "an empty list shows SPEC.md's text, with no serious accessibility problem or overflow at any width",
    async () => {
      const { page, errors } = await browser.newPage();
      const problems = await checkAtAllWidths(page, `${baseUrl}/compare`, "compare-empty", (p) =>
        p.getByText(COMPARE_EMPTY, { exact: true }).waitFor(),
      );
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Compare Products");
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
    CHECK_TIMEOUT_MS,
  );

  it(
    "with products: no serious accessibility problem, and only the table's own region scrolls sideways",
    async () => {
      const { page, errors } = await browser.newPage();
      for (const id of [1, 2, 9]) await addFromProductPage(page, id);
      // The shared checker lets [data-scroll-region] contents stick out: the table scrolls inside it.
      const problems = await checkAtAllWidths(page, `${baseUrl}/compare`, "compare", (p) =>
        p.getByRole("table").waitFor(),
      );
      expect(problems).toEqual([]);
      // The scroll region is reachable by keyboard and named.
      const region = page.getByRole("region", { name: "Comparison table" });
      expect(await region.getAttribute("tabindex")).toBe("0");
      expect(errors).toEqual([]);
      await page.close();
    },
    CHECK_TIMEOUT_MS,
  );
});
