// Contract: the local payment sandbox (payment-sandbox/server.mjs) answers the real stripe-node SDK
// the way api.stripe.com does for PaymentIntents, and signs its webhooks so that
// stripe.webhooks.constructEvent accepts them.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_WEBHOOK_SECRET,
  startPaymentSandbox,
  type PaymentSandbox,
} from "../../payment-sandbox/server.mjs";

const ROOT = resolve(import.meta.dirname, "..", "..");
const SERVER = join(ROOT, "payment-sandbox", "server.mjs");

// ---- helpers -------------------------------------------------------------------------------

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

interface Receiver {
  url: string;
  deliveries: Delivery[];
  close(): Promise<void>;
}

/** A webhook endpoint that records every POST; `status(n)` answers the n-th (1-based). */
async function startReceiver(status: (n: number) => number = () => 200): Promise<Receiver> {
  const deliveries: Delivery[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(status(deliveries.length), { "Content-Type": "application/json" });
      res.end("{}");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/stripe-webhook`,
    deliveries,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** Polls until `find` returns a value; the deadline only bounds a broken run. */
async function waitFor<T>(find: () => T | undefined, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

function client(key: string, port: number): Stripe {
  return new Stripe(key, { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 });
}

/** The promise's rejection, failing the test when it resolves instead. */
async function rejection(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(Stripe.errors.StripeError);
    return error as Stripe.errors.StripeError;
  }
  throw new Error("expected the request to fail, it succeeded");
}

type Card = { number: string; exp_month?: number | string; exp_year?: number | string; cvc?: string };

const FUTURE_YEAR = new Date().getUTCFullYear() + 3;
const card = (number: string, extra: Partial<Card> = {}): Card => ({
  number,
  exp_month: 12,
  exp_year: FUTURE_YEAR,
  cvc: "123",
  ...extra,
});

// ---- set-up --------------------------------------------------------------------------------

let sandbox: PaymentSandbox;
let receiver: Receiver;
let stripe: Stripe;
let publishable: Stripe;
const sandboxLog: string[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
  sandbox = await startPaymentSandbox({ port: 0, webhookUrl: receiver.url, log: (line) => sandboxLog.push(line) });
  stripe = client(LOCAL_SECRET_KEY, sandbox.port);
  publishable = client(LOCAL_PUBLISHABLE_KEY, sandbox.port);
});

afterAll(async () => {
  await sandbox?.close();
  await receiver?.close();
});

/** Confirms with raw card details, as a card form would; the SDK's types omit card numbers. */
function confirmWithCard(id: string, details: Card, sdk: Stripe = stripe, extra: Record<string, unknown> = {}) {
  return sdk.rawRequest("POST", `/v1/payment_intents/${id}/confirm`, {
    payment_method_data: { type: "card", card: details },
    ...extra,
  }) as Promise<Stripe.Response<Stripe.PaymentIntent>>;
}

function newIntent(amount = 4999) {
  return stripe.paymentIntents.create({
    amount,
    currency: "inr",
    metadata: { customer: "42", order: "A-1" },
    automatic_payment_methods: { enabled: true },
  });
}

/** The verified webhook events for one intent, in arrival order. */
function webhookEventsFor(intentId: string): Stripe.Event[] {
  return receiver.deliveries
    .map((d) => stripe.webhooks.constructEvent(d.body, String(d.headers["stripe-signature"]), LOCAL_WEBHOOK_SECRET))
    .filter((event) => (event.data.object as { id?: string }).id === intentId);
}

// ---- tests ---------------------------------------------------------------------------------

describe("POST /v1/payment_intents and GET /v1/payment_intents/:id", () => {
  it("creates an intent shaped like Stripe's and retrieves it", async () => {
    const created = await stripe.paymentIntents.create({
      amount: 4999,
      currency: "INR",
      description: "Order A-1",
      receipt_email: "buyer@example.com",
      metadata: { customer: "42", order: "A-1" },
      automatic_payment_methods: { enabled: true },
    });
    expect(created.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_[A-Za-z0-9]+$`));
    expect(created).toMatchObject({
      object: "payment_intent",
      amount: 4999,
      amount_received: 0,
      currency: "inr",
      status: "requires_payment_method",
      metadata: { customer: "42", order: "A-1" },
      description: "Order A-1",
      receipt_email: "buyer@example.com",
      livemode: false,
      payment_method: null,
      last_payment_error: null,
      next_action: null,
      canceled_at: null,
      capture_method: "automatic",
      confirmation_method: "automatic",
      payment_method_types: ["card"],
      automatic_payment_methods: { enabled: true },
    });
    expect(Number.isInteger(created.created)).toBe(true);
    expect(created.lastResponse.requestId).toMatch(/^req_/);
    expect(created.lastResponse.headers["content-type"]).toBe("application/json");

    const fetched = await stripe.paymentIntents.retrieve(created.id);
    expect({ ...fetched }).toEqual({ ...created });
  });

  it("answers an unknown id with resource_missing", async () => {
    const error = await rejection(stripe.paymentIntents.retrieve("pi_doesnotexist"));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      param: "intent",
      message: "No such payment_intent: 'pi_doesnotexist'",
    });
  });

  it("validates amount and currency", async () => {
    const missing = await rejection(
      stripe.paymentIntents.create({ currency: "inr" } as Stripe.PaymentIntentCreateParams),
    );
    expect(missing).toMatchObject({ statusCode: 400, code: "parameter_missing", param: "amount" });
    const fraction = await rejection(stripe.paymentIntents.create({ amount: 12.5, currency: "inr" }));
    expect(fraction).toMatchObject({ statusCode: 400, param: "amount" });
    const zero = await rejection(stripe.paymentIntents.create({ amount: 0, currency: "inr" }));
    expect(zero).toMatchObject({ statusCode: 400, param: "amount" });
    const noCurrency = await rejection(
      stripe.paymentIntents.create({ amount: 500 } as Stripe.PaymentIntentCreateParams),
    );
    expect(noCurrency).toMatchObject({ statusCode: 400, code: "parameter_missing", param: "currency" });
  });

  it("refuses a wrong API key with 401", async () => {
    const stranger = client("sk_test_not_the_sandbox_key", sandbox.port);
    const error = await rejection(stranger.paymentIntents.create({ amount: 500, currency: "inr" }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.statusCode).toBe(401);
    expect(error.message).toMatch(/^Invalid API Key provided: sk_test_\*+_key$/);
    expect(error.message).not.toContain("not_the_sandbox");
  });
});

