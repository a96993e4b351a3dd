import type { Config } from "@netlify/functions";
import Stripe from "stripe";
import {
  CheckoutBodySchema,
  intentIdFromClientSecret,
  type CheckoutTotals,
  type PaymentIntentResponse,
  type PaymentStatusResponse,
} from "@domain/checkout";
import { timingSafeEqualText } from "@domain/constant-time";
import { asPaise } from "@domain/money";
import { refusalFromMetadata } from "@domain/payment-refusal";
import { priceCheckout, totalsResponse } from "./_shared/checkout";
import { errorResponse, json, readJson } from "./_shared/http";
import * as v from "valibot";
import { ensurePaymentCustomer } from "./_shared/cards";
import { createCheckoutIntent, getStripe, paymentProviderError, type IntentExtras } from "./_shared/payments";
import { anyone, customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/checkout/totals", "/create-payment-intent", "/api/payment-status"] };

/** The checkout, and whether to save the card with the provider (issue 43). */
const IntentBodySchema = v.object({ ...CheckoutBodySchema.entries, saveCard: v.optional(v.boolean(), false) });

const PAYMENT_NOT_FOUND = "No payment matches this client secret.";

export default endpoint(config, {
  "/api/checkout/totals": {
    /** {addressId, items?} -> subtotal, HST, PST and total of the server-side cart. */
    POST: customer(async ({ req, customer, shopApi }) => {
      const priced = await priceCheckout(shopApi, customer.id, await readJson(req, CheckoutBodySchema));
      return json(totalsResponse(priced) satisfies CheckoutTotals);
    }),
  },

  "/create-payment-intent": {
    /** The same computation; the amount is the server's total in paise, whatever the body said. */
    POST: customer(async ({ req, customer, shopApi }) => {
      const body = await readJson(req, IntentBodySchema);
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
      if (intent) {
        if (!intent.client_secret) return paymentProviderError(new Error("PaymentIntent without a client secret"));
        return json({
          clientSecret: intent.client_secret,
          amount: asPaise(intent.amount),
          currency: intent.currency,
        } satisfies PaymentIntentResponse);
      }
      return errorResponse(409, "payment_conflict", "This cart was just paid for. Please check your orders.");
    }),
  },

  "/api/payment-status": {
    /**
     * ?client_secret=...: whoever holds an intent's secret may read its status, as on Stripe, and
     * why it did not become an order when the webhook refused it.
     */
    GET: anyone(async ({ url }) => {
      const clientSecret = url.searchParams.get("client_secret") ?? "";
      const intentId = intentIdFromClientSecret(clientSecret);
      if (!intentId) return errorResponse(400, "invalid_client_secret", "client_secret is missing or malformed.");
      let intent: Stripe.PaymentIntent;
      try {
        intent = await getStripe().paymentIntents.retrieve(intentId);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return errorResponse(404, "payment_not_found", PAYMENT_NOT_FOUND);
        }
        return paymentProviderError(error);
      }
      if (!intent.client_secret || !timingSafeEqualText(intent.client_secret, clientSecret)) {
        return errorResponse(404, "payment_not_found", PAYMENT_NOT_FOUND);
      }
      const reason = refusalFromMetadata(intent.metadata);
      return json({ status: intent.status, ...(reason ? { reason } : {}) } satisfies PaymentStatusResponse);
    }),
  },
});
