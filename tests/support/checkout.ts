/**
 * Checkout set-ups for browser tests, through the real functions with the page's cookies: an
 * address in a chosen province, a server cart, and an order paid the way Stripe's servers would
 * confirm it (the sandbox, with its secret key) so that order screens have a real order to show.
 */
import type { Locator, Page, Request as PlaywrightRequest } from "playwright-core";
import * as v from "valibot";
import { LOCAL_SECRET_KEY } from "../../payment-sandbox/local-keys.mjs";
import { AddressResponseSchema, type Address } from "@/domain/address";
import { intentIdFromClientSecret, PaymentIntentResponseSchema } from "@/domain/checkout";
import { OrdersResponseSchema, type Order } from "@/domain/order";
import { sameOrigin } from "./api";

const ORDER_WAIT_MS = 20_000;

/**
 * Presses an Add to Cart button and waits for the cart action's answer. The header counts the add
 * at once, but a guest's cart is the answer's cookie, which a document navigation started before
 * it arrives cuts off (seen in CI: a guest's second add lost before signing in).
 */
export async function pressAddToCart(page: Page, button: Locator): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.endsWith("/addcart.data"),
    { timeout: ORDER_WAIT_MS },
  );
  await button.click();
  const answer = await answered;
  if (answer.status() !== 200) throw new Error(`Add to Cart answered ${answer.status()}: ${await answer.text()}`);
}

export async function addAddress(
  page: Page,
  baseUrl: string,
  province: string,
  city = "Vancouver",
  name = "Asha Tester",
): Promise<Address> {
  const response = await page.request.post(`${baseUrl}/api/addresses`, {
    headers: sameOrigin(baseUrl),
    data: {
      name,
      email: "asha@shop.test",
      mobile: "6045550100",
      zip: "12345",
      street: "1 Test Street",
      locality: "Downtown",
      city,
      province,
    },
  });
  if (response.status() !== 201) throw new Error(`POST /api/addresses: ${response.status()} ${await response.text()}`);
  return v.parse(AddressResponseSchema, await response.json()).address;
}

export async function putCart(
  page: Page,
  baseUrl: string,
  items: { id: number; unit: number; size?: string; color?: string }[],
): Promise<void> {
  const response = await page.request.put(`${baseUrl}/api/cart`, { headers: sameOrigin(baseUrl), data: { items } });
  if (response.status() !== 200) throw new Error(`PUT /api/cart: ${response.status()} ${await response.text()}`);
}

export async function ordersOf(page: Page, baseUrl: string): Promise<Order[]> {
  const response = await page.request.get(`${baseUrl}/api/orders`);
  if (response.status() !== 200) throw new Error(`GET /api/orders: ${response.status()}`);
  return v.parse(OrdersResponseSchema, await response.json()).orders;
}

/** Waits until the webhook has recorded the order of a payment. */
export async function recordedOrder(page: Page, baseUrl: string, paymentIntentId: string): Promise<Order> {
  const deadline = Date.now() + ORDER_WAIT_MS;
  for (;;) {
    const order = (await ordersOf(page, baseUrl)).find((candidate) => candidate.paymentReference === paymentIntentId);
    if (order) return order;
    if (Date.now() > deadline)
      throw new Error(`no order recorded for ${paymentIntentId} within ${ORDER_WAIT_MS / 1000}s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Whether a request of the page is its start of a card payment: `intent=start` to its action (decision 073). */
export function isCardStart(request: PlaywrightRequest): boolean {
  return (
    request.method() === "POST" &&
    new URL(request.url()).pathname.endsWith("/paymentpage.data") &&
    new URLSearchParams(request.postData() ?? "").get("intent") === "start"
  );
}

/**
 * Starts the card payment of a payment page's URL (`/fr/paymentpage?addressId=5&items=3`) as its
 * payment choice does, with the page's cookies: its action's client secret. The same checkout
 * gets the same intent, so this is the one the page's card form holds. The answer is React
 * Router's turbo-stream, whose strings stand as written. (Chromium may no longer hold the body of
 * the page's own request when asked for it, so its answer is not read.)
 */
export async function startedSecret(page: Page, paymentPageUrl: string): Promise<string> {
  const url = new URL(paymentPageUrl);
  const answer = await page.request.post(`${url.origin}${url.pathname}.data${url.search}`, {
    headers: sameOrigin(url.origin),
    form: { intent: "start" },
  });
  const text = await answer.text();
  const secret = /pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+/.exec(text)?.[0];
  if (answer.status() !== 200 || !secret) throw new Error(`a start answered ${answer.status()}: ${text}`);
  return secret;
}

/**
 * Buys the signed-in customer's selected cart lines: the intent through /create-payment-intent,
 * confirmed with Stripe's test card at the sandbox, then the order the webhook records.
 */
export async function placeOrder(
  page: Page,
  baseUrl: string,
  sandboxUrl: string,
  checkout: { addressId: number; items: number[] },
): Promise<Order> {
  const created = await page.request.post(`${baseUrl}/create-payment-intent`, {
    headers: sameOrigin(baseUrl),
    data: checkout,
  });
  if (created.status() !== 200)
    throw new Error(`POST /create-payment-intent: ${created.status()} ${await created.text()}`);
  const { clientSecret } = v.parse(PaymentIntentResponseSchema, await created.json());
  const intentId = intentIdFromClientSecret(clientSecret) ?? "";
  const confirmed = await fetch(`${sandboxUrl}/v1/payment_intents/${intentId}/confirm`, {
    method: "POST",
    headers: { Authorization: `Bearer ${LOCAL_SECRET_KEY}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ payment_method: "pm_card_visa" }).toString(),
  });
  if (confirmed.status !== 200)
    throw new Error(`confirming ${intentId} at the sandbox: ${confirmed.status} ${await confirmed.text()}`);
  return recordedOrder(page, baseUrl, intentId);
}

/**
 * On /paymentpage: pays with Stripe's 4242 test card through the sandbox's card form and waits for
 * /complete to say so; answers the payment intent's id.
 */
export async function payWithTestCard(page: Page, poll: { timeout: number }): Promise<string> {
  await page.getByRole("radio", { name: "Online payment (Stripe)" }).check();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay now" }).click();
  await page.waitForURL((url) => url.pathname === "/complete", poll);
  await page.getByRole("heading", { level: 1, name: "Payment succeeded!" }).waitFor(poll);
  return new URL(page.url()).searchParams.get("payment_intent") ?? "";
}
