import { ReceiptResponseSchema, type Receipt } from "@/domain/receipt";
import { ApiError, apiGet } from "@/lib/api-client";
import { inLocaleOf } from "@/lib/locale-of-request";

/**
 * GET /api/orders/{id}/receipt: the receipt of one of the customer's orders; null when the
 * functions know no such order of this customer (404: unknown, or another customer's).
 */
export async function getReceipt(request: Request, orderId: number, signal: AbortSignal): Promise<Receipt | null> {
  try {
    return (await apiGet(inLocaleOf(request, `/api/orders/${orderId}/receipt`), ReceiptResponseSchema, { signal }))
      .receipt;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
