import { AddressDeletedResponseSchema } from "@/domain/address";
import { apiSend } from "@/lib/api-client";

/** DELETE /api/addresses/{id}; resolves only once the server has removed it, else throws ApiError. */
export async function deleteAddress(id: number): Promise<void> {
  await apiSend("DELETE", `/api/addresses/${id}`, undefined, AddressDeletedResponseSchema);
}
