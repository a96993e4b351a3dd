/** The provincial tax table (shop-api/src/routes/taxes.ts, SPEC.md section 7's GetAllTax). */
import * as v from "valibot";
import type { TaxRate } from "@domain/tax";
import type { Transport } from "./transport";
import { TextOut, VendorIdSchema, vendorListEnvelope } from "./vendor";

const Percent = v.union([
  v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number), v.maxValue(100)),
]);
export const VendorTaxSchema = v.object({
  id: VendorIdSchema,
  province: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  province_code: TextOut,
  gst_hst_tax: Percent,
  pst_tax: Percent,
});
export type VendorTax = v.InferOutput<typeof VendorTaxSchema>;
export const VendorTaxListSchema = vendorListEnvelope(VendorTaxSchema);

export function reshapeTaxRate(raw: VendorTax): TaxRate {
  return { id: raw.id, province: raw.province, code: raw.province_code, gstHst: raw.gst_hst_tax, pst: raw.pst_tax };
}

export function taxCalls({ call }: Transport) {
  return {
    async getTaxRates(): Promise<TaxRate[]> {
      const body = await call("GET", "GetAllTax", VendorTaxListSchema);
      return body.data.map(reshapeTaxRate);
    },
  };
}
