/** The customer's address book (shop-api/src/routes/addresses.ts). */
import * as v from "valibot";
import { ADDRESS_COUNTRY, type Address, type AddressForm } from "@domain/address";
import { orNull, READS, RES_ID, ShopApiError, type Transport } from "./transport";
import { TextOut, VendorIdSchema, vendorListEnvelope, VendorOkSchema } from "./vendor";

export const VendorAddressSchema = v.object({
  id: VendorIdSchema,
  firstname: TextOut,
  lastname: TextOut,
  email: TextOut,
  address1: TextOut,
  address2: TextOut,
  city: TextOut,
  district: TextOut,
  STATE: TextOut,
  province: TextOut,
  pincode: v.pipe(
    v.optional(v.nullable(v.union([v.string(), v.number()])), ""),
    v.transform((zip) => String(zip ?? "")),
  ),
  mobileno: v.pipe(
    v.optional(v.nullable(v.union([v.string(), v.number()])), ""),
    v.transform((mobile) => String(mobile ?? "")),
  ),
  country: TextOut,
  // The storefront's extension (decision 058); a reseller without it marks none.
  is_default: v.optional(v.boolean(), false),
});
export type VendorAddress = v.InferOutput<typeof VendorAddressSchema>;
export const VendorAddressListSchema = vendorListEnvelope(VendorAddressSchema);

export function reshapeAddress(raw: VendorAddress): Address {
  const name = [raw.firstname, raw.lastname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
  return {
    id: raw.id,
    firstName: raw.firstname,
    lastName: raw.lastname,
    name,
    email: raw.email,
    mobile: raw.mobileno,
    street: raw.address1,
    locality: raw.address2,
    city: raw.city,
    // Some resellers fill only STATE, some only province.
    province: raw.province || raw.STATE,
    zip: raw.pincode,
    country: raw.country,
    isDefault: raw.is_default,
  };
}

/** The address form (SPEC.md section 5) as the shop API's insert_Customeraddress payload. */
export function addressPayload(form: AddressForm, province: string, customerId: number) {
  return {
    name: form.name,
    email: form.email,
    mobile: form.mobile,
    address1: form.street,
    address2: form.locality,
    country: ADDRESS_COUNTRY,
    city: form.city,
    district: "",
    pincode: form.zip,
    state: province,
    province,
    userid: customerId,
  };
}

export function addressCalls({ call }: Transport) {
  /** POST /api/GetAllAddress: the customer's address book, oldest first. */
  async function getAddresses(customerId: number): Promise<Address[]> {
    const body = await call(
      "POST",
      "GetAllAddress",
      VendorAddressListSchema,
      { user_id: customerId, res_id: RES_ID },
      READS,
    );
    return body.data.map(reshapeAddress);
  }

  return {
    getAddresses,

    async addAddress(customerId: number, form: AddressForm, province: string): Promise<Address> {
      const body = await call(
        "POST",
        "insert_Customeraddress",
        VendorAddressListSchema,
        addressPayload(form, province, customerId),
      );
      const saved = body.data[0];
      if (saved) return reshapeAddress(saved);
      // SPEC.md's insert_Customeraddress answers only {status, message}: find the new row.
      const latest = (await getAddresses(customerId)).at(-1);
      if (!latest)
        throw new ShopApiError(
          "upstream_invalid",
          "The shop API saved an address but does not list it (GetAllAddress).",
        );
      return latest;
    },

    /** POST /api/update_address (extension) -> the saved address, or null when it is not this customer's. */
    async updateAddress(
      customerId: number,
      addressId: number,
      form: AddressForm,
      province: string,
    ): Promise<Address | null> {
      const body = await orNull(
        call("POST", "update_address", VendorAddressListSchema, {
          ...addressPayload(form, province, customerId),
          address_id: addressId,
        }),
      );
      if (!body) return null;
      const saved = body.data[0];
      if (!saved)
        throw new ShopApiError("upstream_invalid", "The shop API updated an address but did not send it back.");
      return reshapeAddress(saved);
    },

    /** POST /api/delete_address (extension) -> false when it is not this customer's address. */
    async deleteAddress(customerId: number, addressId: number): Promise<boolean> {
      const body = await orNull(
        call("POST", "delete_address", VendorOkSchema, { userid: customerId, address_id: addressId }),
      );
      return body !== null;
    },
  };
}
