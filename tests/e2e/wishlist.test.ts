/**
 * The wishlist screen (SPEC.md sections 2 to 5, 8 and 9) through the real stack: hearts on product
 * pages fill it, /wishlist shows it newest first with the saving, Remove and Move To Cart with
 * their notices (timed on Playwright's fake clock), a 50-item guest list surviving reloads, a
 * customer's list on the server, a failed save putting the item back, and the screen's states.
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { Product } from "@/domain/product";
import { registerCustomer, signInContext } from "../support/accounts";
import { withBrowser } from "../support/browser";
import { allProducts, pickProduct } from "../support/catalogue";
import { cookieJson, cookieValue, setCookieJson } from "../support/cookies";
import { nextDialogMessage } from "../support/dialogs";
import { checkAtAllWidths } from "../support/page-checks";
import { money, shortName } from "../support/shop-format";
import { sameOrigin } from "../support/api";
import { sharedContext } from "../support/shared-context";

const baseUrl = inject("baseUrl");

const WISHLIST_REMOVED = "1item Removed from Wishlist";
const MOVED_TO_CART = "Moved to Cart";
const WISHLIST_SAVE_FAILED = "Your wishlist could not be saved. Please try again.";
const WISHLIST_EMPTY = "Your wishlist is empty.";
const WISHLIST_PRODUCTS_FAILED = "The products in your wishlist could not be loaded.";
const MAXIMUM_QUANTITY_REACHED = "Maximum quantity reached!";

/** The file's tests share a context, each starting without the last one's tabs, cookies and storage. */
const browser = sharedContext(baseUrl);
const noScript = sharedContext(baseUrl, { javaScriptEnabled: false });

const words = (name: string) => name.split(/\s+/).length;
const onSaleInStock = (product: Product) => product.stock > 0 && product.discountPrice < product.originalPrice;

/** SPEC.md section 2: the saving as originalPrice - discountPrice and as a percent with 2 decimals. */
function savingText(product: Product): string {
  const amount = product.originalPrice - product.discountPrice;
  const percent = (((product.originalPrice - product.discountPrice) / product.originalPrice) * 100).toFixed(2);
  return `You save ${money(amount)} (${percent}%)`;
}

function cookieIds(context: BrowserContext, name: "wishlistItems" | "cartItems"): Promise<unknown> {
  return cookieJson(context, baseUrl, name);
}

function setWishlistCookie(context: BrowserContext, ids: readonly number[]): Promise<void> {
  return setCookieJson(context, baseUrl, "wishlistItems", ids);
}

function items(page: Page): Locator {
  return page.locator(".wishlist__grid").getByRole("article");
}

function item(page: Page, product: Product): Locator {
  return page.getByRole("article", { name: product.name, exact: true });
}

/** The names of the listed items, in screen order (each name link carries the full name). */
function listedNames(page: Page): Promise<string[]> {
  return items(page).evaluateAll((articles) =>
    articles.map((article) => article.querySelector("h2 a")?.getAttribute("aria-label") ?? ""),
  );
}

/** Sets a signed-in customer's list on the server, as the site's own page would. */
async function putCustomerWishlist(page: Page, ids: number[]): Promise<void> {
  const response = await page.request.put(`${baseUrl}/api/wishlist`, { headers: sameOrigin(baseUrl), data: { ids } });
  expect(response.status()).toBe(200);
}

const CHANGE_POST = "/wishlist/change.data";
const SHOPPER_READ = "/shopper.data";

/** The page's next change of the list: the wishlist's action's answer. */
const wishlistSaved = (page: Page) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === CHANGE_POST && response.request().method() === "POST",
  );

