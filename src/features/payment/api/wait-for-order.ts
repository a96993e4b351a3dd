import { OrdersResponseSchema } from "../../../domain/order";
import { ApiError, apiGet } from "../../../lib/api-client";

/**
 * The webhook records the order a moment after the payment succeeds (and only then takes the
 * bought lines out of the server cart), so the result page asks GET /api/orders a few times,
 * backing off, before it refreshes the cart. About 20 s in all; then it gives up quietly.
 */
const DELAYS_MS = [300, 500, 800, 1200, 1600, 2000, 2500, 3000, 3500, 4000];

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Resolves true once an order with this payment reference exists, false when it did not appear. */
export async function waitForRecordedOrder(paymentIntentId: string, signal: AbortSignal): Promise<boolean> {
  for (const delay of DELAYS_MS) {
    await pause(delay, signal);
    try {
      const { orders } = await apiGet("/api/orders", OrdersResponseSchema, { signal });
      if (orders.some((order) => order.paymentReference === paymentIntentId)) return true;
    } catch (error) {
      // Signed out: nobody's orders to wait for.
      if (error instanceof ApiError && error.status === 401) return false;
      if (signal.aborted) throw error;
    }
  }
  return false;
}
