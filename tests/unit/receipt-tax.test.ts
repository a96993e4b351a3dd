// The rates a tax receipt states: the delivery province's row of the tax table, only when it
// reproduces the HST and PST the order was charged.
import { describe, expect, it } from "vitest";
import { paiseFromRupees } from "@/domain/money";
import { receiptTax, type TaxedOrder } from "@/domain/receipt";
import type { TaxRate } from "@/domain/tax";

const RATES: TaxRate[] = [
  { id: 1, province: "British Columbia", code: "BC", gstHst: 5, pst: 7 },
  { id: 2, province: "Ontario", code: "ON", gstHst: 13, pst: 0 },
  { id: 3, province: "Quebec", code: "QC", gstHst: 5, pst: 9.975 },
];

// 2,598.00 in British Columbia: 5% is 129.90, 7% is 181.86 (SPEC.md section 9, to the paisa).
const bc: TaxedOrder = {
  subtotal: paiseFromRupees(2598),
  hst: paiseFromRupees(129.9),
  pst: paiseFromRupees(181.86),
  deliveryAddress: { province: "British Columbia" },
};

describe("receiptTax", () => {
  it("gives the province's rates when they reproduce both amounts charged", () => {
    expect(receiptTax(bc, RATES)).toEqual({ province: "British Columbia", gstHst: 5, pst: 7 });
  });

  it("finds the province by its code or any case, and names it as the table does", () => {
    expect(receiptTax({ ...bc, deliveryAddress: { province: "bc" } }, RATES)?.province).toBe("British Columbia");
  });

  it("rounds as checkout did: Quebec's 9.975% of 100.00 is 9.98", () => {
    const quebec = {
      subtotal: paiseFromRupees(100),
      hst: paiseFromRupees(5),
      pst: paiseFromRupees(9.98),
      deliveryAddress: { province: "Quebec" },
    };
    expect(receiptTax(quebec, RATES)).toEqual({ province: "Quebec", gstHst: 5, pst: 9.975 });
    expect(receiptTax({ ...quebec, pst: paiseFromRupees(9.97) }, RATES)).toBeNull();
  });

  it("states no rate the amounts were not charged at (the table changed since)", () => {
    expect(receiptTax({ ...bc, hst: paiseFromRupees(130) }, RATES)).toBeNull();
    expect(receiptTax({ ...bc, pst: paiseFromRupees(0) }, RATES)).toBeNull();
    const raised = RATES.map((rate) => (rate.code === "BC" ? { ...rate, pst: 8 } : rate));
    expect(receiptTax(bc, raised)).toBeNull();
  });

  it("has no rates for an order without its breakdown, its address, or a province in the table", () => {
    expect(receiptTax({ ...bc, subtotal: null }, RATES)).toBeNull();
    expect(receiptTax({ ...bc, hst: null }, RATES)).toBeNull();
    expect(receiptTax({ ...bc, pst: null }, RATES)).toBeNull();
    expect(receiptTax({ ...bc, deliveryAddress: null }, RATES)).toBeNull();
    expect(receiptTax({ ...bc, deliveryAddress: { province: "Yukon" } }, RATES)).toBeNull();
    expect(receiptTax({ ...bc, deliveryAddress: { province: "" } }, RATES)).toBeNull();
  });
});
