import { useCallback } from "react";
import type { Order } from "../../../domain/order";
import { ApiError } from "../../../lib/api-client";
import { useLoader } from "../../../lib/use-loader";
import { getOrders } from "./get-orders";

export const ORDER_POLL_INTERVAL_MS = 1000;
export const ORDER_WAIT_MS = 30_000;

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

/**
 * The order a payment made. The payment provider's webhook records it a moment after the payment
 * succeeds, so the list is read again every second for up to half a minute; null when it has not
 * appeared by then. A signed-out session (401) stops at once; other failures are retried until the
 * time is up, then the last one is thrown.
 */
export async function waitForPaidOrder(paymentReference: string, signal: AbortSignal): Promise<Order | null> {
  const deadline = Date.now() + ORDER_WAIT_MS;
  for (;;) {
    let failure: unknown = null;
    try {
      const found = (await getOrders(signal)).find((order) => order.paymentReference === paymentReference);
      if (found) return found;
    } catch (error) {
      if (signal.aborted || (error instanceof ApiError && error.status === 401)) throw error;
      failure = error;
    }
    if (Date.now() >= deadline) {
      if (failure) throw failure;
      return null;
    }
    await pause(ORDER_POLL_INTERVAL_MS, signal);
  }
}

/** The order of payment `paymentReference` for customer `customerId` (null: not known yet, waits). */
export function usePaidOrder(customerId: number | null, paymentReference: string) {
  const load = useCallback((signal: AbortSignal) => waitForPaidOrder(paymentReference, signal), [paymentReference]);
  return useLoader(customerId === null ? null : `paid-order:${customerId}:${paymentReference}`, load);
}
