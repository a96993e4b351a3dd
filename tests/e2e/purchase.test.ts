/**
 * The whole purchase as a shopper makes it, on the embedded stack (payment sandbox): a guest fills
 * a cart, signs in as the demo customer (the carts merge), checks out both products to the
 * British Columbia address (GST 5% and PST 7%, to the paisa), pays with Stripe's 4242 test card,
 * sees the confirmation, finds, tracks and cancels the order, and sees it cancelled after a reload.
 * Expected amounts are worked out here from the catalogue and the tax table, in paise.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { Product } from "@/domain/product";
import { TaxRatesResponseSchema } from "@/domain/tax";
import { DEMO_CUSTOMER, serverCart } from "../support/accounts";
import { getJson } from "../support/api";
import { withBrowser } from "../support/browser";
import { allProducts, productById } from "../support/catalogue";
import { ordersOf, payWithTestCard, pressAddToCart } from "../support/checkout";
import { nextDialogMessage } from "../support/dialogs";
import { waitForMails } from "../support/maildev";
import { money } from "../support/shop-format";

const baseUrl = inject("baseUrl");
const mailUrl = inject("mailUrl");
const POLL = { timeout: 20_000 };
const TEST_TIMEOUT_MS = 240_000;
const DEMO_NAME = "Demo Shopper";

const header = (page: Page) => page.getByRole("banner");
const main = (page: Page) => page.getByRole("main");

function cartLinkName(count: number): string {
  return `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}

async function headerCartCount(page: Page): Promise<number> {
  const name = await header(page).getByRole("link", { name: /^Cart/ }).getAttribute("aria-label");
  const match = /^Cart, (\d+) item/.exec(name ?? "");
  return match ? Number(match[1]) : 0;
}

async function addOnProductPage(page: Page, product: Product, count: number): Promise<void> {
  await page.goto(`${baseUrl}/product/${product.id}`);
  await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
  await pressAddToCart(page, main(page).getByRole("button", { name: "Add to Cart", exact: true }));
  await header(page)
    .getByRole("link", { name: cartLinkName(count) })
    .waitFor(POLL);
}

describe("the whole purchase", () => {
  it(
    "guest cart, sign-in merge, BC tax, 4242 payment, confirmation, orders, tracking and cancellation",
    async () => {
      await withBrowser(
        async (browser) => {
          const { page, errors } = await browser.newPage();
          const started = Date.now();
          const products = (await allProducts(baseUrl)).filter((product) => product.stock >= 5);
          const bought = products.slice(20, 22);
          const [first, second] = bought;
          if (!first || !second) throw new Error("the seed has too few products in stock");

          // A guest fills the cart.
          await addOnProductPage(page, first, 1);
          await addOnProductPage(page, second, 2);

          // Signing in as the demo customer merges the guest cart into the server cart.
          await page.goto(`${baseUrl}/login`);
          await main(page).getByLabel("Email", { exact: true }).fill(DEMO_CUSTOMER.email);
          await main(page).getByLabel("Password", { exact: true }).fill(DEMO_CUSTOMER.password);
          const welcome = nextDialogMessage(page);
          await main(page).getByRole("button", { name: "Sign In", exact: true }).click();
          expect(await welcome).toBe(`Welcome, ${DEMO_NAME}!`);
          await page.waitForURL((url) => url.pathname === "/", POLL);

          // The header counts the merged cart: the two products and whatever the demo customer had.
          let cartCountBefore = 0;
          await expect
            .poll(async () => (cartCountBefore = await headerCartCount(page)), POLL)
            .toBeGreaterThanOrEqual(2);

          // The cart: only the two products are selected for checkout.
          await page.goto(`${baseUrl}/addcart`);
          await page.getByRole("heading", { level: 1, name: "Shopping Cart" }).waitFor();
          await main(page)
            .getByRole("checkbox", { name: `Select ${first.name}` })
            .waitFor(POLL);
          await main(page).getByRole("checkbox", { name: "Select all" }).uncheck();
          for (const product of bought)
            await main(page)
              .getByRole("checkbox", { name: `Select ${product.name}` })
              .check();
          await main(page).getByRole("button", { name: "Placed Order" }).click();
          await page.waitForURL((url) => url.pathname === "/Checkout2", POLL);
          expect(new URL(page.url()).searchParams.get("items")?.split(",").map(Number).sort()).toEqual(
            bought.map((product) => product.id).sort(),
          );

          // The Address step: the BC address, GST 5% and PST 7% of the subtotal (SPEC's "HST" and "PST").
          await page.getByRole("radio", { name: /British Columbia/ }).check();
          const { rates } = await getJson(baseUrl, "/api/tax-rates", TaxRatesResponseSchema);
          const bc = rates.find((rate) => rate.province === "British Columbia");
          expect(bc).toMatchObject({ gstHst: 5, pst: 7 });
          // The merged units: 1 each, plus whatever an earlier run left in the demo customer's cart.
          const cart = await serverCart(page, baseUrl);
          const unitOf = (product: Product) => cart.find((line) => line.id === product.id)?.unit ?? 0;
          expect(unitOf(first)).toBeGreaterThanOrEqual(1);
          expect(unitOf(second)).toBeGreaterThanOrEqual(1);
          const subtotal = bought.reduce((sum, product) => sum + product.discountPrice * unitOf(product), 0);
          const hst = Math.round((subtotal * 5) / 100);
          const pst = Math.round((subtotal * 7) / 100);
          const summary = page.getByRole("complementary", { name: "Price summary" });
          await summary.getByText("Tax for delivery to British Columbia", { exact: true }).waitFor(POLL);
          const row = (label: string) =>
            summary
              .locator("dl > div")
              .filter({ has: page.getByText(label, { exact: true }) })
              .locator("dd");
          expect(await row("Subtotal (2 items)").innerText()).toBe(money(subtotal));
          expect(await row("GST (5%)").innerText()).toBe(money(hst));
          expect(await row("PST (7%)").innerText()).toBe(money(pst));
          expect(await row("Total").innerText()).toBe(money(subtotal + hst + pst));
          await page.getByRole("button", { name: "Continue", exact: true }).click();

          // Payment: Online payment (Stripe), the sandbox's card form, 4242.
          await page.waitForURL((url) => url.pathname === "/paymentpage", POLL);
          const paymentIntent = await payWithTestCard(page, POLL);
          expect(paymentIntent).toMatch(/^pi_/);
          // The bought lines left the cart, so the count dropped by two.
          await header(page)
            .getByRole("link", { name: cartLinkName(cartCountBefore - 2) })
            .waitFor(POLL);

          // The confirmation: the order with its delivery-to block.
          await main(page).getByRole("link", { name: "View order confirmation" }).click();
          await page.waitForURL((url) => url.pathname === "/order-confirmation", POLL);
          const delivery = main(page).getByRole("region", { name: "Delivery to" });
          await delivery.waitFor(POLL);
          expect(await delivery.innerText()).toContain("British Columbia");
          const order = (await ordersOf(page, baseUrl)).find(
            (candidate) => candidate.paymentReference === paymentIntent,
          );
          if (!order) throw new Error(`no order for ${paymentIntent}`);
          expect(order.lines.map((line) => line.productId).sort()).toEqual(bought.map((product) => product.id).sort());
          expect(order.total).toBe(subtotal + hst + pst);
          // Stock went down by what was bought.
          for (const product of bought)
            expect((await productById(baseUrl, product.id)).stock).toBe(product.stock - unitOf(product));
          // One confirmation email, in the stack's MailDev (issue 27).
          const confirmations = await waitForMails(mailUrl, {
            to: DEMO_CUSTOMER.email,
            subject: new RegExp(`^Your order #${order.id} is confirmed$`),
          });
          expect(confirmations).toHaveLength(1);
          expect(confirmations[0]?.text).toContain(money(order.total));

          // /your-orders lists it; Track shows it placed.
          await main(page).getByRole("link", { name: "View your orders" }).click();
          await page.waitForURL((url) => url.pathname === "/your-orders", POLL);
          const card = main(page).getByRole("article", { name: `Order #${order.id}`, exact: true });
          await card.waitFor(POLL);
          for (const product of bought)
            expect(await card.getByText(product.name, { exact: true }).count()).toBeGreaterThan(0);
          await card.getByRole("link", { name: `Track Order #${order.id}`, exact: true }).click();
          await page.waitForURL((url) => url.pathname === "/track", POLL);
          const timeline = main(page).getByRole("list").filter({ hasText: "Order Placed" }).first();
          await timeline.waitFor(POLL);
          expect(await timeline.locator('[aria-current="step"]').innerText()).toContain("Order Placed");

          // Cancel it with a reason and a comment.
          await page.goto(`${baseUrl}/your-orders`);
          await card.getByRole("link", { name: `Cancel Order #${order.id}`, exact: true }).click();
          await page.waitForURL((url) => url.pathname === "/cancellation-form", POLL);
          const cancel = main(page).getByRole("button", { name: "Cancel order" });
          await cancel.waitFor(POLL);
          expect(await cancel.isDisabled()).toBe(true);
          await main(page).getByRole("radio", { name: "Ordered By Mistake" }).check();
          await main(page).getByLabel("Comments").fill("Bought the wrong size by mistake.");
          await cancel.click();
          await page.waitForURL((url) => url.pathname === "/order-cancelled", POLL);
          const details = main(page).getByRole("region", { name: "Cancellation details" });
          expect(await details.innerText()).toContain("Ordered By Mistake");
          const cancellations = await waitForMails(mailUrl, {
            to: DEMO_CUSTOMER.email,
            subject: new RegExp(`^Your order #${order.id} is cancelled$`),
          });
          expect(cancellations).toHaveLength(1);
          expect(cancellations[0]?.text).toContain("Ordered By Mistake");

          // Cancelled, also after a reload; no Cancel any more.
          await page.goto(`${baseUrl}/your-orders`);
          await card.waitFor(POLL);
          await page.reload();
          await card.getByText("Cancelled", { exact: true }).first().waitFor(POLL);
          expect(await card.getByRole("link", { name: `Cancel Order #${order.id}`, exact: true }).count()).toBe(0);
          expect((await ordersOf(page, baseUrl)).find((candidate) => candidate.id === order.id)?.status).toBe(
            "Cancelled",
          );
          expect(errors).toEqual([]);
          console.log(`whole purchase: ${((Date.now() - started) / 1000).toFixed(1)} s`);
        },
        { cardPayments: true },
      );
    },
    TEST_TIMEOUT_MS,
  );
});
