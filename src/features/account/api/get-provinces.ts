import { TaxRatesResponseSchema } from "@/domain/tax";
import { apiGet } from "@/lib/api-client";

/** The province names of the tax table (GET /api/tax-rates), the address form's only choices. */
export async function getProvinces(signal?: AbortSignal): Promise<string[]> {
  const body = await apiGet("/api/tax-rates", TaxRatesResponseSchema, { signal });
  return body.rates.map((rate) => rate.province);
}
