import type { Config } from "@netlify/functions";
import Stripe from "stripe";
import { paymentConfig } from "./_shared/config";
import { errorResponse, json, readText } from "./_shared/http";
import { getStripe, orderFromMetadata } from "./_shared/payments";
import { endpoint, external } from "./_shared/route";
import { ShopApiRefusal } from "./_shared/shop-api-client";

export const config: Config = { path: "/api/stripe-webhook" };

export default endpoint(config, {
  "/api/stripe-webhook": {
    /**
     * Stripe's (or the sandbox's) events. The signature is checked over the raw body; then
     * payment_intent.succeeded records the order in the shop API, which is idempotent per payment
     * intent, so a redelivered event records nothing twice. insert_order also takes the stock and
     * removes the bought products from the cart.
     */
    POST: external(async ({ req, shopApi }) => {
      const signature = req.headers.get("stripe-signature");
      if (!signature) return errorResponse(400, "signature_missing", "The Stripe-Signature header is missing.");
      const payload = await readText(req);
      let event: Stripe.Event;
      try {
        event = await getStripe().webhooks.constructEventAsync(payload, signature, paymentConfig().webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError || error instanceof SyntaxError) {
          return errorResponse(400, "signature_invalid", "The webhook signature does not match its body.");
        }
        throw error;
      }

      if (event.type !== "payment_intent.succeeded") return json({ received: true, type: event.type });

      const intent = event.data.object;
      const order = orderFromMetadata(intent.metadata);
      if (!order) {
        console.warn(`[webhook] ${intent.id} carries no storefront order metadata; ignored.`);
        return json({ received: true, recorded: false, reason: "not a storefront payment" });
      }
      const charged = intent.amount_received || intent.amount;
      try {
        const result = await shopApi.insertOrder({
          userid: order.customerId,
          payment_intent_id: intent.id,
          address_id: order.addressId,
          items: order.lines.map((line) => ({
            prod_id: line.id,
            unit: line.unit,
            ...(line.size ? { size: line.size } : {}),
            ...(line.color ? { color: line.color } : {}),
          })),
          subtotal_paise: order.subtotalPaise,
          hst_paise: order.hstPaise,
          pst_paise: order.pstPaise,
          total_paise: charged,
        });
        return json({ received: true, recorded: true, created: result.created, orderId: result.order.id });
      } catch (error) {
        // A refusal (stock gone, prices changed since the intent) will not change on redelivery:
        // acknowledge it and leave it loudly in the log for someone to refund or fulfil by hand.
        if (error instanceof ShopApiRefusal && error.status < 500) {
          console.error(
            `[webhook] PAID BUT NOT RECORDED: ${intent.id} (customer ${order.customerId}): ${error.message}`,
          );
          return json({ received: true, recorded: false, reason: error.message });
        }
        // Shop API down: a non-2xx answer makes Stripe deliver the event again later.
        throw error;
      }
    }),
  },
});
