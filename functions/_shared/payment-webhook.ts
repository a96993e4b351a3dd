/**
 * What the payment webhook does with an event (decision 010: no charge without an order).
 *
 * - payment_intent.amount_capturable_updated (the card is authorised, capture_method manual):
 *   record the order, then capture. If the shop API refuses the order (sold out, price changed,
 *   product gone), keep the reason on the intent and cancel the authorisation: nothing is charged.
 * - payment_intent.succeeded (the money moved): read back from the provider like the other event
 *   (its metadata, amount and status, never the event's); the order is recorded already, normally; if not
 *   (an intent captured automatically by an older deploy, a crash between record and capture),
 *   record it now, and if the shop API refuses, refund the payment.
 *
 * insert_order is idempotent per payment intent and capture, cancel and refund carry idempotency
 * keys, so a redelivered event repeats nothing. A shop API or Stripe that cannot be reached throws,
 * the webhook answers non-2xx and Stripe delivers the event again later; nothing is captured.
 */
import Stripe from "stripe";
import * as v from "valibot";
import { asPaise, sumPaise, timesUnits, ZERO_PAISE } from "@domain/money";
import type { PricedOrder } from "@domain/order";
import {
  NOT_RECORDED,
  PRICE_CHANGED,
  PRODUCT_GONE,
  refusalMetadata,
  soldOut,
  type OrderRefusal,
} from "@domain/payment-refusal";
import { orderFromMetadata, paymentProviderError } from "./payments";
import { ShopApiRefusal, type ShopApiClient } from "./shop-api-client";

// ---- the signature -------------------------------------------------------------------------------

/**
 * `t=<digits>` and at least one `v1=<hex>`, every v1 non-empty: anything else is refused before
 * the SDK sees it (stripe-node 23 throws a plain Error, not a verification error, on `v1=`).
 */
export function isWellFormedSignature(header: string): boolean {
  const pairs = header.split(",").map((part): [key: string, value: string] => {
    const at = part.indexOf("=");
    return at < 0 ? [part.trim(), ""] : [part.slice(0, at).trim(), part.slice(at + 1).trim()];
  });
  const timestamps = pairs.filter(([key]) => key === "t").map(([, value]) => value);
  const signatures = pairs.filter(([key]) => key === "v1").map(([, value]) => value);
  return (
    timestamps.length === 1 &&
    /^\d{1,12}$/.test(timestamps[0] ?? "") &&
    signatures.length > 0 &&
    signatures.every((value) => /^[0-9a-f]+$/i.test(value))
  );
}

/** Stripe's own tolerance for a signature's age, in seconds; the SDK checks only the past. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

function isFromTheFuture(header: string, now = Date.now()): boolean {
  const timestamp = Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1] ?? 0);
  return timestamp * 1000 > now + SIGNATURE_TOLERANCE_SECONDS * 1000;
}

/** The event, if the signature over the raw body is Stripe's (and fresh); else null. */
export async function verifiedEvent(
  stripe: Stripe,
  payload: string,
  signature: string,
  webhookSecret: string,
): Promise<Stripe.Event | null> {
  if (!isWellFormedSignature(signature) || isFromTheFuture(signature)) return null;
  try {
    return await stripe.webhooks.constructEventAsync(payload, signature, webhookSecret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError || error instanceof SyntaxError) return null;
    throw error;
  }
}

// ---- the event's shape ---------------------------------------------------------------------------

const PaymentIntentEventSchema = v.object({
  type: v.picklist(["payment_intent.amount_capturable_updated", "payment_intent.succeeded"]),
  data: v.object({
    object: v.looseObject({
      id: v.pipe(v.string(), v.regex(/^pi_[A-Za-z0-9_]{1,200}$/)),
      object: v.literal("payment_intent"),
      amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
      amount_received: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
      amount_capturable: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
      metadata: v.optional(v.record(v.string(), v.string()), {}),
    }),
  }),
});

