// Returns of delivered orders' lines and their refunds (issue 30, migration 0015, decision 029):
// insert_return and GetOrderReturns for the customer the functions name (`userid`, from their
// session), mark_return_received for the operator, and the refund's claim and record for the
// storefront's scheduled function, as for cancelled orders (routes/orders.ts). Service token
// only, like every write (src/lib/auth.ts).
import { Hono } from "hono";
import * as v from "valibot";
import { asPaise, paiseToRupees, sumPaise, type Paise } from "@domain/money";
import { REFUND_ATTEMPT_LEASE_SECONDS, refundRetryDelaySeconds } from "@domain/order-refund";
import {
  isReturnReason,
  RETURN_COMMENT_MAX_LENGTH,
  RETURN_REASONS,
  returnAmounts,
  returnIdFromNumber,
  returnNumber,
  returnRefusal,
  tooManyUnitsMessage,
  type ReturnState,
} from "@domain/order-return";
import type { AppEnv } from "../env";
import { requireCustomer } from "../lib/db";
import { returnsWhere } from "../lib/returns";
import { badRequest, conflict, isUniqueViolation, notFound, readBody } from "../lib/http";
import { MESSAGE_SEND_LEASE_SECONDS } from "@domain/outbox";
import { Id, OptionalText, Text, Unit } from "../lib/schemas";

const OBJECT = "The request body must be a JSON object.";

function secondsAfter(date: Date, seconds: number): string {
  return new Date(date.getTime() + seconds * 1000).toISOString();
}

const InsertBody = v.object(
  {
    userid: Id("userid"),
    order_id: Id("order_id"),
    reason: v.pipe(
      Text("reason", 100),
      v.check(isReturnReason, `reason must be one of: ${RETURN_REASONS.join(", ")}.`),
    ),
    comment: OptionalText("comment", RETURN_COMMENT_MAX_LENGTH),
    lines: v.pipe(
      v.array(
        v.object({ order_item_id: Id("order_item_id"), units: Unit }, "Each line must be a JSON object."),
        "lines must be a list.",
      ),
      v.nonEmpty("lines must name at least one order line."),
      v.maxLength(200, "A return holds at most 200 lines."),
    ),
  },
  OBJECT,
);

const ListBody = v.object({ userid: Id("userid"), order_id: v.optional(Id("order_id")) }, OBJECT);

const ReceivedBody = v.object(
  {
    number: v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.transform(String))], "number must be a return number."),
      v.transform(returnIdFromNumber),
      v.number("number must be a return number such as R000012."),
    ),
  },
  OBJECT,
);

interface OrderLineForReturn {
  order_item_id: number;
  name: string;
  quantity: number;
  unit_price_paise: Paise;
  returned_in: number | null;
}

export const returns = new Hono<AppEnv>();

/**
 * A return of some of a delivered order's lines: each named line must be the order's, with no
 * more units than were bought, and in no other return; the order must be the customer's and
 * delivered at most RETURN_WINDOW_DAYS ago. Written with its "instructions" message, due after the
 * lease of the request that sends it at once.
 */
