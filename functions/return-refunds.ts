import type { Config } from "@netlify/functions";
import { getStripe } from "./_shared/payments";
import { settleReturnRefund } from "./_shared/return-refund";
import { createShopApiClient } from "./_shared/shop-api-client";

/**
 * Every minute, the refunds of received returns that are still open and due: a return just marked
 * Received by the operator, a provider that was down, a refund the provider has not finished
 * (decision 029, on decision 014's schedule and back-off). The local stack runs it on the same
 * schedule (scripts/site-server.mjs).
 */
export const config: Config = { schedule: "* * * * *" };

/** Claimed per run: one run's work stays well inside a scheduled function's 30 s. */
const PER_RUN = 20;

export default async function returnRefunds(): Promise<Response> {
  const shopApi = createShopApiClient();
  const stripe = getStripe();
  const due = await shopApi.claimReturnRefunds(PER_RUN);
  const states: string[] = [];
  for (const refund of due) {
    try {
      const orderReturn = await settleReturnRefund(stripe, shopApi, refund);
      states.push(`${orderReturn.number}:${orderReturn.refund?.state ?? "none"}`);
    } catch (error) {
      // Left open in the shop API: its lease runs out and a later run takes it again.
      console.error(`[refunds] return ${refund.returnId}: attempt not recorded: ${String(error)}`);
      states.push(`${refund.returnId}:unrecorded`);
    }
  }
  if (due.length > 0) console.info(`[refunds] scheduled returns run: ${states.join(", ")}`);
  return Response.json({ attempted: due.length, states });
}
