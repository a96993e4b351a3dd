import { redirect } from "react-router";
import { localeOfPath } from "@domain/locale";
import { AddressFormSchema, type Address, type AddressForm } from "@/domain/address";
import { parseIdText } from "@/domain/ids";
import { ApiError } from "@/lib/api-client";
import { checkForm, firstInvalidField, knownFieldErrors, type FormCheck } from "@/lib/form-check";
import { formReply, type FormReply } from "@/lib/form/form-reply";
import { errorText } from "./error-text";
import { returnTarget, withAddressId } from "./return-to";

/** The form's fields in screen order: the first invalid one gets the focus. */
export const ADDRESS_FIELDS = ["name", "email", "mobile", "street", "locality", "city", "province", "zip"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export type AddressValues = Record<AddressField, string>;

/** The hidden fields: which saved address is changed (none: a new one), and "stay" for the checkout's form. */
export const ADDRESS_ID_FIELD = "addressId";
export const STAY_FIELD = "stay";

const SAVE_FAILED = "Your address could not be saved. Please try again.";

/**
 * SPEC.md section 5 through the shared schema (the functions check the same one): every field
 * required ('This field is required'), zip numeric, email well formed. One message per field.
 */
export function checkAddress(values: AddressValues): FormCheck<AddressForm, AddressField> {
  return checkForm(AddressFormSchema, values, ADDRESS_FIELDS);
}

/** The saved address a posted form changes, or null when it adds one. */
export function changedAddressId(form: FormData): number | null {
  const id = form.get(ADDRESS_ID_FIELD);
  return typeof id === "string" ? parseIdText(id) : null;
}

/** What the address form's actions answer: the form back with its problems, or the checkout's saved address. */
export type AddressFormAnswer = FormReply<AddressField> | { saved: Address };

/**
 * A saved address: the checkout's form gets it back and stays; the page goes back where the shopper
 * came from (`?returnTo=`, a path of this site, else the address list) with the id in `?addressId=`,
 * for the checkout to select it and the list to mark it as new.
 */
export function savedAddressAnswer(form: FormData, request: Request, saved: Address): AddressFormAnswer | Response {
  if (form.has(STAY_FIELD)) return { saved };
  const url = new URL(request.url);
  const returnTo = returnTarget(url.searchParams.get("returnTo"), localeOfPath(url.pathname));
  return redirect(withAddressId(returnTo, saved.id));
}

/**
 * The server's refusal: its messages at the fields it names (the focus goes to the first), else its
 * message for the form; everything typed comes back.
 */
export function addressRefusal(values: AddressValues, error: unknown): FormReply<AddressField> {
  const errors = knownFieldErrors(ADDRESS_FIELDS, error instanceof ApiError ? error.fields : undefined);
  if (firstInvalidField(ADDRESS_FIELDS, errors)) return formReply(values, { errors });
  return formReply(values, { formError: errorText(error, SAVE_FAILED) });
}
