import { AddressResponseSchema, type Address, type AddressForm } from "@/domain/address";
import { apiSend } from "@/lib/api-client";

/** POST /api/addresses with the checked form; throws ApiError (400 with `fields`, 401, 502...). */
export async function createAddress(form: AddressForm): Promise<Address> {
  const body = await apiSend("POST", "/api/addresses", form, AddressResponseSchema);
  return body.address;
}
