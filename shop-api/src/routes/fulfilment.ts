// Fulfilment (issue 42, migration 0020, decision 050): the operator moves an order on, one step
// at a time (src/domain/order-fulfilment.ts), and the customer's "shipped" and "delivered"
// messages are written with their step. Service token only, like every write (src/lib/auth.ts).
import { Hono } from "hono";
import * as v from "valibot";
import {
  ADVANCE_STEPS,
  CARRIER_NAMES,
  CARRIERS,
  advanceRefusal,
  expectedAfterShipping,
  fulfilmentStage,
  isCarrierName,
  normalTrackingNumber,
  statusBefore,
  trackingNumberRefusal,
  type FulfilmentStatus,
} from "@domain/order-fulfilment";
import type { MessageKind } from "@domain/outbox";
import type { AppEnv } from "../env";
import { badRequest, conflict, notFound, readBody } from "../lib/http";
import { enqueueOrderMessage } from "../lib/outbox";
import { Text } from "../lib/schemas";
import { orderLines } from "./orders";

const AdvanceBody = v.object(
  {
    /** The order's number as the customer sees it: 12 or "#12". */
    number: v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.transform(String))], "number must be an order number."),
      v.trim(),
      v.regex(/^#?[1-9]\d{0,15}$/, "number must be an order number such as 12 or #12."),
      v.transform((text) => Number(text.replace("#", ""))),
      v.safeInteger("number must be an order number such as 12 or #12."),
    ),
    to: v.pipe(
      v.string(),
      v.check(
        (step) => Object.hasOwn(ADVANCE_STEPS, step),
        `to must be one of: ${Object.keys(ADVANCE_STEPS).join(", ")}.`,
      ),
      v.transform((step) => ADVANCE_STEPS[step]!),
    ),
    carrier: v.optional(
      v.pipe(
        v.string(),
        v.check(isCarrierName, `carrier must be one of: ${CARRIER_NAMES.join(", ")}.`),
        v.transform((name) => name as keyof typeof CARRIERS),
      ),
    ),
    tracking: v.optional(v.pipe(Text("tracking", 40), v.transform(normalTrackingNumber))),
    /** The day the parcel should arrive (YYYY-MM-DD), when the carrier says another. */
    expected: v.optional(v.pipe(v.string(), v.isoDate("expected must be a date such as 2026-12-10."))),
  },
  "The request body must be a JSON object.",
);

/** The column of `orders` each step stamps (read by the returns and the reviews); none for Out for delivery. */
const STAMPED: Partial<Record<FulfilmentStatus, string>> = {
  Packed: "packed_at",
  Shipped: "shipped_at",
  Delivered: "delivered_at",
};

/** The message each step sends the customer. */
const MESSAGES: Partial<Record<FulfilmentStatus, MessageKind>> = {
  Shipped: "order-shipped",
  Delivered: "order-delivered",
};

export const fulfilment = new Hono<AppEnv>();

/**
 * Moves order `number` to `to`, which must be its next step (advanceRefusal): the event, the
 * status and the step's message in one batch, each under the condition that the order is still
 * where it was, so two calls at once move it once and write one message. An order already past
 * `to` is left as it is (`advanced: false`); a cancelled one, or a step skipped, is refused (409).
 * Shipped needs the carrier and its tracking number.
 */
fulfilment.post("/advance_order", async (c) => {
  const body = await readBody(c, AdvanceBody);
  const db = c.env.DB;
  const order = await db
    .prepare("SELECT id, status, expected_delivery FROM orders WHERE id = ?")
    .bind(body.number)
    .first<{ id: number; status: string; expected_delivery: string | null }>();
  if (!order) throw notFound(`Unknown order #${body.number}.`);
  const step = body.to;
  const refusal = advanceRefusal(order, step);
  if (refusal) throw conflict(refusal);
  if (fulfilmentStage(order.status) >= fulfilmentStage(step)) {
    return c.json({ status: "true", advanced: false, data: await orderLines(db, "o.id = ?", order.id) });
  }

  let shipment: { carrier: string; tracking: string; url: string } | null = null;
  if (step === "Shipped") {
    if (!body.carrier || !body.tracking) throw badRequest("A shipment needs its carrier and tracking number.");
    const wrong = trackingNumberRefusal(body.carrier, body.tracking);
    if (wrong) throw badRequest(wrong);
    shipment = { carrier: body.carrier, tracking: body.tracking, url: CARRIERS[body.carrier].url(body.tracking, "en") };
  } else if (body.carrier || body.tracking) {
    throw badRequest("Only a shipment names a carrier and a tracking number.");
  }

  const now = new Date();
  const at = now.toISOString();
  const from = statusBefore(step);
  const stamp = STAMPED[step];
  const expected = step === "Shipped" ? expectedAfterShipping(order.expected_delivery, now, body.expected) : null;
  const kind = MESSAGES[step];
  const [, update] = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO order_events (order_id, status, at, carrier, tracking_number, tracking_url)
         SELECT id, ?2, ?3, ?4, ?5, ?6 FROM orders WHERE id = ?1 AND status = ?7`,
      )
      .bind(order.id, step, at, shipment?.carrier ?? null, shipment?.tracking ?? null, shipment?.url ?? null, from),
    db
      .prepare(
        `UPDATE orders SET status = ?2${stamp ? `, ${stamp} = ?3` : ""},
           expected_delivery = COALESCE(?4, expected_delivery)
         WHERE id = ?1 AND status = ?5`,
      )
      .bind(order.id, step, at, expected, from),
    // Due at once: nobody sends it on the spot, the scheduled run does.
    ...(kind ? [enqueueOrderMessage(db, kind, { column: "id", value: order.id, status: step }, now, at)] : []),
  ]);
  const advanced = (update?.meta.changes ?? 0) > 0;
  if (!advanced) {
    // Another call moved or cancelled it between the read and the batch: say where it is now.
    const current = await db
      .prepare("SELECT id, status FROM orders WHERE id = ?")
      .bind(order.id)
      .first<{ id: number; status: string }>();
    const raced = current && advanceRefusal(current, step);
    if (raced) throw conflict(raced);
  }
  return c.json({ status: "true", advanced, data: await orderLines(db, "o.id = ?", order.id) });
});
