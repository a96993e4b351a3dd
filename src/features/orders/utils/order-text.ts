/**
 * The order screens' texts. SPEC.md section 8's are exact; the others are ours.
 */
import type { ApiError } from "@/lib/api-client";

export const NO_ORDERS_FOUND = "No orders found.";
export const ORDER_DATA_NOT_FOUND = "Order data not found.";
export const NO_ORDER_INFORMATION = "No order information found.";
export const STILL_RECORDING =
  "If you have just paid, your payment may still be being recorded. It will appear in your orders in a few minutes.";
/** The comment field's own message; the summary beside the button says CANCEL_COMMENT_TOO_SHORT. */
export const COMMENT_FIELD_TOO_SHORT = "Please enter at least 10 characters.";

/** "Order #12": how an order is named everywhere. */
export function orderName(orderId: number): string {
  return `Order #${orderId}`;
}

/**
 * SPEC.md section 8: an orders failure reads 'Error: ...'. The server's own message when it sent
 * one, else what failed and its status, like the catalogue's 'Error fetching products: {status}'.
 */
export function ordersErrorText(error: ApiError): string {
  const known = error.code !== "http_error" && error.code !== "invalid_response" && error.message;
  return `Error: ${known || `Error fetching orders: ${error.status}`}`;
}
