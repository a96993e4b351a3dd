// Back in stock by email (issue 27, decision 028): when a followed product returns to stock, the
// scheduled mail-outbox run (every second here) emails each customer who asked, once per return;
// a customer who did not ask gets nothing; runs after it send nothing again; the product selling
// out and coming back sends a second email; an alert removed before its mail goes out sends none.
// Against the real functions, shop API and a MailDev on the fixed ports 1025/1080.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paiseFromRupees } from "@/domain/money";
import { formatMoney } from "@/domain/money-text";
import { backInStockSubject, messageId, messageKey } from "@/domain/outbox";
import { caughtMails, mailServer, waitForMails, type CaughtMail } from "../support/maildev";
import { readSql, setStock } from "../support/shop-db";
import { call, newCustomer, type TestCustomer } from "./client";
import { shopProducts, type Picked } from "./helpers";

const mail = mailServer({ smtp: 1025, web: 1080 });
/** The local stack's sender (scripts/local-stack-env.mjs): Message-IDs are on its domain. */
const MAIL_DOMAIN = "shop.localhost";
const SUBJECT = /^Back in stock: /;

let product: Picked;
/** A second product, followed by a customer who removes the alert before it returns. */
let other: Picked;
let asked: TestCustomer[];
let notAsked: TestCustomer;
let removed: TestCustomer;

beforeAll(async () => {
  const stocked = (await shopProducts()).filter((candidate) => candidate.stock >= 5);
  // Well inside the catalogue: other files take the first and the last products.
  [product, other] = stocked.slice(Math.floor(stocked.length / 3)) as [Picked, Picked];
  // The stock is written straight into the shop API's database from this process, before the
  // sign-ups: a write from here while the Worker writes too fails the Worker's with SQLITE_BUSY.
  await setStock([
    [product.id, 0],
    [other.id, 0],
  ]);
  const customers = await Promise.all([
    newCustomer("Asked"),
    newCustomer("Asked"),
    newCustomer("Quiet"),
    newCustomer("Removed"),
    mail.start(),
  ]);
  const [first, second, quiet, leaving] = customers;
  asked = [first, second];
  notAsked = quiet;
  removed = leaving;
  for (const customer of asked) {
    const followed = await call("PUT", `/api/stock-alerts/${product.id}`, { cookie: customer.cookie });
    expect(followed.status, followed.text).toBe(200);
  }
  const followed = await call("PUT", `/api/stock-alerts/${other.id}`, { cookie: removed.cookie });
  expect(followed.status, followed.text).toBe(200);
});

afterAll(async () => {
  await setStock([
    [product.id, product.stock],
    [other.id, other.stock],
  ]);
  await mail.stop();
});

const mailsTo = async (customer: TestCustomer): Promise<CaughtMail[]> =>
  (await caughtMails(mail.webUrl)).filter(
    (found) => found.to.some((to) => to.address === customer.email) && SUBJECT.test(found.subject),
  );

async function restocks(productId: number): Promise<number> {
  const [row] = await readSql(`SELECT restocks FROM product_restocks WHERE product_id = ${productId}`);
  return Number(row?.restocks);
}

const keyOf = (customer: TestCustomer, productId: number, restock: number) =>
  messageKey("back-in-stock", backInStockSubject({ customerId: customer.id, productId }, restock));

describe("back-in-stock emails", () => {
  it("one email to each customer who asked when the product returns, with View product and the stop link", async () => {
    await setStock([[product.id, 3]]);
    const restock = await restocks(product.id);
    for (const customer of asked) {
      const [found, ...more] = await waitForMails(mail.webUrl, { to: customer.email, subject: SUBJECT });
      expect(more).toEqual([]);
      expect(found?.subject).toBe(`Back in stock: ${product.name}`);
      expect(found?.headers["message-id"]).toBe(messageId(keyOf(customer, product.id, restock), MAIL_DOMAIN));
      const text = found?.text.replace(/\s+/g, " ") ?? "";
      expect(text).toContain(`Hello ${customer.name}`);
      expect(text).toContain(formatMoney(paiseFromRupees(product.discountPrice)));
      expect(found?.html).toMatch(
        new RegExp(`href="http://localhost:\\d+/product/${product.id}"[^>]*>[\\s\\S]*?View product`),
      );
      expect(found?.html).toMatch(/href="http:\/\/localhost:\d+\/stock-alerts\/stop\?token=\d+\.[\w-]{43}"/);
    }
    // The on-site notice stays: the list still counts the product as back and unseen.
    const list = await call<{ backInStock: number[] }>("GET", "/api/stock-alerts", { cookie: asked[0]?.cookie });
    expect(list.body.backInStock).toEqual([product.id]);
  });

  it("none twice under the runs that follow, and a second return to stock sends a second email", async () => {
    const first = await restocks(product.id);
    // Out again and back again: a new return. Between the two mails, dozens of scheduled runs
    // asked about the same alerts and wrote nothing.
    await setStock([[product.id, 0]]);
    await setStock([[product.id, 2]]);
    expect(await restocks(product.id)).toBe(first + 1);
    for (const customer of asked) {
      const mails = await waitForMails(mail.webUrl, { to: customer.email, subject: SUBJECT }, { count: 2 });
      expect(mails.map((found) => found.headers["message-id"]).sort()).toEqual(
        [keyOf(customer, product.id, first), keyOf(customer, product.id, first + 1)]
          .map((key) => messageId(key, MAIL_DOMAIN))
          .sort(),
      );
      const sentRows = async () =>
        (
          await readSql(
            `SELECT key, attempts, sent_at FROM outbox WHERE key LIKE 'back-in-stock:${customer.id}-%' ORDER BY key`,
          )
        ).map((row) => [row.key, row.sent_at !== null && Number(row.attempts) >= 1]);
      // One row per return, each sent: a slow SMTP answer may legitimately take a second attempt
      // (issue 40), and the mails above show each was delivered once. The row is marked sent after
      // the mail server took the mail, so MailDev may show it first: waited for, not sampled.
      await expect.poll(sentRows, { timeout: 60_000 }).toEqual([
        [keyOf(customer, product.id, first), true],
        [keyOf(customer, product.id, first + 1), true],
      ]);
    }
    expect(await mailsTo(notAsked)).toEqual([]);
  });

  it("an alert removed before its product returns sends nothing", async () => {
    const removedNow = await call("DELETE", `/api/stock-alerts/${other.id}`, { cookie: removed.cookie });
    expect(removedNow.status, removedNow.text).toBe(200);
    // One more customer follows it, so that their mail shows the return was seen and sent.
    const witness = await newCustomer("Witness");
    await call("PUT", `/api/stock-alerts/${other.id}`, { cookie: witness.cookie });
    await setStock([[other.id, 4]]);
    expect(await waitForMails(mail.webUrl, { to: witness.email, subject: SUBJECT })).toHaveLength(1);
    expect(await mailsTo(removed)).toEqual([]);
  });
});
