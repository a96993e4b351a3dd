/**
 * Giving a received return's money back (issue 30, decision 029), on the cancelled order's loop
 * (refund-loop.ts): the shop API writes the refund down as `requested` in the same statement that
 * marks the return Received, and the scheduled function return-refunds.ts makes the attempts until
 * it is done. Once it is, the "refunded" email written with that record goes out at once (the
 * outbox retries it otherwise); so does the "refund-manual" one when a person has to make it.
 */
import type { OrderReturn } from "@domain/order-return";
import { manualRefundSubject } from "@domain/outbox";
import { sendMessageNow } from "./outbox";
import type { RefundLedger } from "./refund-loop";
import type { ClaimedReturnRefund, ShopApiClient } from "./shop-api-client";

/** Where a return's refund is kept: on the return (claim_return_refunds, record_return_refund). */
export function returnRefunds(shopApi: ShopApiClient): RefundLedger<ClaimedReturnRefund, OrderReturn> {
  return {
    kind: "return",
    describe: (due) =>
      `return ${due.returnId} of order ${due.orderId} (${due.paymentIntentId}, ${due.amountPaise} paise)`,
    claim: (limit) => shopApi.claimReturnRefunds(limit),
    async record(due, outcome) {
      // The attempt releases only a cancelled order's hold, never a return's.
      const recorded = outcome.state === "released" ? { ...outcome, state: "manual" as const } : outcome;
      const { recorded: changed, orderReturn } = await shopApi.recordReturnRefund({
        returnId: due.returnId,
        ...recorded,
      });
      if (changed && orderReturn.state === "Refunded") await sendMessageNow(shopApi, "return-refunded", due.returnId);
      if (orderReturn.refund?.state === "manual")
        await sendMessageNow(shopApi, "refund-manual", manualRefundSubject({ returnId: due.returnId }));
      return orderReturn;
    },
    summary: (_due, orderReturn) => `${orderReturn.number}:${orderReturn.refund?.state ?? "none"}`,
  };
}
