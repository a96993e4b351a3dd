import type { Config } from "@netlify/functions";
import { orderRefunds } from "./_shared/order-refund";
import { getStripe } from "./_shared/payments";
import { settleDueRefunds } from "./_shared/refund-loop";
import { createShopApiClient } from "./_shared/shop-api-client";

/**
 * Every minute (the shortest schedule Netlify runs), the refunds of cancelled orders that are
 * still open and due: a first attempt whose request died, a provider that was down, a refund the
 * provider has not finished (decision 014). The local stack runs it on the same schedule
 * (scripts/site-server.mjs).
 */
export const config: Config = { schedule: "* * * * *" };

export default async function orderRefundsRun(): Promise<Response> {
  return settleDueRefunds(getStripe(), orderRefunds(createShopApiClient()));
}
