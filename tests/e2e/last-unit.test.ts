/**
 * The shopper who loses the last unit (issue 12, finding 2; decision 010): two customers have the
 * last unit in their carts and both get to the card form; the first pays and gets the order; the
 * second pays a moment later, the card is only authorised, the shop API refuses the order, the
 * authorisation is cancelled, and /complete tells the second shopper that nothing was charged,
 * why, and the way back to the cart. On the embedded stack (the payment sandbox's webhooks).
 */
import Stripe from "stripe";
import { describe, expect, inject, it } from "vitest";
import { LOCAL_SECRET_KEY } from "../../payment-sandbox/local-keys.mjs";
import type { Product } from "@/domain/product";
import { registerCustomer, signInContext } from "../support/accounts";
import { openBrowser, type BrowserSession } from "../support/browser";
import { allProducts, productById } from "../support/catalogue";
import { addAddress, ordersOf, placeOrder, putCart } from "../support/checkout";

const baseUrl = inject("baseUrl");
const sandboxUrl = inject("sandboxUrl");
const TEST_TIMEOUT_MS = 240_000;
const POLL = { timeout: 30_000 };
const FUTURE_EXPIRY = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`;

/** A customer signed in in a browser of their own, with an address and `product` in the cart. */
async function shopperWith(product: Product, unit: number) {
  const customer = await registerCustomer(baseUrl);
  const browser = await openBrowser({ cardPayments: true });
  const tab = await browser.newPage();
  await signInContext(tab.page, baseUrl, customer);
  const address = await addAddress(tab.page, baseUrl, "Ontario", "Toronto");
  await putCart(tab.page, baseUrl, [{ id: product.id, unit }]);
  return { browser, tab, checkout: { addressId: address.id, items: [product.id] } };
}

describe("the last unit", () => {
  it(
    "the shopper who pays second is told nothing was charged and why, with the way back to the cart",
    async () => {
      const browsers: BrowserSession[] = [];
      try {
        // A well-stocked product from the end of the list (the payment tests buy from the start),
        // brought down to its last unit by another customer's order.
        const product = (await allProducts(baseUrl)).filter((candidate) => candidate.stock >= 20).at(-1);
        if (!product) throw new Error("the seed has no product with 20 or more in stock");
        const filler = await shopperWith(product, product.stock - 1);
        browsers.push(filler.browser);
        await placeOrder(filler.tab.page, baseUrl, sandboxUrl, filler.checkout);
        expect((await productById(baseUrl, product.id)).stock).toBe(1);

        const winner = await shopperWith(product, 1);
        const loser = await shopperWith(product, 1);
        browsers.push(winner.browser, loser.browser);

        // The second shopper reaches the card form while the unit is still there...
        const { page, errors } = loser.tab;
        await page.goto(
          `${baseUrl}/paymentpage?addressId=${loser.checkout.addressId}&items=${loser.checkout.items.join(",")}`,
        );
        await page.getByRole("radio", { name: "Online payment (Stripe)" }).check();
        await page.getByLabel("Card number").waitFor(POLL);

        // ...the first buys it...
        const won = await placeOrder(winner.tab.page, baseUrl, sandboxUrl, winner.checkout);
        expect(won.lines.map((line) => line.productId)).toEqual([product.id]);
        expect((await productById(baseUrl, product.id)).stock).toBe(0);

        // ...and the second pays with a good card.
        await page.getByLabel("Card number").fill("4242 4242 4242 4242");
        await page.getByLabel("Expiry date (MM / YY)").fill(FUTURE_EXPIRY);
        await page.getByLabel("CVC").fill("123");
        await page.getByRole("button", { name: "Pay now" }).click();

        await page.waitForURL((url) => url.pathname === "/complete", POLL);
        const intentId = new URL(page.url()).searchParams.get("payment_intent") ?? "";
        expect(intentId).toMatch(/^pi_/);
        await page.getByRole("heading", { level: 1, name: "Your order could not be placed." }).waitFor(POLL);
        const reason = page.getByRole("main").getByRole("alert");
        expect(await reason.innerText()).toBe(
          `${product.name} sold out before your payment went through. Nothing was charged.`,
        );

        // Nothing was charged, no order was made, and the unit stayed with the first shopper.
        const sandbox = new URL(sandboxUrl);
        const stripe = new Stripe(LOCAL_SECRET_KEY, {
          host: sandbox.hostname,
          port: Number(sandbox.port),
          protocol: "http",
          maxNetworkRetries: 0,
        });
        expect(await stripe.paymentIntents.retrieve(intentId)).toMatchObject({
          status: "canceled",
          amount_received: 0,
        });
        expect(await ordersOf(page, baseUrl)).toEqual([]);
        expect((await productById(baseUrl, product.id)).stock).toBe(0);

        // The way back to the cart, where the product still is.
        await page.getByRole("link", { name: "Back to your cart" }).click();
        await page.waitForURL((url) => url.pathname === "/addcart", POLL);
        await page.getByRole("heading", { level: 1, name: "Shopping Cart" }).waitFor(POLL);
        await page
          .getByRole("main")
          .getByRole("checkbox", { name: `Select ${product.name}` })
          .waitFor(POLL);
        expect(errors).toEqual([]);
      } finally {
        await Promise.all(browsers.map((browser) => browser.close()));
      }
    },
    TEST_TIMEOUT_MS,
  );
});