returns.post("/insert_return", async (c) => {
  const body = await readBody(c, InsertBody);
  const db = c.env.DB;
  await requireCustomer(db, body.userid);
  const order = await db
    .prepare(
      "SELECT id, status, delivered_at, subtotal_paise, hst_paise, pst_paise FROM orders WHERE id = ? AND customer_id = ?",
    )
    .bind(body.order_id, body.userid)
    .first<{
      id: number;
      status: string;
      delivered_at: string | null;
      subtotal_paise: Paise;
      hst_paise: Paise;
      pst_paise: Paise;
    }>();
  if (!order) throw notFound(`Unknown order ${body.order_id} for this customer.`);
  const now = new Date();
  const refusal = returnRefusal({ id: order.id, status: order.status, deliveredAt: order.delivered_at }, now);
  if (refusal) throw conflict(refusal);

  const { results: orderLines } = await db
    .prepare(
      `SELECT i.id AS order_item_id, i.name, i.quantity, i.unit_price_paise, l.return_id AS returned_in
       FROM order_items i LEFT JOIN return_lines l ON l.order_item_id = i.id WHERE i.order_id = ?`,
    )
    .bind(order.id)
    .all<OrderLineForReturn>();
  const byId = new Map(orderLines.map((line) => [line.order_item_id, line]));
  const seen = new Set<number>();
  const picked = body.lines.map((requested) => {
    const line = byId.get(requested.order_item_id);
    if (!line) throw badRequest(`Line ${requested.order_item_id} is not part of order ${order.id}.`);
    if (seen.has(line.order_item_id)) throw badRequest(`Line ${line.order_item_id} is named twice.`);
    seen.add(line.order_item_id);
    if (requested.units > line.quantity) throw badRequest(`${line.name}: ${tooManyUnitsMessage(line.quantity)}`);
    if (line.returned_in !== null) {
      throw conflict(`${line.name} is already in return ${returnNumber(line.returned_in)}: a line is returned once.`);
    }
    return { line, units: requested.units };
  });

  const earlier = await db
    .prepare("SELECT COALESCE(SUM(subtotal_paise), 0) AS subtotal FROM returns WHERE order_id = ?")
    .bind(order.id)
    .first<{ subtotal: number }>();
  const amounts = returnAmounts(
    { subtotal: order.subtotal_paise, tax: sumPaise([order.hst_paise, order.pst_paise]) },
    asPaise(earlier?.subtotal ?? 0),
    picked.map(({ line, units }) => ({ unitPrice: line.unit_price_paise, units })),
  );

  const token = crypto.randomUUID();
  const returnId = "(SELECT id FROM returns WHERE token = ?1)";
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO returns (token, order_id, customer_id, reason, comment, state, subtotal_paise, tax_paise, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5, 'Requested', ?6, ?7, ?8)`,
        )
        .bind(
          token,
          order.id,
          body.userid,
          body.reason,
          body.comment,
          amounts.subtotal,
          amounts.tax,
          now.toISOString(),
        ),
      ...picked.map(({ line, units }) =>
        db
          .prepare(`INSERT INTO return_lines (return_id, order_item_id, units) VALUES (${returnId}, ?2, ?3)`)
          .bind(token, line.order_item_id, units),
      ),
      enqueueReturnMessage(db, "return-requested", { column: "token", value: token, state: "Requested" }, now),
    ]);
  } catch (error) {
    // Another request returned one of these lines between the check above and this batch.
    if (isUniqueViolation(error)) throw conflict("One of these items has just been returned: a line is returned once.");
    throw error;
  }
  const [created] = await returnsWhere(db, "r.token = ?", token);
  return c.json({ status: "true", message: "Return requested.", data: created ? [created] : [] }, 201);
});

/** The customer's returns, of one order when `order_id` is given; another customer's are never listed. */
returns.post("/GetOrderReturns", async (c) => {
  const body = await readBody(c, ListBody);
  await requireCustomer(c.env.DB, body.userid);
  const data =
    body.order_id === undefined
      ? await returnsWhere(c.env.DB, "r.customer_id = ?", body.userid)
      : await returnsWhere(c.env.DB, "r.customer_id = ? AND r.order_id = ?", body.userid, body.order_id);
  return c.json({ status: "true", message: "Returns fetched.", data });
});

/**
 * The operator has the parcel: the return becomes Received and its refund is written down in the
 * same statement, due at once (nobody is waiting on this call to make it: the storefront's
 * scheduled function does). Only a Requested return changes: a second call changes nothing and
 * says so (`received: false`), so the refund is never written twice.
 */
returns.post("/mark_return_received", async (c) => {
  const body = await readBody(c, ReceivedBody);
  const db = c.env.DB;
  const now = new Date().toISOString();
  const update = await db
    .prepare(
      // An order with no payment on record (none here, but a vendor's may have) has nothing the
      // provider could refund: a person does it.
      `UPDATE returns SET state = 'Received', received_at = ?2, refund_due_at = ?2,
         refund_state = CASE WHEN (SELECT payment_intent_id FROM orders WHERE orders.id = returns.order_id) IS NULL
           THEN 'manual' ELSE 'requested' END
       WHERE id = ?1 AND state = 'Requested'`,
    )
    .bind(body.number, now)
    .run();
  const [found] = await returnsWhere(db, "r.id = ?", body.number);
  if (!found) throw notFound(`Unknown return ${returnNumber(body.number)}.`);
  return c.json({ status: "true", received: update.meta.changes > 0, data: [found] });
});

/**
 * The statement that writes `kind`'s message about the return named by `column`, if it is now in
 * `state`. INSERT OR IGNORE on the key: a repeated event writes nothing.
 */
function enqueueReturnMessage(
  db: D1Database,
  kind: "return-requested" | "return-refunded",
  which: { column: "token" | "id"; value: string | number; state: ReturnState },
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO outbox (key, kind, customer_id, order_id, payload, created_at, due_at)
       SELECT ?1 || ':' || id, ?1, customer_id, order_id, json_object('returnId', id), ?2, ?3
       FROM returns WHERE ${which.column} = ?4 AND state = ?5`,
    )
    .bind(kind, now.toISOString(), secondsAfter(now, MESSAGE_SEND_LEASE_SECONDS), which.value, which.state);
}

// ---- the refunds of received returns, as those of cancelled orders (routes/orders.ts) ----------

const OPEN_REFUND = "refund_state IN ('requested', 'pending', 'retrying')";

