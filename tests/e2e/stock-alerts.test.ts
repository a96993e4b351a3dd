/**
 * Back-in-stock alerts (issue 16) through the real stack: a sold-out product page offers "Notify me
 * when back in stock" to a customer and a sign-in that comes back to a guest; the list lives on
 * the server; once the shop API's stock is set back (its database, as its owner would), the next
 * visit shows the notice, which leads to the account area's list with Add to cart and then ends.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { Product } from "@/domain/product";
import { registerCustomer, serverCart, signInContext } from "../support/accounts";
import { withBrowser } from "../support/browser";
import { allProducts } from "../support/catalogue";
import { nextDialogMessage } from "../support/dialogs";
import { checkAtAllWidths } from "../support/page-checks";
import { setStock } from "../support/shop-db";
import { shortName } from "../support/shop-format";
import { sameOrigin } from "../support/api";
import { sharedContext } from "../support/shared-context";

const baseUrl = inject("baseUrl");

// The texts a shopper reads, written out.
const NOTIFY_ME = "Notify me when back in stock";
const WILL_LET_YOU_KNOW = "We'll let you know";
const SIGN_IN_TO_BE_NOTIFIED = "Sign in to be notified";

/**
 * Sold-out products from the end of the catalogue: other files pick the first sold-out one, and
 * this file sets the stock of some back for a while.
 */
async function soldOutProducts(count: number): Promise<Product[]> {
  const found = (await allProducts(baseUrl)).filter((product) => product.stock === 0).slice(-count);
  if (found.length < count) throw new Error(`the seed has only ${found.length} sold-out products, ${count} needed`);
  return found;
}

/** The file's tests share a context, each starting without the last one's tabs, cookies and storage. */
const browser = sharedContext(baseUrl);

const main = (page: Page) => page.getByRole("main");

async function openProduct(page: Page, product: Product): Promise<void> {
  await page.goto(`${baseUrl}/product/${product.id}`);
  await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
}

async function follow(page: Page, productId: number): Promise<void> {
  const response = await page.request.put(`${baseUrl}/api/stock-alerts/${productId}`, {
    headers: sameOrigin(baseUrl),
  });
  if (response.status() !== 200)
    throw new Error(`PUT /api/stock-alerts/${productId}: ${response.status()} ${await response.text()}`);
}

async function alertIds(page: Page): Promise<number[]> {
  const response = await page.request.get(`${baseUrl}/api/stock-alerts`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { alerts: { productId: number }[] }).alerts.map((alert) => alert.productId);
}

function row(page: Page, product: Product) {
  return main(page).getByRole("article", { name: product.name, exact: true });
}

