/**
 * Shared helpers of the backend-for-frontend tests: forged and valid session tokens (jose), the
 * catalogue as the shop API holds it (to pick products at run time), carts and addresses for a
 * customer, Stripe-format webhook signatures and a stripe client for the local payment sandbox.
 */
import { createHmac, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { SignJWT, UnsecuredJWT } from "jose";
import Stripe from "stripe";
import { expect, inject } from "vitest";
import { LOCAL_SECRET_KEY, LOCAL_SESSION_SECRET } from "../../scripts/local-stack-env.mjs";
import type { Address } from "@/domain/address";
import type { ProductJson } from "../contract/api";
import type { CartItem } from "@/domain/cart";
import type { Order } from "@/domain/order";
import { CANCEL_REASONS } from "@/domain/order-cancellation";
import { addressForm, call, newCustomer, type CallResult } from "./client";

export const shopApiUrl = inject("shopApiUrl");

export type CustomerRoute = [method: string, path: string, body?: unknown];

/** A cancellation request that passes validation (SPEC.md section 5). */
export const CANCEL = { reason: CANCEL_REASONS[0], comment: "Ordered the wrong size by mistake." };

/** Every customer route, with a body that would be valid. */
export const CUSTOMER_ROUTES: CustomerRoute[] = [
  ["GET", "/api/cart"],
  ["PUT", "/api/cart", { items: [] }],
  ["POST", "/api/cart/lines", { lines: [{ id: 1, size: "", color: "", units: 1 }] }],
  ["PUT", "/api/cart/1", { unit: 1 }],
  ["DELETE", "/api/cart/1"],
  ["GET", "/api/addresses"],
  ["POST", "/api/addresses", addressForm()],
  ["DELETE", "/api/addresses/1"],
  ["PUT", "/api/addresses/1", addressForm()],
  ["PUT", "/api/stock-alerts/1"],
  ["GET", "/api/orders"],
  ["POST", "/api/orders/5/cancel", CANCEL],
  ["GET", "/api/orders/5/receipt"],
  ["POST", "/api/checkout/totals", { addressId: 1 }],
  ["POST", "/create-payment-intent", { addressId: 1 }],
  ["GET", "/api/products/1/reviews/mine"],
  ["POST", "/api/products/1/reviews", { rating: 4, text: "Good." }],
  ["PUT", "/api/reviews/1", { rating: 4, text: "Good." }],
  ["DELETE", "/api/reviews/1"],
  ["GET", "/api/customer-data"],
  ["POST", "/api/customer-data/delete", { password: "Passw0rdTest" }],
];
export const downUrl = inject("downUrl");
export const sandboxUrl = inject("sandboxUrl");
export const webhookSecret = inject("webhookSecret");

// ---- the error envelope ------------------------------------------------------------------------

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/**
 * A signed token with one character of its signature changed. Not its last: base64url's last
 * character of an HMAC-SHA256 holds two padding bits, and changing "A" to "B" there leaves the
 * bytes as they were (a link test then passed the "altered" token about once in 16 runs, in CI).
 */
export function alteredToken(token: string): string {
  const at = token.length - 10;
  return `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
}

/** Asserts a response is the JSON error envelope with this status (and code, when given). */
export function expectError(result: CallResult, status: number, code?: string): ErrorBody["error"] {
  expect(result.status, `${status} expected, got ${result.status}: ${result.text}`).toBe(status);
  expect(result.headers.get("content-type") ?? "").toMatch(/^application\/json/);
  const body = result.body as ErrorBody;
  expect(body, `not an error envelope: ${result.text}`).toMatchObject({
    error: { code: expect.any(String), message: expect.any(String) },
  });
  expect(Object.keys(body)).toEqual(["error"]);
  expect(body.error.message.length).toBeGreaterThan(0);
  // Never a stack trace or an internal detail.
  expect(result.text).not.toMatch(/\bat .+\.(ts|js|mjs):\d+/);
  if (code !== undefined) expect(body.error.code).toBe(code);
  return body.error;
}

// ---- session tokens ----------------------------------------------------------------------------

/** The key the functions sign with (every server of the suite has the same environment). */
export const sessionKey = new TextEncoder().encode(process.env.SESSION_SECRET || LOCAL_SESSION_SECRET);

export interface TokenOptions {
  sub?: string;
  name?: string;
  key?: Uint8Array;
  alg?: string;
  iss?: string;
  aud?: string;
  /** Seconds since the epoch. */
  iat?: number;
  exp?: number;
  /** The token's id; null leaves the claim out. */
  jti?: string | null;
}

/** A session JWT as the functions make it, with any claim overridden. */
export async function signToken(options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const iat = options.iat ?? now;
  const jwt = new SignJWT({ name: options.name ?? "Demo Shopper" })
    .setProtectedHeader({ alg: options.alg ?? "HS256", typ: "JWT" })
    .setSubject(options.sub ?? "1")
    .setIssuer(options.iss ?? "storefront-functions")
    .setAudience(options.aud ?? "storefront-web")
    .setIssuedAt(iat)
    .setExpirationTime(options.exp ?? iat + 3600);
  if (options.jti !== null) jwt.setJti(options.jti ?? randomUUID());
  return jwt.sign(options.key ?? sessionKey);
}

/** An unsigned (`alg: none`) token with otherwise valid claims. */
export function unsignedToken(sub = "1"): string {
  const now = Math.floor(Date.now() / 1000);
  return new UnsecuredJWT({ name: "Demo Shopper" })
    .setSubject(sub)
    .setIssuer("storefront-functions")
    .setAudience("storefront-web")
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .encode();
}

/** A real token with its payload edited and the original signature kept. */
export function tamperedToken(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) throw new Error(`not a JWT: ${token}`);
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  change(claims);
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
}

export function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
}

export const cookieFor = (token: string) => `session=${token}`;

// ---- the catalogue -------------------------------------------------------------------------------

/** What the tests need to know about a product, read from the shop API (the source of truth). */
export interface Picked {
  id: number;
  name: string;
  stock: number;
  discountPrice: number;
  originalPrice: number;
  sizes: string[];
  colors: string[];
}

/** Every product as the shop API holds it now: one request (GET /api/GetAllProduct). */
export async function shopProducts(): Promise<Picked[]> {
  const response = await fetch(`${shopApiUrl}/api/GetAllProduct`);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: ProductJson[] };
  return data.map((raw) => ({
    id: raw.id,
    name: raw.name,
    stock: raw.quantity,
    discountPrice: raw.discountPrice,
    originalPrice: raw.originalPrice,
    sizes: raw.size,
    colors: raw.color,
  }));
}

/**
 * Products matching `accept` at run time, skipping the ids in `exclude`; fails loudly when the
 * catalogue has too few.
 */
export async function pickProducts(
  count: number,
  accept: (product: Picked) => boolean,
  exclude: Iterable<number> = [],
): Promise<Picked[]> {
  const skip = new Set(exclude);
  const found = (await shopProducts()).filter((candidate) => !skip.has(candidate.id) && accept(candidate));
  if (found.length < count)
    throw new Error(`the catalogue has only ${found.length} products for this test, ${count} needed`);
  return found.slice(0, count);
}

/** A cart line for a product, with its first size and colour when it offers any. */
export function lineFor(product: Picked, unit: number) {
  return { id: product.id, unit, size: product.sizes[0] ?? "", color: product.colors[0] ?? "" };
}

// ---- a customer's data ---------------------------------------------------------------------------

export async function putCart(cookie: string, items: unknown[]): Promise<CartItem[]> {
  const result = await call<{ items: CartItem[] }>("PUT", "/api/cart", { cookie, body: { items } });
  expect(result.status, result.text).toBe(200);
  return result.body.items;
}

export async function getCart(cookie: string): Promise<CartItem[]> {
  const result = await call<{ items: CartItem[] }>("GET", "/api/cart", { cookie });
  expect(result.status, result.text).toBe(200);
  return result.body.items;
}

export async function addAddress(cookie: string, province = "British Columbia"): Promise<Address> {
  const result = await call<{ address: Address }>("POST", "/api/addresses", { cookie, body: addressForm(province) });
  expect(result.status, result.text).toBe(201);
  return result.body.address;
}

export async function getAddresses(cookie: string): Promise<Address[]> {
  const result = await call<{ addresses: Address[] }>("GET", "/api/addresses", { cookie });
  expect(result.status, result.text).toBe(200);
  return result.body.addresses;
}

export async function getOrders(cookie: string): Promise<Order[]> {
  const result = await call<{ orders: Order[] }>("GET", "/api/orders", { cookie });
  expect(result.status, result.text).toBe(200);
  return result.body.orders;
}

/** Polls until `find` returns a value; the deadline only bounds a broken run. */
export async function waitFor<T>(find: () => Promise<T | undefined>, what: string, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

// ---- money ----------------------------------------------------------------------------------------

/** Rupees -> integer paise. */
export const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * SPEC.md section 9, computed here independently of src/domain/money.ts: tax is
 * subtotal x rate / 100 rounded half up to the paisa (exact for whole-percent rates: the
 * quotient of two integers is correctly rounded, so an exact .5 stays .5).
 */
export const taxOf = (subtotalPaise: number, ratePercent: number) => Math.round((subtotalPaise * ratePercent) / 100);

// ---- payments -------------------------------------------------------------------------------------

/** The `Stripe-Signature` header Stripe (and the sandbox) send: t=<seconds>,v1=<hex HMAC-SHA256>. */
export function stripeSignature(
  body: string,
  secret = webhookSecret,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

/** A Stripe event around a PaymentIntent, as JSON text. */
export function eventBody(type: string, intent: unknown): string {
  return JSON.stringify({
    id: `evt_test${Math.random().toString(36).slice(2, 14)}`,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

/** POSTs a webhook the way Stripe does: no Origin, no cookie, the signature over the raw body. */
export function deliverWebhook(body: string, signature: string | null = stripeSignature(body), site?: string) {
  return call<{ received?: boolean; recorded?: boolean; created?: boolean; orderId?: number }>(
    "POST",
    "/api/stripe-webhook",
    {
      rawBody: body,
      origin: null,
      headers: signature === null ? {} : { "Stripe-Signature": signature },
      site,
    },
  );
}

/** The stripe SDK pointed at the local payment sandbox, with its secret key. */
export function sandboxStripe(): Stripe {
  const url = new URL(sandboxUrl);
  return new Stripe(LOCAL_SECRET_KEY, {
    host: url.hostname,
    port: Number(url.port),
    protocol: "http",
    maxNetworkRetries: 0,
  });
}

export const intentIdOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf("_secret_"));

/** What /create-payment-intent answers. */
export interface IntentAnswer {
  clientSecret: string;
  amount: number;
  currency: string;
}

export async function createIntent(cookie: string, body: Record<string, unknown>): Promise<IntentAnswer> {
  const result = await call<IntentAnswer>("POST", "/create-payment-intent", { cookie, body });
  expect(result.status, result.text).toBe(200);
  return result.body;
}

/**
 * Buys the customer's cart (or the selected items) the way a paid checkout ends: an intent made
 * by /create-payment-intent (so its metadata is the functions' own), paid with a test card (the
 * sandbox's own webhooks record the order and capture), then its payment_intent.succeeded event,
 * signed with the webhook secret, delivered once more to the webhook.
 */
export async function buyThroughWebhook(
  cookie: string,
  body: Record<string, unknown>,
): Promise<{ intent: Stripe.PaymentIntent; event: string; orderId: number }> {
  const answer = await createIntent(cookie, body);
  const id = intentIdOf(answer.clientSecret);
  // Paid for real: the webhook reads every intent back from the provider.
  await sandboxStripe().paymentIntents.confirm(id, { payment_method: "pm_card_visa" });
  const intent = await settledIntent(id);
  expect(intent.status).toBe("succeeded");
  const event = eventBody("payment_intent.succeeded", intent);
  const delivered = await deliverWebhook(event);
  expect(delivered.status, delivered.text).toBe(200);
  expect(delivered.body).toMatchObject({ received: true, recorded: true });
  return { intent, event, orderId: delivered.body.orderId ?? 0 };
}

/**
 * The intent once the webhook is done with it: captured (succeeded) or canceled. An authorised
 * intent (requires_capture) is waited for; the deadline only bounds a broken run.
 */
export async function settledIntent(id: string): Promise<Stripe.PaymentIntent> {
  const stripe = sandboxStripe();
  return waitFor(async () => {
    const intent = await stripe.paymentIntents.retrieve(id);
    return intent.status === "succeeded" || intent.status === "canceled" ? intent : undefined;
  }, `${id} to be captured or canceled`);
}

/**
 * Leaves exactly one unit of `product` in stock, the way stock goes: another customer buys the
 * rest (an order recorded by the webhook). Returns the product as it is then.
 */
export async function leaveLastUnit(product: Picked): Promise<Picked> {
  const stock = await shopStock(product.id);
  if (stock < 1) throw new Error(`${product.name} is out of stock already`);
  if (stock > 1) {
    const filler = await newCustomer("Filler");
    const address = await addAddress(filler.cookie);
    await putCart(filler.cookie, [lineFor(product, stock - 1)]);
    await buyThroughWebhook(filler.cookie, { addressId: address.id });
  }
  expect(await shopStock(product.id)).toBe(1);
  return { ...product, stock: 1 };
}

/** A product's stock as the shop API holds it now (the source of truth, never a cached answer). */
export async function shopStock(id: number): Promise<number> {
  const response = await fetch(`${shopApiUrl}/api/GetProduct/${id}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { quantity: number }[] };
  return body.data[0]?.quantity ?? NaN;
}

// ---- readiness -------------------------------------------------------------------------------------
