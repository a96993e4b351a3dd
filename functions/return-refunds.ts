import type { Config } from "@netlify/functions";
import { getStripe } from "./_shared/payments";
import { settleDueRefunds } from "./_shared/refund-loop";
import { returnRefunds } from "./_shared/return-refund";
import { createShopApiClient } from "./_shared/shop-api-client";

/**
 * Every minute, the refunds of received returns that are still open and due: a return just marked
 * Received by the operator, a provider that was down, a refund the provider has not finished
 * (decision 029, on decision 014's loop). The local stack runs it on the same schedule
 * (scripts/site-server.mjs).
 */
export const config: Config = { schedule: "* * * * *" };

export default async function returnRefundsRun(): Promise<Response> {
  return settleDueRefunds(getStripe(), returnRefunds(createShopApiClient()));
}
