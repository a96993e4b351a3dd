// Returns as the shop API answers them (migration 0015): the rows with their lines, in the
// contract's shape. Read by routes/returns.ts and with every order (routes/orders.ts).
import { paiseToRupees, sumPaise, type Paise } from "@domain/money";
import { returnNumber, type ReturnState } from "@domain/order-return";

interface ReturnRow {
  id: number;
  order_id: number;
  customer_id: number;
  reason: string;
  comment: string;
  state: ReturnState;
  subtotal_paise: Paise;
  tax_paise: Paise;
  created_at: string;
  received_at: string | null;
  refunded_at: string | null;
  refund_state: string | null;
  refund_card_last4: string | null;
  /** JSON: [{order_item_id, units}]. */
  lines: string;
}

/** A return with its lines. */
const RETURN_SELECT = `
  SELECT r.id, r.order_id, r.customer_id, r.reason, r.comment, r.state, r.subtotal_paise, r.tax_paise,
    r.created_at, r.received_at, r.refunded_at, r.refund_state, r.refund_card_last4,
    (SELECT json_group_array(json_object('order_item_id', l.order_item_id, 'units', l.units))
       FROM return_lines l WHERE l.return_id = r.id) AS lines
  FROM returns r`;

/** The contract's shape of a return: amounts in rupees, as every amount the shop API speaks. */
function toReturn(row: ReturnRow) {
  const amount = sumPaise([row.subtotal_paise, row.tax_paise]);
  return {
    return_id: row.id,
    number: returnNumber(row.id),
    order_id: row.order_id,
    state: row.state,
    reason: row.reason,
    comment: row.comment,
    created_at: row.created_at,
    received_at: row.received_at,
    refunded_at: row.refunded_at,
    lines: JSON.parse(row.lines) as { order_item_id: number; units: number }[],
    subtotal: paiseToRupees(row.subtotal_paise),
    tax: paiseToRupees(row.tax_paise),
    refund_amount: paiseToRupees(amount),
    refund_state: row.refund_state,
    refund_card_last4: row.refund_card_last4,
  };
}

export async function returnsWhere(db: D1Database, where: string, ...params: unknown[]) {
  const { results } = await db
    .prepare(`${RETURN_SELECT} WHERE ${where} ORDER BY r.id`)
    .bind(...params)
    .all<ReturnRow>();
  return results.map(toReturn);
}

export type ShopReturn = ReturnType<typeof toReturn>;

/** The returns of these orders, by order id. */
export async function returnsOfOrders(db: D1Database, orderIds: readonly number[]): Promise<Map<number, ShopReturn[]>> {
  const byOrder = new Map<number, ShopReturn[]>();
  if (orderIds.length === 0) return byOrder;
  const found = await returnsWhere(db, "r.order_id IN (SELECT value FROM json_each(?))", JSON.stringify(orderIds));
  for (const row of found) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return byOrder;
}
