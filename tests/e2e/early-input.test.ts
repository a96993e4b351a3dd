/**
 * No input is lost before the page runs (issue 26): on a CPU throttled 4x (a mid-range phone), a
 * shopper taps "Add to Cart", a wishlist heart, "Notify me when back in stock" and searches from
 * the header the moment the page's HTML has been parsed (DOMContentLoaded), long before React has
 * hydrated it. Each tap must have its effect exactly once (src/lib/page-start/early-input.ts
 * records it and replays it on the hydrated element). The test counts effects (cart lines,
 * wishlist entries, alerts, the search results' address); it asserts no time. The page's policy
 * must allow the inline script that records the taps: a CSP violation is a console error.
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { registerCustomer, signInContext } from "../support/accounts";
import { withBrowser } from "../support/browser";
import { allProducts, headerGroups, pickProduct } from "../support/catalogue";
import { cookieJson } from "../support/cookies";
import { EARLY_INPUT_GLOBAL } from "@/lib/page-start/early-input";

const baseUrl = inject("baseUrl");

/** A mid-range phone: what the issue measured with. */
const CPU_SLOWDOWN = 4;

interface EarlyPage {
  page: Page;
  errors: string[];
  /** Lets the page's modules load, when they were held (holdScripts). */
  release: () => void;
}

/** What the page under test notes of each tap or key press: whether the early-input script held it. */
type NotedInputs = Window & { __inputsHeld?: boolean[] };

/**
 * A throttled tab opened at `path` and returned at DOMContentLoaded, before the page has hydrated
 * (tests/support/browser.ts's pages wait for hydration, so this one is opened bare). It notes, for
 * each tap and key press, whether it came while the early-input script was holding inputs back.
 */
async function openAtDomContentLoaded(
  context: BrowserContext,
  path: string,
  options: { width?: number; holdScripts?: boolean } = {},
): Promise<EarlyPage> {
  const page = await context.newPage();
  if (options.width) await page.setViewportSize({ width: options.width, height: 800 });
  const release = options.holdScripts ? await holdScripts(page) : () => {};
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  await page.addInitScript((global) => {
    const noted: NotedInputs = window;
    const note = () => (noted.__inputsHeld ??= []).push(global in window);
    addEventListener("pointerdown", note, true);
    addEventListener("keydown", note, true);
  }, EARLY_INPUT_GLOBAL);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // Every page as on a first visit: no script comes compiled from the cache.
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await page.goto(`${baseUrl}${path}`, { waitUntil: "domcontentloaded" });
  return { page, errors, release };
}

/**
 * Holds back the page's modules until `release` is called: the taps that follow then certainly
 * come before the page can run them. Without it a page whose client has few files to fetch can
 * hydrate before the test has found and tapped its button, and the test would check nothing held.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A tap at once, as a shopper's: no wait for the page to settle (playwright's click waits for it). */
async function tap(page: Page, element: Locator): Promise<void> {
  await element.evaluate((target) => target.scrollIntoView({ block: "center" }));
  const box = await element.boundingBox();
  if (!box) throw new Error("the element to tap is not on the page");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Whether each tap and key press on the page came while the early-input script held them back. */
const inputsHeld = (page: Page) => page.evaluate(() => (window as NotedInputs).__inputsHeld ?? []);

const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });

