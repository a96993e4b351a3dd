import { PaymentStatusResponseSchema, type PaymentStatusResponse } from "@/domain/checkout";
import { apiGet } from "@/lib/api-client";
import { isPaymentAuthorised } from "@/features/payment/utils/payment-status";

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
