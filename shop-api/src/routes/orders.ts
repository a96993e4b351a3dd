// Orders: order history (GetOrderDetails) and the insert_order / cancel_order extensions.
import { paiseToRupees, sumPaise, timesUnits, totalsForSubtotal, type Paise, type TotalsPaise } from "@domain/money";
import { Hono } from "hono";
import * as v from "valibot";
import { CANCEL_REASONS, CancelCommentSchema, isCancelReason } from "@domain/order-cancellation";
import type { AppEnv } from "../env";
import { ADDRESS_COLUMNS, type AddressRow } from "../lib/addresses";
import { findProvince, requireCustomer } from "../lib/db";
import { enqueueOrderMessage } from "../lib/outbox";
import type { OrderItemRow, OrderRow } from "../lib/order-rows";
import { ApiError, badRequest, conflict, isCheckViolation, isUniqueViolation, notFound, readBody } from "../lib/http";
import { loadLineProducts } from "../lib/products";
import {
  claimDueRefunds,
  ClaimRefundsBody,
  findRefund,
  recordRefund,
  refundAnswerEntries,
  refundLeaseEnd,
} from "../lib/refunds";
import { returnsOfOrders } from "../lib/returns";
import { Id, OptionalText, Text, Unit } from "../lib/schemas";

/** Days from placing an order to its expected delivery date. */
const DELIVERY_DAYS = 5;

const Paise = (label: string) =>
  v.optional(
    v.pipe(
      v.number(`${label} must be an integer amount in paise.`),
      v.integer(`${label} must be an integer amount in paise.`),
      v.minValue(0, `${label} must not be negative.`),
    ),
  );

const OrderItem = v.object(
  {
    prod_id: Id("prod_id"),
    unit: Unit,
    size: OptionalText("size", 40),
    color: OptionalText("color", 40),
  },
  "Each order item must be a JSON object.",
);

const InsertBody = v.object(
  {
    userid: Id("userid"),
    payment_intent_id: Text("payment_intent_id", 255),
    address_id: Id("address_id"),
    payment_mode: v.pipe(
      OptionalText("payment_mode", 60),
      v.transform((mode) => mode || "Online payment (Stripe)"),
    ),
    items: v.pipe(
      v.array(OrderItem, "items must be a list."),
      v.nonEmpty("items must list at least one product."),
      v.maxLength(200, "An order holds at most 200 items."),
    ),
    subtotal_paise: Paise("subtotal_paise"),
    hst_paise: Paise("hst_paise"),
    pst_paise: Paise("pst_paise"),
    total_paise: Paise("total_paise"),
  },
  "The request body must be a JSON object.",
);

const HistoryBody = v.object({ userid: Id("userid") }, "The request body must be a JSON object.");

const CancelBody = v.object(
  {
    userid: Id("userid"),
    order_id: Id("order_id"),
    reason: v.pipe(
      Text("reason", 100),
      v.check(isCancelReason, `reason must be one of: ${CANCEL_REASONS.join(", ")}.`),
    ),
    comment: CancelCommentSchema,
  },
  "The request body must be a JSON object.",
);

/** One order line joined with its order: what LINE_SELECT returns. */
type OrderLineRow = Omit<OrderItemRow, "id"> & Omit<OrderRow, "id" | "customer_id"> & { line_id: number };

const LINE_SELECT = `SELECT o.id AS order_id, i.id AS line_id, i.product_id, i.name, i.image, i.description, i.size,
  i.color, i.quantity, i.unit_price_paise, i.mrp_paise, o.status, o.payment_mode, o.subtotal_paise, o.hst_paise,
  o.pst_paise, o.total_paise, o.created_at, o.packed_at, o.shipped_at, o.delivered_at, o.expected_delivery,
  o.cancelled_at, o.cancel_reason, o.cancel_comment, o.address_id, o.address_snapshot, o.payment_intent_id,
  o.refund_state, o.refund_amount_paise, o.refund_card_last4
FROM orders o JOIN order_items i ON i.order_id = o.id`;

