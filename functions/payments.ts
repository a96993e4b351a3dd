import type { Config } from "@netlify/functions";
import Stripe from "stripe";
import * as v from "valibot";
import { CheckoutBodySchema } from "@domain/checkout";
import { localizedPath } from "@domain/locale";
import { PaymentMethodIdSchema, type SavedCardPayment } from "@domain/saved-cards";
import { ownedCard, provider } from "./_shared/cards";
import { priceCheckout } from "./_shared/checkout";
import { errorResponse, json, readJson } from "./_shared/http";
import { createCheckoutIntent, getStripe, paymentProviderError } from "./_shared/payments";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/pay-with-saved-card"] };

const SavedCardBodySchema = v.object({ ...CheckoutBodySchema.entries, paymentMethodId: PaymentMethodIdSchema });

/**
 * Paying with a saved card (issue 43): the card must be attached to this customer's provider
 * Customer (404 otherwise, whoever's it is), the amount is the server's total, and the intent is
 * confirmed here with that card. A card whose bank asks for 3-D Secure answers `authenticate`
 * with the challenge's URL, which returns to /complete in the page's language.
 */
export default endpoint(config, {
  "/api/pay-with-saved-card": {
    POST: customer(async ({ req, url, locale, customer, shopApi }) => {
      const body = await readJson(req, SavedCardBodySchema);
      // Whose card it is is answered first: the same 404 whatever the cart holds.
      const providerCustomer = await provider(() => ownedCard(shopApi, customer.id, body.paymentMethodId));
      const priced = await priceCheckout(shopApi, customer.id, body);
      const returnUrl = `${url.origin}${localizedPath(locale, "/complete")}`;
      let intent: Stripe.PaymentIntent | null;
      try {
        const extras = { customer: providerCustomer, payment_method: body.paymentMethodId, return_url: returnUrl };
        intent = await createCheckoutIntent(priced, { ...extras, confirm: true });
        // The same checkout and card again after a failed authentication: the intent is payable
        // again, and this is a new attempt (the creation's key only replays the first).
        if (intent?.status === "requires_payment_method") {
          intent = await getStripe().paymentIntents.confirm(intent.id, {
            payment_method: body.paymentMethodId,
            return_url: returnUrl,
          });
        }
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return errorResponse(400, "card_declined", error.message);
        return paymentProviderError(error);
      }
      if (!intent)
        return errorResponse(409, "payment_conflict", "This cart was just paid for. Please check your orders.");
      if (!intent.client_secret) return paymentProviderError(new Error("PaymentIntent without a client secret"));
      const redirectUrl = intent.next_action?.redirect_to_url?.url ?? undefined;
      return json({
        status: intent.status === "requires_action" ? "authenticate" : "paid",
        clientSecret: intent.client_secret,
        ...(redirectUrl ? { redirectUrl } : {}),
      } satisfies SavedCardPayment);
    }),
  },
});