/**
 * The payment intent a signed event of ours is about, or null when the event's shape is not a
 * payment intent's. Signed events come from Stripe, so an odd one means an API version or event we
 * do not handle: refused with a 400 (Stripe shows it in the dashboard), never a 500.
 */
export function eventPaymentIntent(event: unknown): Stripe.PaymentIntent | null {
  const parsed = v.safeParse(PaymentIntentEventSchema, event);
  return parsed.success ? (parsed.output.data.object as unknown as Stripe.PaymentIntent) : null;
}

// ---- the order -------------------------------------------------------------------------------------

/**
 * A refusal that will not change on redelivery: the shop API understood the order and said no
 * (200 with status 'false', 400, 404, 409, 422). 401, 403 and 429 say the call itself was not let
 * through (a token, a limit): like a 5xx, they are retried rather than cost the shopper the order.
 */
function isOrderRefusal(error: unknown): error is ShopApiRefusal {
  return error instanceof ShopApiRefusal && [200, 400, 404, 409, 422].includes(error.status);
}

/** `charged` is the provider's amount, which Stripe counts in paise. */
function recordOrder(shopApi: ShopApiClient, intentId: string, order: PricedOrder, charged: number) {
  return shopApi.insertOrder({ ...order, paymentReference: intentId, totalPaise: asPaise(charged) });
}

/**
 * Why the shop API refused the order, worded for the shopper from the catalogue as it is now
 * (the shop API's own message is for operators): a product gone, too little stock, or prices
 * that no longer add up to what was priced.
 */
export async function refusalReason(shopApi: ShopApiClient, order: PricedOrder): Promise<OrderRefusal> {
  try {
    const products = await Promise.all(order.lines.map((line) => shopApi.getProduct(line.id)));
    if (products.some((product) => product === null)) return PRODUCT_GONE;
    const short = order.lines.findIndex((line, index) => (products[index]?.stock ?? 0) < line.unit);
    const shortProduct = products[short];
    if (shortProduct) return soldOut(shortProduct.name, shortProduct.stock);
    const subtotal = sumPaise(
      order.lines.map((line, index) => timesUnits(products[index]?.discountPrice ?? ZERO_PAISE, line.unit)),
    );
    return subtotal === order.subtotalPaise ? NOT_RECORDED : PRICE_CHANGED;
  } catch (error) {
    console.warn(`[webhook] could not work out why an order was refused: ${String(error)}`);
    return NOT_RECORDED;
  }
}

export type WebhookOutcome = Record<string, unknown> & { received: true };

function notOurs(intent: Stripe.PaymentIntent): WebhookOutcome {
  console.warn(`[webhook] ${intent.id} carries no storefront order metadata; ignored.`);
  return { received: true, recorded: false, reason: "not a storefront payment" };
}

/** Stripe calls, failures as 502 (the webhook's non-2xx makes Stripe deliver the event again). */
async function provider<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    return paymentProviderError(error);
  }
}

// ---- the events -------------------------------------------------------------------------------------

