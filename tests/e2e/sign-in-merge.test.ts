/**
 * What signing in and out does to the cart and the wishlist (SPEC.md sections 4 and 6), through
 * the real screens: a guest's cart merges into the customer's server cart (same product adds
 * units, clamped to stock) and the guest's wishlist joins theirs, the cookies go; signing out
 * leaves nothing of the customer on the device.
 */
import { request, type BrowserContext, type Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { Product } from "@/domain/product";
import { registerCustomer, serverCart, signInContext, type TestCustomer } from "../support/accounts";
import { allProducts, pickProduct } from "../support/catalogue";
import { setCookieJson } from "../support/cookies";
import { pressAddToCart } from "../support/checkout";
import { nextDialogMessage } from "../support/dialogs";
import { sameOrigin } from "../support/api";
import { sharedContext } from "../support/shared-context";

const baseUrl = inject("baseUrl");
const TEST_TIMEOUT_MS = 180_000;
/** Server round trips through the dev stack can take seconds while other suites run. */
const POLL = { timeout: 20_000 };

const CART_EMPTY = "Your cart is empty.";
const WISHLIST_EMPTY = "Your wishlist is empty.";

/** The file's tests share a context, each starting without the last one's tabs, cookies and storage. */
const session = sharedContext(baseUrl);

const main = (page: Page) => page.getByRole("main");
const header = (page: Page) => page.getByRole("banner");

/** Five distinct products with room in stock, picked from the live catalogue. */
async function stockedProducts(): Promise<[Product, Product, Product, Product, Product]> {
  const [a, b, c, d, e] = (await allProducts(baseUrl)).filter((product) => product.stock >= 5);
  if (!a || !b || !c || !d || !e) throw new Error("the seed needs 5 products with 5 or more in stock");
  return [a, b, c, d, e];
}

/**
 * Gives the customer a server cart and wishlist before the test's browser ever sees them, from a
 * separate API client that signs in, saves, and signs out again.
 */
async function seedCustomer(
  customer: TestCustomer,
  lists: { cart: { id: number; unit: number }[]; wishlist: number[] },
): Promise<void> {
  const api = await request.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: sameOrigin(baseUrl),
  });
  try {
    const signIn = await api.post("/api/session", { data: { email: customer.email, password: customer.password } });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const cart = await api.put("/api/cart", { data: { items: lists.cart } });
    expect(cart.status(), await cart.text()).toBe(200);
    const wishlist = await api.put("/api/wishlist", { data: { ids: lists.wishlist } });
    expect(wishlist.status(), await wishlist.text()).toBe(200);
    const signOut = await api.delete("/api/session");
    expect(signOut.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies(baseUrl)).map((cookie) => cookie.name);
}

/** Waits until none of `names` is among the context's cookies. */
async function cookiesGone(context: BrowserContext, names: string[]): Promise<void> {
  await expect.poll(async () => (await cookieNames(context)).filter((name) => names.includes(name)), POLL).toEqual([]);
}

/** Signs in through /login, accepting the welcome alert; ends at home. */
async function signInThroughScreen(page: Page, customer: TestCustomer): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const submit = main(page).getByRole("button", { name: "Sign In", exact: true });
  await main(page).getByLabel("Email", { exact: true }).fill(customer.email);
  await main(page).getByLabel("Password", { exact: true }).fill(customer.password);
  const welcome = nextDialogMessage(page);
  await submit.click();
  expect(await welcome).toBe(`Welcome, ${customer.name}!`);
  await page.waitForURL((url) => url.pathname === "/");
}

async function addToCartOnProductPage(page: Page, product: Product, cartCount: number): Promise<void> {
  await page.goto(`${baseUrl}/product/${product.id}`);
  await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
  await pressAddToCart(page, main(page).getByRole("button", { name: "Add to Cart", exact: true }));
  await header(page)
    .getByRole("link", { name: `Cart, ${cartCount} ${cartCount === 1 ? "item" : "items"}` })
    .waitFor();
}

/** The units each cart line shows, by product name, once the cart screen has loaded. */
async function cartScreenUnits(page: Page, names: string[]): Promise<Record<string, number>> {
  await page.getByRole("heading", { level: 1, name: "Shopping Cart" }).waitFor();
  const units: Record<string, number> = {};
  for (const name of names) {
    const quantity = main(page).getByRole("group", { name: `Quantity of ${name}`, exact: true });
    await quantity.waitFor(POLL);
    const text = await quantity.innerText();
    units[name] = Number(/(\d+)/.exec(text)?.[1]);
  }
  return units;
}

