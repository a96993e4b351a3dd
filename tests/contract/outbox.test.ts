// Contract: the customer-message outbox (extensions claim_outbox_messages, record_outbox_message,
// enqueue_contact_message, and the messages insert_customer, insert_order and cancel_order write
// with their event; issue 27).
import { beforeAll, describe, expect, it } from "vitest";
import { allProducts, baseUrl, expectError, expectOk, newAddress, newCustomer, post, type ProductJson } from "./api";

let stockedId: number;
let piCounter = 0;
const newPaymentIntent = () => `pi_outbox_${Date.now()}_${++piCounter}`;

beforeAll(async () => {
  const found = (await allProducts()).filter((p: ProductJson) => p.quantity >= 8).at(-1);
  if (!found) throw new Error("the demo data needs a product with stock >= 8");
  stockedId = found.id;
});

interface Claimed {
  key: string;
  kind: string;
  order_id: number | null;
  userid: number | null;
  email: string | null;
  name: string;
  payload: unknown;
  attempts: number;
}

async function placedOrder(): Promise<{ orderId: number; customer: { id: number; email: string }; pi: string }> {
  const customer = await newCustomer("Outbox");
  const pi = newPaymentIntent();
  const body = { userid: customer.id, payment_intent_id: pi, address_id: await newAddress(customer.id) };
  const placed = await post("/api/insert_order", { ...body, items: [{ prod_id: stockedId, unit: 1 }] });
  expectOk(placed, 201);
  // The same payment again (a redelivered webhook): the order as it is, no second message.
  const again = await post("/api/insert_order", { ...body, items: [{ prod_id: stockedId, unit: 1 }] });
  expectOk(again);
  return { orderId: placed.body.data[0].CoOrderID as number, customer, pi };
}

const claimKey = async (key: string): Promise<Claimed[]> => {
  const claimed = await post("/api/claim_outbox_messages", { key });
  expectOk(claimed);
  return claimed.body.data as Claimed[];
};

