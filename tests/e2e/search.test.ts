/**
 * The search results screen /search?q= (the target of the header's search box, SPEC.md section 2)
 * through the real stack. Expected products come from the API.
 */
import { describe, expect, inject, it } from "vitest";
import { categories, productsPage } from "../support/catalogue";
import { checkAtAllWidths } from "../support/page-checks";
import { withBrowser } from "../support/browser";
import { suiteBrowser } from "../support/suite-browser";

const baseUrl = inject("baseUrl");
/** SPEC.md section 9. */
const PAGE_SIZE = 12;
/** Three widths, each a full load, network idle and an axe run: slower than one flow. */
const PAGE_CHECKS_TIMEOUT_MS = 150_000;

describe("search results: /search?q=", () => {
  const browser = suiteBrowser();

  it("shows the query, the number found and the matching products", async () => {
    const { page, errors } = await browser.newPage();
    const expected = await productsPage(baseUrl, "q=silk%20saree");
    expect(expected.total).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/search?q=silk%20saree`);
    await page.getByRole("heading", { level: 1, name: "Search results for “silk saree”" }).waitFor();
    const count = expected.total === 1 ? "1 product found" : `${expected.total} products found`;
    await page.getByText(count, { exact: true }).waitFor();
    const grid = page.locator(".product-grid");
    await expect
      .poll(() => grid.getByRole("heading", { level: 3 }).allInnerTexts(), { timeout: 15_000 })
      .toEqual(expected.items.map((item) => item.name));
    expect(await page.title()).toMatch(/^Search: silk saree \| /);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("pages through many results with ?page= in the URL", async () => {
    const { page, errors } = await browser.newPage();
    const second = await productsPage(baseUrl, "q=shirt&page=2");
    const pages = Math.ceil(second.total / PAGE_SIZE);
    expect(pages).toBeGreaterThan(1);

    await page.goto(`${baseUrl}/search?q=shirt`);
    await page.getByText(`Page 1 of ${pages}`, { exact: true }).waitFor();
    await page.getByRole("link", { name: "Next" }).click();
    await page.getByText(`Page 2 of ${pages}`, { exact: true }).waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get("q")).toBe("shirt");
    expect(url.searchParams.get("page")).toBe("2");
    await expect
      .poll(() => page.locator(".product-grid").getByRole("heading", { level: 3 }).allInnerTexts(), { timeout: 15_000 })
      .toEqual(second.items.map((item) => item.name));
    expect(errors).toEqual([]);
    await page.close();
  });

  it("explains an empty result and offers the departments and all products", async () => {
    const { page, errors } = await browser.newPage();
    const nothing = await productsPage(baseUrl, "q=zqxjv%20blorf");
    expect(nothing.total).toBe(0);
    const departments = await categories(baseUrl);

    await page.goto(`${baseUrl}/search?q=zqxjv%20blorf`);
    await page.getByText("No products match “zqxjv blorf”.", { exact: true }).waitFor();
    await page.getByText("0 products found", { exact: true }).waitFor();
    await page.getByText("Check the spelling.", { exact: true }).waitFor();
    const main = page.getByRole("main");
    for (const category of departments) {
      expect(await main.getByRole("link", { name: category.name, exact: true }).getAttribute("href")).toBe(
        `/filter-side?cat=${category.id}`,
      );
    }
    expect(await main.getByRole("link", { name: "All products", exact: true }).getAttribute("href")).toBe(
      "/all-product",
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it("says which words it searched when it corrected one, and searches the typed words on request (issue 44)", async () => {
    const { page, errors } = await browser.newPage();
    const meant = await productsPage(baseUrl, "q=navy%20shirt");
    const typed = await productsPage(baseUrl, "q=navy%20shrit");
    expect(typed.corrected).toBe("navy shirt");
    expect(typed.items.map((item) => item.name)).toEqual(meant.items.map((item) => item.name));

    await page.goto(`${baseUrl}/search?q=navy%20shrit`);
    const notice = page.locator(".search__corrected");
    await expect.poll(() => notice.innerText()).toBe("Showing results for navy shirt. Search instead for navy shrit");
    expect(await notice.locator("strong").innerText()).toBe("navy shirt");
    await expect
      .poll(() => page.locator(".product-grid").getByRole("heading", { level: 3 }).allInnerTexts())
      .toEqual(meant.items.map((item) => item.name));
    await notice.getByRole("link", { name: "navy shrit" }).click();
    await page.waitForURL((url) => url.searchParams.get("exact") === "1" && url.searchParams.get("q") === "navy shrit");
    await page.getByText("No products match “navy shrit”.", { exact: true }).waitFor();
    expect(await page.locator(".search__corrected").count()).toBe(0);
    // Never an empty page: the best sellers are offered.
    await page.getByRole("heading", { level: 2, name: "Best sellers" }).waitFor();
    expect(await page.locator(".search__best-sellers .product-card").count()).toBe(8);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("corrects and offers the nearest categories without script, in French too", async () => {
    await withBrowser(
      async (session) => {
        const { page, errors } = await session.newPage();
        await page.goto(`${baseUrl}/fr/search?q=chemsie`);
        const notice = page.locator(".search__corrected");
        expect((await notice.innerText()).replace(/\s+/g, " ")).toBe(
          "Résultats pour chemise. Rechercher plutôt chemsie",
        );
        expect(await notice.getByRole("link", { name: "chemsie" }).getAttribute("href")).toBe(
          "/fr/search?q=chemsie&exact=1",
        );
        expect(await page.locator(".product-grid .product-card").count()).toBeGreaterThan(0);

        await page.goto(`${baseUrl}/search?q=sarees%20zqxjv`);
        await page.getByText("No products match “sarees zqxjv”.", { exact: true }).waitFor();
        await page.getByText("The nearest categories:", { exact: true }).waitFor();
        const nearest = page.locator(".suggestions__links").first().getByRole("link");
        expect(await nearest.first().innerText()).toMatch(/^Sarees \(/);
        await nearest.first().click();
        await page.waitForURL((url) => url.pathname.endsWith("/sarees"));
        await page.locator(".product-grid .product-card").first().waitFor();
        expect(errors).toEqual([]);
      },
      { javaScriptEnabled: false, viewport: { width: 375, height: 800 } },
    );
  });

  it("asks for a query when q is empty", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/search?q=%20%20`);
    await page.getByRole("heading", { level: 1, name: "Search the shop" }).waitFor();
    expect(await page.locator(".product-grid").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it(
    "passes the page checks at every width",
    async () => {
      const { page, errors } = await browser.newPage();
      const problems = await checkAtAllWidths(page, `${baseUrl}/search?q=shirt`, "search-shirt", (p) =>
        p.locator(".product-grid .product-card__link").first().waitFor(),
      );
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
    PAGE_CHECKS_TIMEOUT_MS,
  );
});
