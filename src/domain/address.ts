/**
 * Addresses: the address form of SPEC.md section 5 (every field required with 'This field is
 * required', zip numeric or a Canadian postal code of the chosen province, province from the tax
 * list, country Canada) and the saved address the functions return.
 */
import * as v from "valibot";
import { EMAIL_PATTERN, INVALID_EMAIL } from "./account";
import { requiredText } from "./form-fields";
import { IdSchema } from "./ids";
import { MOBILE_DIGITS, MOBILE_INVALID, normalizeMobile } from "./phone";
import {
  normalizePostalCode,
  POSTAL_CODE_INVALID,
  POSTAL_CODE_OR_ZIP,
  postalCodeFitsProvince,
  wrongDistrictMessage,
} from "./postal-code";

export const FIELD_REQUIRED = "This field is required";
export { MOBILE_INVALID, POSTAL_CODE_INVALID };
export const ADDRESS_COUNTRY = "Canada";

const Required = (max: number, pattern?: { regex: RegExp; message: string }) =>
  requiredText(max, FIELD_REQUIRED, pattern);

export const AddressFormSchema = v.pipe(
  v.object({
    name: Required(120),
    email: Required(254, { regex: EMAIL_PATTERN, message: INVALID_EMAIL }),
    /** A North American number, stored as its 10 digits. */
    mobile: v.pipe(Required(20), v.transform(normalizeMobile), v.regex(MOBILE_DIGITS, MOBILE_INVALID)),
    /** A numeric zip, or a postal code stored as `A1A 1A1`. */
    zip: v.pipe(
      Required(10, { regex: POSTAL_CODE_OR_ZIP, message: POSTAL_CODE_INVALID }),
      v.transform(normalizePostalCode),
    ),
    street: Required(200),
    locality: Required(200),
    city: Required(100),
    /** A province or territory name from GET /api/tax-rates. */
    province: Required(60),
  }),
  // Checked as soon as both fields are valid, whatever the others hold, so the message shows with the rest.
  v.forward(
    v.partialCheck(
      [["zip"], ["province"]],
      (form) => postalCodeFitsProvince(form.zip, form.province),
      (issue) => wrongDistrictMessage(issue.input.province),
    ),
    ["zip"],
  ),
);
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
  /** The one the checkout selects first (decision 058). */
  isDefault: v.boolean(),
});
export type Address = v.InferOutput<typeof AddressSchema>;

/** The address the customer marked default, else the oldest saved (a reseller that marks none); null for none. */
export function defaultAddress(list: readonly Address[]): Address | null {
  return list.find((address) => address.isDefault) ?? list[0] ?? null;
}

export const AddressesResponseSchema = v.object({ addresses: v.array(AddressSchema) });
export type AddressesResponse = v.InferOutput<typeof AddressesResponseSchema>;
export const AddressResponseSchema = v.object({ address: AddressSchema });
export type AddressResponse = v.InferOutput<typeof AddressResponseSchema>;
/** DELETE /api/addresses/{id}: the id of the address that is gone. */
export const AddressDeletedResponseSchema = v.object({ deleted: IdSchema });
