import { AddressesResponseSchema, type Address } from "@/domain/address";
import { apiGet } from "./api-client";

/**
 * GET /api/addresses: the signed-in customer's address book. Read fresh on every visit rather
 * than through the shared query cache: the list changes under the shopper's own hand (add,
 * delete) and belongs to one customer, so a cached copy could show a deleted card or someone else's.
 */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  try {
    return (await apiGet("/api/addresses", AddressesResponseSchema, { signal })).addresses;
  } catch (error) {
    // SPEC.md section 8 logs a failed address load; the screens also say so, with a Retry.
    if (!signal?.aborted) console.warn("Address load failed:", error instanceof Error ? error.message : error);
    throw error;
  }
}
