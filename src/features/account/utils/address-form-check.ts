import { AddressFormSchema, type AddressForm } from "@/domain/address";
import { checkForm, type FormCheck } from "@/lib/form-check";

/** The form's fields in screen order: the first invalid one gets the focus. */
export const ADDRESS_FIELDS = ["name", "email", "mobile", "street", "locality", "city", "province", "zip"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type AddressValues = Record<AddressField, string>;

export const EMPTY_ADDRESS: AddressValues = {
  name: "",
  email: "",
  mobile: "",
  street: "",
  locality: "",
  city: "",
  province: "",
  zip: "",
};

/**
 * SPEC.md section 5 through the shared schema (the functions check the same one): every field
 * required ('This field is required'), zip numeric, email well formed. One message per field.
 */
export function checkAddress(values: AddressValues): FormCheck<AddressForm, AddressField> {
  return checkForm(AddressFormSchema, values, ADDRESS_FIELDS);
}
