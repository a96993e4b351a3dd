// A cancelled paid order gives its money back (issue 25, decision 014): once, whatever is
// repeated; while the provider is down it waits and is retried by the scheduled function; an
// authorisation that was never captured is released. And the webhook believes the provider, not
// the event. Against the real functions, shop API and payment sandbox (the scheduled function
// runs every second on this functions server).
import type Stripe from "stripe";
import { inject } from "vitest";
import { afterEach, describe, expect, it } from "vitest";
import type { Order } from "@/domain/order";
import { CANCEL_REASONS } from "@/domain/order-cancellation";
import { paymentOutage, refusedPaymentCalls } from "../support/payment-outage";
import { executeSql } from "../support/shop-db";
import { call, newCustomer, type TestCustomer } from "./client";
import {
  addAddress,
  buyThroughWebhook,
  createIntent,
  deliverWebhook,
  eventBody,
  expectError,
  getOrders,
  intentIdOf,
  lineFor,
  pickProducts,
  putCart,
  sandboxStripe,
  sandboxUrl,
  waitFor,
  type Picked,
} from "./helpers";

const CANCEL = { reason: CANCEL_REASONS[2], comment: "Found it cheaper in a shop nearby." };
const shopApiUrl = inject("shopApiUrl");
const shopApiToken = inject("shopApiToken");

afterEach(async () => {
  await paymentOutage(sandboxUrl, 0);
});

async function paidOrder(
  name: string,
): Promise<{ customer: TestCustomer; orderId: number; intent: Stripe.PaymentIntent }> {
  const customer = await newCustomer(name);
  const address = await addAddress(customer.cookie, "Ontario");
  const [item] = (await pickProducts(1, (candidate) => candidate.stock >= 10, [])) as [Picked];
  await putCart(customer.cookie, [lineFor(item, 1)]);
  const { intent, orderId } = await buyThroughWebhook(customer.cookie, { addressId: address.id });
  return { customer, orderId, intent };
}

const cancel = (cookie: string, orderId: number) =>
  call<{ order: Order }>("POST", `/api/orders/${orderId}/cancel`, { cookie, body: CANCEL });

async function refundsOf(intentId: string): Promise<Stripe.Refund[]> {
  return (await sandboxStripe().refunds.list({ payment_intent: intentId })).data;
}

async function orderOf(customer: TestCustomer, orderId: number): Promise<Order> {
  const order = (await getOrders(customer.cookie)).find((candidate) => candidate.id === orderId);
  if (!order) throw new Error(`order ${orderId} is not listed`);
  return order;
}

/** What a scheduled run would find next minute, now: the refund's next attempt is due. */
async function makeDue(orderId: number): Promise<void> {
  await executeSql(`UPDATE orders SET refund_due_at = '2000-01-01T00:00:00.000Z' WHERE id = ${orderId}`);
}

/** Waits for the scheduled function to move the order's refund out of `state`. */
function refundLeaves(customer: TestCustomer, orderId: number, state: string): Promise<Order> {
  return waitFor(async () => {
    const order = await orderOf(customer, orderId);
    return order.refund && order.refund.state !== state ? order : undefined;
  }, `order ${orderId}'s refund to leave ${state}`);
}

