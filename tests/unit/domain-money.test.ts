import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  asPaise,
  paiseFromRupees,
  PaiseSchema,
  paiseToRupees,
  rupeesDecimalText,
  sumPaise,
  taxPaise,
  timesUnits,
  totalsForSubtotal,
} from "@/domain/money";

describe("paise and rupees", () => {
  it("convert both ways to the paisa", () => {
    expect(paiseFromRupees(1299.5)).toBe(129950);
    expect(paiseFromRupees(0.1 + 0.2)).toBe(30);
    expect(paiseFromRupees(1799.1)).toBe(179910);
    expect(paiseToRupees(asPaise(129950))).toBe(1299.5);
    expect(paiseToRupees(asPaise(1))).toBe(0.01);
  });

  it("are whole paise: a fraction of a paisa is refused, not carried", () => {
    expect(() => asPaise(1299.5)).toThrow(RangeError);
    expect(v.safeParse(PaiseSchema, 1299.5).success).toBe(false);
    expect(v.safeParse(PaiseSchema, -1).success).toBe(false);
    expect(v.parse(PaiseSchema, 129950)).toBe(129950);
  });

  it("add and multiply exactly", () => {
    expect(sumPaise([paiseFromRupees(0.1), paiseFromRupees(0.2)])).toBe(30);
    expect(timesUnits(paiseFromRupees(1799.1), 3)).toBe(539730);
    expect(sumPaise([])).toBe(0);
  });

  it("write schema.org's decimal price in rupees", () => {
    expect(rupeesDecimalText(asPaise(129950))).toBe("1299.50");
    expect(rupeesDecimalText(asPaise(5))).toBe("0.05");
    expect(rupeesDecimalText(asPaise(0))).toBe("0.00");
  });
});

const paise = asPaise;

describe("tax (SPEC.md section 9: subtotal x rate / 100, 2 decimals)", () => {
  it("computes British Columbia's 5% GST and 7% PST", () => {
    expect(totalsForSubtotal(paise(259_800), { gstHst: 5, pst: 7 })).toEqual({
      subtotal: 259_800,
      hst: 12_990,
      pst: 18_186,
      total: 290_976,
    });
  });

  it("handles Quebec's 9.975% without float drift", () => {
    // 100.00 x 9.975% = 9.975 -> 9.98 (half up); floats give 9.974999... for some amounts.
    expect(taxPaise(paise(10_000), 9.975)).toBe(998);
    expect(taxPaise(paise(1), 9.975)).toBe(0);
    expect(taxPaise(paise(123_456), 9.975)).toBe(12_315);
  });

  it("rounds exactly-half paise up", () => {
    // 0.50 at 13% = 0.065 -> 0.07
    expect(taxPaise(paise(50), 13)).toBe(7);
    expect(taxPaise(paise(10), 5)).toBe(1); // 0.005 rupees -> 0.01
  });

  it("is zero for a zero rate or an empty cart", () => {
    expect(taxPaise(paise(99_999), 0)).toBe(0);
    expect(totalsForSubtotal(paise(0), { gstHst: 13, pst: 0 }).total).toBe(0);
  });
});
