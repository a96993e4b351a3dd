// Consent to news and offers (issue 41, migration 0022, decision 047) and the news-and-offers
// letter it allows. Service token only, like every customer call (src/lib/auth.ts).
import { Hono } from "hono";
import * as v from "valibot";
import { LocaleSchema } from "@domain/locale-schema";
import { messageKey } from "@domain/outbox";
import type { AppEnv } from "../env";
import { notFound, readBody } from "../lib/http";
import { ConsentContext, consentsNow, recordConsent } from "../lib/consent";
import { Id, Text } from "../lib/schemas";

export const consents = new Hono<AppEnv>();

const UserBody = v.object({ userid: Id("userid") }, "The request body must be a JSON object.");

interface RecordRow {
  granted: number;
  recorded_at: string;
  source: string;
  wording_version: string;
  locale: string;
  client_address: string | null;
}

/** The customer's current choice and every record behind it, newest first. */
consents.post("/get_consent", async (c) => {
  const { userid } = await readBody(c, UserBody);
  const { results } = await c.env.DB.prepare(
    `SELECT granted, recorded_at, source, wording_version, locale, client_address
     FROM consent_records WHERE customer_id = ? ORDER BY id DESC`,
  )
    .bind(userid)
    .all<RecordRow>();
  return c.json({
    status: "true",
    granted: results[0]?.granted === 1,
    records: results.map((row) => ({ ...row, granted: row.granted === 1 })),
  });
});

const RecordBody = v.object(
  {
    userid: Id("userid"),
    granted: v.boolean("granted must be true or false."),
    locale: LocaleSchema,
    ...ConsentContext,
  },
  "The request body must be a JSON object.",
);

/**
 * A grant or a withdrawal, recorded at once (CASL gives ten business days; nothing waits). The
 * same answer twice writes a second record: each is something the customer did.
 */
consents.post("/record_consent", async (c) => {
  const body = await readBody(c, RecordBody);
  const known = await c.env.DB.prepare("SELECT id FROM customers WHERE id = ?").bind(body.userid).first();
  if (!known) throw notFound("Customer not found.");
  await recordConsent(
    c.env.DB,
    {
      customerId: body.userid,
      granted: body.granted,
      source: body.source,
      wordingVersion: body.wording_version,
      locale: body.locale,
      clientAddress: body.client_address,
    },
    new Date(),
  ).run();
  return c.json({ status: "true", granted: body.granted });
});

const Letter = v.object({ subject: Text("subject", 200), body: Text("body", 20_000) });
const NewsletterBody = v.object(
  {
    letter_id: v.pipe(Text("letter_id", 60), v.regex(/^[A-Za-z0-9._-]+$/, "letter_id is letters, digits, . _ -.")),
    en: Letter,
    fr: Letter,
  },
  "The request body must be a JSON object.",
);

/**
 * The letter into the outbox: one message per customer who consents now, in their language,
 * under `newsletter:{letter}-{customer}` (INSERT OR IGNORE), so sending the same letter again
 * writes only to those who were not written to. Answers how many were written.
 */
consents.post("/enqueue_newsletter", async (c) => {
  const body = await readBody(c, NewsletterBody);
  const now = new Date();
  const result = await c.env.DB.prepare(
    `INSERT OR IGNORE INTO outbox (key, kind, customer_id, payload, created_at, due_at, locale)
     SELECT ?1 || c.id, 'newsletter', c.id,
       CASE c.locale WHEN 'fr' THEN ?2 ELSE ?3 END, ?4, ?4, c.locale
     FROM customers c WHERE ${consentsNow("c.id")}`,
  )
    .bind(
      messageKey("newsletter", `${body.letter_id}-`),
      JSON.stringify({ letterId: body.letter_id, ...body.fr }),
      JSON.stringify({ letterId: body.letter_id, ...body.en }),
      now.toISOString(),
    )
    .run();
  return c.json({ status: "true", created: result.meta.changes });
});