describe("Idempotency-Key", () => {
  it("replays the first answer for the same key and parameters", async () => {
    const key = `test-${crypto.randomUUID()}`;
    const params = { amount: 1500, currency: "inr", metadata: { order: "B-2" } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: key });
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    expect({ ...again }).toEqual({ ...first });
    expect(first.lastResponse.headers["idempotent-replayed"]).toBeUndefined();
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
  });

  it("replays the first answer byte for byte once the intent has moved on: the status as it was then, as Stripe does", async () => {
    const key = `test-${crypto.randomUUID()}`;
    // Raw HTTP, so the bodies are compared as sent, not as the SDK parses them.
    const create = () =>
      fetch(`${sandbox.url}/v1/payment_intents`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${LOCAL_SECRET_KEY}`,
          "Content-Type": "application/x-www-form-urlencoded",
          "Idempotency-Key": key,
        },
        body: "amount=3100&currency=inr&capture_method=manual&metadata[order]=C-3",
      });
    const first = await create();
    const firstBody = await first.text();
    const { id, status } = JSON.parse(firstBody) as { id: string; status: string };
    expect(status).toBe("requires_payment_method");
    await stripe.paymentIntents.confirm(id, { payment_method: "pm_card_visa" });
    await stripe.paymentIntents.capture(id);
    await stripe.paymentIntents.update(id, { metadata: { order: "C-3 paid" } });

    const again = await create();
    expect(again.status).toBe(first.status);
    expect(await again.text()).toBe(firstBody);
    expect((await stripe.paymentIntents.retrieve(id)).status).toBe("succeeded");
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("request-id")).not.toBe(first.headers.get("request-id"));
    expect(again.headers.get("original-request")).toBe(first.headers.get("request-id"));
  });

  it("creates exactly one intent for 10 concurrent requests with one key", async () => {
    const key = `test-${crypto.randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        stripe.paymentIntents.create({ amount: 2500, currency: "inr" }, { idempotencyKey: key }),
      ),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.lastResponse.headers["idempotent-replayed"] === "true")).toHaveLength(9);
  });

  it("refuses the same key with different parameters", async () => {
    const key = `test-${crypto.randomUUID()}`;
    await stripe.paymentIntents.create({ amount: 1000, currency: "inr" }, { idempotencyKey: key });
    const error = await rejection(
      stripe.paymentIntents.create({ amount: 2000, currency: "inr" }, { idempotencyKey: key }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/^Keys for idempotent requests can only be used with the same parameters/);
  });

  it("replays a decline instead of charging again", async () => {
    const intent = await newIntent();
    const key = `test-${crypto.randomUUID()}`;
    const confirm = () =>
      stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_chargeDeclined" }, { idempotencyKey: key });
    const first = await rejection(confirm());
    const second = await rejection(confirm());
    expect(second).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(second).toMatchObject({
      statusCode: 402,
      code: first.code,
      charge: first.charge,
      payment_intent: first.payment_intent,
    });
    expect(first.headers?.["idempotent-replayed"]).toBeUndefined();
    expect(second.headers?.["idempotent-replayed"]).toBe("true");
    expect(sandbox.events().filter((e) => e.data.object.id === intent.id)).toHaveLength(1);
  });
});