/** payment_intent.amount_capturable_updated: record the order, then capture; or cancel. */
export async function recordThenCapture(
  stripe: Stripe,
  shopApi: ShopApiClient,
  eventIntent: Stripe.PaymentIntent,
): Promise<WebhookOutcome> {
  if (!orderFromMetadata(eventIntent.metadata)) return notOurs(eventIntent);
  // Events can arrive late, twice or out of order: act on the intent as it is now.
  const intent = await provider(stripe.paymentIntents.retrieve(eventIntent.id));
  const order = orderFromMetadata(intent.metadata);
  if (!order) return notOurs(intent);
  if (intent.status !== "requires_capture") {
    return { received: true, recorded: false, reason: `nothing to capture (${intent.status})` };
  }

  let recorded: Awaited<ReturnType<typeof recordOrder>>;
  try {
    recorded = await recordOrder(shopApi, intent.id, order, intent.amount_capturable || intent.amount);
  } catch (error) {
    if (!isOrderRefusal(error)) throw error;
    const refusal = await refusalReason(shopApi, order);
    // The reason first, so the shopper's page can say why once it sees `canceled`.
    await provider(stripe.paymentIntents.update(intent.id, { metadata: refusalMetadata(refusal) }));
    await provider(
      stripe.paymentIntents.cancel(
        intent.id,
        { cancellation_reason: "abandoned" },
        { idempotencyKey: `storefront-cancel-${intent.id}` },
      ),
    );
    console.warn(
      `[webhook] ${intent.id} (customer ${order.customerId}): the shop API refused the order (${error.message}); ` +
        `authorisation canceled, nothing charged (${refusal.code}).`,
    );
    return { received: true, recorded: false, canceled: true, reason: refusal.code };
  }

  if (recorded.order.status === "Cancelled") {
    // Cancelled before this (late or repeated) event: the cancellation releases the hold
    // (order-refund.ts); capturing now would charge for an order the shopper called off.
    return { received: true, recorded: true, created: false, orderId: recorded.order.id, captured: false };
  }

  try {
    await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: `storefront-capture-${intent.id}` });
  } catch (error) {
    // Captured by an earlier delivery whose answer was lost: done. Anything else: try again later.
    const now = await provider(stripe.paymentIntents.retrieve(intent.id));
    if (now.status !== "succeeded") {
      console.error(
        `[webhook] ORDER ${recorded.order.id} RECORDED BUT NOT CAPTURED: ${intent.id} is ${now.status}: ${String(error)}`,
      );
      return paymentProviderError(error);
    }
  }
  return { received: true, recorded: true, created: recorded.created, orderId: recorded.order.id, captured: true };
}

/**
 * payment_intent.succeeded: make sure the captured payment has its order (idempotent: normally
 * it exists already); refund it when the shop API refuses to record one.
 */
export async function recordOrRefund(
  stripe: Stripe,
  shopApi: ShopApiClient,
  eventIntent: Stripe.PaymentIntent,
): Promise<WebhookOutcome> {
  if (!orderFromMetadata(eventIntent.metadata)) return notOurs(eventIntent);
  // The order, the amount and the status as the provider has them now, not as the event says:
  // an event may be late, or signed with a leaked secret and carry any metadata and amount.
  const intent = await provider(stripe.paymentIntents.retrieve(eventIntent.id));
  const order = orderFromMetadata(intent.metadata);
  if (!order) return notOurs(intent);
  if (intent.status !== "succeeded") {
    return { received: true, recorded: false, reason: `not paid (${intent.status})` };
  }
  const charged = intent.amount_received;
  try {
    const result = await recordOrder(shopApi, intent.id, order, charged);
    return { received: true, recorded: true, created: result.created, orderId: result.order.id };
  } catch (error) {
    if (!isOrderRefusal(error)) throw error;
    const refusal = await refusalReason(shopApi, order);
    const refundId = await refundWhole(stripe, intent.id, refusal);
    await provider(stripe.paymentIntents.update(intent.id, { metadata: refusalMetadata(refusal) }));
    console.error(
      `[webhook] REFUNDED ${intent.id} (customer ${order.customerId}, ${charged} paise): it was captured but the shop ` +
        `API refused its order (${error.message}); refund ${refundId} (${refusal.code}).`,
    );
    return { received: true, recorded: false, refunded: true, refundId, reason: refusal.code };
  }
}

/** Refunds the whole payment once (an earlier delivery may have done it already). */
async function refundWhole(stripe: Stripe, intentId: string, refusal: OrderRefusal): Promise<string> {
  try {
    const refund = await stripe.refunds.create(
      { payment_intent: intentId, metadata: refusalMetadata(refusal) },
      { idempotencyKey: `storefront-refund-${intentId}` },
    );
    return refund.id;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "charge_already_refunded") {
      return "(refunded before)";
    }
    return paymentProviderError(error);
  }
}
