import type { Config } from "@netlify/functions";
import { WishlistBodySchema, type WishlistBody } from "@domain/wishlist";
import { customerRecords } from "./_shared/customer-record";
import { json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: "/api/wishlist" };

/**
 * The shop API has no wishlist call (SPEC.md section 7 keeps it in a cookie), so a customer's
 * list is kept in Netlify Blobs, one record per customer (docs/decisions/007).
 */
const wishlists = customerRecords("wishlists", WishlistBodySchema);

export default endpoint(config, {
  "/api/wishlist": {
    /** The signed-in customer's wishlist ids, newest first. */
    GET: customer(async ({ customer }) =>
      json({ ids: (await wishlists.read(customer.id))?.ids ?? [] } satisfies WishlistBody),
    ),

    /** Replaces the whole list: {ids: [...]} (at most 100, each once) -> the stored list. */
    PUT: customer(async ({ req, customer }) => {
      const { ids } = await readJson(req, WishlistBodySchema);
      await wishlists.write(customer.id, { ids });
      return json({ ids } satisfies WishlistBody);
    }),
  },
});
