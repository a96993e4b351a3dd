import type { Config } from "@netlify/functions";
import { settleRefund } from "./_shared/order-refund";
import { getStripe } from "./_shared/payments";
import { createShopApiClient } from "./_shared/shop-api-client";

/**
 * Every minute (the shortest schedule Netlify runs), the refunds of cancelled orders that are
 * still open and due: a first attempt whose request died, a provider that was down, a refund the
 * provider has not finished (decision 014). The local stack runs it on the same schedule
 * (scripts/site-server.mjs).
 */
export const config: Config = { schedule: "* * * * *" };

/** Claimed per run: one run's work stays well inside a scheduled function's 30 s. */
const PER_RUN = 20;

export default async function orderRefunds(): Promise<Response> {
  const shopApi = createShopApiClient();
  const stripe = getStripe();
  const due = await shopApi.claimOrderRefunds(PER_RUN);
  const states: string[] = [];
  for (const refund of due) {
    try {
      const order = await settleRefund(stripe, shopApi, refund);
      states.push(`${refund.orderId}:${order.refund?.state ?? "none"}`);
    } catch (error) {
      // Left open in the shop API: its lease runs out and a later run takes it again.
      console.error(`[refunds] order ${refund.orderId}: attempt not recorded: ${String(error)}`);
      states.push(`${refund.orderId}:unrecorded`);
    }
  }
  if (due.length > 0) console.info(`[refunds] scheduled run: ${states.join(", ")}`);
  return Response.json({ attempted: due.length, states });
}