describe("back-in-stock alerts", { timeout: 360_000 }, () => {
  it("a guest signs in from a sold-out product and comes back to it; the customer asks to be notified, sees it after a reload, and can take it back", async () => {
    const [product] = (await soldOutProducts(1)) as [Product];
    const customer = await registerCustomer(baseUrl, "Nila");
    const { page, errors } = await browser.newPage();
    await openProduct(page, product);
    expect(await main(page).getByRole("button", { name: "Out of stock", exact: true }).isDisabled()).toBe(true);
    const signIn = main(page).getByRole("link", { name: SIGN_IN_TO_BE_NOTIFIED, exact: true });
    expect(await signIn.getAttribute("href")).toBe(`/login?returnTo=%2Fproduct%2F${product.id}`);
    expect(await main(page).getByRole("button", { name: NOTIFY_ME }).count()).toBe(0);

    await signIn.click();
    await page.getByRole("heading", { level: 1, name: "Sign In" }).waitFor();
    // A shopper who has no account yet keeps the way back through registration.
    expect(await main(page).getByRole("link", { name: "Create an account", exact: true }).getAttribute("href")).toBe(
      `/register?returnTo=%2Fproduct%2F${product.id}`,
    );
    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Password", { exact: true }).fill(customer.password);
    const welcome = nextDialogMessage(page);
    await main(page).getByRole("button", { name: "Sign In", exact: true }).click();
    expect(await welcome).toBe(`Welcome, ${customer.name}!`);
    await page.waitForURL(`${baseUrl}/product/${product.id}`);

    // One write per form: the buttons post to the route's action, never to the JSON API themselves.
    const writes: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() !== "GET" && /^\/api\/stock-alerts|^\/stock-alerts/.test(pathname))
        writes.push(`${request.method()} ${pathname}`);
    });
    const notify = main(page).getByRole("button", { name: NOTIFY_ME, exact: true });
    await notify.click();
    await main(page).getByText(WILL_LET_YOU_KNOW, { exact: true }).waitFor();
    const remove = main(page).getByRole("button", { name: "Remove alert", exact: true });
    // The keyboard stays on the button, which now says Remove alert.
    expect(await remove.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await alertIds(page)).toEqual([product.id]);

    // Kept on the server: the next visit still says so.
    await page.reload();
    await main(page).getByText(WILL_LET_YOU_KNOW, { exact: true }).waitFor();

    await remove.click();
    await notify.waitFor();
    expect(await main(page).getByText(WILL_LET_YOU_KNOW, { exact: true }).count()).toBe(0);
    expect(await alertIds(page)).toEqual([]);
    expect(writes).toEqual(["POST /stock-alerts.data", "POST /stock-alerts.data"]);

    // Signed in, a visit to /login with a return path goes straight back there.
    await page.goto(`${baseUrl}/login?returnTo=%2Fproduct%2F${product.id}`);
    await page.waitForURL(`${baseUrl}/product/${product.id}`);
    // A return path off the site is ignored: the account area instead.
    await page.goto(`${baseUrl}/login?returnTo=%2F%2Fevil.example`);
    await page.waitForURL(`${baseUrl}/UserProfile`);
    expect(errors).toEqual([]);
  });

  it("without JavaScript the buttons are forms: a guest is sent to sign in, a customer follows and takes it back", async () => {
    const [product] = (await soldOutProducts(1)) as [Product];
    const customer = await registerCustomer(baseUrl, "Tara");
    await withBrowser(
      async (noScript) => {
        const { page, errors } = await noScript.newPage();
        await openProduct(page, product);
        // The page is everybody's: the server offers the form, and its action knows who posts it.
        await main(page).getByRole("button", { name: NOTIFY_ME, exact: true }).click();
        await page.waitForURL((url) => url.pathname === "/login");
        expect(new URL(page.url()).searchParams.get("returnTo")).toBe(`/product/${product.id}`);

        await signInContext(page, baseUrl, customer);
        await openProduct(page, product);
        await main(page).getByRole("button", { name: NOTIFY_ME, exact: true }).click();
        await page.waitForURL((url) => url.pathname === `/product/${product.id}`);
        await main(page).getByText(WILL_LET_YOU_KNOW, { exact: true }).waitFor();
        expect(await alertIds(page)).toEqual([product.id]);

        await main(page).getByRole("button", { name: "Remove alert", exact: true }).click();
        await page.waitForURL((url) => url.pathname === `/product/${product.id}` && url.search === "");
        await main(page).getByRole("button", { name: NOTIFY_ME, exact: true }).waitFor();
        expect(await alertIds(page)).toEqual([]);
        expect(await page.locator("html[data-hydrated]").count()).toBe(0);
        expect(errors).toEqual([]);
      },
      { javaScriptEnabled: false },
    );
  });

  it("opening the list reads the alerts once: the screen's loader reads them, the page frame's notice waits until the shopper leaves the list", async () => {
    const [product] = (await soldOutProducts(1)) as [Product];
    const customer = await registerCustomer(baseUrl, "Asha");
    const { page, errors } = await browser.newPage();
    await signInContext(page, baseUrl, customer);
    await follow(page, product.id);
    let reads = 0;
    page.on("request", (request) => {
      if (request.method() === "GET" && new URL(request.url()).pathname === "/api/stock-alerts") reads += 1;
    });
    await page.goto(`${baseUrl}/stock-alerts`);
    await row(page, product).waitFor();
    // Every part of the frame, the notice's included, has hydrated and asked for what it shows.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(reads).toBe(1);
    expect(errors).toEqual([]);
  });

  it("a sold-out product page's first load reads the alerts once: its button shows the page frame's read", async () => {
    const [followed, other] = (await soldOutProducts(2)) as [Product, Product];
    const customer = await registerCustomer(baseUrl, "Meera");
    const { page, errors } = await browser.newPage();
    await signInContext(page, baseUrl, customer);
    await follow(page, followed.id);
    let reads = 0;
    page.on("request", (request) => {
      if (request.method() === "GET" && new URL(request.url()).pathname === "/api/stock-alerts") reads += 1;
    });
    await page.goto(`${baseUrl}/product/${followed.id}`);
    await main(page).getByText(WILL_LET_YOU_KNOW, { exact: true }).waitFor();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(reads).toBe(1);

    // A client navigation reads the product's state with the page.
    await page.evaluate((path) => {
      history.pushState(null, "", path);
      dispatchEvent(new PopStateEvent("popstate"));
    }, `/product/${other.id}`);
    await main(page).getByRole("button", { name: NOTIFY_ME, exact: true }).waitFor();
    expect(reads).toBe(2);
    expect(errors).toEqual([]);
  });

  it("products back in stock: the next visit shows the notice, which leads to the list with Add to cart; then the notice ends", async () => {
    const [back1, back2, still] = (await soldOutProducts(3)) as [Product, Product, Product];
    const customer = await registerCustomer(baseUrl, "Ravi");
    const { page, errors } = await browser.newPage();
    // A guest's list screen asks to sign in.
    await page.goto(`${baseUrl}/stock-alerts`);
    await main(page).getByRole("heading", { name: "Sign in to see your account" }).waitFor();
    await signInContext(page, baseUrl, customer);

    for (const product of [still, back2, back1]) await follow(page, product.id);
    await page.goto(`${baseUrl}/stock-alerts`);
    await row(page, back1).waitFor();
    expect(await main(page).getByRole("button", { name: "Add to cart" }).count()).toBe(0);
    expect(await row(page, still).getByText("Sold out", { exact: true }).isVisible()).toBe(true);

    const notice = page.getByRole("link", { name: "2 products you asked about are back in stock", exact: true });
    await setStock([
      [back1.id, 6],
      [back2.id, 3],
    ]);
    try {
      // The next visit: any page says so (the page checks' load of it is that visit).
      const noticeProblems = await checkAtAllWidths(page, `${baseUrl}/all-product`, "stock-alerts-notice", (p) =>
        p.getByRole("link", { name: "2 products you asked about are back in stock" }).waitFor(),
      );
      expect(noticeProblems).toEqual([]);
      await notice.waitFor();
      expect(await notice.getAttribute("href")).toBe("/stock-alerts");

      await notice.click();
      await page.waitForURL(`${baseUrl}/stock-alerts`);
      await main(page).getByRole("heading", { level: 1, name: "Back in stock alerts" }).waitFor();
      await row(page, back1).getByText("In stock", { exact: true }).waitFor();
      expect(await notice.count()).toBe(0);
      expect(
        await main(page)
          .getByRole("article")
          .evaluateAll((rows) => rows.map((element) => element.querySelector("h2")?.textContent)),
      ).toEqual([back1.name, back2.name, still.name]);
      expect(await row(page, back2).getByText("In stock", { exact: true }).isVisible()).toBe(true);
      expect(await row(page, still).getByText("Sold out", { exact: true }).isVisible()).toBe(true);
      expect(await row(page, still).getByRole("button", { name: "Add to cart" }).count()).toBe(0);
      expect(await page.getByRole("navigation", { name: "Account" }).locator("[aria-current='page']").innerText()).toBe(
        "Back in stock alerts",
      );

      // Add to cart goes through the cart's own add path.
      await row(page, back1).getByRole("button", { name: "Add to cart", exact: true }).click();
      await page
        .getByRole("status")
        .getByText(`${shortName(back1.name, 4)} added to Cart`, { exact: true })
        .waitFor();
      expect((await serverCart(page, baseUrl)).map((line) => line.id)).toEqual([back1.id]);

      const listProblems = await checkAtAllWidths(page, `${baseUrl}/stock-alerts`, "stock-alerts-list", (p) =>
        p.getByRole("main").getByRole("button", { name: "Add to cart" }).first().waitFor(),
      );
      expect(listProblems).toEqual([]);

      // Seen on the list: the next visit has no notice.
      const read = page.waitForResponse((response) => response.url().endsWith("/api/stock-alerts"));
      await page.goto(`${baseUrl}/all-product`);
      const body = (await (await read).json()) as { backInStock: number[] };
      expect(body.backInStock).toEqual([]);
      expect(await page.getByRole("link", { name: /you asked about/ }).count()).toBe(0);

      // Removing from the list takes it off the server, and reads no cart: only the next cart
      // write's revalidation does (its GET is asked after its POST has answered).
      // The page frame reads the customer's cart once per page load.
      const frameRead = page.waitForResponse(
        (response) => response.request().method() === "GET" && new URL(response.url()).pathname === "/api/cart",
      );
      await page.goto(`${baseUrl}/stock-alerts`);
      await row(page, back2).getByRole("button", { name: "Add to cart", exact: true }).waitFor();
      await frameRead;
      // In the order the page sent them (request events keep it; a response event can come after
      // a later request's, so the add is marked by its request, which the read can only follow).
      const sent: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        const method = request.method();
        if (method === "POST" && pathname === "/stock-alerts.data" && request.postData()?.includes("intent=remove"))
          sent.push("remove");
        if (method === "POST" && pathname === "/addcart.data") sent.push("add");
        if (method === "GET" && pathname === "/api/cart") sent.push("cart read");
      });
      await row(page, still).getByRole("button", { name: "Remove", exact: true }).click();
      // The list loses the row once the action and the revalidation after it are done: a cart read
      // that revalidation asked for would have been sent by then.
      await row(page, still).waitFor({ state: "detached" });
      expect(await alertIds(page)).toEqual([back1.id, back2.id]);
      const readAfterAdd = page.waitForRequest(
        (request) =>
          request.method() === "GET" && new URL(request.url()).pathname === "/api/cart" && sent.includes("add"),
      );
      await row(page, back2).getByRole("button", { name: "Add to cart", exact: true }).click();
      await readAfterAdd;
      expect(sent).toEqual(["remove", "add", "cart read"]);

      // The customer's sold-out product page, checked at every width.
      const productProblems = await checkAtAllWidths(
        page,
        `${baseUrl}/product/${still.id}`,
        "stock-alerts-product",
        (p) => p.getByRole("main").getByRole("button", { name: NOTIFY_ME, exact: true }).waitFor(),
      );
      expect(productProblems).toEqual([]);
    } finally {
      await setStock([
        [back1.id, 0],
        [back2.id, 0],
      ]);
    }
    expect(errors).toEqual([]);
  });
});
