// Customers' back-in-stock alerts (issue 16, moved here by issue 39, migration 0018, decision
// 041): the products a customer follows, newest first, each once, at most
// STOCK_ALERTS_MAX_ITEMS, with whether their list has shown each one back. For the customer the
// functions name (`userid`, from their session, or the stop link's signed token). Service token
// only (src/lib/auth.ts). Every change is one statement or one transaction: adding twice keeps
// one row, removing a missing one changes nothing, and two changes at once both hold.
import { Hono } from "hono";
import * as v from "valibot";
import { STOCK_ALERTS_FULL, STOCK_ALERTS_MAX_ITEMS } from "@domain/stock-alerts";
import type { AppEnv } from "../env";
import { requireCustomer } from "../lib/db";
import { conflict, notFound, readBody } from "../lib/http";
import { Id, Text } from "../lib/schemas";

const OBJECT = "The request body must be a JSON object.";

const CustomerBody = v.object({ userid: Id("userid") }, OBJECT);
const AlertBody = v.object({ userid: Id("userid"), prod_id: Id("prod_id") }, OBJECT);
const SeenBody = v.object(
  {
    userid: Id("userid"),
    prod_ids: v.pipe(
      v.array(Id("prod_ids[]"), "prod_ids must be a list of product ids."),
      v.maxLength(STOCK_ALERTS_MAX_ITEMS, `prod_ids holds at most ${STOCK_ALERTS_MAX_ITEMS} ids.`),
    ),
  },
  OBJECT,
);
const MergeBody = v.object(
  {
    userid: Id("userid"),
    alerts: v.pipe(
      v.array(
        v.object({ prod_id: Id("prod_id"), name: Text("name", 300), seen: v.boolean("seen must be true or false.") }),
        "alerts must be a list.",
      ),
      v.maxLength(STOCK_ALERTS_MAX_ITEMS, `alerts holds at most ${STOCK_ALERTS_MAX_ITEMS}.`),
      v.check(
        (alerts) => new Set(alerts.map((alert) => alert.prod_id)).size === alerts.length,
        "Each product may appear only once in alerts.",
      ),
    ),
  },
  OBJECT,
);

interface AlertRow {
  product_id: number;
  name: string;
  seen: number;
  created_at: string;
}

const SELECT_LIST =
  "SELECT product_id, name, seen, created_at FROM stock_alerts WHERE customer_id = ? ORDER BY position DESC";

function listBody(rows: readonly AlertRow[]) {
  return {
    status: "true" as const,
    data: rows.map((row) => ({
      prod_id: row.product_id,
      name: row.name,
      seen: row.seen === 1,
      created_at: row.created_at,
    })),
  };
}

async function list(db: D1Database, customerId: number) {
  const { results } = await db.prepare(SELECT_LIST).bind(customerId).all<AlertRow>();
  return listBody(results);
}

export const stockAlerts = new Hono<AppEnv>();

/** The customer's alerts, newest first (`data: []` for none). */
stockAlerts.post("/get_stock_alerts", async (c) => {
  const { userid } = await readBody(c, CustomerBody);
  return c.json(await list(c.env.DB, userid));
});

/**
 * Follows a product (its name as the catalogue has it now, kept for when it leaves): first on the
 * list, once. 409 when the list is full; whether the product may be followed (sold out) is the
 * functions' rule, which they check first.
 */