describe("POST /v1/payment_intents/:id/confirm", () => {
  it("succeeds with 4242 4242 4242 4242 and sends a signed payment_intent.succeeded webhook", async () => {
    const intent = await newIntent(4999);
    const confirmed = await confirmWithCard(intent.id, card("4242 4242 4242 4242"), stripe, {
      return_url: "http://localhost:8888/payment/complete",
    });
    expect(confirmed).toMatchObject({
      id: intent.id,
      status: "succeeded",
      amount_received: 4999,
      next_action: null,
      last_payment_error: null,
    });
    expect(confirmed.payment_method).toMatch(/^pm_/);
    expect(confirmed.latest_charge).toMatch(/^ch_/);

    const delivery = await waitFor(
      () => receiver.deliveries.find((d) => d.body.includes(intent.id) && d.body.includes("payment_intent.succeeded")),
      "the payment_intent.succeeded webhook",
    );
    expect(delivery.headers["content-type"]).toMatch(/^application\/json/);
    const header = String(delivery.headers["stripe-signature"]);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const event = stripe.webhooks.constructEvent(delivery.body, header, LOCAL_WEBHOOK_SECRET);
    expect(event).toMatchObject({
      object: "event",
      type: "payment_intent.succeeded",
      livemode: false,
      api_version: Stripe.API_VERSION,
      data: {
        object: {
          id: intent.id,
          status: "succeeded",
          amount_received: 4999,
          metadata: { customer: "42", order: "A-1" },
        },
      },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(event.request?.id).toBe(confirmed.lastResponse.requestId);
    expect(event.request?.idempotency_key).toBe(confirmed.lastResponse.headers["idempotency-key"]);
    expect(() => stripe.webhooks.constructEvent(delivery.body, header, "whsec_some_other_secret")).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() =>
      stripe.webhooks.constructEvent(delivery.body.replace("4999", "1"), header, LOCAL_WEBHOOK_SECRET),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(sandbox.events().map((e) => e.id)).toContain(event.id);

    const again = await rejection(stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" }));
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" });
    expect(again.message).toMatch(/^This PaymentIntent has already succeeded/);
  });

  it("succeeds with Stripe's pm_card_visa test PaymentMethod", async () => {
    const intent = await newIntent();
    const confirmed = await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    expect(confirmed.status).toBe("succeeded");
    expect(confirmed.payment_method).toMatch(/^pm_(?!card_)/);
  });

  it.each([
    {
      name: "4000 0000 0000 0002 (generic decline)",
      details: card("4000000000000002"),
      expected: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
    },
    {
      name: "4000 0000 0000 9995 (insufficient funds)",
      details: card("4000000000009995"),
      expected: {
        code: "card_declined",
        decline_code: "insufficient_funds",
        message: "Your card has insufficient funds.",
      },
    },
    {
      name: "a number failing the Luhn check",
      details: card("4242424242424241"),
      expected: { code: "incorrect_number", message: "Your card number is incorrect." },
    },
    {
      name: "a past expiry date",
      details: card("4242424242424242", { exp_month: 1, exp_year: 2020 }),
      expected: { code: "expired_card", message: "Your card has expired." },
    },
    {
      name: "an expiry month of 13",
      details: card("4242424242424242", { exp_month: 13 }),
      expected: { code: "invalid_expiry_month", param: "exp_month" },
    },
    {
      name: "a two-digit CVC",
      details: card("4242424242424242", { cvc: "12" }),
      expected: { code: "invalid_cvc", message: "Your card's security code is invalid.", param: "cvc" },
    },
  ])("declines $name with a 402 card error and a payment_failed webhook", async ({ details, expected }) => {
    const intent = await newIntent();
    const error = await rejection(confirmWithCard(intent.id, details));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ statusCode: 402, rawType: "card_error", ...expected });
    expect(error.payment_intent).toMatchObject({
      id: intent.id,
      status: "requires_payment_method",
      payment_method: null,
      last_payment_error: { type: "card_error", ...expected },
    });

    const fetched = await stripe.paymentIntents.retrieve(intent.id);
    expect(fetched.status).toBe("requires_payment_method");
    expect(fetched.amount_received).toBe(0);
    expect(fetched.last_payment_error).toMatchObject(expected);

    const failed = await waitFor(
      () => webhookEventsFor(intent.id).find((e) => e.type === "payment_intent.payment_failed"),
      "the payment_intent.payment_failed webhook",
    );
    expect(failed.data.object).toMatchObject({
      id: intent.id,
      status: "requires_payment_method",
      last_payment_error: expected,
    });

    // The customer may try again with a good card.
    const retried = await confirmWithCard(intent.id, card("4242424242424242"));
    expect(retried.status).toBe("succeeded");
  });

  it("declines Stripe's pm_card_chargeDeclinedInsufficientFunds test PaymentMethod", async () => {
    const intent = await newIntent();
    const error = await rejection(
      stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_chargeDeclinedInsufficientFunds" }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ code: "card_declined", decline_code: "insufficient_funds" });
  });
});

describe("publishable key (how Stripe.js calls from the browser)", () => {
  it("retrieves and confirms with the intent's client secret", async () => {
    const intent = await newIntent();
    const secret = intent.client_secret ?? "";
    const seen = await publishable.paymentIntents.retrieve(intent.id, { client_secret: secret });
    expect(seen).toMatchObject({
      id: intent.id,
      status: "requires_payment_method",
      amount: 4999,
      client_secret: secret,
    });
    // As on Stripe, a publishable key does not see server-side fields such as metadata.
    expect(seen).not.toHaveProperty("metadata");

    const confirmed = await confirmWithCard(intent.id, card("4242424242424242"), publishable, {
      client_secret: secret,
    });
    expect(confirmed.status).toBe("succeeded");
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe("succeeded");
  });

  it("is refused without the client secret or with another intent's", async () => {
    const intent = await newIntent();
    const other = await newIntent();
    const bare = await rejection(publishable.paymentIntents.retrieve(intent.id));
    expect(bare).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(bare).toMatchObject({ statusCode: 404, code: "resource_missing" });
    const wrong = await rejection(
      publishable.paymentIntents.retrieve(intent.id, { client_secret: other.client_secret ?? "" }),
    );
    expect(wrong).toMatchObject({ statusCode: 404, code: "resource_missing" });

    const confirmBare = await rejection(confirmWithCard(intent.id, card("4242424242424242"), publishable));
    expect(confirmBare).toMatchObject({ statusCode: 404, code: "resource_missing" });
    const confirmWrong = await rejection(
      confirmWithCard(intent.id, card("4242424242424242"), publishable, { client_secret: other.client_secret }),
    );
    expect(confirmWrong).toMatchObject({ statusCode: 404 });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe("requires_payment_method");
  });

  it("cannot create, update or cancel intents", async () => {
    const create = await rejection(publishable.paymentIntents.create({ amount: 500, currency: "inr" }));
    expect(create).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const intent = await newIntent();
    const cancel = await rejection(publishable.paymentIntents.cancel(intent.id));
    expect(cancel.statusCode).toBe(401);
  });
});

describe("update and cancel", () => {
  it("updates amount and metadata before payment, only metadata after", async () => {
    const intent = await newIntent(1000);
    const updated = await stripe.paymentIntents.update(intent.id, {
      amount: 1200,
      metadata: { order: "", note: "gift" },
    });
    expect(updated).toMatchObject({ amount: 1200, metadata: { customer: "42", note: "gift" } });
    expect(updated.metadata).not.toHaveProperty("order");

    await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    const late = await rejection(stripe.paymentIntents.update(intent.id, { amount: 5000 }));
    expect(late).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state", param: "amount" });
    const tagged = await stripe.paymentIntents.update(intent.id, { metadata: { shipped: "yes" } });
    expect(tagged).toMatchObject({ amount: 1200, amount_received: 1200, metadata: { shipped: "yes" } });
  });

  it("cancels an unpaid intent, which then cannot be confirmed", async () => {
    const intent = await newIntent();
    const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: "abandoned" });
    expect(canceled).toMatchObject({ status: "canceled", cancellation_reason: "abandoned" });
    expect(canceled.canceled_at).toEqual(expect.any(Number));
    const confirm = await rejection(stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" }));
    expect(confirm).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" });
    await waitFor(
      () => webhookEventsFor(intent.id).find((e) => e.type === "payment_intent.canceled"),
      "payment_intent.canceled",
    );
  });
});

describe("manual capture, cancel and refunds (as Stripe does them)", () => {
  function manualIntent(amount = 2500) {
    return stripe.paymentIntents.create({
      amount,
      currency: "inr",
      capture_method: "manual",
      metadata: { order: "M-1" },
      automatic_payment_methods: { enabled: true },
    });
  }

  /** The verified events about an intent, its charge or its refunds, in arrival order. */
  function eventsAbout(intentId: string): Stripe.Event[] {
    return receiver.deliveries
      .map((d) => stripe.webhooks.constructEvent(d.body, String(d.headers["stripe-signature"]), LOCAL_WEBHOOK_SECRET))
      .filter((event) => {
        const object = event.data.object as { id?: string; payment_intent?: string };
        return object.id === intentId || object.payment_intent === intentId;
      });
  }

  const typesOf = (intentId: string) => eventsAbout(intentId).map((event) => event.type);

  it("a good card authorises (requires_capture, amount_capturable_updated); capture takes the money (succeeded)", async () => {
    const intent = await manualIntent(2500);
    expect(intent).toMatchObject({ capture_method: "manual", status: "requires_payment_method", amount_capturable: 0 });

    const authorised = await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    expect(authorised).toMatchObject({ status: "requires_capture", amount_capturable: 2500, amount_received: 0 });
    expect(authorised.latest_charge).toMatch(/^ch_/);
    const held = await waitFor(
      () => eventsAbout(intent.id).find((event) => event.type === "payment_intent.amount_capturable_updated"),
      "payment_intent.amount_capturable_updated",
    );
    expect(held.data.object).toMatchObject({ id: intent.id, status: "requires_capture", amount_capturable: 2500 });
    // Authorised is not paid: no payment_intent.succeeded yet, and the amount can no longer change.
    expect(typesOf(intent.id)).not.toContain("payment_intent.succeeded");
    const resize = await rejection(stripe.paymentIntents.update(intent.id, { amount: 100 }));
    expect(resize).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" });
    const reconfirm = await rejection(stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" }));
    expect(reconfirm).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" });

    const captured = await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: `capture-${intent.id}` });
    expect(captured).toMatchObject({ status: "succeeded", amount_received: 2500, amount_capturable: 0 });
    // The same key replays the capture instead of failing on the new state.
    const replayed = await stripe.paymentIntents.capture(intent.id, {}, { idempotencyKey: `capture-${intent.id}` });
    expect(replayed.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(replayed.status).toBe("succeeded");
    const succeeded = await waitFor(
      () => eventsAbout(intent.id).find((event) => event.type === "payment_intent.succeeded"),
      "payment_intent.succeeded after capture",
    );
    expect(succeeded.data.object).toMatchObject({ status: "succeeded", amount_received: 2500 });
    expect(typesOf(intent.id)).toEqual(["payment_intent.amount_capturable_updated", "payment_intent.succeeded"]);

    // Captured once: another capture, or a cancel, is the wrong state.
    const twice = await rejection(stripe.paymentIntents.capture(intent.id));
    expect(twice).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(twice).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" });
    expect(twice.message).toMatch(/could not be captured because it has a status of succeeded/);
    const cancelPaid = await rejection(stripe.paymentIntents.cancel(intent.id));
    expect(cancelPaid).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" });
  });

  it("capturing less than authorised receives only that; more is refused", async () => {
    const intent = await manualIntent(3000);
    await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    const tooMuch = await rejection(stripe.paymentIntents.capture(intent.id, { amount_to_capture: 3001 }));
    expect(tooMuch).toMatchObject({ statusCode: 400, param: "amount_to_capture" });
    const partial = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 1000 });
    expect(partial).toMatchObject({ status: "succeeded", amount_received: 1000, amount_capturable: 0 });
  });

  it("cancel releases an authorisation (canceled, nothing received, payment_intent.canceled); it cannot be captured after", async () => {
    const intent = await manualIntent(1800);
    await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    const tagged = await stripe.paymentIntents.update(intent.id, { metadata: { order_refusal: "sold_out" } });
    expect(tagged.metadata).toMatchObject({ order: "M-1", order_refusal: "sold_out" });

    const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: "abandoned" });
    expect(canceled).toMatchObject({
      status: "canceled",
      cancellation_reason: "abandoned",
      amount_capturable: 0,
      amount_received: 0,
      metadata: { order_refusal: "sold_out" },
    });
    const event = await waitFor(
      () => eventsAbout(intent.id).find((candidate) => candidate.type === "payment_intent.canceled"),
      "payment_intent.canceled",
    );
    expect(event.data.object).toMatchObject({ status: "canceled", amount_received: 0 });

    const capture = await rejection(stripe.paymentIntents.capture(intent.id));
    expect(capture).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" });
    expect(capture.message).toMatch(/status of canceled/);
    const again = await rejection(stripe.paymentIntents.cancel(intent.id));
    expect(again).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" });
    const refund = await rejection(stripe.refunds.create({ payment_intent: intent.id }));
    expect(refund).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" });
    const reason = await rejection(
      stripe.paymentIntents.cancel((await manualIntent()).id, {
        cancellation_reason: "sold_out" as "abandoned",
      }),
    );
    expect(reason).toMatchObject({ statusCode: 400, param: "cancellation_reason" });
    expect(typesOf(intent.id)).not.toContain("payment_intent.succeeded");
  });

  it("refunds a succeeded intent (charge.refunded, refund.created); the intent stays succeeded; no second full refund", async () => {
    const intent = await newIntent(4200);
    await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });

    const refund = await stripe.refunds.create(
      { payment_intent: intent.id },
      { idempotencyKey: `refund-${intent.id}` },
    );
    expect(refund).toMatchObject({
      object: "refund",
      amount: 4200,
      currency: "inr",
      payment_intent: intent.id,
      status: "succeeded",
    });
    expect(refund.id).toMatch(/^re_/);
    expect(refund.charge).toMatch(/^ch_/);
    const replay = await stripe.refunds.create(
      { payment_intent: intent.id },
      { idempotencyKey: `refund-${intent.id}` },
    );
    expect(replay.id).toBe(refund.id);
    expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({ id: refund.id, amount: 4200 });
    const listed = await stripe.refunds.list({ payment_intent: intent.id });
    expect(listed.data.map((each) => each.id)).toEqual([refund.id]);

    const refunded = await waitFor(
      () => eventsAbout(intent.id).find((event) => event.type === "charge.refunded"),
      "charge.refunded",
    );
    expect(refunded.data.object).toMatchObject({
      object: "charge",
      payment_intent: intent.id,
      amount_refunded: 4200,
      refunded: true,
    });
    await waitFor(() => eventsAbout(intent.id).find((event) => event.type === "refund.created"), "refund.created");
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe("succeeded");

    const second = await rejection(stripe.refunds.create({ payment_intent: intent.id }));
    expect(second).toMatchObject({ statusCode: 400, code: "charge_already_refunded" });
    const unpaid = await rejection(stripe.refunds.create({ payment_intent: (await newIntent()).id }));
    expect(unpaid).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" });
    const unknown = await rejection(stripe.refunds.create({ payment_intent: "pi_DoesNotExist" }));
    expect(unknown).toMatchObject({ statusCode: 404, code: "resource_missing" });
    const missing = await rejection(stripe.refunds.create({}));
    expect(missing).toMatchObject({ statusCode: 400, code: "parameter_missing", param: "payment_intent" });
  });

  it("partial refunds add up to the captured amount and no further", async () => {
    const intent = await newIntent(1000);
    await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    expect((await stripe.refunds.create({ payment_intent: intent.id, amount: 400 })).amount).toBe(400);
    const over = await rejection(stripe.refunds.create({ payment_intent: intent.id, amount: 601 }));
    expect(over).toMatchObject({ statusCode: 400, param: "amount" });
    expect((await stripe.refunds.create({ payment_intent: intent.id })).amount).toBe(600);
  });

  it("automatic capture (the default) still goes straight to succeeded", async () => {
    const intent = await newIntent(700);
    expect(intent.capture_method).toBe("automatic");
    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    expect(paid).toMatchObject({ status: "succeeded", amount_received: 700, amount_capturable: 0 });
    const capture = await rejection(stripe.paymentIntents.capture(intent.id));
    expect(capture).toMatchObject({ statusCode: 400, code: "payment_intent_unexpected_state" });
  });

  it("capture, cancel and refunds need the secret key", async () => {
    const intent = await manualIntent();
    const { client_secret: clientSecret } = intent;
    await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    const capture = await rejection(
      publishable.paymentIntents.capture(intent.id, {
        client_secret: clientSecret,
      } as Stripe.PaymentIntentCaptureParams),
    );
    expect(capture.statusCode).toBe(401);
    const refund = await rejection(publishable.refunds.create({ payment_intent: intent.id }));
    expect(refund.statusCode).toBe(401);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe("requires_capture");
  });
});

