/**
 * Why a payment did not become an order (decision 010): the shop API refused to record it, so the
 * authorisation was cancelled (nothing charged) or, for a payment captured without an order, the
 * money was refunded. The webhook words the reason once and keeps it on the PaymentIntent's
 * metadata; GET /api/payment-status hands it to /complete, which shows it as written here.
 */
import * as v from "valibot";

export const ORDER_REFUSAL_CODES = ["sold_out", "price_changed", "product_gone", "not_recorded"] as const;
export type OrderRefusalCode = (typeof ORDER_REFUSAL_CODES)[number];

export const OrderRefusalSchema = v.object({
  code: v.picklist(ORDER_REFUSAL_CODES),
  /** One sentence for the shopper, naming the product when one is to blame. */
  message: v.string(),
});
export type OrderRefusal = v.InferOutput<typeof OrderRefusalSchema>;

/** The metadata keys the reason is kept under on the PaymentIntent. */
export const REFUSAL_CODE_KEY = "order_refusal";
export const REFUSAL_MESSAGE_KEY = "order_refusal_message";

/** Stripe keeps at most 500 characters per metadata value. */
const METADATA_VALUE_MAX = 500;

export function soldOut(name: string, left: number): OrderRefusal {
  return {
    code: "sold_out",
    message:
      left <= 0
        ? `${name} sold out before your payment went through.`
        : `Only ${left} of ${name} were left when your payment went through.`,
  };
}

export const PRICE_CHANGED: OrderRefusal = {
  code: "price_changed",
  message: "Prices in your order changed before your payment went through.",
};

export const PRODUCT_GONE: OrderRefusal = {
  code: "product_gone",
  message: "A product in your order is no longer sold.",
};

export const NOT_RECORDED: OrderRefusal = {
  code: "not_recorded",
  message: "Your order could not be placed.",
};

/** The refusal as metadata values (the message cut to what Stripe keeps). */
export function refusalMetadata(refusal: OrderRefusal): Record<string, string> {
  return {
    [REFUSAL_CODE_KEY]: refusal.code,
    [REFUSAL_MESSAGE_KEY]: refusal.message.slice(0, METADATA_VALUE_MAX),
  };
}

/** The refusal an intent's metadata records, or null when it records none (or not one of ours). */
export function refusalFromMetadata(metadata: Record<string, string> | null | undefined): OrderRefusal | null {
  const result = v.safeParse(OrderRefusalSchema, {
    code: metadata?.[REFUSAL_CODE_KEY],
    message: metadata?.[REFUSAL_MESSAGE_KEY],
  });
  return result.success ? result.output : null;
}
