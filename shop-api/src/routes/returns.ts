// Returns of delivered orders' lines and their refunds (issue 30, migration 0015, decision 029):
// insert_return and GetOrderReturns for the customer the functions name (`userid`, from their
// session), mark_return_received for the operator, and the refund's claim and record for the
// storefront's scheduled function, as for cancelled orders (routes/orders.ts). Service token
// only, like every write (src/lib/auth.ts).
import { Hono } from "hono";
import * as v from "valibot";
import { asPaise, sumPaise, type Paise } from "@domain/money";
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
import { dueAfterLease, enqueueManualRefundMessage } from "../lib/outbox";
import { claimDueRefunds, ClaimRefundsBody, findRefund, recordRefund, refundAnswerEntries } from "../lib/refunds";
import { badRequest, conflict, isUniqueViolation, notFound, readBody } from "../lib/http";
import { Id, OptionalText, Text, Unit } from "../lib/schemas";

const OBJECT = "The request body must be a JSON object.";

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
  const at = new Date();
  const now = at.toISOString();
  const [update] = await db.batch([
    db
      .prepare(
        // An order with no payment on record (none here, but a vendor's may have) has nothing the
        // provider could refund: a person does it.
        `UPDATE returns SET state = 'Received', received_at = ?2, refund_due_at = ?2,
         refund_state = CASE WHEN (SELECT payment_intent_id FROM orders WHERE orders.id = returns.order_id) IS NULL
           THEN 'manual' ELSE 'requested' END
       WHERE id = ?1 AND state = 'Requested'`,
      )
      .bind(body.number, now),
    // Nothing the provider could refund: the customer hears at once that a person does it.
    enqueueManualRefundMessage(db, "returns", body.number, at),
  ]);
  const [found] = await returnsWhere(db, "r.id = ?", body.number);
  if (!found) throw notFound(`Unknown return ${returnNumber(body.number)}.`);
  return c.json({ status: "true", received: (update?.meta.changes ?? 0) > 0, data: [found] });
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
      `INSERT OR IGNORE INTO outbox (key, kind, customer_id, order_id, payload, created_at, due_at, locale)
       SELECT ?1 || ':' || r.id, ?1, r.customer_id, r.order_id, json_object('returnId', r.id), ?2, ?3, c.locale
       FROM returns r JOIN customers c ON c.id = r.customer_id WHERE r.${which.column} = ?4 AND r.state = ?5`,
    )
    .bind(kind, now.toISOString(), dueAfterLease(now), which.value, which.state);
}

// ---- the refunds of received returns, on the cancelled orders' SQL (lib/refunds.ts) ------------

/** The open refunds of received returns that are due, each leased to the caller (claimDueRefunds). */
returns.post("/claim_return_refunds", async (c) => {
  const body = await readBody(c, ClaimRefundsBody);
  const claimed = await claimDueRefunds(c.env.DB, "returns", body.limit);
  return c.json({ status: "true", data: claimed.map(({ id, ...refund }) => ({ return_id: id, ...refund })) });
});

const RecordBody = v.object(
  { return_id: Id("return_id"), ...refundAnswerEntries(["pending", "retrying", "refunded", "manual"] as const) },
  OBJECT,
);

/**
 * What the payment provider said about a return's refund (recordRefund): `recorded: false` when it
 * was finished already. Refunded: the return becomes Refunded and its "refunded" message is
 * written in the same batch, once.
 */
returns.post("/record_return_refund", async (c) => {
  const body = await readBody(c, RecordBody);
  const db = c.env.DB;
  const found = await findRefund(db, "returns", body.return_id, {
    unknown: `Unknown return ${returnNumber(body.return_id)}.`,
    none: `Return ${returnNumber(body.return_id)} has not been received.`,
  });
  const now = new Date();
  const [update] = await db.batch([
    recordRefund(db, "returns", found, body, "state = 'Refunded', refunded_at = ?8"),
    enqueueReturnMessage(db, "return-refunded", { column: "id", value: found.id, state: "Refunded" }, now),
    enqueueManualRefundMessage(db, "returns", found.id, now),
  ]);
  const [saved] = await returnsWhere(db, "r.id = ?", found.id);
  return c.json({ status: "true", recorded: (update?.meta.changes ?? 0) > 0, data: saved ? [saved] : [] });
});
