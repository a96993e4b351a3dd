// The cancellation form's live check (SPEC.md section 5), built on the shared domain schemas.
import { describe, expect, it } from "vitest";
import { checkCancelForm } from "@/features/orders/utils/cancel-form-check";
import { formatOrderDate } from "@/features/orders/utils/order-date";
import { orderFromState, orderIdFrom } from "@/features/orders/utils/order-location";

const REASON_REQUIRED = "Please select a reason for cancellation.";
const SUMMARY_TOO_SHORT = "Please enter at least 10 characters in the comments.";
const FIELD_TOO_SHORT = "Please enter at least 10 characters.";

describe("checkCancelForm", () => {
  it("lists both missing things, reason first, when nothing is filled in", () => {
    expect(checkCancelForm("", "")).toEqual({
      body: null,
      missing: [REASON_REQUIRED, SUMMARY_TOO_SHORT],
      commentError: FIELD_TOO_SHORT,
    });
  });

  it("refuses a reason that is not one of the seven", () => {
    expect(checkCancelForm("Changed my mind", "long enough comment").missing).toEqual([REASON_REQUIRED]);
  });

  it("counts the comment after trimming: 9 characters, or padding around a short word, are too short", () => {
    expect(checkCancelForm("Cash Issue", "123456789")).toMatchObject({
      body: null,
      missing: [SUMMARY_TOO_SHORT],
      commentError: FIELD_TOO_SHORT,
    });
    expect(checkCancelForm("Cash Issue", "   short    ")).toMatchObject({ body: null, missing: [SUMMARY_TOO_SHORT] });
  });

  it("gives the trimmed body once both rules hold", () => {
    expect(checkCancelForm("Duplicate Order", "  1234567890  ")).toEqual({
      body: { reason: "Duplicate Order", comment: "1234567890" },
      missing: [],
      commentError: null,
    });
  });
});

describe("order screen helpers", () => {
  it("writes dates en-IN style; a calendar date stays that day", () => {
    expect(formatOrderDate("2026-11-26", "en", "America/Vancouver")).toBe("26 Nov 2026");
    expect(formatOrderDate("not a date", "en", "UTC")).toBe("not a date");
  });

  it("reads ?order= as a plain positive id", () => {
    expect(orderIdFrom(new URLSearchParams("order=12"))).toBe(12);
    for (const bad of ["", "order=", "order=0", "order=1e3", "order=abc"])
      expect(orderIdFrom(new URLSearchParams(bad))).toBeNull();
  });

  it("takes the router state's order only when it is a valid order with the URL's id", () => {
    const order = {
      id: 7,
      status: "Placed",
      paymentMode: "Online payment (Stripe)",
      paymentReference: "pi_1",
      placedAt: null,
      packedAt: null,
      shippedAt: null,
      deliveredAt: null,
      expectedDelivery: null,
      cancelledAt: null,
      cancelReason: null,
      cancelComment: null,
      refund: null,
      events: null,
      returns: [],
      subtotal: 1,
      hst: 0,
      pst: 0,
      total: 1,
      addressId: null,
      deliveryAddress: null,
      cancellable: true,
      lines: [],
    };
    expect(orderFromState({ order }, 7)).toEqual(order);
    expect(orderFromState({ order }, 8)).toBeNull();
    expect(orderFromState({ order: { id: 7 } }, 7)).toBeNull();
    expect(orderFromState(null, 7)).toBeNull();
  });
});
