import type { Config } from "@netlify/functions";
import { paymentConfig } from "./_shared/config";
import { errorResponse, json, readText } from "./_shared/http";
import { recordOrRefund, recordThenCapture, verifiedEvent } from "./_shared/payment-webhook";
import { getStripe } from "./_shared/payments";
import { endpoint, external } from "./_shared/route";

export const config: Config = { path: "/api/stripe-webhook" };

export default endpoint(config, {
  "/api/stripe-webhook": {
    /**
     * Stripe's (or the sandbox's) events, the signature checked over the raw body. An authorised
     * payment gets its order recorded and is then captured, or is cancelled when the shop API
     * refuses the order; a captured payment without an order is recorded or refunded
     * (_shared/payment-webhook.ts, decision 010).
     */
    POST: external(async ({ req, shopApi }) => {
      // Configuration first: a missing secret is the operator's 500, never a signature's 400.
      const { webhookSecret } = paymentConfig();
      const stripe = getStripe();
      const signature = req.headers.get("stripe-signature");
      if (!signature) return errorResponse(400, "signature_missing", "The Stripe-Signature header is missing.");
      const payload = await readText(req);
      const event = await verifiedEvent(stripe, payload, signature, webhookSecret);
      if (!event) return errorResponse(400, "signature_invalid", "The webhook signature does not match its body.");

      switch (event.type) {
        case "payment_intent.amount_capturable_updated":
          return json(await recordThenCapture(stripe, shopApi, event.data.object));
        case "payment_intent.succeeded":
          return json(await recordOrRefund(stripe, shopApi, event.data.object));
        default:
          return json({ received: true, type: event.type });
      }
    }),
  },
});
