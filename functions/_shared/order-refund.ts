/**
 * Giving a cancelled order's money back (issue 25, decision 014). The shop API writes the refund
 * down as `requested` in the same statement that cancels the order; one attempt here asks the
 * payment provider and records what it said. The cancelling request makes the first attempt at
 * once; the scheduled function order-refunds.ts makes the others until the refund is done.
 *
 * Exactly once: the provider is asked with an idempotency key per order, and before creating a
 * refund the intent's refunds are read back for one this order made (keys expire after a day,
 * a retry may come later). An attempt that dies between the provider and the shop API is
 * redone after its lease; it then finds the refund it made.
 */
import Stripe from "stripe";
import type { Paise } from "@domain/money";
import type { Order } from "@domain/order";
import type { RefundOutcome, ShopApiClient } from "./shop-api-client";

export interface DueRefund {
  orderId: number;
  paymentIntentId: string;
  amountPaise: Paise;
  /** Set when the refund is a received return's (issue 30): some lines of a delivered order. */
  returnId?: number;
}

/** Per-call limits of the attempt inside a shopper's request: the retry job has no one waiting. */
export const IN_REQUEST_CALL = { timeout: 8_000, maxNetworkRetries: 1 } as const;

/** The refund's metadata naming its order or return: how a later attempt finds the refund it made. */
const ORDER_KEY = "storefront_order";
const RETURN_KEY = "storefront_return";

function refundMetadata(due: DueRefund): Record<string, string> {
  return due.returnId === undefined ? { [ORDER_KEY]: String(due.orderId) } : { [RETURN_KEY]: String(due.returnId) };
}

/** One key per cancelled order, one per return: an order may be refunded in several returns. */
function refundIdempotencyKey(due: DueRefund): string {
  return due.returnId === undefined
    ? `storefront-order-refund-${due.orderId}`
    : `storefront-return-refund-${due.returnId}`;
}

function cardLast4(intent: Stripe.PaymentIntent): string | null {
  const method = intent.payment_method;
  return method && typeof method === "object" ? (method.card?.last4 ?? null) : null;
}

async function existingRefund(stripe: Stripe, due: DueRefund, options: Stripe.RequestOptions) {
  const refunds = await stripe.refunds.list({ payment_intent: due.paymentIntentId, limit: 100 }, options);
  const [[key, value]] = Object.entries(refundMetadata(due)) as [[string, string]];
  return refunds.data.find((refund) => refund.metadata?.[key] === value) ?? null;
}

function refundOutcome(refund: Stripe.Refund, last4: string | null): RefundOutcome {
  const base = { refundId: refund.id, cardLast4: last4 };
  switch (refund.status) {
    case "succeeded":
      return { ...base, state: "refunded" };
    case "pending":
    case "requires_action":
      return { ...base, state: "pending" };
    default:
      // failed or canceled: the provider gave up on this refund, and the key per order would
      // only hand the same one back. A person looks at it (the log line below names it).
      return { ...base, state: "manual", error: `The provider's refund ${refund.id} is ${String(refund.status)}.` };
  }
}

/**
 * Asks the provider to give the order's (or the return's) money back, or release the hold of a
 * cancelled order; never throws a StripeError.
 */
export async function attemptRefund(
  stripe: Stripe,
  due: DueRefund,
  options: Stripe.RequestOptions,
): Promise<RefundOutcome> {
  try {
    const intent = await stripe.paymentIntents.retrieve(due.paymentIntentId, { expand: ["payment_method"] }, options);
    const last4 = cardLast4(intent);
    switch (intent.status) {
      case "succeeded": {
        const made = await existingRefund(stripe, due, options);
        if (made) return refundOutcome(made, last4);
        const refund = await stripe.refunds.create(
          {
            payment_intent: intent.id,
            amount: Math.min(due.amountPaise, intent.amount_received),
            reason: "requested_by_customer",
            metadata: refundMetadata(due),
          },
          { ...options, idempotencyKey: refundIdempotencyKey(due) },
        );
        return refundOutcome(refund, last4);
      }
      case "processing":
        return { state: "pending", cardLast4: last4 };
      default: {
        // A return is of a delivered order, whose payment was captured long ago: an intent in any
        // other state is a case for a person, and releasing the hold would undo the whole order.
        if (due.returnId !== undefined) {
          return { state: "manual", cardLast4: last4, error: `The payment is ${intent.status}, not succeeded.` };
        }
        if (intent.status === "canceled") return { state: "released", cardLast4: last4 };
        // Authorised and not captured (or never confirmed): cancelling releases the hold. Should
        // the webhook capture in between, the provider refuses this and the next attempt refunds.
        const canceled = await stripe.paymentIntents.cancel(
          intent.id,
          { cancellation_reason: "requested_by_customer" },
          { ...options, idempotencyKey: `storefront-order-release-${due.orderId}` },
        );
        return canceled.status === "canceled"
          ? { state: "released", cardLast4: last4 }
          : { state: "retrying", cardLast4: last4, error: `The payment is ${canceled.status} after release.` };
      }
    }
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (error.code === "resource_missing") {
      return { state: "manual", error: `The provider does not know ${due.paymentIntentId}: ${error.message}` };
    }
    return { state: "retrying", error: `${error.type}: ${error.message}`.slice(0, 500) };
  }
}

/**
 * One attempt at a due refund, recorded in the shop API. A shop API that cannot record it throws:
 * the refund stays open there and is attempted again once its lease runs out.
 */
export async function settleRefund(
  stripe: Stripe,
  shopApi: ShopApiClient,
  due: DueRefund,
  options: Stripe.RequestOptions = {},
): Promise<Order> {
  const outcome = await attemptRefund(stripe, due, options);
  const which = `order ${due.orderId} (${due.paymentIntentId}, ${due.amountPaise} paise)`;
  if (outcome.state === "retrying") console.warn(`[refunds] ${which}: attempt failed, will retry: ${outcome.error}`);
  if (outcome.state === "manual") console.error(`[refunds] REFUND NEEDS A PERSON: ${which}: ${outcome.error}`);
  if (outcome.state === "refunded") console.info(`[refunds] ${which}: refunded (${outcome.refundId})`);
  return shopApi.recordOrderRefund({ orderId: due.orderId, ...outcome });
}

/**
 * The first attempt, inside the cancelling request: the cancellation stands whatever happens
 * here, so a failure is logged and the order returned as cancelled (the retry job takes over).
 */
export async function refundCancelledOrder(stripe: () => Stripe, shopApi: ShopApiClient, order: Order): Promise<Order> {
  if (!order.refund || order.refund.state !== "requested" || !order.paymentReference) return order;
  try {
    return await settleRefund(
      stripe(),
      shopApi,
      { orderId: order.id, paymentIntentId: order.paymentReference, amountPaise: order.refund.amount },
      IN_REQUEST_CALL,
    );
  } catch (error) {
    console.error(
      `[refunds] order ${order.id}: first attempt not recorded, the retry job will redo it: ${String(error)}`,
    );
    return order;
  }
}
