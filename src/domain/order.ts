/**
 * Orders as the app sees them: the shop API's one-row-per-line order details grouped into orders
 * with their lines (the functions do that), and the cancel request of SPEC.md section 5.
 */
import * as v from "valibot";
import { AddressSchema } from "./address";
import type { CartLine } from "./cart";
import { IdSchema } from "./ids";
import { LOCALES } from "./locale";
import { PaiseSchema, type Paise } from "./money";
import { CancelCommentSchema, CancelReasonSchema } from "./order-cancellation";
import { CANCELLABLE_STATUSES, OrderEventSchema } from "./order-fulfilment";
import { OrderRefundSchema } from "./order-refund";
import { OrderReturnSchema } from "./order-return";

export const ORDER_STATUSES = ["Placed", "Packed", "Shipped", "Out for delivery", "Delivered", "Cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** SPEC.md section 4/5: only an order not yet handed to the carrier offers Cancel (issue 42). */
export function isCancellable(status: string): boolean {
  return (CANCELLABLE_STATUSES as readonly string[]).includes(status);
}

export const OrderLineSchema = v.object({
  id: IdSchema,
  productId: v.nullable(IdSchema),
  /**
   * The product's name in the language asked for when the catalogue has it (decision 043), else
   * the name as bought, in English.
   */
  name: v.string(),
  /** The name's language when it is not the one asked for: the name as bought. */
  lang: v.optional(v.picklist(LOCALES)),
  imageUrl: v.nullable(v.string()),
  description: v.string(),
  condition: v.string(),
  size: v.string(),
  color: v.string(),
  quantity: v.pipe(v.number(), v.integer()),
  /** Unit price paid. */
  unitPrice: PaiseSchema,
  originalPrice: v.nullable(PaiseSchema),
  /** unitPrice x quantity. */
  lineTotal: PaiseSchema,
});
export type OrderLine = v.InferOutput<typeof OrderLineSchema>;

/** Where an order goes, as it was when it was placed (the address may be deleted since). */
export const DeliveryAddressSchema = v.pick(AddressSchema, [
  "name",
  "street",
  "locality",
  "city",
  "province",
  "zip",
  "country",
  "mobile",
]);
export type DeliveryAddress = v.InferOutput<typeof DeliveryAddressSchema>;

const DateText = v.nullable(v.string());

export const OrderSchema = v.object({
  id: IdSchema,
  status: v.string(),
  paymentMode: v.string(),
  /** The payment provider's id of the payment (a PaymentIntent id), to find the order a payment made. */
  paymentReference: v.nullable(v.string()),
  placedAt: DateText,
  packedAt: DateText,
  shippedAt: DateText,
  deliveredAt: DateText,
  expectedDelivery: DateText,
  cancelledAt: DateText,
  cancelReason: v.nullable(v.string()),
  cancelComment: v.nullable(v.string()),
  /** The money of a cancelled paid order going back; null while there is none. */
  refund: v.nullable(OrderRefundSchema),
  /**
   * Its fulfilment events (issue 42), oldest first; null from a shop API that keeps no history
   * (SPEC's section 7 alone), whose dates are all there is.
   */
  events: v.optional(v.nullable(v.array(OrderEventSchema)), null),
  /** Its returns (issue 30), oldest first; empty when the shop API has none or no returns extension. */
  returns: v.optional(v.array(OrderReturnSchema), []),
  subtotal: v.nullable(PaiseSchema),
  hst: v.nullable(PaiseSchema),
  pst: v.nullable(PaiseSchema),
  total: PaiseSchema,
  addressId: v.nullable(IdSchema),
  deliveryAddress: v.nullable(DeliveryAddressSchema),
  cancellable: v.boolean(),
  lines: v.array(OrderLineSchema),
});
export type Order = v.InferOutput<typeof OrderSchema>;

export const OrdersResponseSchema = v.object({ orders: v.array(OrderSchema) });
export type OrdersResponse = v.InferOutput<typeof OrdersResponseSchema>;
export const OrderResponseSchema = v.object({ order: OrderSchema });
export type OrderResponse = v.InferOutput<typeof OrderResponseSchema>;

/** An order as checkout priced it: who, where, which lines, and the amounts. */
export interface PricedOrder {
  customerId: number;
  addressId: number;
  lines: CartLine[];
  subtotalPaise: Paise;
  hstPaise: Paise;
  pstPaise: Paise;
  totalPaise: Paise;
}

/** A paid order to record: `totalPaise` is what was charged, `paymentReference` the payment's id. */
export interface PaidOrder extends PricedOrder {
  paymentReference: string;
}

/** POST /api/orders/{id}/cancel. */
export const CancelOrderBodySchema = v.object({
  reason: CancelReasonSchema,
  comment: CancelCommentSchema,
});
export type CancelOrderBody = v.InferOutput<typeof CancelOrderBodySchema>;
