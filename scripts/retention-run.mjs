#!/usr/bin/env node
// `npm run retention:run`: the operator runs the retention job now, as the site's scheduled
// function retention.ts does every hour (decision 059): POST /api/apply_retention with the service
// token, again while a run still finds rows past their period, so a backlog drains in one command.
// Prints the counts; `--once` stops after one bounded run.
//
// The shop API and its token: as `npm run return:received` finds them (return-received.mjs).
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { localShopApi } from "./return-received.mjs";

/** One bounded run; resolves with the shop API's counts, rejects with its refusal. */
export async function applyRetention({ shopApiUrl, token, limit }) {
  const response = await fetch(`${shopApiUrl}/api/apply_retention`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(limit === undefined ? {} : { limit }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`the shop API refused (HTTP ${response.status}): ${body.message ?? "no message"}`);
  const counts = { ...body };
  delete counts.status;
  return counts;
}

/** The counts of a run, one line. */
export const countsLine = (counts) =>
  Object.entries(counts)
    .map(([kind, count]) => `${kind}=${count}`)
    .join(" ");

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, "retention-run.mjs")) {
  const { values } = parseArgs({ options: { once: { type: "boolean", default: false } } });
  try {
    const shopApi = localShopApi(process.env);
    for (;;) {
      const counts = await applyRetention(shopApi);
      console.log(`retention: ${countsLine(counts)}`);
      if (values.once || Object.values(counts).every((count) => count === 0)) break;
    }
  } catch (error) {
    console.error(`retention:run: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