async function openWishlist(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/wishlist`);
  await page.getByRole("heading", { level: 1, name: /^My Wishlist/ }).waitFor();
  await items(page)
    .or(page.getByText(WISHLIST_EMPTY, { exact: true }))
    .or(page.getByRole("alert"))
    .first()
    .waitFor();
}

async function wishlistFromProductPage(page: Page, product: Product): Promise<void> {
  await page.goto(`${baseUrl}/product/${product.id}`);
  await page.getByRole("button", { name: "Wishlist", exact: true }).click();
  const wishlisted = page.getByRole("button", { name: "Wishlisted", exact: true });
  // Saved once the action has answered (a page left before would drop the write).
  await expect.poll(() => wishlisted.getAttribute("aria-busy")).toBeNull();
}

// Each test opens its own browser and walks several pages of a shared dev stack: allow for load.
describe("wishlist screen", { timeout: 150_000 }, () => {
  it("a guest wishlists from product pages, sees the list newest first with the saving, removes one and moves one to the cart", async () => {
    const products = await allProducts(baseUrl);
    const longName = pickProduct(
      products,
      (product) => onSaleInStock(product) && words(product.name) > 4,
      "long-named product on sale",
    );
    const shortNamed = pickProduct(
      products,
      (product) => onSaleInStock(product) && words(product.name) <= 4,
      "short-named product on sale",
    );
    await withBrowser(async (clockBrowser) => {
      // The fake clock governs a whole browser context: this test has one of its own.
      const { page, errors } = await clockBrowser.newPage();
      const start = new Date("2026-03-02T10:00:00Z").getTime();
      await page.clock.install({ time: start });

      await wishlistFromProductPage(page, shortNamed);
      await wishlistFromProductPage(page, longName);
      const wishlistLink = page.getByRole("banner").getByRole("link", { name: "Wishlist, 2 items", exact: true });
      await wishlistLink.waitFor();
      // The number drawn on the badge, whether it is text or CSS generated content.
      const badge = await wishlistLink
        .locator(".header-action__badge")
        .evaluate((element) => element.textContent || getComputedStyle(element, "::after").content.replaceAll('"', ""));
      expect(badge).toBe("2");

      // Already there: the toggle says so after a reload, and the list does not grow.
      await page.reload();
      const toggle = page.getByRole("button", { name: "Wishlisted", exact: true });
      await toggle.waitFor();
      expect(await toggle.getAttribute("aria-pressed")).toBe("true");
      expect(await page.getByRole("button", { name: "Wishlist", exact: true }).count()).toBe(0);
      expect(await cookieIds(clockBrowser.context, "wishlistItems")).toEqual([longName.id, shortNamed.id]);

      await openWishlist(page);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("My Wishlist (2 items)");
      expect(await listedNames(page)).toEqual([longName.name, shortNamed.name]);
      for (const product of [longName, shortNamed]) {
        const card = item(page, product);
        expect(await card.getByRole("heading", { level: 2 }).textContent()).toBe(shortName(product.name, 4));
        expect(await card.getByRole("link", { name: product.name, exact: true }).getAttribute("href")).toBe(
          `/product/${product.id}`,
        );
        expect(await card.getByText(savingText(product), { exact: true }).isVisible()).toBe(true);
        expect(await card.getByRole("button", { name: "Move To Cart", exact: true }).isEnabled()).toBe(true);
      }

      // From here on the page's time moves only when the test says so.
      await page.clock.pauseAt(start + 10 * 60_000);
      await item(page, shortNamed)
        .getByRole("button", { name: `Remove ${shortNamed.name} from wishlist`, exact: true })
        .click();
      const removed = page.getByRole("status").getByText(WISHLIST_REMOVED, { exact: true });
      await removed.waitFor();
      await expect.poll(() => listedNames(page)).toEqual([longName.name]);
      // The item leaves the screen at the tap; the cookie is written by the wishlist's action.
      await expect.poll(() => cookieIds(clockBrowser.context, "wishlistItems")).toEqual([longName.id]);
      await page.clock.runFor(2900);
      expect(await removed.isVisible()).toBe(true);
      await page.clock.runFor(100);
      await removed.waitFor({ state: "detached" });

      await item(page, longName).getByRole("button", { name: "Move To Cart", exact: true }).click();
      await page.waitForURL(`${baseUrl}/addcart`);
      await page.getByRole("status").getByText(MOVED_TO_CART, { exact: true }).waitFor();
      const cart = (await cookieIds(clockBrowser.context, "cartItems")) as number[][];
      expect(cart.map(([id]) => id)).toEqual([longName.id]);
      expect(await cookieIds(clockBrowser.context, "wishlistItems")).toEqual([]);

      await openWishlist(page);
      await page.getByText(WISHLIST_EMPTY, { exact: true }).waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("My Wishlist");
      expect(
        await page.getByRole("main").getByRole("link", { name: "Browse products", exact: true }).getAttribute("href"),
      ).toBe("/all-product");
      await page.getByRole("banner").getByRole("link", { name: "Cart, 1 item", exact: true }).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it("a 50-item guest wishlist fits its cookie and survives reloads, and one more makes 51", async () => {
    const products = await allProducts(baseUrl);
    const saved = products.slice(0, 50).map((product) => product.id);
    const extra = pickProduct(products, (product) => !saved.includes(product.id), "51st product");
    const { page, errors } = await browser.newPage();
    await setWishlistCookie(browser.context, saved);

    await openWishlist(page);
    await expect.poll(() => items(page).count()).toBe(50);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("My Wishlist (50 items)");
    expect(await listedNames(page)).toEqual(products.slice(0, 50).map((product) => product.name));
    await page.reload();
    await items(page).first().waitFor();
    expect(await items(page).count()).toBe(50);

    await wishlistFromProductPage(page, extra);
    // A new load of the list, like the reload above: it reads the list from the cookie.
    await openWishlist(page);
    await items(page).first().waitFor();
    expect(await items(page).count()).toBe(51);
    expect((await listedNames(page))[0]).toBe(extra.name);
    // Chromium drops a cookie over 4096 bytes, so reading all 51 ids back shows the list fits.
    expect(await cookieIds(browser.context, "wishlistItems")).toEqual([extra.id, ...saved]);
    expect(errors).toEqual([]);
  });

  it("a customer's wishlist lives on the server, not in a cookie", async () => {
    const products = await allProducts(baseUrl);
    const product = pickProduct(products, onSaleInStock, "product on sale");
    const customer = await registerCustomer(baseUrl);
    const { page, errors } = await browser.newPage();
    await signInContext(page, baseUrl, customer);
    await page.goto(`${baseUrl}/product/${product.id}`);
    const saved = wishlistSaved(page);
    await page.getByRole("button", { name: "Wishlist", exact: true }).click();
    expect((await saved).status()).toBe(200);

    await openWishlist(page);
    await item(page, product).waitFor();
    await page.reload();
    await item(page, product).waitFor();
    expect(await listedNames(page)).toEqual([product.name]);

    const response = await page.request.get(`${baseUrl}/api/wishlist`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ids: [product.id] });
    expect(await cookieValue(browser.context, baseUrl, "wishlistItems")).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it("a customer's heart saves with one post and reads only the shopper again, and two quick taps on two hearts are both saved", async () => {
    const products = await allProducts(baseUrl);
    const kept = products.at(-1);
    if (!kept) throw new Error("the seed has no products");
    const customer = await registerCustomer(baseUrl);
    const { page, errors } = await browser.newPage();
    await signInContext(page, baseUrl, customer);
    await putCustomerWishlist(page, [kept.id]);
    // The page frame reads a customer's cart and alerts once per page load; on a loaded machine
    // after the header shows the wishlist, so they are waited for before counting.
    const frameRead = (path: string) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path, { timeout: 30_000 });
    const frameReads = Promise.all([frameRead("/api/cart"), frameRead("/api/stock-alerts")]);
    await page.goto(`${baseUrl}/all-product`);
    await page.getByRole("banner").getByRole("link", { name: "Wishlist, 1 item", exact: true }).waitFor();
    await frameReads;
    const labels = await page
      .getByRole("main")
      .getByRole("button", { name: /^Wishlist: /, pressed: false })
      .evaluateAll((buttons) => buttons.slice(0, 3).map((button) => button.getAttribute("aria-label") ?? ""));
    const tapped = labels.map((label) => {
      const product = products.find((entry) => `Wishlist: ${entry.name}` === label);
      if (!product) throw new Error(`no product for ${label}`);
      return product;
    });
    const [first, second, third] = tapped;
    if (!first || !second || !third) throw new Error("three hearts not in the wishlist needed");
    const heart = (product: Product, pressed?: boolean) =>
      page.getByRole("main").getByRole("button", { name: `Wishlist: ${product.name}`, exact: true, pressed });
    // Busy until React Router's fetcher is idle again: after the action and any read it started.
    const settled = (product: Product) => expect.poll(() => heart(product).getAttribute("aria-busy")).toBeNull();
    // What the page asks for from here on: any data read or document, not its pictures or code.
    const asked: string[] = [];
    page.on("request", (request) => {
      if (["fetch", "xhr", "document"].includes(request.resourceType()))
        asked.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });

    const saved = wishlistSaved(page);
    await heart(first).click();
    await heart(first, true).waitFor();
    expect((await saved).status()).toBe(200);
    await settled(first);
    const oneChange = [`POST ${CHANGE_POST}`, `GET ${SHOPPER_READ}`];
    expect(asked).toEqual(oneChange);

    // The second tap comes while the first one's change is held on its way; only that one is held,
    // so a change sent beside it (not after it) would reach the server first and be overwritten.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let holdNext = true;
    const firstPost = page.waitForRequest(
      (request) => new URL(request.url()).pathname === CHANGE_POST && request.method() === "POST",
    );
    await page.route(
      (url) => url.pathname === CHANGE_POST,
      async (route) => {
        if (holdNext) {
          holdNext = false;
          await held;
        }
        await route.continue();
      },
    );
    await heart(second).click();
    await firstPost;
    await heart(third).click();
    await heart(third, true).waitFor();
    release();
    await settled(second);
    await settled(third);
    expect(asked).toEqual([...oneChange, ...oneChange, ...oneChange]);
    await page.unroute((url) => url.pathname === CHANGE_POST);

    const response = await page.request.get(`${baseUrl}/api/wishlist`);
    expect(await response.json()).toEqual({ ids: [third.id, second.id, first.id, kept.id] });
    await page.reload();
    await page.getByRole("banner").getByRole("link", { name: "Wishlist, 4 items", exact: true }).waitFor();
    for (const product of tapped) await heart(product, true).waitFor();
    expect(errors).toEqual([]);
  });

  it("a customer's heart clicked before their list has arrived counts once it is here, added to what the list held", async () => {
    const products = (await allProducts(baseUrl)).filter((product) => product.stock > 0);
    const [kept, clicked] = products.slice(-2);
    if (!kept || !clicked) throw new Error("two products in stock needed");
    const customer = await registerCustomer(baseUrl);
    const { page, errors } = await browser.newPage();
    await signInContext(page, baseUrl, customer);
    await putCustomerWishlist(page, [kept.id]);
    // The shopper's read is held until the heart has been clicked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === SHOPPER_READ,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`${baseUrl}/product/${clicked.id}`);
    const heart = page.getByRole("button", { name: "Wishlist", exact: true });
    expect(await heart.isEnabled()).toBe(true);
    const saved = wishlistSaved(page);
    await heart.click();
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    release();
    expect((await saved).status()).toBe(200);
    await page.getByRole("button", { name: "Wishlisted", exact: true, pressed: true }).waitFor();
    const response = await page.request.get(`${baseUrl}/api/wishlist`);
    expect(await response.json()).toEqual({ ids: [clicked.id, kept.id] });
    expect(errors).toEqual([]);
  });

  it("without script a guest's heart is a form: the action keeps the product in the cookie and comes back to the page", async () => {
    const products = (await allProducts(baseUrl)).filter((product) => product.stock > 0);
    const [first, second] = products;
    if (!first || !second) throw new Error("two products in stock needed");
    const { page, errors } = await noScript.newPage();
    for (const product of [first, second]) {
      await page.goto(`${baseUrl}/product/${product.id}`);
      await page.getByRole("main").getByRole("button", { name: "Wishlist", exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/product/${product.id}`);
      await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    }
    expect(await cookieIds(noScript.context, "wishlistItems")).toEqual([second.id, first.id]);
    expect(errors).toEqual([]);
  });

  it("when the answer to a customer's removal does not come, the item comes back and the shopper is told", async () => {
    const products = await allProducts(baseUrl);
    const [first, second] = products.filter(onSaleInStock);
    if (!first || !second) throw new Error("the seed has two products on sale");
    const customer = await registerCustomer(baseUrl);
    const { page, errors } = await browser.newPage();
    await signInContext(page, baseUrl, customer);
    await putCustomerWishlist(page, [first.id, second.id]);
    await openWishlist(page);
    expect(await listedNames(page)).toEqual([first.name, second.name]);

    // The change's answer never comes whole: the page says the save failed and shows the list the server holds.
    await page.route(
      (url) => url.pathname === CHANGE_POST,
      (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Down for a test." }),
    );
    await item(page, first)
      .getByRole("button", { name: `Remove ${first.name} from wishlist`, exact: true })
      .click();
    await page.getByRole("status").getByText(WISHLIST_SAVE_FAILED, { exact: true }).waitFor();
    await expect.poll(() => listedNames(page)).toEqual([first.name, second.name]);
    await page.unroute((url) => url.pathname === CHANGE_POST);
    const response = await page.request.get(`${baseUrl}/api/wishlist`);
    expect(await response.json()).toEqual({ ids: [first.id, second.id] });
    expect(errors.filter((error) => !error.includes("500") && !error.includes(WISHLIST_SAVE_FAILED))).toEqual([]);
  });

  it("Move To Cart keeps the item when the cart already holds all the stock, and out-of-stock items cannot move", async () => {
    const products = await allProducts(baseUrl);
    const lowStock = pickProduct(
      products,
      (product) => product.stock >= 1 && product.stock <= 3,
      "product with 1 to 3 in stock",
    );
    const soldOut = pickProduct(products, (product) => product.stock === 0, "sold-out product");
    const { page, errors } = await browser.newPage();
    await setWishlistCookie(browser.context, [lowStock.id, soldOut.id]);
    await setCookieJson(browser.context, baseUrl, "cartItems", [[lowStock.id, lowStock.stock, -1, -1]]);
    await openWishlist(page);
    const soldOutButton = item(page, soldOut).getByRole("button", { name: "Out of stock", exact: true });
    expect(await soldOutButton.isDisabled()).toBe(true);
    expect(await item(page, soldOut).getByRole("button", { name: "Move To Cart" }).count()).toBe(0);

    const refused = nextDialogMessage(page);
    await item(page, lowStock).getByRole("button", { name: "Move To Cart", exact: true }).click();
    expect(await refused).toBe(MAXIMUM_QUANTITY_REACHED);
    expect(new URL(page.url()).pathname).toBe("/wishlist");
    expect(await listedNames(page)).toEqual([lowStock.name, soldOut.name]);
    expect(await cookieIds(browser.context, "wishlistItems")).toEqual([lowStock.id, soldOut.id]);
    expect(errors).toEqual([]);
  });

  it("shows skeletons while the products load, and a Retry when they cannot be loaded", async () => {
    const products = await allProducts(baseUrl);
    const product = pickProduct(products, onSaleInStock, "product on sale");
    const { page, errors } = await browser.newPage();
    await setWishlistCookie(browser.context, [product.id]);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let failing = true;
    const isWishlistProducts = (url: URL) => url.pathname === "/api/products" && url.searchParams.has("ids");
    await page.route(isWishlistProducts, async (route) => {
      await gate;
      if (failing)
        await route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "internal", message: "Down for a test." } }),
        });
      else await route.continue();
    });
    await page.goto(`${baseUrl}/wishlist`);
    await page.getByRole("status").filter({ hasText: "Loading your wishlist..." }).waitFor();
    expect(await page.locator(".wishlist-item--skeleton").count()).toBeGreaterThan(0);
    release();
    const alert = page.getByRole("alert").filter({ has: page.getByText(WISHLIST_PRODUCTS_FAILED, { exact: true }) });
    await alert.waitFor();
    failing = false;
    await alert.getByRole("button", { name: "Retry", exact: true }).click();
    await item(page, product).waitFor();
    expect(await page.getByText(WISHLIST_PRODUCTS_FAILED).count()).toBe(0);
    expect(await page.locator(".wishlist-item--skeleton").count()).toBe(0);
    expect(
      errors.filter((error) => !error.includes("500") && !error.includes("Error fetching wishlist products")),
    ).toEqual([]);
  });

  it("passes axe and fits 375, 768 and 1280 px with items and when empty", async () => {
    const products = await allProducts(baseUrl);
    const listed = [
      pickProduct(
        products,
        (product) => onSaleInStock(product) && words(product.name) > 5,
        "long-named product on sale",
      ),
      pickProduct(products, (product) => product.stock === 0, "sold-out product"),
      ...products.filter(onSaleInStock).slice(0, 4),
    ];
    const { page, errors } = await browser.newPage();
    await setWishlistCookie(browser.context, [...new Set(listed.map((product) => product.id))]);
    const withItems = await checkAtAllWidths(page, `${baseUrl}/wishlist`, "wishlist-items", (p) =>
      items(p).first().waitFor(),
    );

    await browser.context.clearCookies();
    const empty = await checkAtAllWidths(page, `${baseUrl}/wishlist`, "wishlist-empty", (p) =>
      p.getByText(WISHLIST_EMPTY, { exact: true }).waitFor(),
    );
    expect({ withItems, empty }).toEqual({ withItems: [], empty: [] });
    expect(errors).toEqual([]);
  });
});
