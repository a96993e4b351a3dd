// A customer's own data through the real functions, shop API and a MailDev on the fixed ports
// 1025/1080 (issue 41, decision 049): the download holds the signed-in customer's data as an
// attachment and never another's; the deletion asks for the password, ends every session, frees
// the email, and its confirmation is written before the address is erased, sent once under a
// double submit, and kept until the mail server is back when it is down.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER_DATA_PATH, DELETE_ACCOUNT_PATH } from "@/domain/customer-data";
import { freshClientAddress } from "../support/client-addresses";
import { mailServer, waitForMails } from "../support/maildev";
import { readSql } from "../support/shop-db";
import { addressForm, call, newCustomer, setCookies, type TestCustomer } from "./client";
import { expectError, waitFor } from "./helpers";

const mail = mailServer({ smtp: 1025, web: 1080 });
const DELETED_SUBJECT = /^Your .* account was deleted$/;

beforeAll(() => mail.start());
afterAll(() => mail.stop());

const deleteAccount = (customer: TestCustomer, password = customer.password) =>
  call<{ deleted: boolean }>("POST", DELETE_ACCOUNT_PATH, { cookie: customer.cookie, body: { password } });

async function withAddress(firstname: string): Promise<TestCustomer> {
  const customer = await newCustomer(firstname);
  const saved = await call("POST", "/api/addresses", {
    cookie: customer.cookie,
    body: { ...addressForm(), name: `${firstname} Home`, street: `${firstname} Lane 7` },
  });
  expect(saved.status, saved.text).toBe(201);
  return customer;
}

describe("Download my data", () => {
  it("is the signed-in customer's data as a JSON attachment, with nothing of another customer", async () => {
    const [mine, theirs] = await Promise.all([withAddress("Keeper"), withAddress("Outsider")]);
    const download = await call<Record<string, unknown>>("GET", CUSTOMER_DATA_PATH, { cookie: mine.cookie });
    expect(download.status, download.text).toBe(200);
    expect(download.headers.get("content-type")).toMatch(/^application\/json/);
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(download.body).toMatchObject({
      format: "customer-data/1",
      controller: { legalName: expect.any(String) },
      profile: { id: mine.id, email: mine.email, firstname: "Keeper" },
      addresses: [expect.objectContaining({ address1: "Keeper Lane 7" })],
      // No welcome without consent to news and offers (decision 047); the consent history is exported.
      messages: [],
    });
    for (const section of ["orders", "returns", "reviews", "wishlist", "stock_alerts", "cart", "consents"]) {
      expect(download.body, section).toHaveProperty(section);
    }
    for (const foreign of [theirs.email, "Outsider", "Outsider Lane 7"]) expect(download.text).not.toContain(foreign);
  });

  it("is refused to a guest", async () => {
    expectError(await call("GET", CUSTOMER_DATA_PATH), 401, "unauthenticated");
  });
});

describe("Delete my account", () => {
  it("refuses a wrong password and leaves the account as it was", async () => {
    const customer = await newCustomer("Wary");
    expectError(await deleteAccount(customer, "NotMine123"), 403, "wrong_password");
    expect((await call("GET", CUSTOMER_DATA_PATH, { cookie: customer.cookie })).status).toBe(200);
  });

  it("ends every session, stops sign-in, frees the email, and mails the confirmation once under a double submit", async () => {
    const customer = await withAddress("Leaving");
    const otherDevice = await call("POST", "/api/session", {
      body: { email: customer.email, password: customer.password },
    });
    const otherCookie = setCookies(otherDevice.headers).get("session")?.split(";")[0] ?? "";
    // Two submits at once: both succeed, one deletion, one message.
    const [first, second] = await Promise.all([deleteAccount(customer), deleteAccount(customer)]);
    for (const answer of [first, second]) {
      expect(answer.status, answer.text).toBe(200);
      expect(setCookies(answer.headers).get("session")).toMatch(/Max-Age=0/);
    }
    for (const cookie of [customer.cookie, otherCookie]) {
      expectError(await call("GET", CUSTOMER_DATA_PATH, { cookie }), 401, "unauthenticated");
    }
    const signIn = await call("POST", "/api/session", { body: { email: customer.email, password: customer.password } });
    expect(signIn.status).toBe(401);

    const mails = await waitForMails(mail.webUrl, { to: customer.email, subject: DELETED_SUBJECT });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(customer.email);
    // Sent, then the address's last copy goes.
    await waitFor(async () => {
      const [row] = await readSql(`SELECT payload FROM outbox WHERE key = 'account-deleted:${customer.id}'`);
      return row?.payload === null ? row : undefined;
    }, "the message's address cleared");
    // Recorded as sent, it can never be claimed again: the one mail is all there will be.
    expect(
      await waitForMails(mail.webUrl, { to: customer.email, subject: DELETED_SUBJECT }, { timeoutMs: 0 }),
    ).toHaveLength(1);

    const again = await call<{ customer: { id: number } }>("POST", "/api/customers", {
      body: {
        firstname: "Back",
        lastname: "Again",
        email: customer.email,
        mobileno: "4165550100",
        password: "Passw0rdTest",
      },
      from: freshClientAddress(),
    });
    expect(again.status, again.text).toBe(201);
    expect(again.body.customer.id).not.toBe(customer.id);
  });

  it("keeps the confirmation while the mail server is down and sends it when it is back", async () => {
    const customer = await newCustomer("Patient");
    await mail.stop();
    try {
      expect((await deleteAccount(customer)).status).toBe(200);
      const key = `account-deleted:${customer.id}`;
      const failed = await waitFor(async () => {
        const [row] = await readSql(`SELECT attempts, sent_at, payload FROM outbox WHERE key = '${key}'`);
        if (row && Number(row.attempts) >= 1) return row;
        await sleep(500);
        return undefined;
      }, `a failed attempt at ${key}`);
      expect(failed.sent_at).toBeNull();
      expect(JSON.parse(String(failed.payload))).toMatchObject({ email: customer.email });
    } finally {
      await mail.start();
    }
    // The scheduled run tries again within its back-off (10 s, then 20 s).
    const mails = await waitForMails(
      mail.webUrl,
      { to: customer.email, subject: DELETED_SUBJECT },
      { timeoutMs: 90_000 },
    );
    expect(mails).toHaveLength(1);
  });
});
