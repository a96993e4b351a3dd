/**
 * The cart screen /addcart (SPEC.md section 2 "Cart screen", sections 4, 5, 8 and 9) through the
 * real stack, as a guest (cookie) and as a signed-in customer (server cart). Expected names,
 * prices and stock come from the API; page.route only simulates failures and slowness.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { LogoResponseSchema, type Product } from "@/domain/product";
import { registerCustomer, serverCart, signInContext } from "../support/accounts";
import { getJson } from "../support/api";
import { allProducts, pickProduct, productById } from "../support/catalogue";
import { initial } from "@/lib/i18n/elision";
import { putCart } from "../support/checkout";
import { cookieJson, setCookieJson, type CartCookieEntry } from "../support/cookies";
import { nextDialogMessage } from "../support/dialogs";
import { checkAtAllWidths } from "../support/page-checks";
import { sharedContext } from "../support/shared-context";
import { money, shortName } from "../support/shop-format";

const baseUrl = inject("baseUrl");
const TEST_TIMEOUT_MS = 240_000;
/** Server round trips through the dev stack can take seconds while other suites run. */
const POLL = { timeout: 20_000 };

const MAXIMUM_QUANTITY_REACHED = "Maximum quantity reached!";
const SELECT_AT_LEAST_ONE = "Please select at least one product to proceed.";
const CART_FETCH_FAILED = "Failed to fetch cart items from the API";
const CART_DELETE_FAILED = "Error deleting product from API";

/** The file's tests share a context, each starting without the last one's tabs, cookies and storage. */
const browser = sharedContext(baseUrl);

const withChoices = (product: Product) => product.sizes.length > 0 && product.colors.length > 0;

/** SPEC.md section 9: sum of discountPrice x Unit, 2 decimals, in ₹ (computed in paise). */
function cartTotal(lines: { product: Product; unit: number }[]): string {
  return money(lines.reduce((sum, line) => sum + line.product.discountPrice * line.unit, 0));
}

async function cartCookie(page: Page): Promise<CartCookieEntry[] | undefined> {
  return (await cookieJson(page.context(), baseUrl, "cartItems")) as CartCookieEntry[] | undefined;
}

/** Opens the product page and clicks Add to Cart (first size and colour are preselected). */
async function addFromProductPage(page: Page, product: Product): Promise<void> {
  await page.goto(`${baseUrl}/product/${product.id}`);
  await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await page
    .getByRole("status")
    .getByText(`${shortName(product.name, 4)} added to Cart`, { exact: true })
    .waitFor();
}

