/**
 * Giving a cancelled order's money back (issue 25, decision 014). The shop API writes the refund
 * down as `requested` in the same statement that cancels the order; the cancelling request makes
 * the first attempt at once, the scheduled function order-refunds.ts the others until the refund
 * is done (refund-loop.ts). An order whose card was only authorised has its hold released. One that
 * falls to a person tells the customer so (the "refund-manual" email, written with that record).
 */
import type Stripe from "stripe";
import type { Order } from "@domain/order";
import { manualRefundSubject } from "@domain/outbox";
import { sendMessageNow } from "./outbox";
import type { RefundLedger } from "./refund-loop";
import { settleDue } from "./refund-loop";
import type { ClaimedRefund, ShopApiClient } from "./shop-api-client";

/** Per-call limits of the attempt inside a shopper's request: the retry job has no one waiting. */
const IN_REQUEST_CALL = { timeout: 8_000, maxNetworkRetries: 1 } as const;

type DueOrderRefund = Pick<ClaimedRefund, "orderId" | "paymentIntentId" | "amountPaise">;

/** Where a cancelled order's refund is kept: on the order (claim_order_refunds, record_order_refund). */
export function orderRefunds(shopApi: ShopApiClient): RefundLedger<DueOrderRefund, Order> {
  return {
    kind: "order",
    describe: (due) => `order ${due.orderId} (${due.paymentIntentId}, ${due.amountPaise} paise)`,
    claim: (limit) => shopApi.claimOrderRefunds(limit),
    async record(due, outcome) {
      const order = await shopApi.recordOrderRefund({ orderId: due.orderId, ...outcome });
      // Written with that record; sent once whoever asks again.
      if (order.refund?.state === "manual")
        await sendMessageNow(shopApi, "refund-manual", manualRefundSubject({ orderId: due.orderId }));
      return order;
    },
    summary: (due, order) => `${due.orderId}:${order.refund?.state ?? "none"}`,
  };
}

/**
 * The first attempt, inside the cancelling request: the cancellation stands whatever happens
 * here, so a failure is logged and the order returned as cancelled (the retry job takes over).
 */
export async function refundCancelledOrder(stripe: () => Stripe, shopApi: ShopApiClient, order: Order): Promise<Order> {
  if (!order.refund || order.refund.state !== "requested" || !order.paymentReference) return order;
  try {
    return await settleDue(
      stripe(),
      orderRefunds(shopApi),
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
