#!/usr/bin/env node
// `npm run return:received -- R000012`: the operator has a return's parcel. Marks the return
// Received in the local shop API (POST /api/mark_return_received with the service token), which
// writes its refund down; the site's scheduled function return-refunds.ts then refunds it through
// the payment provider, once, and emails the customer (decision 029).
//
// The shop API: SHOP_API_URL, else the local stack's (http://localhost:STACK_SHOP_API_PORT, 8787).
// The token: SHOP_API_TOKEN, else the one the running `npm start` / `npm run dev` wrote into its
// state folder (STACK_STATE_DIR, default shop-api/.wrangler/state).
import { resolve } from "node:path";
import { runningStackToken, SHOP_API_TOKEN_FILE } from "./local-stack-env.mjs";

/** Marks the return `number` received; resolves with the shop API's answer, rejects with its refusal. */
export async function markReturnReceived({ shopApiUrl, token, number }) {
  const response = await fetch(`${shopApiUrl}/api/mark_return_received`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ number }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`the shop API refused (HTTP ${response.status}): ${body.message ?? "no message"}`);
  return body;
}

/** The shop API an operator's command talks to, and its token (the comment above; order-advance.mjs too). */
export function localShopApi(env) {
  const token = runningStackToken(env);
  if (!token)
    throw new Error(
      `no SHOP_API_TOKEN and no ${SHOP_API_TOKEN_FILE} in the stack's state folder: is \`npm start\` running?`,
    );
  return { shopApiUrl: env.SHOP_API_URL?.trim() || `http://localhost:${env.STACK_SHOP_API_PORT || 8787}`, token };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, "return-received.mjs")) {
  const number = process.argv[2];
  if (!number) {
    console.error("usage: npm run return:received -- <return number, e.g. R000012>");
    process.exit(2);
  }
  try {
    const answer = await markReturnReceived({ ...localShopApi(process.env), number });
    const [found] = answer.data ?? [];
    console.log(
      answer.received
        ? `Return ${found.number} is Received: its refund of ₹${found.refund_amount} is ${found.refund_state}.`
        : `Return ${found.number} was not Requested (it is ${found.state}): nothing changed.`,
    );
  } catch (error) {
    console.error(`return:received: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
