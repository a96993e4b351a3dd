// The refunds the shop owes, kept in the same columns on two tables: a cancelled order's on the
// order (migration 0008, decision 014), a received return's on the return (migration 0015,
// decision 029). Their SQL is written once here: the claim that leases due refunds to one runner,
// and the record of what the provider said, which changes only an open refund so that a late or
// repeated answer never undoes a finished one.
import * as v from "valibot";
import {
  OPEN_REFUND_STATES,
  REFUND_ATTEMPT_LEASE_SECONDS,
  refundRetryDelaySeconds,
  type RefundState,
} from "@domain/order-refund";
import { paiseToRupees, type Paise } from "@domain/money";
import { conflict, notFound } from "./http";
import { Text } from "./schemas";

export type RefundTable = "orders" | "returns";

const OPEN_REFUND = `refund_state IN (${OPEN_REFUND_STATES.map((state) => `'${state}'`).join(", ")})`;

function secondsAfter(date: Date, seconds: number): string {
  return new Date(date.getTime() + seconds * 1000).toISOString();
}

/** When a refund taken now may be taken by another runner: the end of one attempt's lease. */
export function refundLeaseEnd(now: Date): string {
  return secondsAfter(now, REFUND_ATTEMPT_LEASE_SECONDS);
}

export const ClaimRefundsBody = v.object(
  {
    limit: v.optional(
      v.pipe(v.number("limit must be a number."), v.integer(), v.minValue(1), v.maxValue(50, "limit is at most 50.")),
      20,
    ),
  },
  "The request body must be a JSON object.",
);

/** Where each table keeps what a claim hands out: the order, its payment, the amount owed in paise. */
const CLAIMED_COLUMNS: Record<RefundTable, string> = {
  orders: "id, id AS order_id, customer_id, payment_intent_id, refund_amount_paise AS amount_paise",
  returns: `id, order_id, customer_id, subtotal_paise + tax_paise AS amount_paise,
    (SELECT payment_intent_id FROM orders WHERE orders.id = returns.order_id) AS payment_intent_id`,
};

/** A claimed refund as claim_order_refunds and claim_return_refunds hand it out (amount in rupees). */
export interface ClaimedRefund {
  id: number;
  order_id: number;
  userid: number;
  payment_intent_id: string;
  refund_state: string;
  refund_id: string | null;
  refund_amount: number;
  refund_attempts: number;
}

/**
 * The open refunds of `table` that are due, each taken for one lease: a second runner (the next
 * schedule, a second instance) does not get it until the lease runs out, which is also what brings
 * back an attempt whose runner died. One statement, so two claims never take the same refund.
 */
export async function claimDueRefunds(db: D1Database, table: RefundTable, limit: number): Promise<ClaimedRefund[]> {
  const now = new Date();
  const due = `${OPEN_REFUND} AND (refund_due_at IS NULL OR refund_due_at <= ?1)`;
  // Asked every minute and nearly always idle: a read first, so an idle run takes no write lock.
  const any = await db.prepare(`SELECT 1 FROM ${table} WHERE ${due} LIMIT 1`).bind(now.toISOString()).first();
  if (!any) return [];
  const { results } = await db
    .prepare(
      `UPDATE ${table} SET refund_due_at = ?2
       WHERE id IN (SELECT id FROM ${table} WHERE ${due} ORDER BY refund_due_at LIMIT ?3)
       RETURNING ${CLAIMED_COLUMNS[table]}, refund_state, refund_id, refund_attempts`,
    )
    .bind(now.toISOString(), refundLeaseEnd(now), limit)
    .all<Omit<ClaimedRefund, "userid" | "refund_amount"> & { customer_id: number; amount_paise: Paise }>();
  return results.map(({ customer_id, amount_paise, ...row }) => ({
    ...row,
    userid: customer_id,
    refund_amount: paiseToRupees(amount_paise),
  }));
}

/**
 * What record_order_refund and record_return_refund take besides the id: the provider's answer
 * about one refund, in one of `states`.
 */
export function refundAnswerEntries<State extends Exclude<RefundState, "requested">>(states: readonly State[]) {
  return {
    state: v.picklist(states, `state must be one of: ${states.join(", ")}.`),
    refund_id: v.optional(v.nullable(Text("refund_id", 255)), null),
    card_last4: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{4}$/, "card_last4 must be 4 digits."))), null),
    error: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500))), null),
  };
}

export interface RefundAnswer {
  state: Exclude<RefundState, "requested">;
  refund_id: string | null;
  card_last4: string | null;
  error: string | null;
}

export interface RefundRow {
  id: number;
  refund_state: RefundState | null;
  refund_attempts: number;
}

/**
 * The refund kept on row `id` of `table`: 404 `refusals.unknown` for no such row, 409
 * `refusals.none` for a row that owes no refund.
 */
export async function findRefund(
  db: D1Database,
  table: RefundTable,
  id: number,
  refusals: { unknown: string; none: string },
): Promise<RefundRow> {
  const found = await db
    .prepare(`SELECT id, refund_state, refund_attempts FROM ${table} WHERE id = ?`)
    .bind(id)
    .first<RefundRow>();
  if (!found) throw notFound(refusals.unknown);
  if (found.refund_state === null) throw conflict(refusals.none);
  return found;
}

/**
 * The statement that writes the provider's answer on `found`, if its refund is still open (its
 * `meta.changes` is 0 otherwise). A failed attempt counts and is due again after
 * refundRetryDelaySeconds; a pending refund is looked at again after the same delays; a finished
 * one is due never. `whenRefunded` names more columns to set, from `?8` (now), once it is refunded.
 */
export function recordRefund(
  db: D1Database,
  table: RefundTable,
  found: RefundRow,
  answer: RefundAnswer,
  whenRefunded = "",
): D1PreparedStatement {
  const now = new Date();
  const attempts = found.refund_attempts + (answer.state === "retrying" ? 1 : 0);
  const open = answer.state === "retrying" || answer.state === "pending";
  const finished = answer.state === "refunded" || answer.state === "released";
  const more = answer.state === "refunded" && whenRefunded ? `, ${whenRefunded}` : "";
  const values: unknown[] = [
    found.id,
    answer.state,
    answer.refund_id,
    answer.card_last4,
    finished ? null : answer.error,
    attempts,
    open ? secondsAfter(now, refundRetryDelaySeconds(Math.max(attempts, 1))) : null,
  ];
  if (more) values.push(now.toISOString());
  return db
    .prepare(
      `UPDATE ${table} SET refund_state = ?2, refund_id = COALESCE(?3, refund_id),
         refund_card_last4 = COALESCE(?4, refund_card_last4), refund_error = ?5, refund_attempts = ?6,
         refund_due_at = ?7${more}
       WHERE id = ?1 AND ${OPEN_REFUND}`,
    )
    .bind(...values);
}
