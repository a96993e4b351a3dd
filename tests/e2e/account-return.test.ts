/**
 * Where the shopper was going (issue 40): a guest sent to sign in by a page (the cart's Placed
 * Order, an emailed /receipt or /track link, /your-orders) comes back to it after signing in or
 * registering, in its language, with script and without; a crafted `returnTo` never leaves the
 * site; Sign Out lands on /login from the orders page too.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { registerCustomer, signInContext, type TestCustomer } from "../support/accounts";
import { withBrowser } from "../support/browser";
import { allProducts, pickProduct } from "../support/catalogue";
import { addAddress, placeOrder, pressAddToCart, putCart } from "../support/checkout";
import { checkStateAtAllWidths } from "../support/page-checks";
import { sharedContext } from "../support/shared-context";

const baseUrl = inject("baseUrl");
const sandboxUrl = inject("sandboxUrl");
const POLL = { timeout: 20_000 };

const session = sharedContext(baseUrl);
const main = (page: Page) => page.getByRole("main");

/** Fills the sign-in form the page shows and sends it. */
async function signInOnForm(page: Page, customer: TestCustomer, submit = "Sign In"): Promise<void> {
  // After a client-side navigation the URL changes before the new page is drawn: /register's own
  // Email and Password fields could take the typing, and /login would be submitted empty.
  const button = main(page).getByRole("button", { name: submit, exact: true });
  await button.waitFor(POLL);
  await main(page)
    .getByLabel(/^(Email|Courriel)$/)
    .fill(customer.email);
  await main(page)
    .getByLabel(/^(Password|Mot de passe)$/)
    .fill(customer.password);
  await button.click();
}

/** A fresh customer with a paid order, signed in only long enough to buy it. */
async function customerWithOrder(page: Page): Promise<{ customer: TestCustomer; orderId: number }> {
  const customer = await registerCustomer(baseUrl, "Roya");
  await signInContext(page, baseUrl, customer);
  const address = await addAddress(page, baseUrl, "Ontario", "Toronto");
  const product = pickProduct(await allProducts(baseUrl), (item) => item.stock > 5, "a product in stock");
  await putCart(page, baseUrl, [
    { id: product.id, unit: 1, size: product.sizes[0] ?? "", color: product.colors[0] ?? "" },
  ]);
  const order = await placeOrder(page, baseUrl, sandboxUrl, { addressId: address.id, items: [product.id] });
  await page.context().clearCookies();
  return { customer, orderId: order.id };
}

describe("where the shopper was going", () => {
  it("a guest's Placed Order at 375 px signs in and lands on the checkout of the same selection", async () => {
    const { page, errors } = await session.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    const customer = await registerCustomer(baseUrl, "Lena");
    const product = pickProduct(
      await allProducts(baseUrl),
      (item) => item.stock > 10 && item.sizes.length > 0,
      "a well stocked product",
    );
    await page.goto(`${baseUrl}/product/${product.id}`);
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    await pressAddToCart(page, page.getByRole("button", { name: "Add to Cart", exact: true }));
    await page.goto(`${baseUrl}/addcart`);
    await page.getByRole("button", { name: "Placed Order" }).click();
    await page.waitForURL((url) => url.pathname === "/login", POLL);
    const returnTo = new URL(page.url()).searchParams.get("returnTo");
    expect(returnTo?.toLowerCase()).toBe(`/checkout2?items=${product.id}`);
    expect(await checkStateAtAllWidths(page, "login-return-to")).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });

    await signInOnForm(page, customer);
    await page.waitForURL((url) => url.pathname.toLowerCase() === "/checkout2", POLL);
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(returnTo);
    await main(page).getByText(product.name).first().waitFor(POLL);
    expect(errors).toEqual([]);
  }, 120_000);

  it("a signed-out /receipt asks to sign in, then shows the receipt; /track's Create an account comes back to /track", async () => {
    const { page, errors } = await session.newPage();
    const { customer, orderId } = await customerWithOrder(page);

    await page.goto(`${baseUrl}/receipt?order=${orderId}`);
    await page.waitForURL((url) => url.pathname === "/login", POLL);
    await signInOnForm(page, customer);
    await page.waitForURL((url) => url.pathname === "/receipt", POLL);
    expect(new URL(page.url()).searchParams.get("order")).toBe(String(orderId));
    await main(page).getByRole("article", { name: "Tax receipt" }).waitFor(POLL);
    expect(await main(page).getByText("Order data not found.").count()).toBe(0);

    // Registering from an emailed tracking link: the form hands over to sign-in, which comes back.
    // The receipt is left first: its reads still on their way would meet the cleared cookie (401).
    await page.goto("about:blank");
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/track?order=${orderId}`);
    await main(page).getByRole("link", { name: "Create an account", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/register", POLL);
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe(`/track?order=${orderId}`);
    await main(page).getByRole("link", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/login", POLL);
    await signInOnForm(page, customer);
    await page.waitForURL((url) => url.pathname === "/track", POLL);
    expect(new URL(page.url()).searchParams.get("order")).toBe(String(orderId));
    expect(errors).toEqual([]);
  }, 120_000);

  it("in French, /fr/receipt signs in on /fr/login and comes back to /fr/receipt", async () => {
    const { page, errors } = await session.newPage();
    const { customer, orderId } = await customerWithOrder(page);
    await page.goto(`${baseUrl}/fr/receipt?order=${orderId}`);
    await page.waitForURL((url) => url.pathname === "/fr/login", POLL);
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe(`/fr/receipt?order=${orderId}`);
    await signInOnForm(page, customer, "Se connecter");
    await page.waitForURL((url) => url.pathname === "/fr/receipt", POLL);
    await main(page).getByRole("article", { name: "Reçu fiscal" }).waitFor(POLL);
    expect(errors).toEqual([]);
  }, 120_000);

  it("without script the form carries returnTo; one that could leave the site lands home instead", async () => {
    await withBrowser(
      async (browser) => {
        const customer = await registerCustomer(baseUrl, "Ines");
        const { page } = await browser.newPage();
        await page.goto(`${baseUrl}/login?returnTo=${encodeURIComponent("/your-orders")}`);
        await signInOnForm(page, customer);
        await page.waitForURL((url) => url.pathname === "/your-orders", POLL);

        for (const trick of [
          "//evil.example/",
          "/\\evil.example",
          "https://evil.example/",
          "/\t/evil.example",
          "javascript:alert(1)",
          "%2F%2Fevil.example",
        ]) {
          await page.context().clearCookies();
          await page.goto(`${baseUrl}/login?returnTo=${encodeURIComponent(trick)}`);
          await signInOnForm(page, customer);
          await page
            .waitForURL((url) => url.pathname === "/", POLL)
            .catch(() => {
              throw new Error(`${JSON.stringify(trick)} ended on ${page.url()}`);
            });
          expect(new URL(page.url()).origin, trick).toBe(new URL(baseUrl).origin);
        }
      },
      { javaScriptEnabled: false },
    );
  }, 120_000);

  it("Sign Out on /your-orders at 1280 px lands on /login, not /UserProfile", async () => {
    const { page, errors } = await session.newPage();
    await signInContext(page, baseUrl, await registerCustomer(baseUrl, "Omar"));
    await page.goto(`${baseUrl}/your-orders`);
    await page.getByRole("heading", { level: 1, name: "Your Orders" }).waitFor(POLL);
    await main(page).getByText("No orders found.").waitFor(POLL);
    await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL((url) => url.pathname === "/login", POLL);
    await page.getByRole("heading", { level: 1, name: "Sign In" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(errors).toEqual([]);
  }, 60_000);
});
