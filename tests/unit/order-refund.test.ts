import { describe, expect, it } from "vitest";
import { paiseFromRupees } from "@/domain/money";
import { refundRetryDelaySeconds, refundStatement, type OrderRefund } from "@/domain/order-refund";
import { scheduleIntervalMs } from "../../scripts/scheduled-functions.mjs";

const refund = (state: OrderRefund["state"], cardLast4: string | null = "4242"): OrderRefund => ({
  state,
  amount: paiseFromRupees(340.86),
  cardLast4,
});

describe("a cancelled order's refund", () => {
  it("is stated in the shopper's words for every state", () => {
    expect(refundStatement(refund("refunded"))).toBe("Refunded ₹340.86 to the card ending 4242");
    expect(refundStatement(refund("refunded", null))).toBe("Refunded ₹340.86 to your card");
    expect(refundStatement(refund("requested"))).toBe("A refund of ₹340.86 to the card ending 4242 is pending");
    expect(refundStatement(refund("pending"))).toBe("A refund of ₹340.86 to the card ending 4242 is pending");
    expect(refundStatement(refund("retrying"))).toBe(
      "The refund of ₹340.86 to the card ending 4242 failed and is being retried",
    );
    expect(refundStatement(refund("released"))).toBe(
      "The payment of ₹340.86 on the card ending 4242 was released: nothing was charged",
    );
    expect(refundStatement({ ...refund("manual"), amount: paiseFromRupees(123456.5) })).toBe(
      "The refund of ₹1,23,456.50 to the card ending 4242 could not be made automatically: our team will make it",
    );
  });

  it("is retried after 30 s, doubling, never more than an hour apart", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 100].map(refundRetryDelaySeconds)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
    expect(refundRetryDelaySeconds(0)).toBe(30);
  });
});

describe("the local stack's schedules", () => {
  it("runs the cron schedules it knows and refuses the others", () => {
    expect(scheduleIntervalMs("* * * * *")).toBe(60_000);
    expect(scheduleIntervalMs("*/5 * * * *")).toBe(300_000);
    expect(scheduleIntervalMs("@hourly")).toBe(3_600_000);
    expect(scheduleIntervalMs("@daily")).toBe(86_400_000);
    expect(() => scheduleIntervalMs("0 9 * * 1")).toThrow(/cannot run the schedule/);
  });
});
