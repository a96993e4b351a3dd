import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { asPaise, sumPaise } from "@/domain/money";
import {
  RETURN_NOTHING_PICKED,
  RETURN_WINDOW_DAYS,
  isReturnable,
  returnAmounts,
  returnFormSchema,
  returnIdFromNumber,
  returnNumber,
  returnRefusal,
  returnTaxShare,
} from "@/domain/order-return";
import { checkForm } from "@/lib/form-check";

const DAY = 86_400_000;
const delivered = (daysAgo: number, now: Date) => ({
  id: 7,
  status: "Delivered",
  deliveredAt: new Date(now.getTime() - daysAgo * DAY).toISOString(),
});

describe("the return window", () => {
  const now = new Date("2026-11-27T12:00:00.000Z");

  it(`is open for ${RETURN_WINDOW_DAYS} days after delivery, to the millisecond, and closed after`, () => {
    expect(isReturnable(delivered(0, now), now)).toBe(true);
    expect(isReturnable(delivered(RETURN_WINDOW_DAYS, now), now)).toBe(true);
    expect(isReturnable(delivered(RETURN_WINDOW_DAYS + 0.001, now), now)).toBe(false);
    expect(returnRefusal(delivered(31, now), now)).toBe(
      "Order #7 was delivered more than 30 days ago: its return window has closed.",
    );
  });

  it("is not open for an order that has not arrived", () => {
    for (const status of ["Placed", "Shipped", "Out for delivery", "Cancelled"]) {
      expect(returnRefusal({ id: 7, status, deliveredAt: null }, now)).toMatch(/has not been delivered yet/);
    }
    // Delivered without a date cannot be dated into a window.
    expect(isReturnable({ id: 7, status: "Delivered", deliveredAt: null }, now)).toBe(false);
  });
});

describe("a return's tax share", () => {
  const order = { subtotal: asPaise(300_00), tax: asPaise(39_00) };

  it("is the order's tax in proportion to the returned subtotal, rounded half up", () => {
    expect(returnTaxShare(order, asPaise(0), asPaise(100_00))).toBe(13_00);
    // 39.00 x 1/3 of 0.01 more: 13.0013 -> 13.00.
    expect(returnTaxShare(order, asPaise(0), asPaise(100_01))).toBe(13_00);
    // 0.005 rounds up: 39.00 x 50 / 30000 = 0.065 -> 0.07.
    expect(returnTaxShare(order, asPaise(0), asPaise(50))).toBe(7);
  });

  it("gives back exactly the order's tax once every line is returned, however the returns split it", () => {
    const odd = { subtotal: asPaise(999_99), tax: asPaise(129_99) };
    const parts = [asPaise(333_33), asPaise(333_33), asPaise(333_33)];
    let earlier = asPaise(0);
    const shares = parts.map((part) => {
      const share = returnTaxShare(odd, earlier, part);
      earlier = sumPaise([earlier, part]);
      return share;
    });
    expect(sumPaise(shares)).toBe(odd.tax);
    // Never more than the order's tax, even for more than its subtotal.
    expect(returnTaxShare(odd, asPaise(0), asPaise(2_000_00))).toBe(odd.tax);
  });

  it("adds the lines at the price paid to their tax share", () => {
    expect(
      returnAmounts(order, asPaise(0), [
        { unitPrice: asPaise(50_00), units: 2 },
        { unitPrice: asPaise(100_00), units: 1 },
      ]),
    ).toEqual({ subtotal: 200_00, tax: 26_00, total: 226_00 });
  });
});

describe("the return number", () => {
  it("is R and six digits at least, and reads back with or without the R", () => {
    expect(returnNumber(12)).toBe("R000012");
    expect(returnNumber(1_234_567)).toBe("R1234567");
    expect(returnIdFromNumber("R000012")).toBe(12);
    expect(returnIdFromNumber(" r12 ")).toBe(12);
    expect(returnIdFromNumber("12")).toBe(12);
    for (const bad of ["", "R", "R-1", "R0", "twelve", "R1e3"]) expect(returnIdFromNumber(bad)).toBeNull();
  });
});

describe("the return form", () => {
  const lines = [
    { id: 31, quantity: 2 },
    { id: 32, quantity: 1 },
  ];
  const fields = ["units-31", "units-32", "reason", "comment"] as const;
  const check = (values: Partial<Record<(typeof fields)[number], string>>) =>
    checkForm(
      returnFormSchema(lines),
      { "units-31": "0", "units-32": "0", reason: "Wrong size", comment: "", ...values },
      fields,
    );

  it("turns the picked units, the reason and the trimmed comment into the request", () => {
    expect(check({ "units-31": "2", comment: "  Too small.  " })).toEqual({
      ok: true,
      output: { lines: [{ lineId: 31, units: 2 }], reason: "Wrong size", comment: "Too small." },
    });
  });

  it("refuses units beyond those bought, nothing picked, no reason and a long comment, on their fields", () => {
    expect(check({ "units-31": "3" })).toEqual({
      ok: false,
      errors: { "units-31": "You bought 2 of these: you can return at most 2." },
    });
    expect(check({ "units-32": "2" })).toMatchObject({
      errors: { "units-32": "You bought 1 of this: you can return at most 1." },
    });
    expect(check({})).toEqual({ ok: false, errors: { "units-31": RETURN_NOTHING_PICKED } });
    expect(check({ "units-31": "1", reason: "" })).toEqual({
      ok: false,
      errors: { reason: "Please choose a reason for the return." },
    });
    expect(check({ "units-31": "1", comment: "x".repeat(501) })).toMatchObject({
      errors: { comment: "Please keep the comment under 500 characters." },
    });
    expect(v.safeParse(returnFormSchema(lines), { "units-31": "-1", reason: "Wrong size" }).success).toBe(false);
  });
});
