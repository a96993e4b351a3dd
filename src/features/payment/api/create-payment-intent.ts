import { PaymentIntentResponseSchema, type PaymentIntentResponse } from "@/domain/checkout";
import { apiSend } from "@/lib/api-client";
import type { CheckoutSelection } from "@/lib/checkout-totals";

/**
 * POST /create-payment-intent: the intent for this address and these items, priced by the
 * server. The same checkout gets the same intent back, so two tabs or two clicks pay once.
 */
export function createPaymentIntent(
  checkout: CheckoutSelection & { saveCard?: boolean },
): Promise<PaymentIntentResponse> {
  return apiSend("POST", "/create-payment-intent", checkout, PaymentIntentResponseSchema);
}
