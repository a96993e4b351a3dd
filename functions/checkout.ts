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
import { refusalFromMetadata } from "@domain/payment-refusal";
import { priceCheckout, totalsResponse } from "./_shared/checkout";
import { errorResponse, json, readJson } from "./_shared/http";
import { IntentBodySchema, startCardPayment } from "./_shared/payment-intent";
import { getStripe, paymentProviderError } from "./_shared/payments";
import { anyone, customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/checkout/totals", "/create-payment-intent", "/api/payment-status"] };

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
    POST: customer(async (ctx) =>
      json((await startCardPayment(ctx, await readJson(ctx.req, IntentBodySchema))) satisfies PaymentIntentResponse),
    ),
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