describe("HTTP details", () => {
  const auth = { Authorization: `Bearer ${LOCAL_SECRET_KEY}` };

  it("accepts JSON bodies as well as form bodies", async () => {
    const response = await fetch(`${sandbox.url}/v1/payment_intents`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({ amount: 700, currency: "inr", metadata: { order: 9 } }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("request-id")).toMatch(/^req_/);
    expect(await response.json()).toMatchObject({ amount: 700, currency: "inr", metadata: { order: "9" } });
  });

  it("answers unknown routes, malformed and oversized bodies with Stripe-style errors", async () => {
    const unknown = await fetch(`${sandbox.url}/v1/charges`, { headers: auth });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("request-id")).toMatch(/^req_/);
    expect(await unknown.json()).toMatchObject({
      error: {
        type: "invalid_request_error",
        message: expect.stringMatching(/^Unrecognized request URL \(GET: \/v1\/charges\)/),
      },
    });

    const malformed = await fetch(`${sandbox.url}/v1/payment_intents`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { type: "invalid_request_error" } });

    const clash = await fetch(`${sandbox.url}/v1/payment_intents`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/x-www-form-urlencoded" },
      body: "amount=500&currency=inr&metadata=x&metadata[a]=b",
    });
    expect(clash.status).toBe(400);

    const huge = await fetch(`${sandbox.url}/v1/payment_intents`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/x-www-form-urlencoded" },
      body: `amount=500&currency=inr&description=${"x".repeat(101 * 1024)}`,
    });
    expect(huge.status).toBe(413);

    const missingKey = await fetch(`${sandbox.url}/v1/payment_intents/pi_x`);
    expect(missingKey.status).toBe(401);
  });

  it("answers CORS preflights for allowed origins only", async () => {
    const preflight = (origin: string) =>
      fetch(`${sandbox.url}/v1/payment_intents/pi_x/confirm`, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "authorization",
        },
      });
    const allowed = await preflight("http://localhost:8888");
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://localhost:8888");
    expect(allowed.headers.get("access-control-allow-headers")).toMatch(/Authorization/);
    const foreign = await preflight("https://evil.example");
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();

    const intent = await newIntent();
    const read = await fetch(`${sandbox.url}/v1/payment_intents/${intent.id}?client_secret=${intent.client_secret}`, {
      headers: { Origin: "http://localhost:8888", Authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get("access-control-allow-origin")).toBe("http://localhost:8888");
  });
});

