// Contact messages (issue 27): the contact form's message reaches the shop's inbox
// (SHOP_CONTACT_EMAIL, the local stack's help@shop.localhost) with Reply-To the sender, once per
// message however often it is submitted, and the sender gets one acknowledgement a day in the
// page's language (decision 046); a flood from one client address gets 429; with the mail server
// down the message is still accepted and arrives, with its acknowledgement, once it is back. Against the real
// functions and shop API, and a MailDev on the fixed ports 1025/1080 started here (so that it can
// be stopped), as in order-emails.test.ts.
import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_MAX_PER_ADDRESS } from "@/domain/contact";
import { messageId } from "@/domain/outbox";
import { freshClientAddress } from "../support/client-addresses";
import { mailServer, rawHeader, waitForMails, type CaughtMail } from "../support/maildev";
import { readSql } from "../support/shop-db";
import { call } from "./client";

const mail = mailServer({ smtp: 1025, web: 1080 });
/** The local stack's inbox and sender (scripts/local-stack-env.mjs). */
const SHOP_INBOX = "help@shop.localhost";
const MAIL_DOMAIN = "shop.localhost";

beforeAll(() => mail.start());
afterAll(() => mail.stop());

/** A message no other test writes: its subject names it, so its mail is found among the others. */
function newMessage(sender: string) {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `${sender} ${tag}`,
    email: `${sender.toLowerCase()}.${tag}@shop.test`,
    subject: `Parcel ${tag}`,
    message: `Where is my parcel ${tag}, please? It was due on Monday.`,
  };
}

/** Its outbox key, as the functions make it: what was written, hashed (a double submit is one message). */
function contactKey(message: ReturnType<typeof newMessage>): string {
  const text = JSON.stringify([message.name, message.email, message.subject, message.message]);
  return `contact:${createHash("sha256").update(text).digest("hex").slice(0, 32)}`;
}

async function outboxRow(key: string) {
  const [row] = await readSql(`SELECT attempts, sent_at, last_error FROM outbox WHERE key = '${key}'`);
  return row as { attempts: number; sent_at: string | null; last_error: string | null } | undefined;
}

function send(message: object, from: string) {
  return call<{ message?: string; error?: { code: string } }>("POST", "/api/contact", { body: message, from });
}

const withSubject = (subject: string) => ({ to: SHOP_INBOX, subject: new RegExp(subject) });

const replyTo = (found: CaughtMail) => rawHeader(mail.webUrl, found, "Reply-To");

describe("contact messages", () => {
  it("reach the shop's inbox once, with Reply-To the sender, however often the form is submitted", async () => {
    const message = newMessage("Asha");
    const from = freshClientAddress();
    const [first, second] = await Promise.all([send(message, from), send(message, from)]);
    expect(first.status, first.text).toBe(202);
    expect(second.status, second.text).toBe(202);
    const mails = await waitForMails(mail.webUrl, withSubject(message.subject));
    expect(mails).toHaveLength(1);
    const [found] = mails as [CaughtMail];
    expect(found.subject).toBe(`Contact form: ${message.subject} (from ${message.name})`);
    expect(await replyTo(found)).toBe(`${message.name} <${message.email}>`);
    expect(found.headers["message-id"]).toBe(messageId(contactKey(message), MAIL_DOMAIN));
    expect(found.text).toContain(message.message);
    expect(found.text).toContain(message.email);
  });

  it("acknowledge to the sender once a day, in the page's language, repeating none of their words", async () => {
    const message = newMessage("Chloé");
    const from = freshClientAddress();
    const another = { ...newMessage("Chloé"), email: message.email.toUpperCase() };
    for (const sent of [
      await send({ ...message, locale: "fr" }, from),
      await send({ ...message, locale: "fr" }, from),
      await send({ ...another, locale: "fr" }, from),
    ])
      expect(sent.status, sent.text).toBe(202);
    // Both messages reach the shop; the address gets one acknowledgement for the day.
    await waitForMails(mail.webUrl, withSubject(`${message.subject}|${another.subject}`), { count: 2 });
    const receipts = await waitForMails(mail.webUrl, { to: message.email, subject: /./ });
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts as [CaughtMail];
    expect(receipt.subject).toBe("Nous avons reçu votre message à ShopNest");
    expect(receipt.html).toContain('lang="fr"');
    for (const theirs of [message.name, message.subject, message.message, another.message])
      expect(`${receipt.subject} ${receipt.text}`).not.toContain(theirs);
    const rows = await readSql(
      `SELECT key, sent_at FROM outbox WHERE kind = 'contact-received' AND payload LIKE '%${message.email.split("@")[0]}%'`,
    );
    expect(rows).toHaveLength(1);
  });

  it("refuses a message with a field missing or wrong, naming the field, and sends nothing", async () => {
    const refused = await send({ name: "Asha", email: "asha@shop", message: "short" }, freshClientAddress());
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body).toMatchObject({
      error: {
        code: "validation_failed",
        fields: { email: "Please enter a valid email address.", message: "Please enter at least 10 characters." },
      },
    });
  });

  it(`answers 429 past ${CONTACT_MAX_PER_ADDRESS} messages from one client address, and another address is not stopped`, async () => {
    const from = freshClientAddress();
    for (let sent = 0; sent < CONTACT_MAX_PER_ADDRESS; sent++) {
      const accepted = await send(newMessage("Flood"), from);
      expect(accepted.status, accepted.text).toBe(202);
    }
    const flooded = newMessage("Flood");
    const refused = await send(flooded, from);
    expect(refused.status, refused.text).toBe(429);
    expect(refused.body).toMatchObject({
      error: {
        code: "too_many_messages",
        message: "You have sent several messages in a short time. Please try again later.",
      },
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const elsewhere = await send(newMessage("Neighbour"), freshClientAddress());
    expect(elsewhere.status, elsewhere.text).toBe(202);
    // The refused one never reached the outbox: the inbox gets the accepted ones only.
    await waitForMails(mail.webUrl, withSubject("Neighbour|Flood"), { count: CONTACT_MAX_PER_ADDRESS + 1 });
    expect(await waitForMails(mail.webUrl, withSubject(flooded.subject), { timeoutMs: 0 })).toEqual([]);
  });

  it("with the mail server down the message is accepted, waits in the outbox and arrives once it is back", async () => {
    const message = newMessage("Patient");
    await mail.stop();
    try {
      const accepted = await send(message, freshClientAddress());
      expect(accepted.status, accepted.text).toBe(202);
      // Its first attempt, made before the answer, failed: the outbox keeps it.
      expect(await outboxRow(contactKey(message))).toMatchObject({ attempts: 1, sent_at: null });
      expect((await outboxRow(contactKey(message)))?.last_error).toMatch(/ECONNREFUSED/);
    } finally {
      await mail.start();
    }
    // The scheduled function (every second in this suite) delivers it after its first failed attempt.
    const mails = await waitForMails(mail.webUrl, withSubject(message.subject), { timeoutMs: 60_000 });
    expect(mails).toHaveLength(1);
    expect(await replyTo(mails[0]!)).toBe(`${message.name} <${message.email}>`);
    // So does the sender's acknowledgement, written with it.
    const receipts = await waitForMails(mail.webUrl, { to: message.email, subject: /./ }, { timeoutMs: 60_000 });
    expect(receipts.map((receipt) => receipt.subject)).toEqual(["We have your message to ShopNest"]);
  });
});
