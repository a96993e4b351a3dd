// Nothing is lost across a restart (issue 27): with the mail server down, a functions server takes
// sign-ups and a contact message whose mails fail and wait in the shop API's outbox; the server
// is stopped and started again, the mail server comes back, and every waiting message is
// delivered, once. The server is one of this file's own,
// on :8893, running the scheduled functions every second; the suite's functions server runs them
// too, and either may send a message: neither holds one in memory.
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { messageId, messageKey } from "@/domain/outbox";
import { freshClientAddress } from "../support/client-addresses";
import { startFunctionsServer } from "../support/local-stack";
import { caughtMails, mailServer, waitForMails } from "../support/maildev";
import { readSql } from "../support/shop-db";
import { call, signIn } from "./client";
import { waitFor } from "./helpers";

const PORT = 8893;
const mail = mailServer({ smtp: 1025, web: 1080 });
const MAIL_DOMAIN = "shop.localhost";
/**
 * The messages failed every second while the mail server was down and the server restarted, so
 * their next attempt may be 40 or 80 s away (decision 019's back-off).
 */
const MAIL_BACK_MS = 200_000;

const serverEnv = {
  SHOP_API_URL: inject("shopApiUrl"),
  IMAGE_HOST: inject("shopApiUrl"),
  SHOP_API_TOKEN: inject("shopApiToken"),
  PAYMENT_SANDBOX_URL: inject("sandboxUrl"),
  SCHEDULED_FUNCTIONS_EVERY_MS: "1000",
};
const startServer = () => startFunctionsServer({ port: PORT, env: serverEnv });

let server: Awaited<ReturnType<typeof startServer>> | null = null;

beforeAll(async () => {
  await mail.stop();
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
  await mail.stop();
});

/** A customer registered through this file's server: its welcome is that server's to send. */
async function register(site: string): Promise<{ id: number; email: string; cookie: string }> {
  const email = `restart-${randomUUID().slice(0, 8)}@shop.test`;
  const password = "Passw0rdTest";
  // The box ticked: the welcome is commercial and goes only with consent (decision 047).
  const body = {
    firstname: "Restart",
    lastname: "Shopper",
    email,
    mobileno: "4165550100",
    password,
    newsConsent: true,
  };
  const result = await call<{ customer: { id: number } }>("POST", "/api/customers", {
    site,
    body,
    from: freshClientAddress(),
  });
  expect(result.status, result.text).toBe(201);
  return { id: result.body.customer.id, email, cookie: await signIn(email, password) };
}

async function failedAttempt(key: string) {
  return waitFor(async () => {
    const [row] = await readSql(`SELECT attempts, sent_at, last_error FROM outbox WHERE key = '${key}'`);
    if (row && Number(row.attempts) >= 1) return row;
    await sleep(1000);
    return undefined;
  }, `a failed attempt at ${key}`);
}

describe("mail across a restart", () => {
  it("messages written while the mail server is down survive a restart of the functions and are each delivered once", async () => {
    const site = server?.baseUrl ?? "";
    const customers = [await register(site), await register(site)];
    const tag = randomUUID().slice(0, 8);
    const contact = {
      name: `Restart ${tag}`,
      email: `restart.${tag}@shop.test`,
      subject: `Still there ${tag}?`,
      message: `Is my message ${tag} kept while you restart?`,
    };
    const sent = await call("POST", "/api/contact", { site, body: contact, from: freshClientAddress() });
    expect(sent.status, sent.text).toBe(202);
    const [contactRow] = await readSql(`SELECT key FROM outbox WHERE kind = 'contact' AND payload LIKE '%${tag}%'`);
    const contactKey = String(contactRow?.key);
    const keys = [...customers.map((customer) => messageKey("welcome", customer.id)), contactKey];
    for (const key of keys) {
      const row = await failedAttempt(key);
      expect(row).toMatchObject({ sent_at: null });
      expect(row.last_error).toBeTruthy();
    }

    await server?.stop();
    server = await startServer();
    await mail.start();

    for (const customer of customers) {
      const [welcome] = await waitForMails(
        mail.webUrl,
        { to: customer.email, subject: /./ },
        { timeoutMs: MAIL_BACK_MS },
      );
      expect(welcome?.headers["message-id"]).toBe(messageId(messageKey("welcome", customer.id), MAIL_DOMAIN));
    }
    const [shopCopy] = await waitForMails(
      mail.webUrl,
      { to: "help@shop.localhost", subject: new RegExp(tag) },
      { timeoutMs: MAIL_BACK_MS },
    );
    expect(shopCopy?.headers["message-id"]).toBe(messageId(contactKey, MAIL_DOMAIN));
    for (const key of keys) {
      const [row] = await readSql(`SELECT sent_at FROM outbox WHERE key = '${key}'`);
      expect(row?.sent_at, key).toBeTruthy();
    }
    // Each message once in the whole inbox: no runner sent one twice.
    const ids = (await caughtMails(mail.webUrl)).map((found) => found.headers["message-id"]);
    for (const key of keys)
      expect(
        ids.filter((id) => id === messageId(key, MAIL_DOMAIN)),
        key,
      ).toHaveLength(1);
  }, 300_000);
});
