/**
 * Starting a card payment: the PaymentIntent the card form confirms, for POST /create-payment-intent
 * (API clients) and /paymentpage's action (`intent=start`, decision 073). A module of its own: it
 * needs cards.ts (the provider Customer a saved card goes to), which needs ./payments, so neither
 * of those can hold it without an import cycle.
 */
import Stripe from "stripe";
import * as v from "valibot";
import { CheckoutBodySchema, type PaymentIntentResponse } from "@domain/checkout";
import { asPaise } from "@domain/money";
import { ensurePaymentCustomer } from "./cards";
import { priceCheckout } from "./checkout";
import { cartPaidAlready, createCheckoutIntent, paymentProviderError, type IntentExtras } from "./payments";
import type { CustomerServiceContext } from "./service";

/** The checkout, and whether to save the card with the provider (issue 43). */
export const IntentBodySchema = v.object({ ...CheckoutBodySchema.entries, saveCard: v.optional(v.boolean(), false) });
export type IntentBody = v.InferOutput<typeof IntentBodySchema>;

/**
 * The checkout's intent, for the server's total in paise whatever the caller said. The same
 * checkout gets the same intent (createCheckoutIntent's idempotency key), so two tabs or two
 * clicks pay once; a checkout paid for already is a 409.
 */
export async function startCardPayment(
  { shopApi, customer }: CustomerServiceContext,
  body: IntentBody,
): Promise<PaymentIntentResponse> {
  const priced = await priceCheckout(shopApi, customer.id, body);
  let intent: Stripe.PaymentIntent | null;
  try {
    // "Save this card for next time": the provider saves it to the customer's Customer once paid.
    const extras: IntentExtras = body.saveCard
      ? { customer: await ensurePaymentCustomer(shopApi, customer.id), setup_future_usage: "on_session" }
      : {};
    intent = await createCheckoutIntent(priced, extras);
  } catch (error) {
    return paymentProviderError(error);
  }
  if (!intent) throw cartPaidAlready();
  if (!intent.client_secret) return paymentProviderError(new Error("PaymentIntent without a client secret"));
  return { clientSecret: intent.client_secret, amount: asPaise(intent.amount), currency: intent.currency };
}
