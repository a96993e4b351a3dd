import type { Config } from "@netlify/functions";
import { GuestBodySchema, OrderLookupBodySchema } from "@domain/guest-checkout";
import type { Order } from "@domain/order";
import { lookUpGuestOrder, startGuestCheckout } from "./_shared/guest-checkout";
import { json, readJson } from "./_shared/http";
import { anyone, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/guest-session", "/api/order-lookup"] };

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
    /** {orderNumber, email} -> the guest order placed with that email. */
    POST: anyone(async (ctx) => {
      const order = await lookUpGuestOrder(ctx, await readJson(ctx.req, OrderLookupBodySchema));
      return json({ order } satisfies { order: Order });
    }),
  },
});
