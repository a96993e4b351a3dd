import type { Config } from "@netlify/functions";
import { deleteCardsOfDeletedAccounts } from "./_shared/cards";
import { createShopApiClient } from "./_shared/shop-api-client";

/**
 * Every hour, one bounded run of the retention job (issue 41, decision 059): message bodies sent
 * more than 30 days ago, reset rows a day old, sign-in and throttle windows that ended, and guests
 * without an order once their session is over; and deleted accounts' provider Customers, with their
 * saved cards (decision 061). A backlog drains over the next runs; `npm run
 * retention:run` drains it at once. The local stack runs it on the same schedule.
 */
export const config: Config = { schedule: "@hourly" };

export default async function retentionRun(): Promise<Response> {
  const shopApi = createShopApiClient();
  const counts = {
    ...(await shopApi.applyRetention()),
    // Deleted accounts' saved cards, at the provider (decision 061).
    provider_customers: await deleteCardsOfDeletedAccounts(shopApi),
  };
  console.info(
    `[retention] ${Object.entries(counts)
      .map(([kind, count]) => `${kind}=${count}`)
      .join(" ")}`,
  );
  return Response.json(counts);
}