async function cartScreenLineCount(page: Page): Promise<number> {
  return main(page)
    .getByRole("group", { name: /^Quantity of / })
    .count();
}

describe("signing in keeps what the guest chose", () => {
  it(
    "the guest's cart and wishlist join the customer's: same product adds units, the cookies go",
    async () => {
      const [a, b, c, c2, d] = await stockedProducts();
      const customer = await registerCustomer(baseUrl, "Nila");
      await seedCustomer(customer, {
        cart: [
          { id: a.id, unit: 1 },
          { id: d.id, unit: 1 },
        ],
        wishlist: [c2.id],
      });

      const { page, errors } = await session.newPage();
      await addToCartOnProductPage(page, a, 1);
      await addToCartOnProductPage(page, b, 2);
      await page.goto(`${baseUrl}/product/${c.id}`);
      await page.getByRole("heading", { level: 1, name: c.name }).waitFor();
      const wish = main(page).getByRole("button", { name: "Wishlist", exact: true });
      await wish.click();
      await header(page).getByRole("link", { name: "Wishlist, 1 item" }).waitFor();
      // The heart shows the change at the tap; the cookie is set by the wishlist's action's answer.
      await expect
        .poll(() => cookieNames(session.context))
        .toEqual(expect.arrayContaining(["cartItems", "wishlistItems"]));

      await signInThroughScreen(page, customer);
      // The merge is done once the cookies are gone: they go only after the server has the lists.
      await cookiesGone(session.context, ["cartItems", "wishlistItems"]);
      await header(page).getByRole("link", { name: "Cart, 3 items" }).waitFor(POLL);
      await header(page).getByRole("link", { name: "Wishlist, 2 items" }).waitFor(POLL);

      const server = await serverCart(page, baseUrl);
      expect(Object.fromEntries(server.map((item) => [item.id, item.unit]))).toEqual({
        [a.id]: 2,
        [b.id]: 1,
        [d.id]: 1,
      });

      await header(page).getByRole("link", { name: "Cart, 3 items" }).click();
      expect(await cartScreenUnits(page, [a.name, b.name, d.name])).toEqual({
        [a.name]: 2,
        [b.name]: 1,
        [d.name]: 1,
      });
      expect(await cartScreenLineCount(page)).toBe(3);

      await page.goto(`${baseUrl}/wishlist`);
      await page.getByRole("heading", { level: 1, name: /^My Wishlist/ }).waitFor();
      await main(page).getByRole("article", { name: c.name, exact: true }).waitFor(POLL);
      await main(page).getByRole("article", { name: c2.name, exact: true }).waitFor(POLL);
      expect(await main(page).getByRole("article").count()).toBe(2);

      // A reload asks the server again: still merged once, no cookie came back.
      await page.goto(`${baseUrl}/addcart`);
      expect(await cartScreenUnits(page, [a.name, b.name, d.name])).toEqual({
        [a.name]: 2,
        [b.name]: 1,
        [d.name]: 1,
      });
      expect(
        (await cookieNames(session.context)).filter((name) => name === "cartItems" || name === "wishlistItems"),
      ).toEqual([]);
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "units beyond the stock are clamped: 3 wanted of a product with 2 left gives 2 on the server",
    async () => {
      const product = pickProduct(
        await allProducts(baseUrl),
        (candidate) => candidate.stock === 2,
        "product with exactly 2 in stock",
      );
      const customer = await registerCustomer(baseUrl, "Ira");

      // The cookie's compact format (src/stores/cart.ts): [id, unit, sizeIndex, colorIndex].
      await setCookieJson(session.context, baseUrl, "cartItems", [[product.id, 3, -1, -1]]);
      const { page, errors } = await session.newPage();
      await page.goto(`${baseUrl}/addcart`);
      expect(await cartScreenUnits(page, [product.name])).toEqual({ [product.name]: 3 });

      await signInThroughScreen(page, customer);
      await cookiesGone(session.context, ["cartItems"]);
      await expect
        .poll(async () => (await serverCart(page, baseUrl)).map((item) => [item.id, item.unit]), POLL)
        .toEqual([[product.id, 2]]);

      await header(page).getByRole("link", { name: "Cart, 1 item" }).click();
      expect(await cartScreenUnits(page, [product.name])).toEqual({ [product.name]: 2 });
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});

describe("a merge whose answer was lost", () => {
  it(
    "is not applied twice: signing in again with the same cookie, the saved units stand and the cookie goes",
    async () => {
      const [product] = await stockedProducts();
      const customer = await registerCustomer(baseUrl, "Lost");
      const entries = [[product.id, 2, -1, -1]];
      await setCookieJson(session.context, baseUrl, "cartItems", entries);
      // The first sign-in reaches the server, which merges, but its answer (the cookie removed)
      // never reaches the browser: it is made apart from the browser, with the browser's cookie.
      const lost = await request.newContext({
        baseURL: baseUrl,
        extraHTTPHeaders: {
          ...sameOrigin(baseUrl),
          Cookie: `cartItems=${encodeURIComponent(JSON.stringify(entries))}`,
        },
      });
      try {
        const signIn = await lost.post("/api/session", {
          data: { email: customer.email, password: customer.password },
        });
        expect(signIn.status(), await signIn.text()).toBe(200);
      } finally {
        await lost.dispose();
      }
      const { page, errors } = await session.newPage();
      expect(await cookieNames(session.context)).toContain("cartItems");

      await signInThroughScreen(page, customer);
      await cookiesGone(session.context, ["cartItems"]);
      expect((await serverCart(page, baseUrl)).map((item) => [item.id, item.unit])).toEqual([[product.id, 2]]);
      await page.goto(`${baseUrl}/addcart`);
      expect(await cartScreenUnits(page, [product.name])).toEqual({ [product.name]: 2 });
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});

describe("signing out", () => {
  it(
    "from the profile dropdown: /login, the session cookies gone, and nothing of the customer's left to see",
    async () => {
      const [a, c] = await stockedProducts();
      const customer = await registerCustomer(baseUrl, "Tara");
      await seedCustomer(customer, { cart: [{ id: a.id, unit: 2 }], wishlist: [c.id] });

      const { page, errors } = await session.newPage();
      await signInContext(page, baseUrl, customer);
      await page.goto(`${baseUrl}/`);
      const profile = header(page).getByRole("button", { name: `${customer.name}, profile` });
      await profile.waitFor();
      await header(page).getByRole("link", { name: "Cart, 1 item" }).waitFor(POLL);
      await header(page).getByRole("link", { name: "Wishlist, 1 item" }).waitFor(POLL);
      expect(await cookieNames(session.context)).toEqual(expect.arrayContaining(["session", "user_name"]));

      await profile.click();
      await header(page).getByRole("button", { name: "Sign Out", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/login");
      await page.getByRole("heading", { level: 1, name: "Sign In" }).waitFor();
      await cookiesGone(session.context, ["session", "user_name"]);

      const checkNothingLeft = async () => {
        const guestProfile = header(page).getByRole("button", { name: "Profile", exact: true });
        await guestProfile.waitFor();
        await header(page).getByRole("link", { name: "Cart, 0 items" }).waitFor();
        await header(page).getByRole("link", { name: "Wishlist, 0 items" }).waitFor();
        expect(await header(page).locator(".header-action__badge").count()).toBe(0);
        await guestProfile.click();
        await header(page).getByText("Hello, Sign In", { exact: true }).waitFor();
        await page.keyboard.press("Escape");

        await header(page).getByRole("link", { name: "Wishlist, 0 items" }).click();
        await main(page).getByText(WISHLIST_EMPTY, { exact: true }).waitFor(POLL);
        expect(await main(page).getByRole("article").count()).toBe(0);

        await header(page).getByRole("link", { name: "Cart, 0 items" }).click();
        await main(page).getByText(CART_EMPTY, { exact: true }).waitFor(POLL);
        expect(await cartScreenLineCount(page)).toBe(0);
      };

      await checkNothingLeft();
      // A reload asks the server who is here: still nobody, so still nothing of the customer's.
      await page.goto(`${baseUrl}/`);
      await checkNothingLeft();
      await page.reload();
      await main(page).getByText(CART_EMPTY, { exact: true }).waitFor(POLL);
      expect(await main(page).getByText(a.name).count()).toBe(0);
      expect(await (await page.request.get(`${baseUrl}/api/session`)).json()).toEqual({ user: null });
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
