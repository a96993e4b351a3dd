import { describe, expect, it } from "vitest";
import { paiseToRupees, rupeesToPaise, taxPaise, totalsForSubtotal } from "@/domain/money";

describe("paise and rupees", () => {
  it("convert both ways to the paisa", () => {
    expect(rupeesToPaise(1299.5)).toBe(129950);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(129950)).toBe(1299.5);
    expect(paiseToRupees(1)).toBe(0.01);
  });
});

describe("tax (SPEC.md section 9: subtotal x rate / 100, 2 decimals)", () => {
  it("computes British Columbia's 5% GST and 7% PST", () => {
    expect(totalsForSubtotal(259_800, { gstHst: 5, pst: 7 })).toEqual({
      subtotal: 259_800,
      hst: 12_990,
      pst: 18_186,
      total: 290_976,
    });
  });

  it("handles Quebec's 9.975% without float drift", () => {
    // 100.00 x 9.975% = 9.975 -> 9.98 (half up); floats give 9.974999... for some amounts.
    expect(taxPaise(10_000, 9.975)).toBe(998);
    expect(taxPaise(1, 9.975)).toBe(0);
    expect(taxPaise(123_456, 9.975)).toBe(12_315);
  });

  it("rounds exactly-half paise up", () => {
    // 0.50 at 13% = 0.065 -> 0.07
    expect(taxPaise(50, 13)).toBe(7);
    expect(taxPaise(10, 5)).toBe(1); // 0.005 rupees -> 0.01
  });

  it("is zero for a zero rate or an empty cart", () => {
    expect(taxPaise(99_999, 0)).toBe(0);
    expect(totalsForSubtotal(0, { gstHst: 13, pst: 0 }).total).toBe(0);
  });
});
