// Lawful messages (issue 41) through the real functions, site server, shop API and outbox, with a
// MailDev on the fixed ports 1025/1080 started here, as in order-emails.test.ts: every email names
// the seller; a commercial one carries RFC 8058's one-click unsubscribe, which a mail provider's
// POST (no cookie, no Origin) uses to withdraw at once, after which no commercial email goes while
// transactional ones still do; a forged token changes nothing; a customer without consent gets no
// commercial email; the letter goes once per customer and letter, in their language.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { NEWS_CONSENT_WORDING } from "@/domain/consent";
import { LOCAL_SELLER } from "@functions/_shared/config";
import { enqueueNewsletter, parseLetter, type Letter } from "../../scripts/newsletter-send.mjs";
import { freshClientAddress } from "../support/client-addresses";
import { caughtMails, mailServer, rawHeader, waitForMails, type CaughtMail } from "../support/maildev";
import { executeSql, readSql } from "../support/shop-db";
import { baseUrl, call, signIn } from "./client";
import { alteredToken, waitFor } from "./helpers";

const mail = mailServer({ smtp: 1025, web: 1080 });
const SHOP_INBOX = "help@shop.localhost";
const shopApiUrl = inject("shopApiUrl");
const shopApiToken = inject("shopApiToken");

beforeAll(() => mail.start());
afterAll(() => mail.stop());

interface Registered {
  id: number;
  email: string;
  password: string;
}

async function register(locale: "en" | "fr", newsConsent: boolean): Promise<Registered> {
  const email = `consent-${randomUUID().slice(0, 8)}@shop.test`;
  const password = "Passw0rdTest";
  const created = await call<{ customer: { id: number } }>("POST", "/api/customers", {
    body: { firstname: "Nadia", lastname: "Roy", email, mobileno: "5145550100", password, locale, newsConsent },
    from: freshClientAddress(),
  });
  expect(created.status, created.text).toBe(201);
  return { id: created.body.customer.id, email, password };
}

async function oneMail(to: string, subject: RegExp): Promise<CaughtMail> {
  const [found] = await waitForMails(mail.webUrl, { to, subject });
  if (!found) throw new Error(`no mail to ${to} with a subject like ${subject}`);
  return found;
}

const consentRecords = (customerId: number) =>
  readSql(
    `SELECT granted, source, wording_version, locale, recorded_at FROM consent_records WHERE customer_id = ${customerId} ORDER BY id`,
  );

/** The example letter under an id of this run's own, so a rerun on the same database writes anew. */
function letter(): Letter {
  return { ...parseLetter(readFileSync("docs/newsletter-example.md", "utf8")), letter_id: `test-${randomUUID()}` };
}

const send = (toSend: Letter) => enqueueNewsletter({ shopApiUrl, token: shopApiToken, letter: toSend });

const outboxKeys = async (key: string) =>
  (await readSql(`SELECT key FROM outbox WHERE key = '${key}'`)).map((row) => row.key);

/** Each email's foot: the seller's legal name, mailing address, and an email and a web address. */
function expectSender(found: CaughtMail): void {
  const text = found.text.replace(/\s+/g, " ");
  expect(text).toContain(LOCAL_SELLER.legalName);
  expect(text).toContain(LOCAL_SELLER.postalAddress);
  expect(text).toContain(SHOP_INBOX);
  expect(text).toContain(baseUrl);
}

