/**
 * Issue 43 as a shopper meets it, on the embedded stack (payment sandbox): 4242 paid with "Save
 * this card for next time" ticked; /wallet lists it; the next purchase is paid with it, only its
 * CVC typed again (decision 061); Remove takes it off /wallet and off the provider's Customer.
 * Stripe's 4000 0027 6000 3184 asks for 3-D Secure: Complete records one order, typed or saved
 * (the page's action then sends the browser to the challenge), Fail records none and the shopper
 * pays again. The saved card's payment is one post to the page's action, none to the JSON API. axe on /wallet (a card, none) and the saved-card choice.
 */
import type { Page, Request } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import type { Product } from "@/domain/product";
import { LOCAL_SECRET_KEY } from "../../payment-sandbox/local-keys.mjs";
import { registerCustomer, signInContext } from "../support/accounts";
import { openBrowser, type BrowserSession } from "../support/browser";
import { allProducts } from "../support/catalogue";
import { addAddress, ordersOf, putCart } from "../support/checkout";
import { seriousAxeViolations } from "../support/page-checks";

const baseUrl = inject("baseUrl");
const sandboxUrl = inject("sandboxUrl");
const POLL = { timeout: 30_000 };
const TEST_TIMEOUT_MS = 240_000;
const YEAR = new Date().getFullYear() + 3;
const EXPIRY = `12 / ${String(YEAR % 100).padStart(2, "0")}`;
const SUCCEEDED = "Payment succeeded!";
const NOT_SUCCESSFUL = "Your payment was not successful, please try again.";

const main = (page: Page) => page.getByRole("main");
const sessions: BrowserSession[] = [];

afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
});

/** A new signed-in customer with an address, in a browser of their own at `width`. */
async function shopper(width: number) {
  const browser = await openBrowser({ cardPayments: true, viewport: { width, height: 900 } });
  sessions.push(browser);
  const { page, errors } = await browser.newPage();
  await signInContext(page, baseUrl, await registerCustomer(baseUrl));
  const address = await addAddress(page, baseUrl, "Ontario");
  return { page, errors, addressId: address.id };
}

let stocked: Product[] | null = null;
/** A product with stock to spare, a different one each call. */
async function nextProduct(): Promise<Product> {
  stocked ??= (await allProducts(baseUrl)).filter((product) => product.stock >= 20).sort(() => Math.random() - 0.5);
  const product = stocked.pop();
  if (!product) throw new Error("the seed has too few products in stock");
  return product;
}

/** One product in the server cart, and the payment page of its checkout with the card chosen. */
async function openPayment(page: Page, addressId: number): Promise<void> {
  const product = await nextProduct();
  await putCart(page, baseUrl, [{ id: product.id, unit: 1 }]);
  await page.goto(`${baseUrl}/paymentpage?addressId=${addressId}&items=${product.id}`);
  await page.getByRole("heading", { level: 1, name: "Payment" }).waitFor();
  await page.getByRole("radio", { name: "Online payment (Stripe)" }).check();
}

async function typeCard(page: Page, number: string): Promise<void> {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry date (MM / YY)").fill(EXPIRY);
  await page.getByLabel("CVC", { exact: true }).fill("123");
}

/** /complete's heading once it says `text`; the payment's intent id. Not there: the page's refusal says why. */
async function completed(page: Page, text: string): Promise<string> {
  await page
    .waitForURL((url) => url.pathname === "/complete", POLL)
    .catch(async (error: unknown) => {
      const shown = await page.locator("[role=alert]").allInnerTexts();
      throw new Error(`not on /complete but ${page.url()}, saying ${JSON.stringify(shown)}`, { cause: error });
    });
  await page.getByRole("heading", { level: 1, name: text }).waitFor(POLL);
  return new URL(page.url()).searchParams.get("payment_intent") ?? "";
}

async function ordersPaidBy(page: Page, intentId: string) {
  return (await ordersOf(page, baseUrl)).filter((order) => order.paymentReference === intentId);
}