describe("the outbox", () => {
  it("insert_order writes the confirmation, once; its request claims it by key, once", async () => {
    const { orderId, customer } = await placedOrder();
    const key = `order-confirmation:${orderId}`;
    // Held for the request that placed the order: not handed to the schedule yet.
    const due = await post("/api/claim_outbox_messages", { limit: 50 });
    expectOk(due);
    expect(due.body.data.map((row: Claimed) => row.key)).not.toContain(key);
    expect(await claimKey(key)).toEqual([
      {
        key,
        kind: "order-confirmation",
        order_id: orderId,
        userid: customer.id,
        email: customer.email,
        name: "Outbox Customer",
        payload: null,
        attempts: 0,
        created_at: expect.any(String),
        locale: "en",
      },
    ]);
    // Taken: a second claim (another delivery, another runner) gets nothing.
    expect(await claimKey(key)).toEqual([]);
  });

  it("insert_customer writes the welcome with the account only for a customer who consents to commercial email", async () => {
    const customer = await newCustomer("Welcome", { news_consent: { wording_version: "test" } });
    const [message] = await claimKey(`welcome:${customer.id}`);
    expect(message).toMatchObject({ kind: "welcome", order_id: null, userid: customer.id, email: customer.email });
    const without = await newCustomer("Unwelcomed");
    expect(await claimKey(`welcome:${without.id}`)).toEqual([]);
  });

  it("a failed attempt counts and is due only after its delay; a sent message is done for good", async () => {
    const { orderId } = await placedOrder();
    const key = `order-confirmation:${orderId}`;
    await claimKey(key);
    const failed = await post("/api/record_outbox_message", { key, sent: false, error: "ECONNREFUSED" });
    expectOk(failed);
    expect(failed.body).toMatchObject({ recorded: true, gave_up: false });
    expect(await claimKey(key)).toEqual([]);
    const sent = await post("/api/record_outbox_message", { key, sent: true });
    expect(sent.body).toMatchObject({ recorded: true, gave_up: false });
    const late = await post("/api/record_outbox_message", { key, sent: false, error: "late" });
    expect(late.body).toMatchObject({ recorded: false, gave_up: false });
  });

  it("cancel_order writes the cancellation's message with the cancellation", async () => {
    const { orderId, customer } = await placedOrder();
    const cancelled = await post("/api/cancel_order", {
      userid: customer.id,
      order_id: orderId,
      reason: "Cash Issue",
      comment: "Need the money for something else.",
    });
    expectOk(cancelled);
    const [message] = await claimKey(`order-cancellation:${orderId}`);
    expect(message).toMatchObject({ kind: "order-cancellation", order_id: orderId, userid: customer.id });
  });

  it("enqueue_contact_message writes a contact message for the shop, once per key", async () => {
    const key = `contact:contract-${Date.now()}`;
    const message = { name: "Asha Rao", email: "asha@shop.test", subject: "", message: "Where is my parcel?" };
    const written = await post("/api/enqueue_contact_message", { key, message });
    expectOk(written);
    expect(written.body).toMatchObject({ created: true });
    const again = await post("/api/enqueue_contact_message", { key, message: { ...message, message: "Changed text" } });
    expect(again.body).toMatchObject({ created: false });
    expect(await claimKey(key)).toEqual([
      {
        key,
        kind: "contact",
        order_id: null,
        userid: null,
        email: null,
        name: "",
        payload: message,
        attempts: 0,
        created_at: expect.any(String),
        locale: "en",
      },
    ]);
  });

  it("enqueue_contact_message writes the sender's acknowledgement with it, once per receipt key, with only the address", async () => {
    const message = { name: "Asha Rao", email: "asha@shop.test", subject: "", message: "Where is my parcel?" };
    const receiptKey = `contact-received:contract-${Date.now()}`;
    for (const text of ["First question?", "Second question?"]) {
      const key = `contact:contract-receipt-${text.length}-${Date.now()}`;
      expectOk(
        await post("/api/enqueue_contact_message", {
          key,
          message: { ...message, message: text },
          locale: "fr",
          receipt_key: receiptKey,
        }),
      );
    }
    expect(await claimKey(receiptKey)).toEqual([
      expect.objectContaining({
        key: receiptKey,
        kind: "contact-received",
        payload: { email: message.email },
        locale: "fr",
      }),
    ]);
  });

  it("enqueue_contact_message refuses a key of another kind and a message that breaks the form's rules", async () => {
    const message = { name: "Asha Rao", email: "asha@shop.test", subject: "", message: "Where is my parcel?" };
    expectError(await post("/api/enqueue_contact_message", { key: "welcome:1", message }), 400, /contact:/);
    expectError(
      await post("/api/enqueue_contact_message", { key: "contact:x", message: { ...message, email: "asha" } }),
      400,
      /valid email/,
    );
    expectError(await post("/api/enqueue_contact_message", { key: "contact:x" }), 400, /message/);
  });

  it("refuses bad input and unknown messages", async () => {
    expectError(await post("/api/claim_outbox_messages", { limit: 500 }), 400, /limit/);
    expectError(await post("/api/claim_outbox_messages", { key: "" }), 400, /key/);
    expectError(await post("/api/record_outbox_message", { key: "order-confirmation:999999", sent: true }), 404);
    expectError(await post("/api/record_outbox_message", { key: "x", sent: "yes" }), 400, /sent/);
    const { orderId } = await placedOrder();
    expectError(
      await post("/api/record_outbox_message", { key: `order-confirmation:${orderId}`, sent: false }),
      400,
      /error/,
    );
  });

  it("needs the service token", async () => {
    for (const path of ["/api/claim_outbox_messages", "/api/record_outbox_message", "/api/enqueue_contact_message"]) {
      const response = await fetch(`${baseUrl()}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      expect(response.status, path).toBe(401);
    }
  });
});
