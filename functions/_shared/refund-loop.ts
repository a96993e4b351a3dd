/**
 * The one loop of every refund the shop owes, a cancelled order's (decision 014) as a received
 * return's (decision 029): the shop API hands out the due refunds, each under a lease; one attempt
 * asks the provider (refund-attempt.ts); the shop API records what it said and never lets a late
 * answer undo a finished refund. A refund that is not recorded stays open there and comes back
 * when its lease runs out, so nothing is lost across a crash or a restart. A ledger says where one
 * kind of refund is kept (order-refund.ts, return-refund.ts); the rest is here, once.
 */
import type Stripe from "stripe";
import { attemptRefund, type DueRefund } from "./refund-attempt";
import type { RefundOutcome } from "./shop-api-client";

export interface RefundLedger<Due extends DueRefund, Settled> {
  /** The log's word for this kind of refund: `order`, `return`. */
  kind: string;
  /** The refund as the log names it: `order 12 (pi_..., 1000 paise)`. */
  describe(due: Due): string;
  /** The due refunds, each leased to this runner for one attempt. */
  claim(limit: number): Promise<Due[]>;
  /** Writes the provider's answer down; throws when the shop API cannot (the lease brings it back). */
  record(due: Due, outcome: RefundOutcome): Promise<Settled>;
  /** The refund in a run's summary: `12:refunded`. */
  summary(due: Due, settled: Settled): string;
}

/**
 * One attempt at a due refund, recorded in the shop API. A shop API that cannot record it throws:
 * the refund stays open there and is attempted again once its lease runs out.
 */
export async function settleDue<Due extends DueRefund, Settled>(
  stripe: Stripe,
  ledger: RefundLedger<Due, Settled>,
  due: Due,
  options: Stripe.RequestOptions = {},
): Promise<Settled> {
  const outcome = await attemptRefund(stripe, due, options);
  const which = ledger.describe(due);
  if (outcome.state === "retrying") console.warn(`[refunds] ${which}: attempt failed, will retry: ${outcome.error}`);
  if (outcome.state === "manual") console.error(`[refunds] REFUND NEEDS A PERSON: ${which}: ${outcome.error}`);
  if (outcome.state === "refunded") console.info(`[refunds] ${which}: refunded (${outcome.refundId})`);
  return ledger.record(due, outcome);
}

/** Claimed per run: one run's work stays well inside a scheduled function's 30 s. */
const PER_RUN = 20;

/**
 * A scheduled run: every due refund of the ledger's kind gets one attempt. One that fails to be
 * recorded is left to its lease; the others go on.
 */
export async function settleDueRefunds<Due extends DueRefund, Settled>(
  stripe: Stripe,
  ledger: RefundLedger<Due, Settled>,
): Promise<Response> {
  const due = await ledger.claim(PER_RUN);
  const states: string[] = [];
  for (const refund of due) {
    try {
      states.push(ledger.summary(refund, await settleDue(stripe, ledger, refund)));
    } catch (error) {
      console.error(`[refunds] ${ledger.describe(refund)}: attempt not recorded: ${String(error)}`);
      states.push(`${ledger.kind} ${refund.returnId ?? refund.orderId}:unrecorded`);
    }
  }
  if (due.length > 0) console.info(`[refunds] scheduled ${ledger.kind} run: ${states.join(", ")}`);
  return Response.json({ attempted: due.length, states });
}