function snapshot(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function toOrderLine(row: OrderLineRow) {
  return {
    CoOrderID: row.order_id,
    CoOrderItemID: row.line_id,
    CoProductID: row.product_id,
    CoProduct: row.name,
    CoSmallImage: row.image,
    CoSize: row.size,
    CoColor: row.color,
    CoOrderStatus: row.status,
    StandardPrice: paiseToRupees(row.unit_price_paise),
    CoMRP: paiseToRupees(row.mrp_paise),
    CoQuantity: row.quantity,
    CoPaymentMode: row.payment_mode,
    CoPaymentReference: row.payment_intent_id,
    CoDescription: row.description,
    ItemCondition: "New",
    CoTotalPrice: paiseToRupees(timesUnits(row.unit_price_paise, row.quantity)),
    CoSubtotal: paiseToRupees(row.subtotal_paise),
    CoHST: paiseToRupees(row.hst_paise),
    CoPST: paiseToRupees(row.pst_paise),
    CoOrderTotal: paiseToRupees(row.total_paise),
    CoOrderDate: row.created_at,
    CoPackedDate: row.packed_at,
    CoShippedDate: row.shipped_at,
    CoDeliveredDate: row.delivered_at,
    CoExpectedDelivery: row.expected_delivery,
    CoCancelledDate: row.cancelled_at,
    CoCancelReason: row.cancel_reason,
    CoCancelComment: row.cancel_comment,
    CoAddressID: row.address_id,
    CoAddress: snapshot(row.address_snapshot),
    CoRefundState: row.refund_state,
    CoRefundAmount: row.refund_amount_paise === null ? null : paiseToRupees(row.refund_amount_paise),
    CoRefundCardLast4: row.refund_card_last4,
  };
}

/** The rows of the orders `where` names, each carrying its order's returns (issue 30) as CoReturns. */
export async function orderLines(db: D1Database, where: string, ...params: unknown[]) {
  const { results } = await db
    .prepare(`${LINE_SELECT} WHERE ${where} ORDER BY o.created_at DESC, o.id DESC, i.id`)
    .bind(...params)
    .all<OrderLineRow>();
  const returns = await returnsOfOrders(db, [...new Set(results.map((row) => row.order_id))]);
  return results.map((row) => ({ ...toOrderLine(row), CoReturns: returns.get(row.order_id) ?? [] }));
}

interface ExistingOrder {
  id: number;
  customer_id: number;
}

async function existingOrderResponse(db: D1Database, existing: ExistingOrder, userid: number) {
  if (existing.customer_id !== userid) throw conflict("This payment is already recorded for another customer.");
  return {
    status: "true" as const,
    message: "Order already recorded for this payment.",
    created: false,
    data: await orderLines(db, "o.id = ?", existing.id),
  };
}

export const orders = new Hono<AppEnv>();

orders.post("/GetOrderDetails", async (c) => {
  const body = await readBody(c, HistoryBody);
  await requireCustomer(c.env.DB, body.userid);
  return c.json({
    status: "true",
    message: "Orders fetched.",
    data: await orderLines(c.env.DB, "o.customer_id = ?", body.userid),
  });
});

orders.post("/insert_order", async (c) => {
  const body = await readBody(c, InsertBody);
  const db = c.env.DB;
  await requireCustomer(db, body.userid);

  const findExisting = () =>
    db
      .prepare("SELECT id, customer_id FROM orders WHERE payment_intent_id = ?")
      .bind(body.payment_intent_id)
      .first<ExistingOrder>();
  const existing = await findExisting();
  if (existing) return c.json(await existingOrderResponse(db, existing, body.userid));

  const address = await db
    .prepare(`SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE id = ? AND customer_id = ?`)
    .bind(body.address_id, body.userid)
    .first<AddressRow>();
  if (!address) throw notFound(`Unknown address ${body.address_id} for this customer.`);
  const tax = await findProvince(db, address.province);
  if (!tax) throw badRequest(`The address's province '${address.province}' has no tax record.`);

  const lines = await loadLineProducts(db, body.items);
  const subtotal = sumPaise(lines.map(({ item, product }) => timesUnits(product.discount_price_paise, item.unit)));
  const totals = totalsForSubtotal(subtotal, { gstHst: tax.gst_hst_tax, pst: tax.pst_tax });
  // Totals sent by the caller (the functions compute them with the same src/domain rule) must
  // match to the paisa: a mismatch means prices or rates changed since the payment was priced.
  const claimed = { subtotal: body.subtotal_paise, hst: body.hst_paise, pst: body.pst_paise, total: body.total_paise };
  if (
    (Object.keys(claimed) as (keyof TotalsPaise)[]).some(
      (key) => claimed[key] !== undefined && claimed[key] !== totals[key],
    )
  ) {
    throw conflict(
      `Order totals do not match current prices and tax rates (subtotal ${totals.subtotal}, HST ${totals.hst}, PST ${totals.pst} paise).`,
    );
  }

  const now = new Date();
  const expected = new Date(now.getTime() + DELIVERY_DAYS * 86_400_000).toISOString().slice(0, 10);
  const { id: _id, customer_id: _customer, ...addressSnapshot } = address;
  const orderIdSql = "(SELECT id FROM orders WHERE payment_intent_id = ?)";
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO orders (customer_id, payment_intent_id, address_id, address_snapshot, status, payment_mode,
             subtotal_paise, hst_paise, pst_paise, total_paise, created_at, expected_delivery)
           VALUES (?, ?, ?, ?, 'Placed', ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          body.userid,
          body.payment_intent_id,
          address.id,
          JSON.stringify(addressSnapshot),
          body.payment_mode,
          totals.subtotal,
          totals.hst,
          totals.pst,
          totals.total,
          now.toISOString(),
          expected,
        ),
      ...lines.flatMap(({ item, product }) => [
        db
          .prepare(
            `INSERT INTO order_items (order_id, product_id, name, image, description, size, color, quantity,
               unit_price_paise, mrp_paise)
             VALUES (${orderIdSql}, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            body.payment_intent_id,
            product.id,
            product.name,
            product.image,
            product.description,
            item.size,
            item.color,
            item.unit,
            product.discount_price_paise,
            product.original_price_paise,
          ),
        // The CHECK (quantity >= 0) constraint fails the whole batch if stock ran out meanwhile.
        db.prepare("UPDATE products SET quantity = quantity - ? WHERE id = ?").bind(item.unit, product.id),
      ]),
      db
        .prepare("DELETE FROM cart_items WHERE customer_id = ? AND product_id IN (SELECT value FROM json_each(?))")
        .bind(body.userid, JSON.stringify(lines.map(({ product }) => product.id))),
      // The order's confirmation, written with the order (issue 27).
      enqueueOrderMessage(
        db,
        "order-confirmation",
        { column: "payment_intent_id", value: body.payment_intent_id, status: "Placed" },
        now,
      ),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) {
      const raced = await findExisting();
      if (raced) return c.json(await existingOrderResponse(db, raced, body.userid));
    }
    if (isCheckViolation(error)) throw conflict("Stock changed while placing the order; please review the cart.");
    throw error;
  }
  const created = await findExisting();
  if (!created) throw new ApiError(409, "The order could not be recorded.");
  return c.json(
    {
      status: "true",
      message: "Order placed.",
      created: true,
      data: await orderLines(db, "o.id = ?", created.id),
    },
    201,
  );
});

orders.post("/cancel_order", async (c) => {
  const body = await readBody(c, CancelBody);
  const db = c.env.DB;
  await requireCustomer(db, body.userid);
  const order = await db
    .prepare("SELECT id, status FROM orders WHERE id = ? AND customer_id = ?")
    .bind(body.order_id, body.userid)
    .first<{ id: number; status: string }>();
  if (!order) throw notFound(`Unknown order ${body.order_id} for this customer.`);
  if (order.status === "Cancelled") throw conflict(`Order ${order.id} is already cancelled.`);
  if (order.status === "Delivered") throw conflict(`Order ${order.id} has been delivered and cannot be cancelled.`);

  const open = "(SELECT status FROM orders WHERE id = ?1) NOT IN ('Cancelled', 'Delivered')";
  const now = new Date();
  const [, update] = await db.batch([
    // Restock first, under the same condition as the status change, in one transaction.
    db
      .prepare(
        `UPDATE products SET quantity = quantity +
           (SELECT SUM(i.quantity) FROM order_items i WHERE i.order_id = ?1 AND i.product_id = products.id)
         WHERE id IN (SELECT product_id FROM order_items WHERE order_id = ?1) AND ${open}`,
      )
      .bind(order.id),
    db
      // A paid order's refund is written down with the cancellation itself (issue 25), due after
      // the lease the cancelling request holds while it asks the provider at once.
      .prepare(
        `UPDATE orders SET status = 'Cancelled', cancelled_at = ?2, cancel_reason = ?3, cancel_comment = ?4,
           refund_state = CASE WHEN payment_intent_id IS NULL THEN NULL ELSE 'requested' END,
           refund_amount_paise = CASE WHEN payment_intent_id IS NULL THEN NULL ELSE total_paise END,
           refund_due_at = CASE WHEN payment_intent_id IS NULL THEN NULL ELSE ?5 END
         WHERE id = ?1 AND status NOT IN ('Cancelled', 'Delivered')`,
      )
      .bind(order.id, now.toISOString(), body.reason, body.comment, refundLeaseEnd(now)),
    // Its confirmation mail, written with the cancellation (issue 27); nothing if this request
    // lost a race with another cancellation, which wrote it.
    enqueueOrderMessage(db, "order-cancellation", { column: "id", value: order.id, status: "Cancelled" }, now),
  ]);
  if (!update || update.meta.changes === 0) throw conflict(`Order ${order.id} can no longer be cancelled.`);
  return c.json({
    status: "true",
    message: "Order cancelled.",
    data: await orderLines(db, "o.id = ?", order.id),
  });
});

// ---- refunds of cancelled orders (issue 25), on the returns' SQL (lib/refunds.ts) --------------

/** The open refunds of cancelled orders that are due, each leased to the caller (claimDueRefunds). */
orders.post("/claim_order_refunds", async (c) => {
  const body = await readBody(c, ClaimRefundsBody);
  const claimed = await claimDueRefunds(c.env.DB, "orders", body.limit);
  return c.json({ status: "true", data: claimed.map(({ id: _id, ...refund }) => refund) });
});

const RecordBody = v.object(
  {
    order_id: Id("order_id"),
    ...refundAnswerEntries(["pending", "retrying", "refunded", "released", "manual"] as const),
  },
  "The request body must be a JSON object.",
);

/**
 * What the payment provider said about an order's refund (recordRefund): `recorded: false` and the
 * order as it is when the refund was finished already.
 */
orders.post("/record_order_refund", async (c) => {
  const body = await readBody(c, RecordBody);
  const db = c.env.DB;
  const order = await findRefund(db, "orders", body.order_id, {
    unknown: `Unknown order ${body.order_id}.`,
    none: `Order ${body.order_id} has no refund.`,
  });
  const update = await recordRefund(db, "orders", order, body).run();
  return c.json({
    status: "true",
    recorded: update.meta.changes > 0,
    data: await orderLines(db, "o.id = ?", order.id),
  });
});
