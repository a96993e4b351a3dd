/**
 * Smoke checks of the local stack: the functions answer with the API's envelope and headers, and
 * the site answers any deep route.
 */
import { describe, expect, inject, it } from "vitest";
import type { CategoriesResponse } from "@/domain/catalogue";
import { saveScreenshot } from "../support/browser";
import { axeRuns, checkStateAtAllWidths, WIDTHS } from "../support/page-checks";
import { suiteBrowser } from "../support/suite-browser";

const baseUrl = inject("baseUrl");
const GROUPS = ["Men", "Women", "Kids", "Home and Living", "Beauty", "Studio"];
// The screens that render these (home, catalogue, header menus) have their own specs.

describe("smoke: the local stack", () => {
  const browser = suiteBrowser();

  it("GET /api/categories returns the six groups with subcategories and the catalogue cache header", async () => {
    const response = await fetch(`${baseUrl}/api/categories`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=600");
    const body = (await response.json()) as CategoriesResponse;
    expect(body.categories.map((category) => category.name)).toEqual(GROUPS);
    for (const category of body.categories) {
      expect(category.subcategories.length, `${category.name} has subcategories`).toBeGreaterThan(0);
      for (const subcategory of category.subcategories) {
        // Every seeded subcategory has a picture (the shell's category tiles rely on it).
        expect(subcategory.imageUrl, subcategory.name).toMatch(/\/products\/[^/]+$/);
      }
    }
  });

  it("the quality checks every screen's spec runs still find what they exist for", async () => {
    // page-checks.ts runs only the axe rules that can find something serious or critical: a page
    // with one such fault per kind shows the trimmed run misses none of them.
    const { page } = await browser.newPage();
    await page.goto(`${baseUrl}/robots.txt`);
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Faults</title></head><body><main>` +
        `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">` +
        `<p style="color:#bbb;background:#fff">Grey on white</p>` +
        `<button></button><a href="/x"></a><input type="text">` +
        `<div style="width:2000px;height:10px"></div></main></body></html>`,
    );
    const problems = (await checkStateAtAllWidths(page, "smoke-faults")).join("\n");
    for (const rule of ["image-alt", "color-contrast", "button-name", "link-name", "label"]) {
      expect(problems).toContain(`375px axe`);
      expect(problems, rule).toMatch(new RegExp(`1280px axe (serious|critical) ${rule}:`));
    }
    expect(problems).toContain("375px overflow: div");
  });

  it("runs axe once per layout when asked at every width, and still finds what one width alone shows", async () => {
    const { page } = await browser.newPage();
    await page.goto(`${baseUrl}/robots.txt`);
    const head = `<!doctype html><html lang="en"><head><title>Layouts</title>`;
    // One layout at every width: axe runs at 375 px (never hashed) and once for 768 and 1280.
    await page.setContent(`${head}</head><body><main><h1>One layout</h1><p>Text</p></main></body></html>`);
    const before = axeRuns();
    expect(await checkStateAtAllWidths(page, "smoke-one-layout", { axeWidths: WIDTHS })).toEqual([]);
    expect(axeRuns() - before).toBe(2);
    // Faults of one width each, the page starting at another: grey text at 768 px (a style), dark
    // text with a dark box moved under it at 768 px (only where the boxes lie), pale text at 1280 px.
    await page.setContent(
      `${head}<style>` +
        `p { color: #555; position: relative; z-index: 1; margin: 0; line-height: 20px }` +
        `#box { position: absolute; top: 300px; left: 0; width: 300px; height: 20px; background: #333 }` +
        `@media (min-width: 700px) and (max-width: 800px) { #grey { color: #ddd } #box { top: 28px } }` +
        `@media (min-width: 1200px) { #wide { color: #eee } }` +
        `</style></head><body><main><p id="grey">Grey at 768</p><p id="covered">Dark on a dark box</p>` +
        `<p id="wide">Pale at 1280</p><div id="box"></div></main></body></html>`,
    );
    const problems = await checkStateAtAllWidths(page, "smoke-one-width-faults", { axeWidths: WIDTHS });
    expect(problems.filter((problem) => !/^(768|1280)px axe serious color-contrast/.test(problem))).toEqual([]);
    expect(problems.filter((problem) => problem.startsWith("768px")).join("\n")).toMatch(/#grey/);
    expect(problems.filter((problem) => problem.startsWith("768px")).join("\n")).toMatch(/#covered/);
    expect(problems.filter((problem) => problem.startsWith("1280px")).join("\n")).toMatch(/#wide/);
    expect(problems.filter((problem) => problem.startsWith("1280px")).join("\n")).not.toMatch(/#grey|#covered/);
  });

  it("the test browser reaches the local stack and no other host", async () => {
    const { page } = await browser.newPage();
    const outside = await page.goto("http://example.com/").then(
      () => "reached",
      (error: Error) => error.message,
    );
    // Not "name not resolved": the request never left for the network (tests/support/browser.ts).
    expect(outside).toContain("net::ERR_PROXY_CONNECTION_FAILED");
    const local = await browser.newPage();
    expect((await local.page.goto(`${baseUrl}/contact`))?.status()).toBe(200);
  });

  it("an unknown deep route answers 404 with the catch-all error screen", async () => {
    const { page, errors } = await browser.newPage();
    const response = await page.goto(`${baseUrl}/some/deep/route`);
    expect(response?.status()).toBe(404);
    await page.getByText("Something went wrong.").waitFor();
    await saveScreenshot(page, "smoke-unknown-route");
    // The browser logs the page's own 404; nothing else may go wrong.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await page.close();
  });

  it("an unknown /api/ path is a JSON 404, not index.html", async () => {
    const response = await fetch(`${baseUrl}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/json/);
    const text = await response.text();
    expect(text).not.toMatch(/<html/i);
    expect(JSON.parse(text)).toMatchObject({ error: { code: "not_found" } });
  });

  it("the functions refuse other methods with the error envelope", async () => {
    const response = await fetch(`${baseUrl}/api/categories`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ error: { code: "method_not_allowed" } });
  });
});