/** The sandbox, asked as the shop's server asks it (secret key). */
async function sandbox<T>(path: string): Promise<T> {
  const response = await fetch(`${sandboxUrl}${path}`, { headers: { Authorization: `Bearer ${LOCAL_SECRET_KEY}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** The 3-D Secure challenge the sandbox shows, answered with `button`. */
async function answerChallenge(page: Page, button: "Complete" | "Fail"): Promise<void> {
  await page.getByRole("heading", { level: 1, name: "3-D Secure test payment" }).waitFor(POLL);
  await page.getByRole("button", { name: button }).click();
}

describe("saved cards and 3-D Secure", () => {
  it(
    "at 1280 px: 4242 saved while paying, shown in /wallet, paid with again by its CVC alone, then removed from /wallet and from the provider",
    async () => {
      const { page, errors, addressId } = await shopper(1280);
      await openPayment(page, addressId);
      const save = page.getByRole("checkbox", { name: "Save this card for next time" });
      expect(await save.isChecked()).toBe(false);
      await save.check();
      await typeCard(page, "4242 4242 4242 4242");
      await page.getByRole("button", { name: "Pay now" }).click();
      const first = await completed(page, SUCCEEDED);
      const { customer } = await sandbox<{ customer: string }>(`/v1/payment_intents/${first}`);
      expect(customer).toMatch(/^cus_/);

      const cardName = `Visa ending in 4242 · Expires 12/${YEAR}`;
      await page.goto(`${baseUrl}/wallet`);
      const item = main(page).getByRole("listitem").filter({ hasText: cardName });
      await item.waitFor(POLL);
      expect(await item.getByText("Default", { exact: true }).count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The next purchase: the saved card is offered first and selected; nothing but its CVC is typed.
      await openPayment(page, addressId);
      const savedCard = page.getByRole("radio", { name: new RegExp(`^${cardName}`) });
      await savedCard.waitFor(POLL);
      expect(await savedCard.isChecked()).toBe(true);
      expect(await page.getByLabel("Card number").count()).toBe(0);
      const cvc = page.getByLabel("Security code (CVC) of the Visa ending in 4242");
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Without its CVC the card is not charged.
      await cvc.evaluate((input) => input.removeAttribute("required"));
      await page.getByRole("button", { name: "Pay with this card" }).click();
      await main(page).getByRole("alert").getByText("Your card's security code is invalid.").waitFor(POLL);
      await cvc.fill("123");
      // The payment is a post to the page's own action (issue 39), not a call of the JSON API.
      const posts: string[] = [];
      const onRequest = (request: Request) => {
        if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
      };
      page.on("request", onRequest);
      await page.getByRole("button", { name: "Pay with this card" }).click();
      const second = await completed(page, SUCCEEDED);
      page.off("request", onRequest);
      const count = (path: string) => posts.filter((posted) => posted === path).length;
      expect({ action: count("/paymentpage.data"), api: count("/api/pay-with-saved-card") }).toEqual({
        action: 1,
        api: 0,
      });
      expect(second).not.toBe(first);
      expect(await ordersPaidBy(page, second)).toHaveLength(1);
      const paidWith = await sandbox<{ payment_method: string; customer: string }>(`/v1/payment_intents/${second}`);
      expect(paidWith.customer).toBe(customer);

      await page.goto(`${baseUrl}/wallet`);
      await main(page).getByRole("button", { name: "Remove Visa ending in 4242" }).click();
      await main(page).getByRole("status").getByText("The card was removed.").waitFor(POLL);
      await main(page)
        .getByText("You have no saved cards. Tick “Save this card for next time” when you pay by card.")
        .waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      const left = await sandbox<{ data: unknown[] }>(`/v1/payment_methods?customer=${customer}&type=card`);
      expect(left.data).toEqual([]);
      const removed = await sandbox<{ customer: string | null }>(`/v1/payment_methods/${paidWith.payment_method}`);
      expect(removed.customer).toBeNull();
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "at 1280 px: 4000 0027 6000 3184 asks for 3-D Secure; Complete comes back to /complete's success and records one order, saved or paid with saved",
    async () => {
      const { page, errors, addressId } = await shopper(1280);
      await openPayment(page, addressId);
      await page.getByRole("checkbox", { name: "Save this card for next time" }).check();
      await typeCard(page, "4000 0027 6000 3184");
      await page.getByRole("button", { name: "Pay now" }).click();
      await answerChallenge(page, "Complete");
      const intent = await completed(page, SUCCEEDED);
      expect(await ordersPaidBy(page, intent)).toHaveLength(1);

      // Paid with again: the page's action answers the bank's challenge, which the browser follows.
      await openPayment(page, addressId);
      await page.getByLabel("Security code (CVC) of the Visa ending in 3184").fill("123");
      await page.getByRole("button", { name: "Pay with this card" }).click();
      await answerChallenge(page, "Complete");
      const again = await completed(page, SUCCEEDED);
      expect(again).not.toBe(intent);
      expect(await ordersPaidBy(page, again)).toHaveLength(1);
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "at 375 px: a failed 3-D Secure challenge leaves no order and SPEC's words, and the shopper pays again",
    async () => {
      const { page, errors, addressId } = await shopper(375);
      await openPayment(page, addressId);
      const paymentUrl = page.url();
      await typeCard(page, "4000 0027 6000 3184");
      await page.getByRole("button", { name: "Pay now" }).click();
      await answerChallenge(page, "Fail");
      const intent = await completed(page, NOT_SUCCESSFUL);
      expect(await ordersPaidBy(page, intent)).toEqual([]);
      await main(page).getByRole("link", { name: "Back to your cart" }).waitFor();

      await page.goto(paymentUrl);
      await page.getByRole("radio", { name: "Online payment (Stripe)" }).check();
      await typeCard(page, "4242 4242 4242 4242");
      await page.getByRole("button", { name: "Pay now" }).click();
      // The same checkout's intent, paid this time: its one order.
      expect(await completed(page, SUCCEEDED)).toBe(intent);
      expect(await ordersPaidBy(page, intent)).toHaveLength(1);
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