describe("inputs made before the page is interactive", { timeout: 240_000 }, () => {
  it("Add to Cart on two product pages and a heart on /, /all-product and a product page, tapped at DOMContentLoaded, each count once", async () => {
    const products = await allProducts(baseUrl);
    const inStock = products.filter((product) => product.stock > 5).slice(0, 2);
    const [first, second] = inStock;
    if (!first || !second) throw new Error("the seed has fewer than two products in stock");
    const homeProduct = (await headerGroups(baseUrl))[0]?.products[0];
    if (!homeProduct) throw new Error("the seed has no header group with products");
    await withBrowser(async (browser) => {
      const held: boolean[] = [];
      // The first page of each kind holds its modules until the tap is made, so that at least
      // those taps certainly come before the page can run them (a quiet machine can start a page
      // before the test has tapped); the others are tapped as they come.
      for (const product of [first, second]) {
        const { page, errors, release } = await openAtDomContentLoaded(browser.context, `/product/${product.id}`, {
          holdScripts: product === first,
        });
        await tap(page, page.getByRole("main").getByRole("button", { name: "Add to Cart", exact: true }));
        release();
        await hydrated(page);
        await page
          .getByRole("status")
          .getByText(/added to Cart$/)
          .waitFor();
        await page.waitForLoadState("networkidle");
        held.push(...(await inputsHeld(page)));
        expect(errors).toEqual([]);
        await page.close();
      }
      const lines = ((await cookieJson(browser.context, baseUrl, "cartItems")) ?? []) as number[][];
      expect(lines.map(([id, units]) => [id, units])).toEqual([
        [first.id, 1],
        [second.id, 1],
      ]);

      // A card's heart is named after its product; the product page's says "Wishlist" in words.
      const cardHeart = (name: string) => (page: Page, pressed: boolean) =>
        page.getByRole("button", { name: `Wishlist: ${name}`, exact: true, pressed }).first();
      const hearts = [
        { path: "/", heart: cardHeart(homeProduct.name) },
        // The listing's first card, whichever product it shows.
        {
          path: "/all-product",
          heart: (page: Page, pressed: boolean) =>
            page
              .getByRole("main")
              .getByRole("button", { name: /^Wishlist: /, pressed })
              .first(),
        },
        {
          path: `/product/${second.id}`,
          heart: (page: Page, pressed: boolean) =>
            page
              .getByRole("main")
              .getByRole("button", { name: pressed ? "Wishlisted" : "Wishlist", exact: true, pressed }),
        },
      ];
      const tapped: number[] = [];
      for (const [index, { path, heart }] of hearts.entries()) {
        const { page, errors, release } = await openAtDomContentLoaded(browser.context, path, {
          holdScripts: index === 0,
        });
        const label = await heart(page, false).getAttribute("aria-label");
        const name = label?.replace(/^Wishlist: /, "");
        tapped.push(
          label === null ? second.id : pickProduct(products, (one) => one.name === name, `product ${name}`).id,
        );
        await tap(page, heart(page, false));
        release();
        await hydrated(page);
        await heart(page, true).waitFor();
        // The heart shows the tap at once; the write is the action's answer, which sets the cookie.
        const id = tapped[tapped.length - 1];
        await expect
          .poll(async () => ((await cookieJson(browser.context, baseUrl, "wishlistItems")) ?? []) as number[], {
            timeout: 30_000,
          })
          .toContain(id);
        held.push(...(await inputsHeld(page)));
        expect(errors).toEqual([]);
        await page.close();
      }
      // Three different products, so that no tap undoes another.
      expect(new Set(tapped).size).toBe(3);
      const wishlist = ((await cookieJson(browser.context, baseUrl, "wishlistItems")) ?? []) as number[];
      expect([...wishlist].sort((a, b) => a - b)).toEqual([...tapped].sort((a, b) => a - b));
      // Taps came while the page could not run them yet: the test measured what it claims to. The
      // held pages' taps (the first product page's and /'s) certainly; the others as it happened.
      expect(held).toHaveLength(5);
      expect([held[0], held[2]]).toEqual([true, true]);
    });
  });

  it("a customer's Notify me on a sold-out product and a header search typed and sent at DOMContentLoaded each take effect once", async () => {
    const soldOut = pickProduct(await allProducts(baseUrl), (product) => product.stock === 0, "sold-out product");
    const customer = await registerCustomer(baseUrl, "Ira");
    await withBrowser(async (browser) => {
      const setup = await browser.newPage();
      await signInContext(setup.page, baseUrl, customer);
      await setup.page.close();

      const alert = await openAtDomContentLoaded(browser.context, `/product/${soldOut.id}`, { holdScripts: true });
      await tap(alert.page, alert.page.getByRole("button", { name: "Notify me when back in stock", exact: true }));
      alert.release();
      await hydrated(alert.page);
      await alert.page.getByText("We'll let you know", { exact: true }).first().waitFor();
      await alert.page.waitForLoadState("networkidle");
      const alerts = await alert.page.request.get(`${baseUrl}/api/stock-alerts`);
      expect(((await alerts.json()) as { alerts: { productId: number }[] }).alerts.map((one) => one.productId)).toEqual(
        [soldOut.id],
      );
      const held = await inputsHeld(alert.page);
      expect(alert.errors).toEqual([]);
      await alert.page.close();

      const search = await openAtDomContentLoaded(browser.context, "/all-product", { holdScripts: true });
      const box = search.page.getByRole("search", { name: "Products" }).getByRole("combobox");
      await box.fill("shirt");
      await box.press("Enter");
      search.release();
      await search.page.waitForURL((url) => url.pathname === "/search");
      await hydrated(search.page);
      expect(new URL(search.page.url()).searchParams.get("q")).toBe("shirt");
      await search.page.getByRole("heading", { level: 1, name: /shirt/i }).waitFor();
      // Its Enter came while the page could not run it yet (fill types without key presses).
      held.push(...(await inputsHeld(search.page)));
      expect(search.errors).toEqual([]);
      await search.page.close();
      // Both came while the page's modules were held back (holdScripts).
      expect(held).toEqual([true, true]);
    });
  });

  // src/lib/page-start/client-start.server.ts rewrites React Router's rendered document, relying on
  // its shape: module preloads in the head, one closing module script that sets
  // __reactRouterRouteModules. A React Router that renders otherwise is sent as rendered (the page
  // still works, but its preloads hold back the first paint): this test is what notices.
  it("React Router's document still has the shape the page's start relies on: the early-input script last in the head, no preload, the client started by a classic script", async () => {
    for (const path of ["/", "/all-product", "/product/1"]) {
      const response = await fetch(`${baseUrl}${path}`);
      const html = await response.text();
      const head = html.slice(0, html.indexOf("</head>"));
      // Last in the head: before the body is parsed, after every script React hydrates in the head.
      expect(head, path).toMatch(/<script>\(function holdEarlyInput\([\s\S]*<\/script>$/);
      expect(head.slice(head.lastIndexOf("<script>(function holdEarlyInput(")), path).not.toMatch(
        /<script[\s\S]*<script/,
      );
      expect(html, `${path}: a module preload was left in place`).not.toContain('rel="modulepreload"');
      expect(html, `${path}: React Router's module script was left in place`).not.toMatch(/<script[^>]*type="module"/);
      const starters = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
        .map(([, source = ""]) => source)
        .filter((source) => source.includes("__reactRouterRouteModules"));
      expect(starters, path).toHaveLength(1);
      expect(starters[0], path).toMatch(/"\/assets\/entry\.client-[\w-]+\.js"/);
      expect(starters[0], path).toContain('"modulepreload"');
    }
  });

  it("the Menu tapped at DOMContentLoaded at 375px opens the drawer with its lists, whose code loads on that first use", async () => {
    await withBrowser(async (browser) => {
      const menu = await openAtDomContentLoaded(browser.context, "/", { width: 375, holdScripts: true });
      await tap(menu.page, menu.page.getByRole("button", { name: "Menu", exact: true }));
      menu.release();
      await hydrated(menu.page);
      const drawer = menu.page.getByRole("dialog", { name: "Menu" });
      await drawer.getByRole("navigation", { name: "Small screen menu" }).waitFor();
      expect(await drawer.locator(".mobile-menu__group-button").count()).toBeGreaterThan(0);
      await drawer.getByRole("link", { name: /^Add Cart/ }).waitFor();
      expect(await inputsHeld(menu.page)).toEqual([true]);
      expect(menu.errors).toEqual([]);
      await menu.page.close();
    });
  });
});
