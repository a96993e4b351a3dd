import type { Config } from "@netlify/functions";
import { paymentConfig } from "./_shared/config";
import { errorResponse, json, readText } from "./_shared/http";
import { eventPaymentIntent, recordOrRefund, recordThenCapture, verifiedEvent } from "./_shared/payment-webhook";
import { sendMessageNow } from "./_shared/outbox";
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
      // Signed JSON that is not an event object (null, a number, a list).
      if (typeof event !== "object" || Array.isArray(event)) {
        return errorResponse(400, "event_malformed", "The body is not an event.");
      }

      const handled =
        event.type === "payment_intent.amount_capturable_updated" || event.type === "payment_intent.succeeded";
      if (!handled) return json({ received: true, type: typeof event.type === "string" ? event.type : null });
      const intent = eventPaymentIntent(event);
      if (!intent) return errorResponse(400, "event_malformed", "The event does not carry a payment intent.");
      const outcome =
        event.type === "payment_intent.amount_capturable_updated"
          ? await recordThenCapture(stripe, shopApi, intent)
          : await recordOrRefund(stripe, shopApi, intent);
      // The delivery that created the order sends its confirmation (written with the order);
      // redeliveries create nothing and send nothing.
      if (outcome.created === true && typeof outcome.orderId === "number") {
        await sendMessageNow(shopApi, "order-confirmation", outcome.orderId);
      }
      return json(outcome);
    }),
  },
});
