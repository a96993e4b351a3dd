// Returns (issue 30, decision 029): a delivered order's lines are returned once with the
// instructions emailed; marked Received (the operator's script), the returned lines are refunded
// through the provider with their tax share exactly once, however often the refund is attempted;
// while the provider is down the refund waits and is made once when it is back; the refund's
// email goes out once. Against the real functions, shop API, payment sandbox and a MailDev on the
// fixed ports 1025/1080 (the scheduled functions run every second on this functions server).
import type Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { formatMoney } from "@/domain/money-text";
import type { Order } from "@/domain/order";
import { RETURN_REASONS, type OrderReturn } from "@/domain/order-return";
import { markReturnReceived } from "../../scripts/return-received.mjs";
import { mailServer, waitForMails } from "../support/maildev";
import { paymentOutage, refusedPaymentCalls } from "../support/payment-outage";
import { executeSql } from "../support/shop-db";
import { call, newCustomer, type TestCustomer } from "./client";
import {
  addAddress,
  buyThroughWebhook,
  expectError,
  getOrders,
  lineFor,
  pickProducts,
  putCart,
  sandboxStripe,
  sandboxUrl,
  waitFor,
  type Picked,
} from "./helpers";

const mail = mailServer({ smtp: 1025, web: 1080 });
const shopApi = { shopApiUrl: inject("shopApiUrl"), token: inject("shopApiToken") };

beforeAll(() => mail.start());
afterAll(() => mail.stop());
afterEach(() => paymentOutage(sandboxUrl, 0));

/** A customer's paid order of two lines (2 + 1 units, Ontario), delivered yesterday. */
async function deliveredOrder(name: string): Promise<{ customer: TestCustomer; order: Order; intentId: string }> {
  const customer = await newCustomer(name);
  const address = await addAddress(customer.cookie, "Ontario");
  const [first, second] = (await pickProducts(2, (candidate) => candidate.stock >= 10, [])) as [Picked, Picked];
  await putCart(customer.cookie, [lineFor(first, 2), lineFor(second, 1)]);
  const { orderId, intent } = await buyThroughWebhook(customer.cookie, { addressId: address.id });
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  await executeSql(`UPDATE orders SET status = 'Delivered', delivered_at = '${yesterday}' WHERE id = ${orderId}`);
  const order = (await getOrders(customer.cookie)).find((candidate) => candidate.id === orderId);
  if (!order) throw new Error(`order ${orderId} is not listed`);
  return { customer, order, intentId: intent.id };
}

const requestReturn = (cookie: string, order: Order, lines = order.lines) =>
  call<{ return: OrderReturn }>("POST", `/api/orders/${order.id}/returns`, {
    cookie,
    body: {
      lines: lines.map((line) => ({ lineId: line.id, units: line.quantity })),
      reason: RETURN_REASONS[0],
      comment: "Both too small.",
    },
  });

async function returnOf(customer: TestCustomer, orderId: number, returnId: number): Promise<OrderReturn> {
  const order = (await getOrders(customer.cookie)).find((candidate) => candidate.id === orderId);
  const found = order?.returns.find((candidate) => candidate.id === returnId);
  if (!found) throw new Error(`return ${returnId} is not on order ${orderId}`);
  return found;
}

function refundedReturn(customer: TestCustomer, orderId: number, returnId: number): Promise<OrderReturn> {
  return waitFor(async () => {
    const found = await returnOf(customer, orderId, returnId);
    return found.state === "Refunded" ? found : undefined;
  }, `return ${returnId} to be refunded`);
}

async function refundsOf(intentId: string): Promise<Stripe.Refund[]> {
  return (await sandboxStripe().refunds.list({ payment_intent: intentId })).data;
}