describe("webhook delivery", () => {
  it("retries an endpoint that fails, re-signing each attempt", async () => {
    const flaky = await startReceiver((n) => (n === 1 ? 500 : 200));
    const lines: string[] = [];
    const second = await startPaymentSandbox({ port: 0, webhookUrl: flaky.url, log: (line) => lines.push(line) });
    try {
      const sdk = client(LOCAL_SECRET_KEY, second.port);
      const intent = await sdk.paymentIntents.create({ amount: 900, currency: "inr" });
      await sdk.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
      await waitFor(() => (flaky.deliveries.length >= 2 ? true : undefined), "the retried delivery");
      const [first, retry] = flaky.deliveries;
      expect(retry?.body).toBe(first?.body);
      for (const d of flaky.deliveries) {
        expect(
          sdk.webhooks.constructEvent(d.body, String(d.headers["stripe-signature"]), LOCAL_WEBHOOK_SECRET).type,
        ).toBe("payment_intent.succeeded");
      }
      expect(
        lines.some((line) =>
          /webhook payment_intent\.succeeded .* failed \(HTTP 500\), attempt 1\/5; retrying/.test(line),
        ),
      ).toBe(true);
    } finally {
      await second.close();
      await flaky.close();
    }
  });

  it("records events without delivering when webhookUrl is null", async () => {
    const quiet = await startPaymentSandbox({ port: 0, webhookUrl: null });
    try {
      const sdk = client(LOCAL_SECRET_KEY, quiet.port);
      const intent = await sdk.paymentIntents.create({ amount: 900, currency: "inr" });
      await sdk.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
      expect(quiet.events()).toMatchObject([
        { type: "payment_intent.succeeded", pending_webhooks: 0, data: { object: { id: intent.id } } },
      ]);
    } finally {
      await quiet.close();
    }
  });
});