async function openCart(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/addcart`);
  await page.getByRole("heading", { level: 1, name: "Shopping Cart" }).waitFor();
}

/** The line Add to Cart makes on a product page, whose first size and colour are preselected. */
const preselectedLine = (product: Product) => ({
  id: product.id,
  unit: 1,
  size: product.sizes[0] ?? "",
  color: product.colors[0] ?? "",
});

/**
 * A new customer signed in with two products of 5 or more in stock in the server cart, the cart
 * open. The cart is put through the API: adding from the product page as a customer is its own test.
 */
async function customerCartOfTwo() {
  const products = await allProducts(baseUrl);
  const first = pickProduct(products, (product) => product.stock >= 5, "product with 5 or more in stock");
  const second = pickProduct(
    products,
    (product) => product.stock >= 5 && product.id !== first.id,
    "second product with stock",
  );
  const customer = await registerCustomer(baseUrl);
  const { page, errors } = await browser.newPage();
  await signInContext(page, baseUrl, customer);
  await putCart(page, baseUrl, [preselectedLine(first), preselectedLine(second)]);
  await openCart(page);
  await page.getByText("2 / 2 Items Selected", { exact: true }).waitFor();
  return { page, errors, first, second };
}

function cartLines(page: Page): Locator {
  return page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
}

function lineOf(page: Page, product: Product): Locator {
  return cartLines(page).filter({ has: page.getByRole("heading", { level: 2, name: product.name, exact: true }) });
}

/** The quantity as a screen reader hears it, e.g. "Quantity 2". */
async function quantityText(page: Page, product: Product): Promise<string> {
  const text = await page
    .getByRole("group", { name: `Quantity of ${product.name}`, exact: true })
    .locator(".quantity__value")
    .textContent();
  return (text ?? "").replace(/\s+/g, " ").trim();
}

function summary(page: Page): Locator {
  return page.getByRole("region", { name: "Price Details" });
}

async function summaryTotal(page: Page): Promise<string> {
  return summary(page).locator(".cart-summary__total dd").innerText();
}

/** Errors a test provoked on purpose: the failed request and the store's log line about it. */
function unexpected(errors: string[], expected: RegExp[]): string[] {
  return errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
}

describe("cart screen (/addcart)", () => {
  it(
    "a guest's cart: lines, labels, quantity bounds, selection, total, Placed Order and remove",
    async () => {
      const products = await allProducts(baseUrl);
      const low = pickProduct(
        products,
        (product) => product.stock >= 2 && product.stock <= 3 && withChoices(product),
        "product with 2 or 3 in stock and choices",
      );
      const other = pickProduct(
        products,
        (product) => product.stock > 10 && withChoices(product) && product.id !== low.id,
        "well stocked product with choices",
      );

      const { page, errors } = await browser.newPage();
      await addFromProductPage(page, low);
      await addFromProductPage(page, other);
      await openCart(page);

      // The checkout header of SPEC.md section 2.
      const steps = page.getByRole("navigation", { name: "Checkout steps" }).getByRole("listitem");
      // As laid out (innerText follows the styles, which a client navigation may still be loading).
      await expect.poll(() => steps.allInnerTexts(), POLL).toEqual(["1\nCart", "2\nAddress", "3\nPayment"]);
      expect(await steps.nth(0).getAttribute("aria-current")).toBe("step");
      expect(await steps.nth(1).getAttribute("aria-current")).toBeNull();
      expect(await page.getByText("100% SECURE", { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      // The shop's logo leads home (the site header is hidden here).
      const { name: shopName } = await getJson(baseUrl, "/api/logo", LogoResponseSchema);
      const home = page.getByRole("link", { name: shopName });
      expect(await home.getAttribute("href")).toBe("/");

      await expect.poll(() => cartLines(page).count(), POLL).toBe(2);
      for (const product of [low, other]) {
        const line = lineOf(page, product);
        expect(await line.getByText(product.category, { exact: true }).isVisible()).toBe(true);
        expect(await line.getByText(money(product.discountPrice), { exact: true }).isVisible()).toBe(true);
        expect(await line.locator(".cart-line__options dt").allInnerTexts()).toEqual(["Size", "Colour"]);
        expect(await line.locator(".cart-line__options dd").allInnerTexts()).toEqual([
          product.sizes[0],
          product.colors[0],
        ]);
        for (const label of ["#1 Best Seller", "5K+ bought in the past month", "In Stock"]) {
          expect(await line.getByText(label, { exact: true }).isVisible(), label).toBe(true);
        }
        // Picture and name both lead to the product.
        expect(await line.locator(`a[href="/product/${product.id}"]`).count()).toBe(2);
        expect(await line.getByRole("checkbox", { name: `Select ${product.name}` }).isChecked()).toBe(true);
        expect(await quantityText(page, product)).toBe("Quantity 1");
      }
      expect(await page.getByText("2 / 2 Items Selected", { exact: true }).isVisible()).toBe(true);
      expect(await summaryTotal(page)).toBe(
        cartTotal([
          { product: low, unit: 1 },
          { product: other, unit: 1 },
        ]),
      );
      expect(await page.getByRole("heading", { name: "Available Offer" }).isVisible()).toBe(true);
      expect(await page.getByText(/10% instant discount .*minimum spend of ₹3,500/).isVisible()).toBe(true);

      // Quantity bounds (SPEC.md sections 4 and 5): minus off at 1, plus up to the stock.
      const minus = page.getByRole("button", { name: `Decrease quantity of ${low.name}` });
      const plus = page.getByRole("button", { name: `Increase quantity of ${low.name}` });
      expect(await minus.isDisabled()).toBe(true);
      for (let unit = 2; unit <= low.stock; unit++) {
        await plus.click();
        await expect.poll(() => quantityText(page, low), POLL).toBe(`Quantity ${unit}`);
      }
      expect(await plus.getAttribute("aria-disabled")).toBe("true");
      expect(await plus.getAttribute("disabled")).toBeNull();
      const alert = nextDialogMessage(page);
      await plus.click({ force: true });
      expect(await alert).toBe(MAXIMUM_QUANTITY_REACHED);
      expect(await quantityText(page, low)).toBe(`Quantity ${low.stock}`);
      // The line shows the units asked for at once; the total follows the last change's answer.
      await expect
        .poll(() => summaryTotal(page), POLL)
        .toBe(
          cartTotal([
            { product: low, unit: low.stock },
            { product: other, unit: 1 },
          ]),
        );
      expect((await cartCookie(page))?.map(([id, unit]) => [id, unit])).toEqual([
        [low.id, low.stock],
        [other.id, 1],
      ]);
      await minus.click();
      await expect.poll(() => quantityText(page, low), POLL).toBe(`Quantity ${low.stock - 1}`);
      // The units asked for show at once; the line is the cart's again once it has been read anew.
      await expect.poll(() => lineOf(page, low).getAttribute("aria-busy"), POLL).toBe(null);
      expect(await plus.getAttribute("aria-disabled")).toBeNull();
      const lowUnit = low.stock - 1;

      // Selection drives the count and the total.
      await page.getByRole("checkbox", { name: `Select ${other.name}` }).uncheck();
      await page.getByText("1 / 2 Items Selected", { exact: true }).waitFor();
      expect(await summaryTotal(page)).toBe(cartTotal([{ product: low, unit: lowUnit }]));
      await page.getByRole("checkbox", { name: "Select all" }).check();
      await page.getByText("2 / 2 Items Selected", { exact: true }).waitFor();
      await page.getByRole("checkbox", { name: "Select all" }).uncheck();
      await page.getByText("0 / 2 Items Selected", { exact: true }).waitFor();
      expect(await summaryTotal(page)).toBe(money(0));
      const none = nextDialogMessage(page);
      await page.getByRole("button", { name: "Placed Order" }).click();
      expect(await none).toBe(SELECT_AT_LEAST_ONE);
      expect(new URL(page.url()).pathname).toBe("/addcart");

      // A guest goes to sign in first (SPEC.md section 4).
      await page.getByRole("checkbox", { name: `Select ${low.name}` }).check();
      await page.getByText("1 / 2 Items Selected", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Placed Order" }).click();
      await page.waitForURL((url) => url.pathname.toLowerCase() === "/login");

      // Remove: gone from the screen, the cookie and the count, also after a reload.
      await openCart(page);
      await page.getByRole("button", { name: `Remove ${other.name} from cart` }).click();
      await page.getByText("1 / 1 Items Selected", { exact: true }).waitFor();
      expect(await lineOf(page, other).count()).toBe(0);
      expect((await cartCookie(page))?.map(([id]) => id)).toEqual([low.id]);
      await page.reload();
      await page.getByText("1 / 1 Items Selected", { exact: true }).waitFor();
      expect(await lineOf(page, low).count()).toBe(1);
      expect(await quantityText(page, low)).toBe(`Quantity ${lowUnit}`);
      await home.click();
      await page.getByRole("link", { name: "Cart, 1 item" }).waitFor();

      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "a customer's cart is kept on the server; Placed Order goes to /Checkout2; remove waits for the server",
    async () => {
      const { page, errors, first, second } = await customerCartOfTwo();

      await page.getByRole("button", { name: `Increase quantity of ${first.name}` }).click();
      await expect.poll(() => quantityText(page, first), POLL).toBe("Quantity 2");
      await expect
        .poll(async () => (await serverCart(page, baseUrl)).find((item) => item.id === first.id)?.unit, POLL)
        .toBe(2);
      await page.reload();
      await page.getByText("2 / 2 Items Selected", { exact: true }).waitFor();
      expect(await quantityText(page, first)).toBe("Quantity 2");
      expect(await summaryTotal(page)).toBe(
        cartTotal([
          { product: first, unit: 2 },
          { product: second, unit: 1 },
        ]),
      );

      await page.getByRole("button", { name: "Placed Order" }).click();
      await page.waitForURL((url) => url.pathname.toLowerCase() === "/checkout2");
      const items = new URL(page.url()).searchParams.get("items") ?? "";
      expect(
        items
          .split(",")
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual([first.id, second.id].sort((a, b) => a - b));

      // The removal refused (no answer of the action's): the line stays and section 8's text shows.
      await openCart(page);
      await page.getByText("2 / 2 Items Selected", { exact: true }).waitFor();
      await page.route("**/addcart.data", (route) =>
        route.request().method() === "POST" && route.request().postData()?.includes("intent=remove")
          ? route.fulfill({ status: 500, contentType: "text/plain", body: "x" })
          : route.fallback(),
      );
      await page.getByRole("button", { name: `Remove ${second.name} from cart` }).click();
      await page.getByRole("status").getByText(CART_DELETE_FAILED, { exact: true }).waitFor();
      expect(await lineOf(page, second).count()).toBe(1);
      expect(await page.getByText("2 / 2 Items Selected", { exact: true }).isVisible()).toBe(true);
      expect((await serverCart(page, baseUrl)).map((item) => item.id)).toContain(second.id);

      await page.unroute("**/addcart.data");
      await page.getByRole("button", { name: `Remove ${second.name} from cart` }).click();
      await page.getByText("1 / 1 Items Selected", { exact: true }).waitFor();
      expect(await lineOf(page, second).count()).toBe(0);
      expect((await serverCart(page, baseUrl)).map((item) => item.id)).toEqual([first.id]);
      await page.reload();
      await page.getByText("1 / 1 Items Selected", { exact: true }).waitFor();
      expect(await lineOf(page, first).count()).toBe(1);
      expect(await lineOf(page, second).count()).toBe(0);

      expect(unexpected(errors, [/status of 500/, new RegExp(CART_DELETE_FAILED)])).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "a customer's two lines raised at once both reach the server: each write is one statement there",
    async () => {
      const { page, errors, first, second } = await customerCartOfTwo();

      // The first raise is held on its way until the second has been asked: both are then on the
      // server at once, and each changes only its own line (decision 068).
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let firstSeen: () => void = () => undefined;
      const firstWrite = new Promise<void>((resolve) => {
        firstSeen = resolve;
      });
      let holding = false;
      let answered = 0;
      page.on("response", (response) => {
        if (response.request().method() === "POST" && new URL(response.url()).pathname === "/addcart.data") answered++;
      });
      await page.route("**/addcart.data", async (route) => {
        if (route.request().method() !== "POST" || holding) return route.fallback();
        holding = true;
        firstSeen();
        await held;
        return route.fallback();
      });
      await page.getByRole("button", { name: `Increase quantity of ${first.name}` }).click();
      await firstWrite;
      await page.getByRole("button", { name: `Increase quantity of ${second.name}` }).click();
      // The second raise shows at once, its form on its way, while the first is still held.
      await expect.poll(() => quantityText(page, second), POLL).toBe("Quantity 2");
      release();
      await expect.poll(() => quantityText(page, first), POLL).toBe("Quantity 2");
      await expect.poll(() => quantityText(page, second), POLL).toBe("Quantity 2");
      // A line shows the units asked for while its change is on its way: the server is read once both are answered.
      await expect.poll(() => answered, POLL).toBe(2);
      const units = Object.fromEntries((await serverCart(page, baseUrl)).map((item) => [item.id, item.unit]));
      expect(units).toEqual({ [first.id]: 2, [second.id]: 2 });
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "a customer's add, quantity change and removal each write once and read the cart again: the revalidation after the write",
    async () => {
      const products = await allProducts(baseUrl);
      const product = pickProduct(products, (candidate) => candidate.stock >= 5, "product with 5 or more in stock");
      const customer = await registerCustomer(baseUrl);

      const { page, errors } = await browser.newPage();
      await signInContext(page, baseUrl, customer);
      const cartRequests: string[] = [];
      const productReads: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith("/api/cart")) cartRequests.push(request.method());
        // The cart's writes are its action's (decision 068).
        if (pathname === "/addcart.data" && request.method() === "POST") cartRequests.push("POST");
        if (pathname === `/product/${product.id}.data` || pathname.endsWith("/reviews/mine"))
          productReads.push(pathname);
      });
      const reads = () => cartRequests.filter((method) => method === "GET").length;
      const writes = () => cartRequests.filter((method) => method !== "GET").length;

      await page.goto(`${baseUrl}/product/${product.id}`);
      await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
      // The page frame's first read of the customer's lines.
      await expect.poll(reads, POLL).toBe(1);
      cartRequests.length = 0;
      await expect.poll(() => productReads.length, POLL).toBeGreaterThan(0);
      productReads.length = 0;
      await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
      await page
        .getByRole("status")
        .getByText(`${shortName(product.name, 4)} added to Cart`, { exact: true })
        .waitFor();
      // The header counts the add at once; the cart is then read again, once.
      await page.getByRole("link", { name: /^Cart, 1 item/ }).waitFor();
      await expect.poll(reads, POLL).toBe(1);
      expect({ reads: reads(), writes: writes() }).toEqual({ reads: 1, writes: 1 });
      // Nothing on the product page changed: it is not read again.
      expect(productReads).toEqual([]);

      await openCart(page);
      await page.getByText("1 / 1 Items Selected", { exact: true }).waitFor();
      cartRequests.length = 0;
      await page.getByRole("button", { name: `Increase quantity of ${product.name}` }).click();
      await expect.poll(() => quantityText(page, product), POLL).toBe("Quantity 2");
      await expect.poll(() => lineOf(page, product).getAttribute("aria-busy"), POLL).toBe(null);
      // On /addcart the route's loader and the page frame's fetcher of the lines each read the
      // cart again: no read is shared by hand (decision 068).
      await expect.poll(reads, POLL).toBe(2);
      expect({ reads: reads(), writes: writes() }).toEqual({ reads: 2, writes: 1 });

      cartRequests.length = 0;
      await page.getByRole("button", { name: `Remove ${product.name} from cart` }).click();
      await expect.poll(() => cartLines(page).count(), POLL).toBe(0);
      await expect.poll(reads, POLL).toBe(2);
      expect({ reads: reads(), writes: writes() }).toEqual({ reads: 2, writes: 1 });
      expect(await serverCart(page, baseUrl)).toEqual([]);
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "on French pages an add and a quantity change post to /fr/addcart and read the cart again as often as in English",
    async () => {
      const products = await allProducts(baseUrl);
      const { id } = pickProduct(products, (candidate) => candidate.stock >= 5, "product with 5 or more in stock");
      const { name } = await productById(baseUrl, id, "fr");
      const customer = await registerCustomer(baseUrl);

      const { page, errors } = await browser.newPage();
      await signInContext(page, baseUrl, customer);
      const cartPosts: string[] = [];
      let reads = 0;
      const productReads: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith("/api/cart") && request.method() === "GET") reads += 1;
        if (pathname.endsWith("/addcart.data") && request.method() === "POST") cartPosts.push(pathname);
        if (pathname === `/fr/product/${id}.data` || pathname.endsWith("/reviews/mine")) productReads.push(pathname);
      });

      await page.goto(`${baseUrl}/fr/product/${id}`);
      await page.getByRole("heading", { level: 1, name }).waitFor();
      await expect.poll(() => reads, POLL).toBe(1);
      await expect.poll(() => productReads.length, POLL).toBeGreaterThan(0);
      [reads, productReads.length] = [0, 0];
      // The add is held until the header has counted it from the fetcher on its way.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/fr/addcart.data", async (route) => {
        await held;
        await route.fallback();
      });
      await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click();
      await page.getByRole("link", { name: /^Panier, 1 article/ }).waitFor(POLL);
      release();
      await page
        .getByRole("status")
        .getByText(`${shortName(name, 4)} ajouté au panier`, { exact: true })
        .waitFor();
      await page.unrouteAll();
      await expect.poll(() => reads, POLL).toBe(1);
      expect(cartPosts).toEqual(["/fr/addcart.data"]);
      expect(productReads).toEqual([]);

      await page.goto(`${baseUrl}/fr/addcart`);
      const of = initial(name) === "vowel" ? `d’${name}` : `de ${name}`;
      const line = page.getByRole("list", { name: "Articles de votre panier" }).getByRole("listitem");
      const quantity = async () =>
        (
          (await line
            .getByRole("group", { name: `Quantité ${of}`, exact: true })
            .locator(".quantity__value")
            .textContent()) ?? ""
        )
          .replace(/\s+/g, " ")
          .trim();
      await expect.poll(quantity, POLL).toBe("Quantité 1");
      await expect.poll(() => reads, POLL).toBeGreaterThan(1);
      [reads, cartPosts.length] = [0, 0];
      await page.getByRole("button", { name: `Augmenter la quantité ${of}`, exact: true }).click();
      // The units asked for show at once; the line waits for the cart's read after the write.
      await expect.poll(quantity, POLL).toBe("Quantité 2");
      await expect.poll(() => line.getAttribute("aria-busy"), POLL).toBe(null);
      // As in English: the route's loader and the page frame's fetcher each read it once.
      await expect.poll(() => reads, POLL).toBe(2);
      expect({ reads, cartPosts }).toEqual({ reads: 2, cartPosts: ["/fr/addcart.data"] });
      expect(await serverCart(page, baseUrl)).toMatchObject([{ id, unit: 2 }]);
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "a failed cart fetch shows 'Failed to fetch cart items from the API' and Retry loads the cart",
    async () => {
      const products = await allProducts(baseUrl);
      const product = pickProduct(products, (candidate) => candidate.stock >= 5, "product with stock");
      const customer = await registerCustomer(baseUrl);

      const { page, errors } = await browser.newPage();
      await signInContext(page, baseUrl, customer);
      await putCart(page, baseUrl, [preselectedLine(product)]);

      await page.route("**/api/cart", (route) =>
        route.request().method() === "GET"
          ? route.fulfill({
              status: 500,
              contentType: "application/json",
              body: JSON.stringify({ error: { code: "x", message: "x" } }),
            })
          : route.fallback(),
      );
      await openCart(page);
      await page.getByText(CART_FETCH_FAILED, { exact: true }).waitFor();
      expect(await cartLines(page).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Placed Order" }).count()).toBe(0);

      await page.unroute("**/api/cart");
      await page.getByRole("button", { name: "Retry" }).click();
      await page.getByText("1 / 1 Items Selected", { exact: true }).waitFor();
      expect(await lineOf(page, product).count()).toBe(1);
      expect(await page.getByText(CART_FETCH_FAILED).count()).toBe(0);

      expect(unexpected(errors, [/status of 500/, new RegExp(CART_FETCH_FAILED)])).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "a guest cart of 50 products survives a reload whole, and the header counts 50",
    async () => {
      const fifty = (await allProducts(baseUrl)).filter((product) => product.stock > 0).slice(0, 50);
      expect(fifty).toHaveLength(50);
      const entries = fifty.map((product): CartCookieEntry => [
        product.id,
        1,
        product.sizes.length > 0 ? 0 : -1,
        product.colors.length > 0 ? 0 : -1,
      ]);

      await setCookieJson(browser.context, baseUrl, "cartItems", entries);
      const { page, errors } = await browser.newPage();
      await openCart(page);
      await page.getByText("50 / 50 Items Selected", { exact: true }).waitFor();
      expect(await cartLines(page).count()).toBe(50);
      expect(await summaryTotal(page)).toBe(cartTotal(fifty.map((product) => ({ product, unit: 1 }))));

      await page.reload();
      await page.getByText("50 / 50 Items Selected", { exact: true }).waitFor();
      expect(await cartLines(page).count()).toBe(50);
      expect((await cartCookie(page))?.map(([id]) => id)).toEqual(fifty.map((product) => product.id));

      await page.goto(`${baseUrl}/`);
      await page.getByRole("link", { name: "Cart, 50 items" }).waitFor();
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "loading shows skeleton rows; a sold-out line and a line above the stock cannot be selected and say why",
    async () => {
      const products = await allProducts(baseUrl);
      const soldOut = pickProduct(products, (product) => product.stock === 0, "sold-out product");
      const low = pickProduct(products, (product) => product.stock >= 1 && product.stock <= 3, "low-stock product");
      const plenty = pickProduct(products, (product) => product.stock > 10, "well stocked product");
      const entries: CartCookieEntry[] = [
        [plenty.id, 1, -1, -1],
        [soldOut.id, 1, -1, -1],
        [low.id, low.stock + 2, -1, -1],
      ];

      await setCookieJson(browser.context, baseUrl, "cartItems", entries);
      const { page, errors } = await browser.newPage();
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Holds the catalogue answer back (not faked) so the loading state can be seen.
      await page.route("**/api/products?ids=*", async (route) => {
        await gate;
        await route.continue();
      });
      await openCart(page);
      await page.getByRole("status").getByText("Loading your cart...").waitFor({ state: "attached" });
      expect(await page.locator(".cart-line--skeleton").count()).toBeGreaterThan(0);
      release();

      await page.getByText("1 / 3 Items Selected", { exact: true }).waitFor();
      const soldOutLine = lineOf(page, soldOut);
      expect(await soldOutLine.getByText("Out of stock", { exact: true }).isVisible()).toBe(true);
      expect(await soldOutLine.getByText("In Stock", { exact: true }).count()).toBe(0);
      expect(await soldOutLine.getByText(/cannot be ordered/).isVisible()).toBe(true);
      expect(await soldOutLine.getByRole("checkbox").isDisabled()).toBe(true);

      // No size or colour chosen: none shown.
      expect(await soldOutLine.locator(".cart-line__options").count()).toBe(0);
      expect(await soldOutLine.getByText("Size", { exact: true }).count()).toBe(0);

      const lowLine = lineOf(page, low);
      expect(
        await lowLine
          .getByText(`Only ${low.stock} left. Lower the quantity to ${low.stock} to order this item.`, {
            exact: true,
          })
          .isVisible(),
      ).toBe(true);
      expect(await lowLine.getByRole("checkbox").isChecked()).toBe(false);
      expect(await summaryTotal(page)).toBe(cartTotal([{ product: plenty, unit: 1 }]));

      // The sold-out line can only be removed.
      expect(await page.getByRole("button", { name: `Decrease quantity of ${soldOut.name}` }).isDisabled()).toBe(true);
      const refused = nextDialogMessage(page);
      await page.getByRole("button", { name: `Increase quantity of ${soldOut.name}` }).click({ force: true });
      expect(await refused).toBe(MAXIMUM_QUANTITY_REACHED);

      // One minus brings the line within the stock: it becomes orderable and joins the selection.
      expect(await quantityText(page, low)).toBe(`Quantity ${low.stock + 2}`);
      await page.getByRole("button", { name: `Decrease quantity of ${low.name}` }).click();
      await expect.poll(() => quantityText(page, low), POLL).toBe(`Quantity ${low.stock}`);
      expect(await lowLine.getByText(/^Only \d+ left/).count()).toBe(0);
      await page.getByText("2 / 3 Items Selected", { exact: true }).waitFor();
      expect(await summaryTotal(page)).toBe(
        cartTotal([
          { product: plenty, unit: 1 },
          { product: low, unit: low.stock },
        ]),
      );

      // An empty cart says so and leads back to the catalogue.
      for (const product of [plenty, soldOut, low])
        await page.getByRole("button", { name: `Remove ${product.name} from cart` }).click();
      await page.getByText("Your cart is empty.", { exact: true }).waitFor();
      expect(await page.getByRole("link", { name: "Browse products" }).getAttribute("href")).toBe("/all-product");
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "passes axe and fits at 375, 768 and 1280 px with items in the cart",
    async () => {
      const products = await allProducts(baseUrl);
      const chosen = [
        pickProduct(products, (product) => product.stock > 10 && withChoices(product), "product with choices"),
        pickProduct(products, (product) => product.stock === 0, "sold-out product"),
        pickProduct(products, (product) => product.stock > 10 && product.id > 40, "another well stocked product"),
      ];
      // The last line has no size or colour chosen.
      const entries = chosen.map((product, index): CartCookieEntry => [
        product.id,
        1,
        index < 2 ? 0 : -1,
        index < 2 ? 0 : -1,
      ]);

      await setCookieJson(browser.context, baseUrl, "cartItems", entries);
      const { page, errors } = await browser.newPage();
      const problems = await checkAtAllWidths(page, `${baseUrl}/addcart`, "cart", (current) =>
        current.getByText("2 / 3 Items Selected", { exact: true }).waitFor(),
      );
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
