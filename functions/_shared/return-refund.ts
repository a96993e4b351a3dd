/**
 * Giving a received return's money back (issue 30, decision 029), the way a cancelled order's is
 * (order-refund.ts, decision 014): the shop API writes the refund down as `requested` in the same
 * statement that marks the return Received; one attempt here asks the payment provider, with an
 * idempotency key and a metadata tag per return, and records what it said. The scheduled function
 * return-refunds.ts makes the attempts until the refund is done. Once it is, the "refunded" email
 * written with that record goes out at once (the outbox retries it otherwise).
 */
import type Stripe from "stripe";
import type { OrderReturn } from "@domain/order-return";
import { attemptRefund } from "./order-refund";
import { sendMessageNow } from "./outbox";
import type { ClaimedReturnRefund, ShopApiClient } from "./shop-api-client";

export async function settleReturnRefund(
  stripe: Stripe,
  shopApi: ShopApiClient,
  due: ClaimedReturnRefund,
): Promise<OrderReturn> {
  const outcome = await attemptRefund(stripe, due, {});
  const which = `return ${due.returnId} of order ${due.orderId} (${due.paymentIntentId}, ${due.amountPaise} paise)`;
  if (outcome.state === "retrying") console.warn(`[refunds] ${which}: attempt failed, will retry: ${outcome.error}`);
  if (outcome.state === "manual") console.error(`[refunds] REFUND NEEDS A PERSON: ${which}: ${outcome.error}`);
  if (outcome.state === "refunded") console.info(`[refunds] ${which}: refunded (${outcome.refundId})`);
  // attemptRefund releases only a cancelled order's hold, never a return's.
  const recorded = outcome.state === "released" ? { ...outcome, state: "manual" as const } : outcome;
  const { recorded: changed, orderReturn } = await shopApi.recordReturnRefund({ returnId: due.returnId, ...recorded });
  if (changed && orderReturn.state === "Refunded") await sendMessageNow(shopApi, "return-refunded", due.returnId);
  return orderReturn;
}
