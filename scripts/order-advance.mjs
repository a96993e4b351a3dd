#!/usr/bin/env node
// `npm run order:advance -- 12 shipped --carrier "Canada Post" --tracking 7023210039414604`: the
// operator moves an order one step on (packed, shipped, out-for-delivery, delivered) in the local
// shop API (POST /api/advance_order with the service token), which records the step once with its
// time and writes the customer's "shipped" or "delivered" email to the outbox; the site's
// scheduled function mail-outbox.ts sends it (decision 050). `--expected 2026-12-10` sets the day
// a shipped parcel should arrive.
//
// The shop API and its token: as `npm run return:received` finds them (return-received.mjs).
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { localShopApi } from "./return-received.mjs";

/** Moves order `number` to `to`; resolves with the shop API's answer, rejects with its refusal. */
export async function advanceOrder({ shopApiUrl, token, number, to, carrier, tracking, expected }) {
  const response = await fetch(`${shopApiUrl}/api/advance_order`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ number, to, carrier, tracking, expected }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`the shop API refused (HTTP ${response.status}): ${body.message ?? "no message"}`);
  return body;
}

const USAGE =
  'usage: npm run order:advance -- <order number> <packed|shipped|out-for-delivery|delivered> [--carrier "Canada Post" --tracking 7023210039414604] [--expected YYYY-MM-DD]';

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, "order-advance.mjs")) {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { carrier: { type: "string" }, tracking: { type: "string" }, expected: { type: "string" } },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
  const [number, to] = parsed.positionals;
  if (!number || !to || parsed.positionals.length > 2) {
    console.error(USAGE);
    process.exit(2);
  }
  try {
    const answer = await advanceOrder({ ...localShopApi(process.env), number, to, ...parsed.values });
    const [line] = answer.data ?? [];
    console.log(
      answer.advanced
        ? `Order #${line.CoOrderID} is ${line.CoOrderStatus}.`
        : `Order #${line.CoOrderID} is already ${line.CoOrderStatus}: nothing changed.`,
    );
  } catch (error) {
    console.error(`order:advance: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