describe("consent and unsubscribe", () => {
  it("a customer who ticked the box gets the welcome with one-click unsubscribe; the provider's POST withdraws, transactional mail still comes", async () => {
    const customer = await register("en", true);
    const [grant] = await consentRecords(customer.id);
    expect(grant).toMatchObject({
      granted: 1,
      source: "register",
      wording_version: NEWS_CONSENT_WORDING,
      locale: "en",
    });
    expect(Date.parse(String(grant?.recorded_at))).not.toBeNaN();

    const welcome = await oneMail(customer.email, /^Welcome to /);
    expectSender(welcome);
    const listUnsubscribe = await rawHeader(mail.webUrl, welcome, "List-Unsubscribe");
    const url = /^<([^>]+)>$/.exec(listUnsubscribe ?? "")?.[1] ?? "";
    expect(url).toMatch(
      new RegExp(`^${baseUrl}/api/unsubscribe\\?token=${customer.id}\\.[A-Za-z0-9_-]{43}&locale=en$`),
    );
    expect(await rawHeader(mail.webUrl, welcome, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const token = new URL(url).searchParams.get("token") ?? "";
    // The visible link: the confirm page, with the same token.
    expect(welcome.html).toContain(`href="${baseUrl}/unsubscribe?token=${encodeURIComponent(token)}"`);

    const oneClick = (target: string) =>
      fetch(target, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
        redirect: "manual",
      });
    // A forged or altered token changes nothing; nor does opening the URL (a mail scanner), which
    // sends a browser to the confirm page.
    const altered = alteredToken(token);
    const refused = [
      await oneClick(`${baseUrl}/api/unsubscribe?token=${encodeURIComponent(altered)}`),
      await oneClick(`${baseUrl}/api/unsubscribe?token=${customer.id + 1}.${token.split(".")[1]}`),
      await oneClick(`${baseUrl}/api/unsubscribe`),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400]);
    const opened = await fetch(url, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("Location")).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await consentRecords(customer.id)).toHaveLength(1);

    // As a mail provider posts it: no cookie, no Origin. Again: the same answer (idempotent).
    expect((await oneClick(url)).status).toBe(200);
    expect((await oneClick(url)).status).toBe(200);
    const records = await consentRecords(customer.id);
    expect(records.at(-1)).toMatchObject({ granted: 0, source: "unsubscribe" });
    expect(records.slice(1).every((record) => record.granted === 0)).toBe(true);

    // No letter is written to them; a transactional email (a reset link) still comes, with the seller.
    const sent = letter();
    await send(sent);
    expect(await outboxKeys(`newsletter:${sent.letter_id}-${customer.id}`)).toEqual([]);
    const reset = await call("POST", "/api/password-reset", {
      body: { identifier: customer.email },
      from: freshClientAddress(),
    });
    expect(reset.status).toBe(202);
    const resetMail = await oneMail(customer.email, /^Reset your /);
    expectSender(resetMail);
    expect(await rawHeader(mail.webUrl, resetMail, "List-Unsubscribe")).toBeNull();
  });

  it("without the box there is no welcome; consent given in the preferences brings the letter once, in French", async () => {
    const customer = await register("fr", false);
    expect(await outboxKeys(`welcome:${customer.id}`)).toEqual([]);
    expect(await consentRecords(customer.id)).toEqual([]);

    const cookie = await signIn(customer.email, customer.password);
    const granted = await call<{ granted: boolean }>("PUT", "/api/consent?locale=fr", {
      cookie,
      body: { granted: true },
    });
    expect(granted.status, granted.text).toBe(200);
    expect(granted.body.granted).toBe(true);
    expect((await consentRecords(customer.id)).at(-1)).toMatchObject({
      granted: 1,
      source: "profile",
      locale: "fr",
      wording_version: NEWS_CONSENT_WORDING,
    });

    const sent = letter();
    expect(await send(sent)).toBeGreaterThanOrEqual(1);
    // The same letter again writes nothing for them: one message per customer and letter.
    await send(sent);
    expect(await outboxKeys(`newsletter:${sent.letter_id}-${customer.id}`)).toHaveLength(1);
    const found = await oneMail(customer.email, new RegExp(`^${sent.fr.subject}$`));
    expect(found.html).toMatch(/<html[^>]* lang="fr"/);
    expect(found.text).toContain("Pour nous joindre");
    expect(found.html).toContain(`href="${baseUrl}/fr/unsubscribe?token=`);
    expect(await rawHeader(mail.webUrl, found, "List-Unsubscribe")).toMatch(
      new RegExp(`^<${baseUrl}/api/unsubscribe\\?token=${customer.id}\\.[^&>]+&locale=fr>$`),
    );
    expectSender(found);
  });

  it("drops a commercial message whose customer has no current consent when it is sent, with nothing mailed", async () => {
    const customer = await register("en", false);
    const key = `newsletter:test-dropped-${randomUUID()}-${customer.id}`;
    const now = new Date().toISOString();
    await executeSql(
      `INSERT INTO outbox (key, kind, customer_id, payload, created_at, due_at, locale)
       VALUES ('${key}', 'newsletter', ${customer.id}, '{"subject":"Not for you","body":"Nothing."}', '${now}', '${now}', 'en')`,
    );
    await waitFor(
      async () => {
        const [row] = await readSql(`SELECT sent_at FROM outbox WHERE key = '${key}'`);
        if (row?.sent_at) return row;
        await sleep(1000);
        return undefined;
      },
      `${key} to be done with`,
      60_000,
    );
    const mails = (await caughtMails(mail.webUrl)).filter((found) =>
      found.to.some((to) => to.address === customer.email),
    );
    expect(mails).toEqual([]);
  });
});
