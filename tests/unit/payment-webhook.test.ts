// The webhook's signature pre-check (issue 12, finding 5): a header stripe-node would choke on
// is refused as malformed before the SDK sees it. The whole webhook runs through real HTTP in
// tests/functions/checkout-payments.test.ts.
import { describe, expect, it } from "vitest";
import { isWellFormedSignature } from "../../functions/_shared/payment-webhook";

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
