import { useCallback } from "react";
import { waitForPaidOrder } from "@/lib/orders-api";
import { useLoader } from "@/lib/use-loader";

/** The order of payment `paymentReference` for customer `customerId` (null: not known yet, waits). */
export function usePaidOrder(customerId: number | null, paymentReference: string) {
  const load = useCallback((signal: AbortSignal) => waitForPaidOrder(paymentReference, signal), [paymentReference]);
  return useLoader(customerId === null ? null : `paid-order:${customerId}:${paymentReference}`, load);
}
