/**
 * Checkout: the request of POST /api/checkout/totals and /create-payment-intent, and their
 * answers. The amounts are computed by the functions from the server-side cart; whatever else a
 * body carries (amount, prices) is ignored.
 */
import * as v from "valibot";
import { CART_MAX_ITEMS, SELECT_AT_LEAST_ONE } from "./cart";
import { IdSchema, parseIdText } from "./ids";
import { PaiseSchema } from "./money";
import { OrderRefusalSchema } from "./payment-refusal";

export const CHECKOUT_CURRENCY = "INR";
export const SELECT_OR_ADD_ADDRESS = "Please select or add an address before continuing.";

export const CheckoutBodySchema = v.object({
  // Missing reads as 0, so it gets the checkout's own message.
  addressId: v.optional(
    v.pipe(v.number(SELECT_OR_ADD_ADDRESS), v.integer(SELECT_OR_ADD_ADDRESS), v.minValue(1, SELECT_OR_ADD_ADDRESS)),
    0,
  ),
  /** Product ids of the selected cart items; absent means the whole cart. */
  items: v.optional(
    v.pipe(
      v.array(IdSchema, "items must be a list of product ids."),
      v.nonEmpty(SELECT_AT_LEAST_ONE),
      v.maxLength(CART_MAX_ITEMS, `At most ${CART_MAX_ITEMS} products.`),
    ),
  ),
});
export type CheckoutBody = v.InferOutput<typeof CheckoutBodySchema>;

export const CheckoutTotalsSchema = v.object({
  subtotal: PaiseSchema,
  hst: PaiseSchema,
  pst: PaiseSchema,
  total: PaiseSchema,
  currency: v.literal(CHECKOUT_CURRENCY),
  province: v.string(),
  rates: v.object({ gstHst: v.number(), pst: v.number() }),
  items: v.array(v.object({ id: IdSchema, unit: v.number(), price: PaiseSchema, lineTotal: PaiseSchema })),
});
export type CheckoutTotals = v.InferOutput<typeof CheckoutTotalsSchema>;

export const PaymentIntentResponseSchema = v.object({
  clientSecret: v.string(),
  /** What the intent charges: the server's total. */
  amount: PaiseSchema,
  currency: v.string(),
});
export type PaymentIntentResponse = v.InferOutput<typeof PaymentIntentResponseSchema>;

/**
 * GET /api/payment-status: Stripe's status of the intent, and why it did not become an order when
 * the webhook refused it (then `canceled`: nothing charged; or `succeeded` and refunded).
 */
export const PaymentStatusResponseSchema = v.object({
  status: v.string(),
  reason: v.optional(OrderRefusalSchema),
});
export type PaymentStatusResponse = v.InferOutput<typeof PaymentStatusResponseSchema>;

/** A PaymentIntent client secret: `pi_<id>_secret_<secret>`; returns the intent id. */
export function intentIdFromClientSecret(clientSecret: string): string | null {
  const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match?.[1] ?? null;
}

/**
 * The checkout screens' query, `items=3,17&addressId=5`: what /checkout2 and /paymentpage need to
 * work from the URL alone (a reload, a shared tab). Ids are written once here for both ends.
 */
export function checkoutSearch(checkout: { items: readonly number[]; addressId?: number }): string {
  // Written by hand: URLSearchParams would encode the commas as %2C.
  const items = `items=${checkout.items.join(",")}`;
  return checkout.addressId === undefined ? items : `${items}&addressId=${checkout.addressId}`;
}

/** The product ids of `items=3,17`: distinct valid ids, at most a cart's worth; else null. */
export function checkoutItemsFromText(text: string | null | undefined): number[] | null {
  if (!text) return null;
  const ids: number[] = [];
  for (const part of text.split(",")) {
    const id = parseIdText(part);
    if (id === null || ids.includes(id)) return null;
    ids.push(id);
  }
  return ids.length > 0 && ids.length <= CART_MAX_ITEMS ? ids : null;
}

/**
 * Where 'Placed Order' (and the product page's Checkout after an add) sends a signed-in customer:
 * /Checkout2 with the selected ids in the query, so a reload of the checkout keeps the selection.
 */
export function checkoutPath(ids: readonly number[]): string {
  return `/Checkout2?${checkoutSearch({ items: ids })}`;
}
