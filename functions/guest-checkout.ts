import type { Config } from "@netlify/functions";
import {
  GUEST_MAX_PER_ADDRESS,
  GUEST_WINDOW_MINUTES,
  GuestBodySchema,
  LOOKUP_WINDOW_MINUTES,
  ORDER_LOOKUP_REFUSED,
  OrderLookupBodySchema,
} from "@domain/guest-checkout";
import type { Order } from "@domain/order";
import { CLIENT_ADDRESS_HEADER } from "./_shared/client-window";
import { GuestThrottleUnavailable, reserveGuest, reserveLookup } from "./_shared/guest-throttle";
import { errorResponse, json, readJson, tooManyAttempts } from "./_shared/http";
import { anyone, endpoint } from "./_shared/route";
import { sessionCookies } from "./_shared/session";

export const config: Config = { path: ["/api/guest-session", "/api/order-lookup"] };

const unavailable = () =>
  errorResponse(503, "guest_unavailable", "This is not possible right now. Please try again in a minute.");

export default endpoint(config, {
  "/api/guest-session": {
    /**
     * Check out as a guest (issue 42, decision 051): {email} -> a session for a new guest, which
     * the cart, the address, the payment and the order then serve as a customer's; `?locale=` is
     * the language of its emails. Limited per client address (./_shared/guest-throttle.ts).
     */
    POST: anyone(async ({ req, shopApi, locale }) => {
      const { email } = await readJson(req, GuestBodySchema);
      let waitSeconds: number;
      try {
        waitSeconds = await reserveGuest(req.headers.get(CLIENT_ADDRESS_HEADER) ?? "");
      } catch (error) {
        if (error instanceof GuestThrottleUnavailable) return unavailable();
        throw error;
      }
      if (waitSeconds > 0) {
        return tooManyAttempts(
          `Too many guest checkouts from this address (${GUEST_MAX_PER_ADDRESS} in ${GUEST_WINDOW_MINUTES} minutes).`,
          waitSeconds,
        );
      }
      const user = await shopApi.insertGuest(email, locale);
      if (!user) return errorResponse(502, "guest_not_recorded", "The guest checkout could not be started.");
      const headers = new Headers();
      for (const cookie of await sessionCookies(req, user)) headers.append("Set-Cookie", cookie);
      return json({ user }, { status: 201, headers });
    }),
  },

  "/api/order-lookup": {
    /**
     * {orderNumber, email} -> the guest order placed with that email. An unknown number and a
     * wrong email get the same 404; every attempt counts, per address and per email.
     */
    POST: anyone(async ({ req, shopApi }) => {
      const { orderNumber, email } = await readJson(req, OrderLookupBodySchema);
      let waitSeconds: number;
      try {
        waitSeconds = await reserveLookup(req.headers.get(CLIENT_ADDRESS_HEADER) ?? "", email);
      } catch (error) {
        if (error instanceof GuestThrottleUnavailable) return unavailable();
        throw error;
      }
      if (waitSeconds > 0) {
        return tooManyAttempts(`Too many order lookups (limited per ${LOOKUP_WINDOW_MINUTES} minutes).`, waitSeconds);
      }
      const order = await shopApi.findGuestOrder(orderNumber, email);
      if (!order) return errorResponse(404, "order_not_found", ORDER_LOOKUP_REFUSED);
      return json({ order } satisfies { order: Order });
    }),
  },
});
