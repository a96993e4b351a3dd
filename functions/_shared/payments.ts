/**
 * Payments through the stripe SDK, against Stripe or the local payment sandbox (same calls
 * either way; config.ts decides which). Also what an intent carries so the webhook can record
 * the order: the metadata encoding and the idempotency key of a checkout.
 */
import Stripe from "stripe";
import type { CartLine } from "@domain/cart";
import { parseIdText } from "@domain/ids";
import { asPaise, type Paise } from "@domain/money";
import type { PricedOrder } from "@domain/order";
import { paymentConfig } from "./config";
import { sha256Hex } from "./hash";
import type { PricedCheckout } from "./checkout";
import { HttpError } from "./http";
import { SHOP_NAME } from "@domain/shop-name";

let cached: { key: string; client: Stripe } | null = null;

export function getStripe(): Stripe {
  const config = paymentConfig();
  const cacheKey = `${config.secretKey}|${config.sandboxUrl?.href ?? "stripe"}`;
  if (cached?.key === cacheKey) return cached.client;
  const sandbox = config.sandboxUrl;
  const client = new Stripe(config.secretKey, {
    // Two retries cover a dropped connection and Stripe's 409 for a concurrent request that
    // uses the same idempotency key (a double submit): the retry then gets the same intent.
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(sandbox
      ? {
          host: sandbox.hostname,
          port: sandbox.port || (sandbox.protocol === "https:" ? 443 : 80),
          protocol: sandbox.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  cached = { key: cacheKey, client };
  return client;
}

/** A Stripe failure as the error envelope: unreachable or refusing provider is a 502. */
export function paymentProviderError(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError) {
    console.error(`[payments] ${error.type}: ${error.message}`);
    throw new HttpError(502, "payment_provider_error", "The payment provider could not be reached. Please try again.");
  }
  throw error;
}

/**
 * True when the provider answered with the response it stored for this idempotency key (within
 * 24 h): the first response's body as it was then, whatever the object has become since.
 */
export function isIdempotentReplay(response: Stripe.Response<object>): boolean {
  // stripe-node lower-cases header names.
  return response.lastResponse.headers["idempotent-replayed"] === "true";
}

// ---- what an intent carries --------------------------------------------------------------------

/** Stripe metadata values are at most 500 characters; the item list is split over numbered keys. */
const METADATA_VALUE_MAX = 500;
const METADATA_ITEM_KEYS_MAX = 40;

function encodeLine(line: CartLine): string {
  return [line.id, line.unit, encodeURIComponent(line.size), encodeURIComponent(line.color)].join(":");
}

/** The intent's metadata: who, where, what and the totals charged (all strings, as Stripe keeps them). */
export function intentMetadata(priced: PricedCheckout): Record<string, string> {
  const encoded = priced.lines
    .map((line) => encodeLine({ id: line.item.id, unit: line.item.unit, size: line.item.size, color: line.item.color }))
    .join(";");
  const chunks: string[] = [];
  for (let start = 0; start < encoded.length; start += METADATA_VALUE_MAX)
    chunks.push(encoded.slice(start, start + METADATA_VALUE_MAX));
  if (chunks.length > METADATA_ITEM_KEYS_MAX)
    throw new HttpError(400, "cart_too_large", "This cart is too large to pay in one go.");
  const metadata: Record<string, string> = {
    customer_id: String(priced.customerId),
    address_id: String(priced.address.id),
    province: priced.rate.province,
    subtotal_paise: String(priced.totals.subtotal),
    hst_paise: String(priced.totals.hst),
    pst_paise: String(priced.totals.pst),
    total_paise: String(priced.totals.total),
    item_chunks: String(chunks.length),
  };
  chunks.forEach((chunk, index) => {
    metadata[`items_${index}`] = chunk;
  });
  return metadata;
}

function paise(text: string | undefined): Paise | null {
  return text && /^\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? asPaise(Number(text)) : null;
}

/** The order an intent was created for, or null when its metadata is not ours. */
export function orderFromMetadata(metadata: Record<string, string>): PricedOrder | null {
  const customerId = parseIdText(metadata.customer_id);
  const addressId = parseIdText(metadata.address_id);
  const chunkCount = parseIdText(metadata.item_chunks);
  const subtotalPaise = paise(metadata.subtotal_paise);
  const hstPaise = paise(metadata.hst_paise);
  const pstPaise = paise(metadata.pst_paise);
  const totalPaise = paise(metadata.total_paise);
  if (
    !customerId ||
    !addressId ||
    !chunkCount ||
    subtotalPaise === null ||
    hstPaise === null ||
    pstPaise === null ||
    totalPaise === null
  ) {
    return null;
  }
  let encoded = "";
  for (let index = 0; index < chunkCount; index++) {
    const chunk = metadata[`items_${index}`];
    if (chunk === undefined) return null;
    encoded += chunk;
  }
  const lines: CartLine[] = [];
  for (const part of encoded.split(";")) {
    const [id, unit, size = "", color = ""] = part.split(":");
    const productId = parseIdText(id);
    const units = parseIdText(unit);
    if (!productId || !units) return null;
    try {
      lines.push({ id: productId, unit: units, size: decodeURIComponent(size), color: decodeURIComponent(color) });
    } catch {
      return null;
    }
  }
  return { customerId, addressId, lines, subtotalPaise, hstPaise, pstPaise, totalPaise };
}

/** An intent that can no longer be paid: a new one is needed for the same cart. */
const SPENT_STATUSES = new Set(["succeeded", "canceled"]);
/** Purchases of one cart within the key's 24 hours that the chain below follows before giving up. */
const MAX_SPENT_INTENTS = 10;

/**
 * What a checkout's intent adds to the cart's: the provider Customer (to save the card, or to pay
 * with one of its saved cards), and for a saved card the CVC asked again (decision 061).
 */
export interface IntentExtras {
  customer?: string;
  setup_future_usage?: "on_session";
  payment_method_options?: { card: { require_cvc_recollection: true } };
}

/**
 * The PaymentIntent for this checkout: the amount is the server's total, whatever the browser
 * said. One intent per checkout and extras (the idempotency key), a new one once it was paid or
 * canceled; null when the cart was just paid for ten times over.
 */
export async function createCheckoutIntent(
  priced: PricedCheckout,
  extras: IntentExtras = {},
): Promise<Stripe.PaymentIntent | null> {
  const stripe = getStripe();
  const baseKey = await checkoutIdempotencyKey(priced, extras);
  const metadata = intentMetadata(priced);
  let key = baseKey;
  for (let attempt = 0; attempt < MAX_SPENT_INTENTS; attempt++) {
    const created = await stripe.paymentIntents.create(
      {
        amount: priced.totals.total,
        currency: "inr",
        automatic_payment_methods: { enabled: true },
        // Authorise now, capture once the webhook has recorded the order (decision 010).
        capture_method: "manual",
        description: `${SHOP_NAME} order for customer ${priced.customerId}`,
        metadata,
        ...extras,
      },
      { idempotencyKey: key },
    );
    // A replay is the first response's body, status as it was then: only the intent as it is
    // now says whether this cart was paid for since (bought again within the key's 24 h).
    const intent = isIdempotentReplay(created) ? await stripe.paymentIntents.retrieve(created.id) : created;
    if (!SPENT_STATUSES.has(intent.status)) return intent;
    key = `${baseKey}-after-${intent.id}`;
  }
  return null;
}

/** createCheckoutIntent's null: the shopper is sent to their orders rather than charged again. */
export function cartPaidAlready(): HttpError {
  return new HttpError(409, "payment_conflict", "This cart was just paid for. Please check your orders.");
}

/**
 * The same customer paying for the same lines at the same prices to the same address gets the
 * same key, so a double submit (or ten) makes one PaymentIntent. Other extras (saving the card,
 * a saved card) are other parameters: the provider refuses a key reused with those, so they key.
 */
export async function checkoutIdempotencyKey(priced: PricedCheckout, extras: IntentExtras = {}): Promise<string> {
  const content = JSON.stringify({
    // 2: intents are created with capture_method manual; Stripe refuses a key reused with other parameters.
    v: 2,
    customer: priced.customerId,
    address: priced.address.id,
    lines: priced.lines.map((line) => [line.item.id, line.item.unit, line.item.size, line.item.color, line.unitPaise]),
    total: priced.totals.total,
    ...(Object.keys(extras).length > 0 ? { extras } : {}),
  });
  return `checkout-${await sha256Hex(content)}`;
}
