/**
 * Addresses: the address form of SPEC.md section 5 (every field required with 'This field is
 * required', zip numeric, province from the tax list, country Canada) and the saved address the
 * functions return.
 */
import * as v from "valibot";
import { EMAIL_PATTERN, INVALID_EMAIL } from "./account";
import { requiredText } from "./form-fields";
import { IdSchema } from "./ids";

export const FIELD_REQUIRED = "This field is required";
export const ZIP_NOT_NUMERIC = "Please enter a numeric zip code.";
export const ADDRESS_COUNTRY = "Canada";

const Required = (max: number, pattern?: { regex: RegExp; message: string }) =>
  requiredText(max, FIELD_REQUIRED, pattern);

export const AddressFormSchema = v.object({
  name: Required(120),
  email: Required(254, { regex: EMAIL_PATTERN, message: INVALID_EMAIL }),
  mobile: Required(20),
  zip: Required(10, { regex: /^\d+$/, message: ZIP_NOT_NUMERIC }),
  street: Required(200),
  locality: Required(200),
  city: Required(100),
  /** A province or territory name from GET /api/tax-rates. */
  province: Required(60),
});
export type AddressForm = v.InferOutput<typeof AddressFormSchema>;

export const AddressSchema = v.object({
  id: IdSchema,
  firstName: v.string(),
  lastName: v.string(),
  name: v.string(),
  email: v.string(),
  mobile: v.string(),
  street: v.string(),
  locality: v.string(),
  city: v.string(),
  province: v.string(),
  zip: v.string(),
  country: v.string(),
});
export type Address = v.InferOutput<typeof AddressSchema>;

export const AddressesResponseSchema = v.object({ addresses: v.array(AddressSchema) });
export type AddressesResponse = v.InferOutput<typeof AddressesResponseSchema>;
export const AddressResponseSchema = v.object({ address: AddressSchema });
export type AddressResponse = v.InferOutput<typeof AddressResponseSchema>;