stockAlerts.post("/add_stock_alert", async (c) => {
  const { userid, prod_id } = await readBody(c, AlertBody);
  const db = c.env.DB;
  await requireCustomer(db, userid);
  // The count and the position are read in the statement that inserts: two adds at once cannot
  // both take the last place or the same position.
  const inserted = await db
    .prepare(
      `INSERT INTO stock_alerts (customer_id, product_id, name, position, created_at)
       SELECT ?1, id, name, (SELECT COALESCE(MAX(position), 0) + 1 FROM stock_alerts WHERE customer_id = ?1), ?3
       FROM products WHERE id = ?2 AND (SELECT COUNT(*) FROM stock_alerts WHERE customer_id = ?1) < ?4
       ON CONFLICT (customer_id, product_id) DO NOTHING`,
    )
    .bind(userid, prod_id, new Date().toISOString(), STOCK_ALERTS_MAX_ITEMS)
    .run();
  const answer = await list(db, userid);
  if (inserted.meta.changes === 0 && !answer.data.some((alert) => alert.prod_id === prod_id)) {
    const product = await db.prepare("SELECT id FROM products WHERE id = ?").bind(prod_id).first();
    throw product ? conflict(STOCK_ALERTS_FULL) : notFound(`Unknown product ${prod_id}.`);
  }
  return c.json(answer);
});

/** Stops one alert; one that is not on the list is gone already, which is what was asked. */
stockAlerts.post("/remove_stock_alert", async (c) => {
  const { userid, prod_id } = await readBody(c, AlertBody);
  const db = c.env.DB;
  await db.prepare("DELETE FROM stock_alerts WHERE customer_id = ? AND product_id = ?").bind(userid, prod_id).run();
  return c.json(await list(db, userid));
});

/**
 * The list has shown these products in stock: they are seen, and every other alert is not (a
 * product that sold out again counts anew when it comes back).
 */
stockAlerts.post("/mark_stock_alerts_seen", async (c) => {
  const { userid, prod_ids } = await readBody(c, SeenBody);
  const db = c.env.DB;
  await db
    .prepare("UPDATE stock_alerts SET seen = (product_id IN (SELECT value FROM json_each(?2))) WHERE customer_id = ?1")
    .bind(userid, JSON.stringify(prod_ids))
    .run();
  return c.json(await list(db, userid));
});

/** Every alert of the customer stops (the back-in-stock email's stop link); `stopped` counts them. */
stockAlerts.post("/stop_stock_alerts", async (c) => {
  const { userid } = await readBody(c, CustomerBody);
  const result = await c.env.DB.prepare("DELETE FROM stock_alerts WHERE customer_id = ?").bind(userid).run();
  return c.json({ status: "true", stopped: result.meta.changes });
});

/**
 * The carry-over from Netlify Blobs (scripts/records-to-d1.mjs): the alerts not on the list yet
 * go below it, as older, in their order, with their name and `seen`, while there is room. Sent
 * twice, the second adds nothing.
 */
stockAlerts.post("/merge_stock_alerts", async (c) => {
  const { userid, alerts } = await readBody(c, MergeBody);
  const db = c.env.DB;
  await requireCustomer(db, userid);
  const [added, rows] = await db.batch([
    db
      .prepare(
        `WITH missing AS (
           SELECT json_extract(value, '$.prod_id') AS product_id, json_extract(value, '$.name') AS name,
             json_extract(value, '$.seen') AS seen, ROW_NUMBER() OVER (ORDER BY key) AS n
           FROM json_each(?2)
           WHERE json_extract(value, '$.prod_id') NOT IN (SELECT product_id FROM stock_alerts WHERE customer_id = ?1)
         )
         INSERT INTO stock_alerts (customer_id, product_id, name, position, created_at, seen)
         SELECT ?1, product_id, name,
           (SELECT COALESCE(MIN(position), 1) FROM stock_alerts WHERE customer_id = ?1) - n, ?3, seen
         FROM missing WHERE n <= ?4 - (SELECT COUNT(*) FROM stock_alerts WHERE customer_id = ?1)
         ON CONFLICT (customer_id, product_id) DO NOTHING`,
      )
      .bind(
        userid,
        JSON.stringify(alerts.map((alert) => ({ prod_id: alert.prod_id, name: alert.name, seen: alert.seen ? 1 : 0 }))),
        new Date().toISOString(),
        STOCK_ALERTS_MAX_ITEMS,
      ),
    db.prepare(SELECT_LIST).bind(userid),
  ]);
  return c.json({ ...listBody((rows?.results ?? []) as AlertRow[]), added: added?.meta.changes ?? 0 });
});
