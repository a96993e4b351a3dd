/**
 * Every public page is rendered on the server and hydrated by the same components in the browser
 * (docs/decisions/012-server-rendering-with-react-router.md). A mismatch between the two is a
 * console error in React's production build (#418, #423, #425) or a "did not match" warning; the
 * shopper's cookies and storage (a cart, a wishlist, a compare list, recently viewed products) must
 * fill in after hydration, not cause one.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { getJson } from "../support/api";
import { headerGroups, productById } from "../support/catalogue";
import { shortName } from "../support/shop-format";
import { cookieJson, setCookieJson } from "../support/cookies";
import { servedBuildDir } from "../support/e2e-stacks";
import { suiteBrowser } from "../support/suite-browser";
import { CategoriesResponseSchema } from "@/domain/catalogue";
import { slugify } from "@/domain/slug";

const baseUrl = inject("baseUrl");
const serverBuild = resolve(import.meta.dirname, "..", "..", servedBuildDir(), "server");

/** A function name only React's development builds contain (their component stack frames). */
const REACT_DEVELOPMENT_MARK = "react-stack-bottom-frame";

describe("hydration of the server-rendered public pages", () => {
  const browser = suiteBrowser();

  it("no public page logs a hydration error, with a guest's cart, wishlist and compare list kept", async () => {
    const { categories } = await getJson(baseUrl, "/api/categories", CategoriesResponseSchema);
    const group = categories[0];
    const subcategory = group?.subcategories[0];
    if (!group || !subcategory) throw new Error("the seed has no category");
    const paths = [
      "/",
      "/all-product",
      "/filter-side",
      `/${slugify(group.name)}/${slugify(subcategory.name)}`,
      "/search?q=shirt",
      "/product/1",
      "/product/999999",
      "/related-products",
      "/compare",
      "/studio/design",
      "/baby-care",
      "/contact",
      "/wallet",
      "/no/such/page",
    ];
    await setCookieJson(browser.context, baseUrl, "cartItems", [[1, 2, -1, -1]]);
    await setCookieJson(browser.context, baseUrl, "wishlistItems", [1, 2]);
    await browser.context.addInitScript(() => {
      window.localStorage.setItem("compareItems", "[1,2]");
      window.localStorage.setItem("recentlyViewed", "[3,1,2]");
    });

    // One tab for every page, in order: /related-products then follows the product viewed before it.
    const { page, errors } = await browser.newPage();
    // The route manifest comes whole with the client (react-router.config.ts's routeDiscovery).
    const manifestPatches: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith("/__manifest")) manifestPatches.push(request.url());
    });
    const failures: string[] = [];
    for (const path of paths) {
      const before = errors.length;
      await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
      // The stored lists fill in once hydration has committed.
      await page.getByRole("link", { name: /^Cart, [1-9]\d* items?$/ }).waitFor();
      const hydration = errors.slice(before).filter((error) => !/status of 404/.test(error));
      if (hydration.length > 0) failures.push(`${path}: ${hydration.join(" | ")}`);
    }
    await page.close();
    expect(failures).toEqual([]);
    expect(manifestPatches).toEqual([]);
    // Fourteen pages, each waited on until its network is idle: over a minute on two busy cores.
  }, 180_000);

  it("the pages run React's production build, in the browser and in the server build", async () => {
    // React's development build renders several times slower and greets Chromium with a DevTools hint.
    const { page } = await browser.newPage();
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    await page.goto(`${baseUrl}/product/1`);
    expect(logged.filter((text) => text.includes("React DevTools"))).toEqual([]);
    await page.close();

    // The page function runs where NODE_ENV is not set (a Netlify Function): React is bundled into the
    // server build with NODE_ENV fixed at build time (vite.config.ts), not imported from node_modules.
    if (process.env.E2E_BASE_URL) return;
    const files = readdirSync(serverBuild, { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".js"),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const code = readFileSync(join(serverBuild, file), "utf8");
      expect(code.includes(REACT_DEVELOPMENT_MARK), `${file} holds React's development build`).toBe(false);
      expect(code, `${file} imports React from node_modules`).not.toMatch(/from ["']react(-dom)?(\/[\w.-]+)?["']/);
    }
  });

  it("the client starts after the first contentful paint, and Add to Cart works once it has", async () => {
    await browser.context.clearCookies();
    const product = await productById(baseUrl, 1);
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/product/1`);
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstContentfulPaint).toBeDefined();
    expect(timing.scripts.length).toBeGreaterThan(0);
    // Not one script was asked for before the page had painted.
    expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.firstContentfulPaint ?? Infinity);

    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await page
      .getByRole("status")
      .getByText(`${shortName(product.name, 4)} added to Cart`, { exact: true })
      .waitFor();
    expect(await cookieJson(browser.context, baseUrl, "cartItems")).toEqual([[1, 1, 0, 0]]);
    expect(errors).toEqual([]);
    await page.close();
  });

  // The session is the root route's read, its answer handed down in a transition (root.tsx), and
  // the hearts read the lists through src/lib/page-start/use-atom-value.ts: the kept lists must
  // still fill in on /, and a heart must still work.
  it("on /, a kept cart and wishlist fill in the header and a card's heart once started, and the heart toggles", async () => {
    const group = (await headerGroups(baseUrl))[0];
    const product = group?.products[0];
    if (!group || !product) throw new Error("the seed has no header group with products");
    await browser.context.clearCookies();
    await setCookieJson(browser.context, baseUrl, "cartItems", [[1, 1, -1, -1]]);
    await setCookieJson(browser.context, baseUrl, "wishlistItems", [product.id]);
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole("link", { name: "Cart, 1 item" }).first().waitFor();
    await page.getByRole("link", { name: "Wishlist, 1 item" }).first().waitFor();
    const heart = (pressed: boolean) =>
      page
        .getByRole("region", { name: group.name, exact: true })
        .getByRole("button", { name: `Wishlist: ${product.name}`, exact: true, pressed });
    await heart(true).click();
    await heart(false).waitFor();
    // The heart shows the change at the tap; the cookie is written by the wishlist's action.
    await expect.poll(() => cookieJson(browser.context, baseUrl, "wishlistItems")).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
