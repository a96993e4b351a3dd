/** Deleting a saved address from /your-address, as the route's action reads and answers it. */
import { parseIdText } from "@/domain/ids";
import { errorText } from "./error-text";

export const DELETE_INTENT = "delete";
/** Sent by the question's own Delete: a post without it is only asking (a browser without script). */
export const CONFIRMED_FIELD = "confirmed";
const DELETE_FAILED = "This address could not be deleted. Please try again.";

/** The posted delete: which address, its name for the notice that says it went, and whether it was confirmed. */
export interface AddressDelete {
  addressId: number;
  name: string;
  confirmed: boolean;
}

/** The address book's action's answer: to a delete, or to a "Make default" (decision 058). */
export type AddressDeleteAnswer =
  | { status: "deleted"; addressId: number; name: string }
  | { status: "defaulted"; addressId: number; name: string }
  | { status: "refused"; addressId: number; message: string }
  /** Without script nobody asked yet: the page asks, with Delete and Cancel, before anything is deleted. */
  | { status: "confirm"; addressId: number; name: string };

export function addressDeleteOf(form: FormData): AddressDelete | null {
  if (form.get("intent") !== DELETE_INTENT) return null;
  const addressId = parseIdText(form.get("addressId")?.toString());
  const name = form.get("name");
  return addressId === null
    ? null
    : { addressId, name: typeof name === "string" ? name : "", confirmed: form.get(CONFIRMED_FIELD) === "yes" };
}

export function addressDeleteRefusal(addressId: number, error: unknown): AddressDeleteAnswer {
  return { status: "refused", addressId, message: errorText(error, DELETE_FAILED) };
}
