import type { Config } from "@netlify/functions";
import { deliverMessages, queueBackInStockMessages } from "./_shared/outbox";
import { createShopApiClient } from "./_shared/shop-api-client";

/**
 * Every minute, the back-in-stock alerts whose product has returned, then the customer messages that are due: one whose first attempt failed or whose
 * sender died, again after growing delays, given up after a day with a log line naming it
 * (decision 019, docs/decisions/019-mail-outbox-in-d1.md). The local stack runs it on the same schedule
 * (scripts/scheduled-functions.mjs).
 */
export const config: Config = { schedule: "* * * * *" };

/** Claimed at a time: a mail server that hangs costs SMTP's 5 s connection timeout for each. */
const PER_CLAIM = 5;
/** No new claim after this: a scheduled function must end within 30 s. */
const RUN_BUDGET_MS = 15_000;

export default async function mailOutbox(): Promise<Response> {
  const shopApi = createShopApiClient();
  const started = Date.now();
  const outcomes: string[] = [];
  // First the alerts whose product is back (decision 028): their messages are due at once and go
  // out with the rest below. A failure here must not hold up the mail already waiting.
  try {
    await queueBackInStockMessages(shopApi);
  } catch (error) {
    console.error(`[mail] back-in-stock alerts not checked: ${error instanceof Error ? error.message : String(error)}`);
  }
  // A backlog drains in batches while the mail server takes them; a failure ends the run, as the
  // rest would meet the same server.
  while (Date.now() - started < RUN_BUDGET_MS) {
    const batch = await deliverMessages(shopApi, await shopApi.claimOutboxMessages({ limit: PER_CLAIM }));
    outcomes.push(...batch);
    if (batch.length < PER_CLAIM || batch.some((outcome) => !outcome.endsWith(":sent"))) break;
  }
  if (outcomes.length > 0) console.info(`[mail] scheduled run: ${outcomes.join(", ")}`);
  return Response.json({ attempted: outcomes.length, outcomes });
}
