import { useCallback } from "react";
import { PaymentStatusResponseSchema } from "../../../domain/checkout";
import { apiGet } from "../../../lib/api-client";
import { useLoader } from "../../../lib/use-loader";

/** GET /api/payment-status: the status of the intent this client secret belongs to. */
export async function getPaymentStatus(clientSecret: string, signal?: AbortSignal): Promise<string> {
  const body = await apiGet(
    `/api/payment-status?client_secret=${encodeURIComponent(clientSecret)}`,
    PaymentStatusResponseSchema,
    { signal },
  );
  return body.status;
}

/** True when the intent has been paid already (another tab, an earlier click); false when unsure. */
export async function isAlreadyPaid(clientSecret: string): Promise<boolean> {
  try {
    return (await getPaymentStatus(clientSecret)) === "succeeded";
  } catch {
    return false;
  }
}

/** The status of `clientSecret` (null: nothing to ask; `load` is then never called). */
export function usePaymentStatus(clientSecret: string | null) {
  const load = useCallback(
    (signal: AbortSignal) =>
      clientSecret ? getPaymentStatus(clientSecret, signal) : Promise.reject(new Error("no payment to look up")),
    [clientSecret],
  );
  return useLoader(clientSecret, load);
}