describe("command line", () => {
  it("refuses to start when CONTEXT=production", async () => {
    const child = spawn(process.execPath, [SERVER], {
      env: { ...process.env, CONTEXT: "production", PAYMENT_SANDBOX_PORT: "0", PAYMENT_SANDBOX_WEBHOOK_URL: "off" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    let stdout = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = once(child, "exit");
    try {
      // A sandbox that starts anyway never exits: stop waiting once it says it is listening.
      const outcome = await Promise.race([
        exited.then(([code]) => ({ code: code as number | null })),
        waitFor(() => (/listening/.test(stdout) ? { code: "listening" } : undefined), "exit", 25_000),
      ]);
      expect(outcome.code).toBe(1);
      expect(stderr).toMatch(/refusing to start: CONTEXT is "production"/);
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("prints one listening line and stops cleanly on SIGTERM", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PAYMENT_SANDBOX_PORT: "0", PAYMENT_SANDBOX_WEBHOOK_URL: "off" };
    delete env.CONTEXT;
    const child = spawn(process.execPath, [SERVER], { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = once(child, "exit");
    try {
      const port = await waitFor(
        () => /^Payment sandbox listening on http:\/\/localhost:(\d+)$/m.exec(stdout)?.[1],
        "the listening line",
      );
      const sdk = client(LOCAL_SECRET_KEY, Number(port));
      const intent = await sdk.paymentIntents.create({ amount: 500, currency: "inr" });
      expect(intent.status).toBe("requires_payment_method");
    } finally {
      child.kill("SIGTERM");
    }
    const stopped = await Promise.race([
      exited.then(([code]) => code as number | null),
      sleep(10_000, "still running"),
    ]);
    if (stopped === "still running") child.kill("SIGKILL");
    expect(stopped).toBe(0);
  });
});