describe("returns", () => {
  it("returns two lines once, emails the instructions, and refunds them with their tax share exactly once", async () => {
    const { customer, order, intentId } = await deliveredOrder("Returner");
    const stranger = await newCustomer("Stranger");
    expectError(await requestReturn(stranger.cookie, order), 404);

    const [first, second] = await Promise.all([
      requestReturn(customer.cookie, order),
      requestReturn(customer.cookie, order),
    ]);
    const made = [first, second].find((result) => result.status === 201);
    expect(made, `${first.text} / ${second.text}`).toBeDefined();
    expect(expectError([first, second].find((result) => result !== made) ?? first, 409).message).toMatch(
      /returned once|already in return/,
    );
    const created = made!.body.return;
    // The whole order goes back: its subtotal and all of its tax, what was charged.
    expect(created).toMatchObject({ state: "Requested", subtotal: order.subtotal, amount: order.total });
    expect(created.tax).toBe((order.hst ?? 0) + (order.pst ?? 0));

    const [instructions] = await waitForMails(mail.webUrl, {
      to: customer.email,
      subject: new RegExp(`^Your return ${created.number} for order #${order.id}`),
    });
    expect(instructions?.text).toContain(`Write the return number ${created.number}`);

    // The operator marks it received, twice (a retried command): one refund is written down.
    const marks = await Promise.all([
      markReturnReceived({ ...shopApi, number: created.number }),
      markReturnReceived({ ...shopApi, number: created.number }),
    ]);
    expect(marks.map((answer) => answer.received).sort()).toEqual([false, true]);

    const refunded = await refundedReturn(customer, order.id, created.id);
    expect(refunded.refund).toMatchObject({ state: "refunded", amount: order.total, cardLast4: "4242" });
    // Its mail says what was refunded; read before the lost answer below is played, which puts the
    // return back to "requested" for a moment (a mail composed then would say "pending").
    const refundedSubject = new RegExp(`^Your return ${created.number} is refunded`);
    const refundMails = await waitForMails(mail.webUrl, { to: customer.email, subject: refundedSubject });
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]?.text).toContain(`Refunded ${formatMoney(order.total)} to the card ending 4242`);
    // An attempt whose answer never reached the shop API is made again after its lease: it finds
    // the refund it made instead of making a second one.
    await executeSql(
      `UPDATE returns SET state = 'Received', refund_state = 'requested', refund_id = NULL,
         refund_due_at = '2000-01-01T00:00:00.000Z' WHERE id = ${created.id}`,
    );
    await refundedReturn(customer, order.id, created.id);
    const refunds = await refundsOf(intentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: order.total, status: "succeeded" });

    const again = await waitForMails(mail.webUrl, { to: customer.email, subject: refundedSubject });
    expect(again).toHaveLength(1);
  });

  it("waits while the provider is down and refunds once when it is back", async () => {
    const { customer, order, intentId } = await deliveredOrder("Patient");
    const [line] = order.lines as [Order["lines"][number]];
    const created = await requestReturn(customer.cookie, order, [line]);
    expect(created.status, created.text).toBe(201);
    const orderReturn = created.body.return;
    expect(orderReturn.amount).toBeLessThan(order.total);

    await paymentOutage(sandboxUrl, 600);
    const refusedBefore = await refusedPaymentCalls(sandboxUrl);
    await markReturnReceived({ ...shopApi, number: orderReturn.number });
    const waiting = await waitFor(async () => {
      const found = await returnOf(customer, order.id, orderReturn.id);
      return found.refund?.state === "retrying" ? found : undefined;
    }, "the refund to fail and wait");
    expect(waiting.state).toBe("Received");
    expect(await refusedPaymentCalls(sandboxUrl)).toBeGreaterThan(refusedBefore);

    await paymentOutage(sandboxUrl, 0);
    // What the back-off would do in 30 s, now.
    await executeSql(`UPDATE returns SET refund_due_at = '2000-01-01T00:00:00.000Z' WHERE id = ${orderReturn.id}`);
    const refunded = await refundedReturn(customer, order.id, orderReturn.id);
    expect(refunded.refund).toMatchObject({ state: "refunded", amount: orderReturn.amount });
    const refunds = await refundsOf(intentId);
    expect(refunds.map((refund) => refund.amount)).toEqual([orderReturn.amount]);

    // The other line is still returnable, and this one is not again.
    expect(expectError(await requestReturn(customer.cookie, order, [line]), 409).message).toMatch(/already in return/);
  });
});
