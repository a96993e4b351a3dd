/**
 * Orders (shop-api/src/routes/orders.ts): the customer's orders with their lines, cancellation,
 * and the order a paid intent becomes. GetOrderDetails answers one row per order line; the app
 * wants orders with lines.
 */
import * as v from "valibot";
import type { Locale } from "@domain/locale";
import { paiseFromRupees, sumPaise } from "@domain/money";
import { productImageUrl } from "@domain/images";
import { isCancellable, type CancelOrderBody, type DeliveryAddress, type Order, type PaidOrder } from "@domain/order";
import { FULFILMENT_STATUSES } from "@domain/order-fulfilment";
import { REFUND_STATES } from "@domain/order-refund";
import { getProductsByIds } from "./catalogue";
import { linesInLocale } from "./order-line-names";
import { reshapeReturn, VendorReturnSchema } from "./returns";
import { READS, ShopApiError, type Transport } from "./transport";
import {
  NullableText,
  paiseOrNull,
  TextOut,
  VendorIdSchema,
  VendorOkStatus,
  VendorRupees,
  type ReshapeOptions,
} from "./vendor";

/** A step of an order's fulfilment (issue 42, the fulfilment extension): CoEvents. */
const VendorOrderEventSchema = v.object({
  status: v.picklist(FULFILMENT_STATUSES),
  at: v.string(),
  carrier: NullableText,
  tracking_number: NullableText,
  tracking_url: NullableText,
});

export const VendorOrderLineSchema = v.object({
  CoOrderID: VendorIdSchema,
  CoOrderItemID: v.optional(VendorIdSchema),
  CoProductID: v.optional(v.nullable(VendorIdSchema), null),
  CoProduct: TextOut,
  CoSmallImage: TextOut,
  CoSize: TextOut,
  CoColor: TextOut,
  CoOrderStatus: TextOut,
  StandardPrice: VendorRupees,
  CoMRP: v.optional(v.nullable(VendorRupees), null),
  CoQuantity: v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
  CoPaymentMode: TextOut,
  CoPaymentReference: NullableText,
  CoDescription: TextOut,
  ItemCondition: TextOut,
  CoTotalPrice: VendorRupees,
  CoSubtotal: v.optional(v.nullable(VendorRupees), null),
  CoHST: v.optional(v.nullable(VendorRupees), null),
  CoPST: v.optional(v.nullable(VendorRupees), null),
  CoOrderTotal: v.optional(v.nullable(VendorRupees), null),
  CoOrderDate: NullableText,
  CoPackedDate: NullableText,
  CoShippedDate: NullableText,
  CoDeliveredDate: NullableText,
  CoExpectedDelivery: NullableText,
  CoCancelledDate: NullableText,
  CoCancelReason: NullableText,
  CoCancelComment: NullableText,
  CoAddressID: v.optional(v.nullable(VendorIdSchema), null),
  CoAddress: v.optional(v.nullable(v.record(v.string(), v.unknown())), null),
  // The refund extension (issue 25); a vendor API without it sends none.
  CoRefundState: v.optional(v.nullable(v.picklist(REFUND_STATES)), null),
  CoRefundAmount: v.optional(v.nullable(VendorRupees), null),
  CoRefundCardLast4: NullableText,
  // The returns extension (issue 30): the order's returns on each of its rows.
  CoReturns: v.optional(v.nullable(v.array(VendorReturnSchema)), null),
  // The fulfilment extension (issue 42): the order's steps, oldest first; none from a vendor API without it.
  CoEvents: v.optional(v.nullable(v.array(VendorOrderEventSchema)), null),
});
export type VendorOrderLine = v.InferOutput<typeof VendorOrderLineSchema>;
// SPEC.md section 8: non-array order data is treated as empty.
export const VendorOrderListSchema = v.object({
  status: VendorOkStatus,
  message: v.optional(v.string()),
  data: v.pipe(
    v.unknown(),
    v.transform((data) => (Array.isArray(data) ? data : [])),
    v.array(VendorOrderLineSchema),
  ),
});

export const VendorInsertOrderSchema = v.object({
  status: VendorOkStatus,
  message: v.optional(v.string()),
  created: v.optional(v.boolean(), true),
  data: v.array(VendorOrderLineSchema),
});

function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

function deliveryAddress(raw: Record<string, unknown> | null): DeliveryAddress | null {
  if (!raw || Object.keys(raw).length === 0) return null;
  const name = text(raw.name) || [text(raw.firstname), text(raw.lastname)].filter(Boolean).join(" ");
  return {
    name,
    street: text(raw.address1),
    locality: text(raw.address2),
    city: text(raw.city),
    province: text(raw.province) || text(raw.STATE) || text(raw.state),
    zip: text(raw.pincode),
    country: text(raw.country),
    mobile: text(raw.mobileno) || text(raw.mobile),
  };
}

