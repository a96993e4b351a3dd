// A refund that falls to a person (issue 40): the provider does not know the order's payment, so
// no retry can help and the refund is `manual`. The customer gets one email saying so and when to
// expect the money, in their language, written with that record: with the mail server down it
// waits in the outbox and arrives, once, when it is back. Against the real functions, shop API,
// payment sandbox and a MailDev on the fixed ports 1025/1080 (started here, so that it can be
// stopped; the scheduled function mail-outbox runs every second).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "@/domain/order";
import { CANCEL_REASONS } from "@/domain/order-cancellation";
import { formatMoney } from "@/domain/money-text";
import { manualRefundSubject, messageKey } from "@/domain/outbox";
import { mailServer, waitForMails } from "../support/maildev";
import { executeSql, readSql } from "../support/shop-db";
import { call, newCustomer } from "./client";
import { addAddress, buyThroughWebhook, lineFor, pickProducts, putCart, type Picked } from "./helpers";

const mail = mailServer({ smtp: 1025, web: 1080 });
const CANCEL = { reason: CANCEL_REASONS[1], comment: "Bought the same thing in a shop nearby." };

beforeAll(() => mail.start());
afterAll(() => mail.stop());

describe("a refund left to a person", () => {
  it("emails the customer once, saying so and within how many business days, even when the mail server was down", async () => {
    const customer = await newCustomer("Manual");
    const address = await addAddress(customer.cookie, "Ontario");
    const [item] = (await pickProducts(1, (candidate) => candidate.stock >= 10, [])) as [Picked];
    await putCart(customer.cookie, [lineFor(item, 1)]);
    const { orderId } = await buyThroughWebhook(customer.cookie, { addressId: address.id });
    // A payment the provider has never heard of: what a refund cannot be asked for.
    await executeSql(`UPDATE orders SET payment_intent_id = 'pi_unknown_${orderId}' WHERE id = ${orderId}`);
    const key = messageKey("refund-manual", manualRefundSubject({ orderId }));

    await mail.stop();
    let order: Order;
    try {
      const cancelled = await call<{ order: Order }>("POST", `/api/orders/${orderId}/cancel`, {
        cookie: customer.cookie,
        body: CANCEL,
      });
      expect(cancelled.status, cancelled.text).toBe(200);
      order = cancelled.body.order;
      expect(order.refund?.state).toBe("manual");
      // Written with the refund's record; its first attempt failed, the outbox keeps it.
      const [row] = await readSql(`SELECT attempts, sent_at FROM outbox WHERE key = '${key}'`);
      expect(row).toMatchObject({ attempts: 1, sent_at: null });
    } finally {
      await mail.start();
    }

    const subject = `Your refund of ${formatMoney(order.refund!.amount)} for order #${orderId} is being made by our team`;
    const mails = await waitForMails(
      mail.webUrl,
      { to: customer.email, subject: new RegExp(`^${subject.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) },
      { timeoutMs: 60_000 },
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("within 5 business days");
    const rows = await readSql(`SELECT sent_at FROM outbox WHERE key = '${key}'`);
    expect(rows).toEqual([{ sent_at: expect.any(String) }]);
  });
});
