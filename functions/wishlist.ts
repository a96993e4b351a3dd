import type { Config } from "@netlify/functions";
import { getStore } from "@netlify/blobs";
import { WishlistBodySchema, WishlistIdsSchema, type WishlistBody } from "../src/domain/wishlist";
import * as v from "valibot";
import { json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: "/api/wishlist" };

/**
 * The shop API has no wishlist call (SPEC.md section 7 keeps it in a cookie), so a customer's
 * list is kept in Netlify Blobs, one JSON blob per customer id: it follows the account across
 * devices and is not left on a shared one at sign-out (docs/decisions/007).
 */
function wishlists() {
  return getStore({ name: "wishlists", consistency: "strong" });
}

async function readIds(customerId: number): Promise<number[]> {
  const stored: unknown = await wishlists().get(String(customerId), { type: "json" });
  const parsed = v.safeParse(v.object({ ids: WishlistIdsSchema }), stored);
  if (stored !== null && !parsed.success)
    console.error(`[wishlist] ignoring a malformed list for customer ${customerId}`);
  return parsed.success ? parsed.output.ids : [];
}

export default endpoint(config, {
  "/api/wishlist": {
    /** The signed-in customer's wishlist ids, newest first. */
    GET: customer(async ({ customer }) => json({ ids: await readIds(customer.id) } satisfies WishlistBody)),

    /** Replaces the whole list: {ids: [...]} (at most 100, each once) -> the stored list. */
    PUT: customer(async ({ req, customer }) => {
      const { ids } = await readJson(req, WishlistBodySchema);
      await wishlists().setJSON(String(customer.id), { ids });
      return json({ ids } satisfies WishlistBody);
    }),
  },
});
