import type { Config } from "@netlify/functions";
import {
  GUEST_MAX_PER_ADDRESS,
  GUEST_WINDOW_MINUTES,
  GuestBodySchema,
  LOOKUP_WINDOW_MINUTES,
  OrderLookupBodySchema,
  type OrderLinkRefusal,
} from "@domain/guest-checkout";
import { CancelOrderBodySchema, type Order } from "@domain/order";
import { CLIENT_ADDRESS_HEADER } from "./_shared/client-window";
import { cancelByOrderLink, openOrderLink, requestOrderLink } from "./_shared/guest-order-link";
import { GuestThrottleUnavailable, reserveGuest, reserveLookup } from "./_shared/guest-throttle";
import { errorResponse, json, readJson, tooManyAttempts } from "./_shared/http";
import { anyone, endpoint } from "./_shared/route";
import { sessionCookies } from "./_shared/session";

export const config: Config = {
  path: ["/api/guest-session", "/api/order-lookup", "/api/order-link", "/api/order-link/cancel"],
};

/** A link that opens no order: 410 when it is genuine but past its time, 404 otherwise. */
const linkRefused = (refusal: OrderLinkRefusal) =>
  refusal === "expired"
    ? errorResponse(410, "order_link_expired", "This link has expired. Ask for a new one on the Order status page.")
    : errorResponse(404, "order_link_invalid", "This link does not open an order.");

const linkToken = (url: URL) => url.searchParams.get("token") ?? "";

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
      // Marked a guest in the token: a session for a cart and a checkout, not an account's.
      for (const cookie of await sessionCookies(req, { ...user, guest: true })) headers.append("Set-Cookie", cookie);
      return json({ user }, { status: 201, headers });
    }),
  },

  "/api/order-lookup": {
    /**
     * {orderNumber, email} -> a link to that guest order mailed to that email (decision 060). The
     * answer is the same whether they match or not, and every attempt counts, per address and per
     * email.
     */
    POST: anyone(async ({ req, shopApi, later }) => {
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
      await requestOrderLink(shopApi, { orderNumber, email }, later);
      return json({ sent: true }, { status: 202 });
    }),
  },

  "/api/order-link": {
    /** ?token= -> the one order a guest's mailed link opens, or why not. */
    GET: anyone(async ({ url, shopApi }) => {
      const opened = await openOrderLink(shopApi, linkToken(url));
      return opened.ok ? json({ order: opened.order } satisfies { order: Order }) : linkRefused(opened.refusal);
    }),
  },

  "/api/order-link/cancel": {
    /** ?token= and {reason, comment} -> the link's order cancelled, refunded as a customer's is. */
    POST: anyone(async ({ req, url, shopApi }) => {
      const cancel = await readJson(req, CancelOrderBodySchema);
      const cancelled = await cancelByOrderLink(shopApi, linkToken(url), cancel);
      return cancelled.ok
        ? json({ order: cancelled.order } satisfies { order: Order })
        : linkRefused(cancelled.refusal);
    }),
  },
});
