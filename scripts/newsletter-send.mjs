#!/usr/bin/env node
// `npm run newsletter:send -- letter.md`: queues the news-and-offers letter (issue 41) for every
// customer who consents to it now, one message each in their language, through the shop API's
// outbox (POST /api/enqueue_newsletter with the service token); the site's scheduled function
// mail-outbox.ts sends them with the unsubscribe link and headers. Run again with the same letter
// id, it writes only to those who were not written to (a consent given since, a run cut short).
//
// The letter file (docs/newsletter-example.md):
//   ---
//   id: 2026-12-winter
//   ---
//   # en: The English subject
//   English paragraphs, separated by blank lines.
//   # fr: L’objet en français
//   Les paragraphes en français.
//
// The shop API and its token as `npm run return:received` finds them (SHOP_API_URL, SHOP_API_TOKEN,
// else the running local stack's).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { runningStackToken, SHOP_API_TOKEN_FILE } from "./local-stack-env.mjs";

/** The letter's id and its subject and body in each language; throws naming what is missing. */
export function parseLetter(text) {
  const front = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  const id = front ? /^id:\s*(\S+)\s*$/m.exec(front[1])?.[1] : undefined;
  if (!id) throw new Error("the letter has no `id:` between its opening --- lines");
  const rest = text.slice(front[0].length);
  const letter = { letter_id: id };
  for (const locale of ["en", "fr"]) {
    const heading = new RegExp(`^# ${locale}:[ \\t]*(.+)$`, "m").exec(rest);
    if (!heading) throw new Error(`the letter has no "# ${locale}: subject" line`);
    const after = rest.slice(heading.index + heading[0].length);
    const next = /^# (en|fr):/m.exec(after);
    const body = (next ? after.slice(0, next.index) : after).trim();
    if (body === "") throw new Error(`the letter's ${locale} part has no text`);
    letter[locale] = { subject: heading[1].trim(), body };
  }
  return letter;
}

/** Queues `letter`; resolves with how many messages were written now. */
export async function enqueueNewsletter({ shopApiUrl, token, letter }) {
  const response = await fetch(`${shopApiUrl}/api/enqueue_newsletter`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(letter),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`the shop API refused (HTTP ${response.status}): ${body.message ?? "no message"}`);
  return body.created;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, "newsletter-send.mjs")) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: npm run newsletter:send -- <letter.md>");
    process.exit(2);
  }
  try {
    const env = process.env;
    const shopApiUrl = env.SHOP_API_URL?.trim() || `http://localhost:${env.STACK_SHOP_API_PORT || 8787}`;
    const token = runningStackToken(env);
    if (!token) throw new Error(`no SHOP_API_TOKEN and no ${SHOP_API_TOKEN_FILE} in the stack's state folder`);
    const letter = parseLetter(readFileSync(file, "utf8"));
    const created = await enqueueNewsletter({ shopApiUrl, token, letter });
    console.log(`Letter ${letter.letter_id}: ${created} message(s) queued for consenting customers.`);
  } catch (error) {
    console.error(`newsletter:send: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