export function reshapeOrders(rows: readonly VendorOrderLine[], options: ReshapeOptions): Order[] {
  const orders = new Map<number, Order>();
  for (const [index, row] of rows.entries()) {
    let order = orders.get(row.CoOrderID);
    if (!order) {
      order = {
        id: row.CoOrderID,
        status: row.CoOrderStatus,
        paymentMode: row.CoPaymentMode,
        paymentReference: row.CoPaymentReference,
        placedAt: row.CoOrderDate,
        packedAt: row.CoPackedDate,
        shippedAt: row.CoShippedDate,
        deliveredAt: row.CoDeliveredDate,
        expectedDelivery: row.CoExpectedDelivery,
        cancelledAt: row.CoCancelledDate,
        cancelReason: row.CoCancelReason,
        cancelComment: row.CoCancelComment,
        refund: row.CoRefundState
          ? {
              state: row.CoRefundState,
              amount: paiseFromRupees(row.CoRefundAmount ?? row.CoOrderTotal ?? 0),
              cardLast4: row.CoRefundCardLast4,
            }
          : null,
        events:
          row.CoEvents?.map((event) => ({
            status: event.status,
            at: event.at,
            carrier: event.carrier,
            trackingNumber: event.tracking_number,
            trackingUrl: event.tracking_url,
          })) ?? null,
        returns: (row.CoReturns ?? []).map(reshapeReturn),
        subtotal: paiseOrNull(row.CoSubtotal),
        hst: paiseOrNull(row.CoHST),
        pst: paiseOrNull(row.CoPST),
        total: paiseFromRupees(row.CoOrderTotal ?? 0),
        addressId: row.CoAddressID,
        deliveryAddress: deliveryAddress(row.CoAddress),
        cancellable: isCancellable(row.CoOrderStatus),
        lines: [],
      };
      orders.set(row.CoOrderID, order);
    }
    order.lines.push({
      id: row.CoOrderItemID ?? index + 1,
      productId: row.CoProductID,
      name: row.CoProduct,
      imageUrl: productImageUrl(options.imageHost, row.CoSmallImage),
      description: row.CoDescription,
      condition: row.ItemCondition,
      size: row.CoSize,
      color: row.CoColor,
      quantity: row.CoQuantity,
      unitPrice: paiseFromRupees(row.StandardPrice),
      originalPrice: paiseOrNull(row.CoMRP),
      lineTotal: paiseFromRupees(row.CoTotalPrice),
    });
  }
  for (const order of orders.values()) {
    // Without the order-level total, the lines are all there is.
    if (order.total === 0) order.total = sumPaise(order.lines.map((line) => line.lineTotal));
  }
  return [...orders.values()];
}

/** A paid order as the shop API's insert_order body (shop-api/README.md): amounts in paise. */
export function insertOrderPayload(order: PaidOrder) {
  return {
    userid: order.customerId,
    payment_intent_id: order.paymentReference,
    address_id: order.addressId,
    items: order.lines.map((line) => ({
      prod_id: line.id,
      unit: line.unit,
      ...(line.size ? { size: line.size } : {}),
      ...(line.color ? { color: line.color } : {}),
    })),
    subtotal_paise: order.subtotalPaise,
    hst_paise: order.hstPaise,
    pst_paise: order.pstPaise,
    total_paise: order.totalPaise,
  };
}

export function orderCalls(shop: Transport) {
  const { call, images } = shop;
  return {
    /** The customer's orders, their lines named in the client's language or another (an email's). */
    async getOrders(customerId: number, asked: Locale = shop.locale): Promise<Order[]> {
      const body = await call("POST", "GetOrderDetails", VendorOrderListSchema, { userid: customerId }, READS);
      return linesInLocale(reshapeOrders(body.data, images), asked, (ids, locale) =>
        getProductsByIds(shop, ids, locale),
      );
    },

    /** POST /api/cancel_order (extension) -> the cancelled order. */
    async cancelOrder(customerId: number, orderId: number, cancel: CancelOrderBody): Promise<Order> {
      const body = await call("POST", "cancel_order", VendorOrderListSchema, {
        userid: customerId,
        order_id: orderId,
        reason: cancel.reason,
        comment: cancel.comment,
      });
      const order = reshapeOrders(body.data, images)[0];
      if (!order)
        throw new ShopApiError("upstream_invalid", "The shop API cancelled an order but sent no order (cancel_order).");
      return order;
    },

    /** POST /api/insert_order (extension): idempotent per payment intent. */
    async insertOrder(order: PaidOrder): Promise<{ created: boolean; order: Order }> {
      const body = await call("POST", "insert_order", VendorInsertOrderSchema, insertOrderPayload(order));
      const saved = reshapeOrders(body.data, images)[0];
      if (!saved)
        throw new ShopApiError("upstream_invalid", "The shop API recorded an order but sent no order (insert_order).");
      return { created: body.created, order: saved };
    },
  };
}