describe("cancelling a paid order refunds it", () => {
  it("in full and exactly once: two cancels at once, a retried request and a repeated attempt make one refund", async () => {
    const { customer, orderId, intent } = await paidOrder("Refunded");
    const [first, second] = await Promise.all([cancel(customer.cookie, orderId), cancel(customer.cookie, orderId)]);
    const done = [first, second].find((result) => result.status === 200);
    expect(done, `${first.text} / ${second.text}`).toBeDefined();
    expectError([first, second].find((result) => result.status !== 200) ?? first, 409);
    expect(done?.body.order).toMatchObject({
      id: orderId,
      status: "Cancelled",
      refund: { state: "refunded", amount: intent.amount_received, cardLast4: "4242" },
    });
    // The shopper's retry of the same request.
    expectError(await cancel(customer.cookie, orderId), 409);

    // An attempt whose answer never reached the shop API is made again after its lease: it finds
    // the refund it made instead of making a second one.
    await executeSql(
      `UPDATE orders SET refund_state = 'requested', refund_id = NULL, refund_due_at = '2000-01-01T00:00:00.000Z' WHERE id = ${orderId}`,
    );
    const again = await refundLeaves(customer, orderId, "requested");
    expect(again.refund).toMatchObject({ state: "refunded", cardLast4: "4242" });

    const refunds = await refundsOf(intent.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: intent.amount_received, status: "succeeded" });
    expect(again.refund?.amount).toBe(intent.amount_received);
  });

  it("while the provider is down the cancellation stands and the refund waits; it is retried and completes once the provider is back", async () => {
    const { customer, orderId, intent } = await paidOrder("Patient");
    await paymentOutage(sandboxUrl, 600);
    const cancelled = await cancel(customer.cookie, orderId);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: "Cancelled", refund: { state: "retrying" } });
    expect((await orderOf(customer, orderId)).refund?.state).toBe("retrying");
    // Down for a scheduled run too: it tries, and the refund is still waiting.
    const refusedBefore = await refusedPaymentCalls(sandboxUrl);
    await makeDue(orderId);
    await waitFor(
      async () => ((await refusedPaymentCalls(sandboxUrl)) > refusedBefore ? true : undefined),
      "the scheduled function to try again",
    );
    expect((await orderOf(customer, orderId)).refund?.state).toBe("retrying");

    await paymentOutage(sandboxUrl, 0);
    expect(await refundsOf(intent.id)).toEqual([]);
    await makeDue(orderId);
    const refunded = await refundLeaves(customer, orderId, "retrying");
    expect(refunded.refund).toMatchObject({ state: "refunded", cardLast4: "4242" });
    const refunds = await refundsOf(intent.id);
    expect(refunds.map((refund) => refund.amount)).toEqual([intent.amount_received]);
  });

  it("a cancellation whose refund was never attempted (the function died) is refunded by the scheduled function", async () => {
    const { customer, orderId, intent } = await paidOrder("Durable");
    // cancel_order straight at the shop API: the refund is written down, and nothing else happens.
    const response = await fetch(`${shopApiUrl}/api/cancel_order`, {
      method: "POST",
      headers: { Authorization: `Bearer ${shopApiToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ userid: customer.id, order_id: orderId, ...CANCEL }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await orderOf(customer, orderId)).refund?.state).toBe("requested");
    await makeDue(orderId);
    const refunded = await refundLeaves(customer, orderId, "requested");
    expect(refunded.refund?.state).toBe("refunded");
    expect((await refundsOf(intent.id)).map((refund) => refund.amount)).toEqual([intent.amount_received]);
  });

  it("an order cancelled before its payment was captured releases the authorisation: nothing charged, nothing refunded", async () => {
    const customer = await newCustomer("Released");
    const address = await addAddress(customer.cookie, "Ontario");
    const [item] = (await pickProducts(1, (candidate) => candidate.stock >= 10, [])) as [Picked];
    await putCart(customer.cookie, [lineFor(item, 1)]);
    const answer = await createIntent(customer.cookie, { addressId: address.id });
    const stripe = sandboxStripe();
    const id = intentIdOf(answer.clientSecret);
    // Authorised with the shop's metadata moved aside, so the sandbox's webhook neither records
    // nor captures; the order is then recorded as the webhook would, and not captured yet.
    const metadata = (await stripe.paymentIntents.retrieve(id)).metadata;
    await stripe.paymentIntents.update(id, { metadata: { customer_id: "" } });
    await stripe.paymentIntents.confirm(id, { payment_method: "pm_card_visa" });
    await stripe.paymentIntents.update(id, { metadata });
    const authorised = await stripe.paymentIntents.retrieve(id);
    expect(authorised.status).toBe("requires_capture");
    const items = (metadata.items_0 ?? "").split(";").map((part) => {
      const [prod, unit] = part.split(":");
      return { prod_id: Number(prod), unit: Number(unit) };
    });
    const inserted = await fetch(`${shopApiUrl}/api/insert_order`, {
      method: "POST",
      headers: { Authorization: `Bearer ${shopApiToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        userid: customer.id,
        payment_intent_id: id,
        address_id: address.id,
        items,
        subtotal_paise: Number(metadata.subtotal_paise),
        hst_paise: Number(metadata.hst_paise),
        pst_paise: Number(metadata.pst_paise),
        total_paise: Number(metadata.total_paise),
      }),
    });
    expect(inserted.status, await inserted.clone().text()).toBe(201);
    const orderId = ((await inserted.json()) as { data: { CoOrderID: number }[] }).data[0]?.CoOrderID ?? 0;

    const cancelled = await cancel(customer.cookie, orderId);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.order.refund).toMatchObject({ state: "released", cardLast4: "4242" });
    expect(await stripe.paymentIntents.retrieve(id)).toMatchObject({ status: "canceled", amount_received: 0 });
    expect(await refundsOf(id)).toEqual([]);

    // The authorisation's event arriving late captures nothing for the cancelled order.
    const late = await deliverWebhook(eventBody("payment_intent.amount_capturable_updated", authorised));
    expect(late.status, late.text).toBe(200);
    expect(late.body).toMatchObject({ recorded: false });
    expect((await stripe.paymentIntents.retrieve(id)).status).toBe("canceled");
  });
});

describe("the payment webhook reads the intent back", () => {
  it("a signed payment_intent.succeeded for an intent that was never paid records no order, whatever it claims", async () => {
    const customer = await newCustomer("Forger");
    const address = await addAddress(customer.cookie, "Ontario");
    const [item] = (await pickProducts(1, (candidate) => candidate.stock >= 10, [])) as [Picked];
    await putCart(customer.cookie, [lineFor(item, 1)]);
    const answer = await createIntent(customer.cookie, { addressId: address.id });
    const unpaid = await sandboxStripe().paymentIntents.retrieve(intentIdOf(answer.clientSecret));
    const forged = eventBody("payment_intent.succeeded", {
      ...unpaid,
      status: "succeeded",
      amount_received: unpaid.amount,
    });
    const delivered = await deliverWebhook(forged);
    expect(delivered.status, delivered.text).toBe(200);
    expect(delivered.body).toMatchObject({ received: true, recorded: false });
    expect(await getOrders(customer.cookie)).toEqual([]);
  });
});
