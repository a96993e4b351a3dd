import { useCallback, useEffect, useState } from "react";
import { PaymentStatusResponseSchema, type PaymentStatusResponse } from "@/domain/checkout";
import { ApiError, apiGet } from "@/lib/api-client";
import { ORDER_POLL_INTERVAL_MS, ORDER_WAIT_MS } from "@/lib/orders-api";
import { pause } from "@/lib/pause";
import type { LoaderState } from "@/lib/use-loader";
import { isAwaitingCapture, isPaymentAuthorised } from "@/features/payment/utils/payment-status";

/** GET /api/payment-status: the status of the intent this client secret belongs to, and why it made no order. */
export async function getPaymentStatus(clientSecret: string, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  return apiGet(`/api/payment-status?client_secret=${encodeURIComponent(clientSecret)}`, PaymentStatusResponseSchema, {
    signal,
  });
}

/** True when the intent has been paid (or authorised) already (another tab, an earlier click); false when unsure. */
export async function isAlreadyPaid(clientSecret: string): Promise<boolean> {
  try {
    return isPaymentAuthorised((await getPaymentStatus(clientSecret)).status);
  } catch {
    return false;
  }
}

/**
 * Reads the status, and while the payment is authorised but not captured yet (the webhook is
 * recording the order) reads it again every second, for at most as long as /order-confirmation
 * waits for an order. Each status read is handed to `onStatus`. Only a failing first read
 * throws; a later one keeps the status already shown and is asked again.
 */
export async function followPaymentStatus(
  clientSecret: string,
  signal: AbortSignal,
  onStatus: (status: PaymentStatusResponse) => void,
): Promise<void> {
  const deadline = Date.now() + ORDER_WAIT_MS;
  let seen = false;
  for (;;) {
    try {
      const current = await getPaymentStatus(clientSecret, signal);
      seen = true;
      onStatus(current);
      if (!isAwaitingCapture(current.status)) return;
    } catch (error) {
      if (signal.aborted || !seen) throw error;
    }
    if (Date.now() >= deadline) return;
    await pause(ORDER_POLL_INTERVAL_MS, signal);
  }
}

interface Followed {
  key: string;
  state: LoaderState<PaymentStatusResponse>;
}

/** The status of `clientSecret`, followed until it settles (null: nothing to ask; stays loading). */
export function usePaymentStatus(clientSecret: string | null) {
  const [attempt, setAttempt] = useState(0);
  const [followed, setFollowed] = useState<Followed | null>(null);
  const key = clientSecret === null ? null : `${attempt}:${clientSecret}`;

  useEffect(() => {
    if (clientSecret === null || key === null) return;
    const controller = new AbortController();
    followPaymentStatus(clientSecret, controller.signal, (data) =>
      setFollowed({ key, state: { status: "loaded", data } }),
    ).catch((error: unknown) => {
      if (controller.signal.aborted) return;
      const apiError =
        error instanceof ApiError
          ? error
          : new ApiError(0, "network_error", "The shop could not be reached. Check your connection.");
      setFollowed({ key, state: { status: "error", error: apiError } });
    });
    return () => controller.abort();
  }, [clientSecret, key]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const state: LoaderState<PaymentStatusResponse> =
    followed !== null && followed.key === key ? followed.state : { status: "loading" };
  return { state, reload };
}
