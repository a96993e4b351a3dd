/** Returns of a delivered order's lines (issue 30, shop-api/src/routes/returns.ts). */
import * as v from "valibot";
import { paiseFromRupees } from "@domain/money";
import { REFUND_STATES } from "@domain/order-refund";
import { RETURN_STATES, type OrderReturn, type ReturnRequestBody } from "@domain/order-return";
import { ShopApiError, type Transport } from "./transport";
import { NullableText, TextOut, VendorIdSchema, VendorOkStatus, VendorRupees } from "./vendor";

/** A return of order lines (issue 30, the returns extension): insert_return, GetOrderReturns, CoReturns. */
export const VendorReturnSchema = v.object({
  return_id: VendorIdSchema,
  number: v.pipe(v.string(), v.nonEmpty()),
  order_id: VendorIdSchema,
  state: v.picklist(RETURN_STATES),
  reason: TextOut,
  comment: TextOut,
  created_at: v.string(),
  received_at: NullableText,
  refunded_at: NullableText,
  lines: v.array(v.object({ order_item_id: VendorIdSchema, units: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  subtotal: VendorRupees,
  tax: VendorRupees,
  refund_amount: VendorRupees,
  refund_state: v.optional(v.nullable(v.picklist(REFUND_STATES)), null),
  refund_card_last4: NullableText,
});
export type VendorReturn = v.InferOutput<typeof VendorReturnSchema>;

export const VendorReturnListSchema = v.object({
  status: VendorOkStatus,
  data: v.array(VendorReturnSchema),
});

/** A return as the app sees it: amounts in paise, its refund once it was received. */
export function reshapeReturn(raw: VendorReturn): OrderReturn {
  const amount = paiseFromRupees(raw.refund_amount);
  return {
    id: raw.return_id,
    number: raw.number,
    orderId: raw.order_id,
    state: raw.state,
    reason: raw.reason,
    comment: raw.comment,
    requestedAt: raw.created_at,
    receivedAt: raw.received_at,
    refundedAt: raw.refunded_at,
    lines: raw.lines.map((line) => ({ lineId: line.order_item_id, units: line.units })),
    subtotal: paiseFromRupees(raw.subtotal),
    tax: paiseFromRupees(raw.tax),
    amount,
    refund: raw.refund_state ? { state: raw.refund_state, amount, cardLast4: raw.refund_card_last4 } : null,
  };
}

export function returnCalls({ call }: Transport) {
  return {
    /**
     * POST /api/insert_return (extension): a return of some of a delivered order's lines. A
     * ShopApiRefusal says why not (404 not this customer's order, 409 not returnable or a line
     * returned before, 400 more units than were bought).
     */
    async insertReturn(customerId: number, orderId: number, request: ReturnRequestBody): Promise<OrderReturn> {
      const body = await call("POST", "insert_return", VendorReturnListSchema, {
        userid: customerId,
        order_id: orderId,
        reason: request.reason,
        comment: request.comment,
        lines: request.lines.map((line) => ({ order_item_id: line.lineId, units: line.units })),
      });
      const saved = body.data[0];
      if (!saved)
        throw new ShopApiError("upstream_invalid", "The shop API wrote a return but sent none (insert_return).");
      return reshapeReturn(saved);
    },
  };
}
