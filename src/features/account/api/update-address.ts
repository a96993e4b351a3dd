import { AddressResponseSchema, type Address, type AddressForm } from "@/domain/address";
import { apiSend } from "@/lib/api-client";

/** PUT /api/addresses/{id} with the checked form; throws ApiError (400 with `fields`, 404, 401, 502...). */
export async function updateAddress(id: number, form: AddressForm): Promise<Address> {
  const body = await apiSend("PUT", `/api/addresses/${id}`, form, AddressResponseSchema);
  return body.address;
}
