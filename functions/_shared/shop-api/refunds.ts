/**
 * Refunds due to customers (shop-api/src/routes/orders.ts and returns.ts): a cancelled order's,
 * and a received return's, each claimed by the refund run and then recorded as the payment
 * provider answered.
 */
import * as v from "valibot";
import { paiseFromRupees, type Paise } from "@domain/money";
import type { Order } from "@domain/order";
import { REFUND_STATES, type RefundState } from "@domain/order-refund";
import type { OrderReturn } from "@domain/order-return";
import { reshapeOrders, VendorOrderLineSchema } from "./orders";
import { reshapeReturn, VendorReturnSchema } from "./returns";
import { ShopApiError, type Transport } from "./transport";
import { VendorIdSchema, VendorOkStatus, VendorRupees } from "./vendor";

/** A cancelled order's refund that is due, as claim_order_refunds hands it out. */
export interface ClaimedRefund {
  orderId: number;
  customerId: number;
  paymentIntentId: string;
  state: RefundState;
  refundId: string | null;
  amountPaise: Paise;
  attempts: number;
}

/** A received return's refund that is due, as claim_return_refunds hands it out. */
export interface ClaimedReturnRefund {
  returnId: number;
  orderId: number;
  customerId: number;
  paymentIntentId: string;
  amountPaise: Paise;
}

/** What one attempt at a refund came to (never `requested`: that is the state before any). */
export interface RefundOutcome {
  state: Exclude<RefundState, "requested">;
  refundId?: string | null;
  cardLast4?: string | null;
  error?: string | null;
}

/** claim_order_refunds: the open refunds now due, each leased to the caller. */
export const VendorClaimedRefundsSchema = v.object({
  status: VendorOkStatus,
  data: v.array(
    v.object({
      order_id: VendorIdSchema,
      userid: VendorIdSchema,
      payment_intent_id: v.pipe(v.string(), v.nonEmpty()),
      refund_state: v.picklist(REFUND_STATES),
      refund_id: v.optional(v.nullable(v.string()), null),
      refund_amount: VendorRupees,
      refund_attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
  ),
});
export type VendorClaimedRefund = v.InferOutput<typeof VendorClaimedRefundsSchema>["data"][number];

/** record_order_refund: whether the state changed, and the order as it now is. */
export const VendorRecordedRefundSchema = v.object({
  status: VendorOkStatus,
  recorded: v.boolean(),
  data: v.array(VendorOrderLineSchema),
});

/** claim_return_refunds: the open refunds of received returns now due, each leased to the caller. */
export const VendorClaimedReturnRefundsSchema = v.object({
  status: VendorOkStatus,
  data: v.array(
    v.object({
      return_id: VendorIdSchema,
      order_id: VendorIdSchema,
      userid: VendorIdSchema,
      payment_intent_id: v.pipe(v.string(), v.nonEmpty()),
      refund_state: v.picklist(REFUND_STATES),
      refund_amount: VendorRupees,
    }),
  ),
});

/** record_return_refund: whether the state changed, and the return as it now is. */
export const VendorRecordedReturnRefundSchema = v.object({
  status: VendorOkStatus,
  recorded: v.boolean(),
  data: v.array(VendorReturnSchema),
});

export function reshapeClaimedRefund(raw: VendorClaimedRefund): ClaimedRefund {
  return {
    orderId: raw.order_id,
    customerId: raw.userid,
    paymentIntentId: raw.payment_intent_id,
    state: raw.refund_state,
    refundId: raw.refund_id,
    amountPaise: paiseFromRupees(raw.refund_amount),
    attempts: raw.refund_attempts,
  };
}

export function refundCalls({ call, images }: Transport) {
  return {
    /** POST /api/claim_order_refunds (extension): open refunds now due, leased to this caller. */
    async claimOrderRefunds(limit: number): Promise<ClaimedRefund[]> {
      const body = await call("POST", "claim_order_refunds", VendorClaimedRefundsSchema, { limit });
      return body.data.map(reshapeClaimedRefund);
    },

    /** POST /api/record_order_refund (extension): what the provider said; the order as it now is. */
    async recordOrderRefund(outcome: RefundOutcome & { orderId: number }): Promise<Order> {
      const body = await call("POST", "record_order_refund", VendorRecordedRefundSchema, {
        order_id: outcome.orderId,
        state: outcome.state,
        refund_id: outcome.refundId ?? null,
        card_last4: outcome.cardLast4 ?? null,
        error: outcome.error ?? null,
      });
      const order = reshapeOrders(body.data, images)[0];
      if (!order)
        throw new ShopApiError(
          "upstream_invalid",
          "The shop API recorded a refund but sent no order (record_order_refund).",
        );
      return order;
    },

    /** POST /api/claim_return_refunds (extension): open refunds of received returns now due, leased to this caller. */
    async claimReturnRefunds(limit: number): Promise<ClaimedReturnRefund[]> {
      const body = await call("POST", "claim_return_refunds", VendorClaimedReturnRefundsSchema, { limit });
      return body.data.map((row) => ({
        returnId: row.return_id,
        orderId: row.order_id,
        customerId: row.userid,
        paymentIntentId: row.payment_intent_id,
        amountPaise: paiseFromRupees(row.refund_amount),
      }));
    },

    /** POST /api/record_return_refund (extension): what the provider said; the return as it now is. */
    async recordReturnRefund(
      outcome: Exclude<RefundOutcome, { state: "released" }> & { returnId: number },
    ): Promise<{ recorded: boolean; orderReturn: OrderReturn }> {
      const body = await call("POST", "record_return_refund", VendorRecordedReturnRefundSchema, {
        return_id: outcome.returnId,
        state: outcome.state,
        refund_id: outcome.refundId ?? null,
        card_last4: outcome.cardLast4 ?? null,
        error: outcome.error ?? null,
      });
      const saved = body.data[0];
      if (!saved)
        throw new ShopApiError(
          "upstream_invalid",
          "The shop API recorded a refund but sent no return (record_return_refund).",
        );
      return { recorded: body.recorded, orderReturn: reshapeReturn(saved) };
    },
  };
}