const ClaimBody = v.object(
  {
    limit: v.optional(
      v.pipe(v.number("limit must be a number."), v.integer(), v.minValue(1), v.maxValue(50, "limit is at most 50.")),
      20,
    ),
  },
  OBJECT,
);

/**
 * The open refunds of received returns that are due, each taken for one lease (one statement, so
 * two runners never take the same return; a runner that died gives it back when the lease ends).
 */
returns.post("/claim_return_refunds", async (c) => {
  const body = await readBody(c, ClaimBody);
  const now = new Date();
  const due = `${OPEN_REFUND} AND (refund_due_at IS NULL OR refund_due_at <= ?1)`;
  // Asked every minute and nearly always idle: a read first, so an idle run takes no write lock.
  const any = await c.env.DB.prepare(`SELECT 1 FROM returns WHERE ${due} LIMIT 1`).bind(now.toISOString()).first();
  if (!any) return c.json({ status: "true", data: [] });
  const { results } = await c.env.DB.prepare(
    `UPDATE returns SET refund_due_at = ?2
     WHERE id IN (SELECT id FROM returns WHERE ${due} ORDER BY refund_due_at LIMIT ?3)
     RETURNING id, order_id, customer_id, refund_state, refund_id, subtotal_paise, tax_paise, refund_attempts,
       (SELECT payment_intent_id FROM orders WHERE orders.id = returns.order_id) AS payment_intent_id`,
  )
    .bind(now.toISOString(), secondsAfter(now, REFUND_ATTEMPT_LEASE_SECONDS), body.limit)
    .all<{
      id: number;
      order_id: number;
      customer_id: number;
      refund_state: string;
      refund_id: string | null;
      subtotal_paise: Paise;
      tax_paise: Paise;
      refund_attempts: number;
      payment_intent_id: string;
    }>();
  return c.json({
    status: "true",
    data: results.map((row) => ({
      return_id: row.id,
      order_id: row.order_id,
      userid: row.customer_id,
      payment_intent_id: row.payment_intent_id,
      refund_state: row.refund_state,
      refund_id: row.refund_id,
      refund_amount: paiseToRupees(sumPaise([row.subtotal_paise, row.tax_paise])),
      refund_attempts: row.refund_attempts,
    })),
  });
});

const RecordBody = v.object(
  {
    return_id: Id("return_id"),
    state: v.picklist(
      ["pending", "retrying", "refunded", "manual"] as const,
      "state must be one of: pending, retrying, refunded, manual.",
    ),
    refund_id: v.optional(v.nullable(Text("refund_id", 255)), null),
    card_last4: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{4}$/, "card_last4 must be 4 digits."))), null),
    error: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500))), null),
  },
  OBJECT,
);

/**
 * What the payment provider said about a return's refund. Only an open refund changes, so a late or
 * repeated answer never undoes a finished one (`recorded: false`). Refunded: the return becomes
 * Refunded and its "refunded" message is written in the same batch, once.
 */
returns.post("/record_return_refund", async (c) => {
  const body = await readBody(c, RecordBody);
  const db = c.env.DB;
  const found = await db
    .prepare("SELECT id, refund_state, refund_attempts FROM returns WHERE id = ?")
    .bind(body.return_id)
    .first<{ id: number; refund_state: string | null; refund_attempts: number }>();
  if (!found) throw notFound(`Unknown return ${returnNumber(body.return_id)}.`);
  if (found.refund_state === null) throw conflict(`Return ${returnNumber(found.id)} has not been received.`);
  const now = new Date();
  const attempts = found.refund_attempts + (body.state === "retrying" ? 1 : 0);
  const open = body.state === "retrying" || body.state === "pending";
  const refunded = body.state === "refunded";
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE returns SET refund_state = ?2, refund_id = COALESCE(?3, refund_id),
           refund_card_last4 = COALESCE(?4, refund_card_last4), refund_error = ?5, refund_attempts = ?6,
           refund_due_at = ?7, state = CASE WHEN ?8 THEN 'Refunded' ELSE state END,
           refunded_at = CASE WHEN ?8 THEN ?9 ELSE refunded_at END
         WHERE id = ?1 AND ${OPEN_REFUND}`,
      )
      .bind(
        found.id,
        body.state,
        body.refund_id,
        body.card_last4,
        refunded ? null : body.error,
        attempts,
        open ? secondsAfter(now, refundRetryDelaySeconds(Math.max(attempts, 1))) : null,
        refunded ? 1 : 0,
        now.toISOString(),
      ),
    enqueueReturnMessage(db, "return-refunded", { column: "id", value: found.id, state: "Refunded" }, now),
  ]);
  const [saved] = await returnsWhere(db, "r.id = ?", found.id);
  return c.json({ status: "true", recorded: (update?.meta.changes ?? 0) > 0, data: saved ? [saved] : [] });
});
