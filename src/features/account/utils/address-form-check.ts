import * as v from "valibot";
import { AddressFormSchema, type AddressForm } from "../../../domain/address";

/** The form's fields in screen order: the first invalid one gets the focus. */
export const ADDRESS_FIELDS = ["name", "email", "mobile", "street", "locality", "city", "province", "zip"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS: AddressValues = { name: "", email: "", mobile: "", street: "", locality: "", city: "", province: "", zip: "" };

export function isAddressField(key: string): key is AddressField {
  return (ADDRESS_FIELDS as readonly string[]).includes(key);
}

/**
 * SPEC.md section 5 through the shared schema (the functions check the same one): every field
 * required ('This field is required'), zip numeric, email well formed. One message per field.
 */
export function checkAddress(values: AddressValues): { ok: true; form: AddressForm } | { ok: false; errors: AddressErrors } {
  const result = v.safeParse(AddressFormSchema, values);
  if (result.success) return { ok: true, form: result.output };
  const errors: AddressErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === "string" && isAddressField(key) && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/** The first field, in screen order, that has an error. */
export function firstInvalid(errors: AddressErrors): AddressField | undefined {
  return ADDRESS_FIELDS.find((field) => errors[field]);
}
