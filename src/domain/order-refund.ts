/**
 * The money of a cancelled order going back to the shopper (issue 25): the states a refund passes
 * through, the delays between attempts, and the sentence every order screen shows. The shop API
 * stores the state with the order, the functions move it on, the screens read it.
 */
import * as v from "valibot";
import { PaiseSchema } from "./money";
import { formatMoney } from "./money-text";

/**
 * - `requested`: written with the cancellation, before anything was asked of the provider.
 * - `pending`: the provider took the refund and has not finished it (Stripe's refund `pending`).
 * - `retrying`: the last attempt failed (provider down or refusing); another one is due.
 * - `refunded`: the money went back.
 * - `released`: the card was only authorised: the hold was cancelled and nothing was charged.
 * - `manual`: the provider does not know the payment (so no retry can help): a person refunds it.
 */
export const REFUND_STATES = ["requested", "pending", "retrying", "refunded", "released", "manual"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** States a later attempt still has work in: the scheduled retry picks these up. */
export const OPEN_REFUND_STATES: readonly RefundState[] = ["requested", "pending", "retrying"];

export function isRefundState(value: unknown): value is RefundState {
  return typeof value === "string" && (REFUND_STATES as readonly string[]).includes(value);
}

export const OrderRefundSchema = v.object({
  state: v.picklist(REFUND_STATES),
  amount: PaiseSchema,
  /** The card's last four digits when the provider told them. */
  cardLast4: v.nullable(v.string()),
});
export type OrderRefund = v.InferOutput<typeof OrderRefundSchema>;

/**
 * Seconds to wait after the n-th failed attempt (n from 1): 30 s, doubling, at most an hour. A
 * provider that is down for a day is tried some 30 times, never hammered.
 */
export function refundRetryDelaySeconds(failedAttempts: number): number {
  const doublings = Math.max(0, Math.min(failedAttempts - 1, 20));
  return Math.min(30 * 2 ** doublings, 3600);
}

/**
 * Business days within which a person makes a refund the provider could not (state `manual`):
 * what the customer's email promises.
 */
export const MANUAL_REFUND_BUSINESS_DAYS = 5;

/** How long one attempt holds an order before another runner may take it (a crashed attempt). */
export const REFUND_ATTEMPT_LEASE_SECONDS = 120;

function cardText(refund: OrderRefund): string {
  return refund.cardLast4 ? `the card ending ${refund.cardLast4}` : "your card";
}

/** What the order, its receipt, tracking and the cancellation page say about the money. */
export function refundStatement(refund: OrderRefund): string {
  const amount = formatMoney(refund.amount);
  switch (refund.state) {
    case "refunded":
      return `Refunded ${amount} to ${cardText(refund)}`;
    case "released":
      return `The payment of ${amount} on ${cardText(refund)} was released: nothing was charged`;
    case "requested":
    case "pending":
      return `A refund of ${amount} to ${cardText(refund)} is pending`;
    case "retrying":
      return `The refund of ${amount} to ${cardText(refund)} failed and is being retried`;
    case "manual":
      return `The refund of ${amount} to ${cardText(refund)} could not be made automatically: our team will make it`;
  }
}
