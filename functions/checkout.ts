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
import { SHOP_NAME } from "@domain/shop-name";
import { refusalFromMetadata } from "@domain/payment-refusal";
import { priceCheckout, totalsResponse } from "./_shared/checkout";
import { errorResponse, json, readJson } from "./_shared/http";
import {
  checkoutIdempotencyKey,
  getStripe,
  intentMetadata,
  isIdempotentReplay,
  paymentProviderError,
} from "./_shared/payments";
import { anyone, customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/checkout/totals", "/create-payment-intent", "/api/payment-status"] };

/** An intent that can no longer be paid: a new one is needed for the same cart. */
const SPENT_STATUSES = new Set(["succeeded", "canceled"]);
/** Purchases of one cart within the key's 24 hours that the chain below follows before giving up. */
const MAX_SPENT_INTENTS = 10;

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
      const priced = await priceCheckout(shopApi, customer.id, await readJson(req, CheckoutBodySchema));
      const stripe = getStripe();
      const baseKey = await checkoutIdempotencyKey(priced);
      const metadata = intentMetadata(priced);
      let key = baseKey;
      try {
        for (let attempt = 0; attempt < MAX_SPENT_INTENTS; attempt++) {
          const created = await stripe.paymentIntents.create(
            {
              amount: priced.totals.total,
              currency: "inr",
              automatic_payment_methods: { enabled: true },
              // Authorise now, capture once the webhook has recorded the order (decision 010).
              capture_method: "manual",
              description: `${SHOP_NAME} order for customer ${customer.id}`,
              metadata,
            },
            { idempotencyKey: key },
          );
          // A replay is the first response's body, status as it was then: only the intent as it is
          // now says whether this cart was paid for since (bought again within the key's 24 h).
          const intent = isIdempotentReplay(created) ? await stripe.paymentIntents.retrieve(created.id) : created;
          if (SPENT_STATUSES.has(intent.status)) {
            key = `${baseKey}-after-${intent.id}`;
            continue;
          }
          if (!intent.client_secret) return paymentProviderError(new Error("PaymentIntent without a client secret"));
          return json({
            clientSecret: intent.client_secret,
            amount: asPaise(intent.amount),
            currency: intent.currency,
          } satisfies PaymentIntentResponse);
        }
      } catch (error) {
        return paymentProviderError(error);
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
