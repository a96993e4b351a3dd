import type { Config } from "@netlify/functions";
import { deliverMessages } from "./_shared/outbox";
import { createShopApiClient } from "./_shared/shop-api-client";

/**
 * Every minute, the customer messages that are due: one whose first attempt failed or whose
 * sender died, again after growing delays, given up after a day with a log line naming it
 * (decision NNN-mail-outbox-in-d1). The local stack runs it on the same schedule
 * (scripts/scheduled-functions.mjs).
 */
export const config: Config = { schedule: "* * * * *" };

/** Claimed per run: each send may take SMTP's timeouts, and a run must end within 30 s. */
const PER_RUN = 5;

export default async function mailOutbox(): Promise<Response> {
  const shopApi = createShopApiClient();
  const outcomes = await deliverMessages(shopApi, await shopApi.claimOutboxMessages({ limit: PER_RUN }));
  if (outcomes.length > 0) console.info(`[mail] scheduled run: ${outcomes.join(", ")}`);
  return Response.json({ attempted: outcomes.length, outcomes });
}
