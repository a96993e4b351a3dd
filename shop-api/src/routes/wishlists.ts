// Customers' wishlists (issue 39, migration 0018, decision 041): product ids, newest first, each
// once, at most WISHLIST_MAX_ITEMS, for the customer the functions name (`userid`, from their
// session). Service token only, reads included (src/lib/auth.ts). Each change is one transaction,
// so two at once leave one of the two lists, never a mix.
import { Hono } from "hono";
import * as v from "valibot";
import { WISHLIST_MAX_ITEMS } from "@domain/wishlist-rules";
import type { AppEnv } from "../env";
import { knownCustomer } from "../lib/db";
import { conflict, readBody } from "../lib/http";
import { Id } from "../lib/schemas";

const OBJECT = "The request body must be a JSON object.";

const ProductIds = v.pipe(
  v.array(Id("prod_ids[]"), "prod_ids must be a list of product ids."),
  v.maxLength(WISHLIST_MAX_ITEMS, `prod_ids holds at most ${WISHLIST_MAX_ITEMS} ids.`),
  v.check((ids) => new Set(ids).size === ids.length, "Each product may appear only once in prod_ids."),
);

const CustomerBody = v.object({ userid: Id("userid") }, OBJECT);
const ListBody = v.object({ userid: Id("userid"), prod_ids: ProductIds }, OBJECT);

interface WishlistRow {
  product_id: number;
  added_at: string;
}

const SELECT_LIST = "SELECT product_id, added_at FROM wishlist_items WHERE customer_id = ? ORDER BY position DESC";

function listBody(rows: readonly WishlistRow[]) {
  return { status: "true" as const, data: rows.map((row) => ({ prod_id: row.product_id, added_at: row.added_at })) };
}

/**
 * An account's row: a guest's checkout row keeps no list, its hearts being its browser's cookie as
 * a visitor's are (decision 063); a list written there would be lost with the guest.
 */
async function requireAccount(db: D1Database, id: number): Promise<void> {
  const row = await db
    .prepare("SELECT id, guest_email IS NOT NULL AS guest FROM customers WHERE id = ?")
    .bind(id)
    .first<{ id: number; guest: number }>();
  knownCustomer(row, id);
  if (row?.guest) throw conflict("A guest's checkout keeps no wishlist.");
}

export const wishlists = new Hono<AppEnv>();

/** The customer's list, newest first (`data: []` for none). */
wishlists.post("/get_wishlist", async (c) => {
  const { userid } = await readBody(c, CustomerBody);
  const { results } = await c.env.DB.prepare(SELECT_LIST).bind(userid).all<WishlistRow>();
  return c.json(listBody(results));
});

/**
 * Replaces the list with `prod_ids`, newest first. A product already on it keeps the date it was
 * added; the same list sent twice changes nothing.
 */
wishlists.post("/replace_wishlist", async (c) => {
  const { userid, prod_ids } = await readBody(c, ListBody);
  const db = c.env.DB;
  await requireAccount(db, userid);
  const ids = JSON.stringify(prod_ids);
  const [, , list] = await db.batch([
    db
      .prepare(
        "DELETE FROM wishlist_items WHERE customer_id = ?1 AND product_id NOT IN (SELECT value FROM json_each(?2))",
      )
      .bind(userid, ids),
    // json_each's key is the index in the list: the first id gets the highest position.
    db
      .prepare(
        `INSERT INTO wishlist_items (customer_id, product_id, position, added_at)
         SELECT ?1, value, ?3 - key, ?4 FROM json_each(?2) WHERE true
         ON CONFLICT (customer_id, product_id) DO UPDATE SET position = excluded.position`,
      )
      .bind(userid, ids, prod_ids.length, new Date().toISOString()),
    db.prepare(SELECT_LIST).bind(userid),
  ]);
  return c.json(listBody((list?.results ?? []) as WishlistRow[]));
});

/**
 * The carry-over from Netlify Blobs (scripts/records-to-d1.mjs): the ids not on the list yet go
 * below it, as older, in their order, while there is room. Sent twice, the second adds nothing.
 */
wishlists.post("/merge_wishlist", async (c) => {
  const { userid, prod_ids } = await readBody(c, ListBody);
  const db = c.env.DB;
  await requireAccount(db, userid);
  const [added, list] = await db.batch([
    db
      .prepare(
        `WITH missing AS (
           SELECT value AS product_id, ROW_NUMBER() OVER (ORDER BY key) AS n FROM json_each(?2)
           WHERE value NOT IN (SELECT product_id FROM wishlist_items WHERE customer_id = ?1)
         )
         INSERT INTO wishlist_items (customer_id, product_id, position, added_at)
         SELECT ?1, product_id,
           (SELECT COALESCE(MIN(position), 1) FROM wishlist_items WHERE customer_id = ?1) - n, ?3
         FROM missing WHERE n <= ?4 - (SELECT COUNT(*) FROM wishlist_items WHERE customer_id = ?1)
         ON CONFLICT (customer_id, product_id) DO NOTHING`,
      )
      .bind(userid, JSON.stringify(prod_ids), new Date().toISOString(), WISHLIST_MAX_ITEMS),
    db.prepare(SELECT_LIST).bind(userid),
  ]);
  return c.json({ ...listBody((list?.results ?? []) as WishlistRow[]), added: added?.meta.changes ?? 0 });
});
