/**
 * One attempt at giving money back, whatever is owed: a cancelled order's total (decision 014) or
 * a received return's lines (decision 029). It asks the payment provider and says what it
 * answered; refund-loop.ts records that and brings the refund back until it is done.
 *
 * Exactly once: the provider is asked with an idempotency key per order or return, and before
 * creating a refund the intent's refunds are read back for one this order or return made (keys
 * expire after a day, a retry may come later). An attempt that dies between the provider and the
 * shop API is redone after its lease; it then finds the refund it made.
 */
import Stripe from "stripe";
import type { Paise } from "@domain/money";
import type { RefundOutcome } from "./shop-api-client";

export interface DueRefund {
  orderId: number;
  paymentIntentId: string;
  amountPaise: Paise;
  /** Set when the refund is a received return's (issue 30): some lines of a delivered order. */
  returnId?: number;
}

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
