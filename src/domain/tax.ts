/** The provincial tax table (GET /api/tax-rates): GST/HST and PST in percent per province. */
import * as v from "valibot";
import { IdSchema } from "./ids";

export const TaxRateSchema = v.object({
  id: IdSchema,
  province: v.string(),
  /** Two-letter code, e.g. "ON"; empty when the shop API has none. */
  code: v.string(),
  gstHst: v.number(),
  pst: v.number(),
});
export type TaxRate = v.InferOutput<typeof TaxRateSchema>;

export const TaxRatesResponseSchema = v.object({ rates: v.array(TaxRateSchema) });
export type TaxRatesResponse = v.InferOutput<typeof TaxRatesResponseSchema>;

/** The rate row for a province given by name or code, case-insensitively. */
export function findTaxRate<T extends Pick<TaxRate, "province" | "code">>(
  rates: readonly T[],
  province: string,
): T | undefined {
  const wanted = province.trim().toLocaleLowerCase("en");
  if (wanted === "") return undefined;
  return rates.find(
    (rate) => rate.province.toLocaleLowerCase("en") === wanted || rate.code.toLocaleLowerCase("en") === wanted,
  );
}
