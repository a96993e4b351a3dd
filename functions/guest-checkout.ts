import type { Config } from "@netlify/functions";
import { GuestBodySchema, OrderLookupBodySchema, type OrderLinkRefusal } from "@domain/guest-checkout";
import { parseIdText } from "@domain/ids";
import { CancelOrderBodySchema, type Order } from "@domain/order";
import { ReturnRequestBodySchema, type OrderReturnResponse } from "@domain/order-return";
import { mailGuestOrderLink, startGuestCheckout } from "./_shared/guest-checkout";
import { cancelByOrderLink, openOrderLink } from "./_shared/guest-order-link";
import { orderNotFound } from "./_shared/orders";
import { returnByOrderLink } from "./_shared/returns";
import { errorResponse, json, readJson } from "./_shared/http";
import { anyone, endpoint } from "./_shared/route";

export const config: Config = {
  path: [
    "/api/guest-session",
    "/api/order-lookup",
    "/api/order-link",
    "/api/order-link/cancel",
    "/api/order-link/orders/:id/returns",
  ],
};

/** A link that opens no order: 410 when it is genuine but past its time, 404 otherwise. */
const linkRefused = (refusal: OrderLinkRefusal) =>
  refusal === "expired"
    ? errorResponse(410, "order_link_expired", "This link has expired. Ask for a new one on the Order status page.")
    : errorResponse(404, "order_link_invalid", "This link does not open an order.");

const linkToken = (url: URL) => url.searchParams.get("token") ?? "";

export default endpoint(config, {
  "/api/guest-session": {
    /** {email} -> a guest's session; `?locale=` is the language of its emails. */
    POST: anyone(async (ctx) => {
      const { value: user, cookies } = await startGuestCheckout(ctx, await readJson(ctx.req, GuestBodySchema));
      const headers = new Headers();
      for (const cookie of cookies) headers.append("Set-Cookie", cookie);
      return json({ user }, { status: 201, headers });
    }),
  },

  "/api/order-lookup": {
    /** {orderNumber, email} -> 202, the same answer whether they match or not (decision 060). */
    POST: anyone(async (ctx) => {
      await mailGuestOrderLink(ctx, await readJson(ctx.req, OrderLookupBodySchema));
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

  "/api/order-link/orders/:id/returns": {
    /** ?token= and a return's body -> the return of the link's order, as a customer's return is made. */
    POST: anyone(async ({ req, url, params, shopApi }) => {
      const id = parseIdText(params.id);
      if (id === null) throw orderNotFound();
      const body = await readJson(req, ReturnRequestBodySchema);
      const made = await returnByOrderLink(shopApi, linkToken(url), id, body);
      return made.ok
        ? json({ return: made.orderReturn } satisfies OrderReturnResponse, { status: 201 })
        : linkRefused(made.refusal);
    }),
  },
});
