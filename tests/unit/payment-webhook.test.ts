// The webhook's signature pre-check (issue 12, finding 5): a header stripe-node would choke on
// is refused as malformed before the SDK sees it. The whole webhook runs through real HTTP in
// tests/functions/checkout-payments.test.ts.
import { describe, expect, it } from "vitest";
import Stripe from "stripe";
import { eventPaymentIntent, isWellFormedSignature, verifiedEvent } from "@functions/_shared/payment-webhook";

const HEX = "a".repeat(64);

describe("isWellFormedSignature", () => {
  it("accepts what Stripe sends: a timestamp and one or more v1 signatures, v0 alongside", () => {
    expect(isWellFormedSignature(`t=1732600000,v1=${HEX}`)).toBe(true);
    expect(isWellFormedSignature(`t=1732600000,v1=${HEX},v1=${"b".repeat(64)},v0=${HEX}`)).toBe(true);
  });

  it("refuses empty, missing or non-numeric parts", () => {
    for (const header of [
      "t=1,v1=",
      "t=,v1=",
      `t=,v1=${HEX}`,
      `t=1,v1=,v1=${HEX}`,
      `t=abc,v1=${HEX}`,
      `v1=${HEX}`,
      "t=1",
      `t=1,t=2,v1=${HEX}`,
      "t=1,v1=not-hex",
      "garbage",
      "",
      "=,=,=",
      `t=1${"0".repeat(20)},v1=${HEX}`,
    ]) {
      expect(isWellFormedSignature(header), header).toBe(false);
    }
  });
});

describe("verifiedEvent and eventPaymentIntent", () => {
  const secret = "whsec_unit_test_secret";
  const stripe = new Stripe("sk_test_unit");
  const intent = { id: "pi_123", object: "payment_intent", amount: 4999, metadata: { customer_id: "7" } };
  const event = (object: unknown) => ({ id: "evt_1", type: "payment_intent.succeeded", data: { object } });

  it("refuses a validly signed payload stamped more than five minutes ahead", async () => {
    const payload = JSON.stringify(event(intent));
    const now = Math.floor(Date.now() / 1000);
    const signed = (timestamp: number) => stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    expect(await verifiedEvent(stripe, payload, signed(now), secret)).not.toBeNull();
    expect(await verifiedEvent(stripe, payload, signed(now + 3600), secret)).toBeNull();
  });

  it("reads a payment intent only from an event shaped like one", () => {
    expect(eventPaymentIntent(event(intent))?.id).toBe("pi_123");
    expect(eventPaymentIntent(event({ ...intent, metadata: undefined }))?.metadata).toEqual({});
    for (const odd of [
      null,
      2,
      "pi_1",
      [],
      {},
      { ...intent, id: {} },
      { ...intent, id: "../x" },
      { ...intent, amount: -1 },
    ]) {
      expect(eventPaymentIntent(event(odd)), JSON.stringify(odd)).toBeNull();
    }
    expect(eventPaymentIntent({ type: "payment_intent.succeeded", data: -1 })).toBeNull();
    expect(eventPaymentIntent({ ...event(intent), type: "customer.created" })).toBeNull();
  });
});
