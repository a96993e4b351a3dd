/** Making a saved address the default on /your-address (decision 058), as the route's action reads it. */
import { parseIdText } from "@/domain/ids";

export const DEFAULT_INTENT = "make-default";

/** The posted "Make default": which address, and its name for the notice that says so. */
export function addressDefaultOf(form: FormData): { addressId: number; name: string } | null {
  if (form.get("intent") !== DEFAULT_INTENT) return null;
  const addressId = parseIdText(form.get("addressId")?.toString());
  const name = form.get("name");
  return addressId === null ? null : { addressId, name: typeof name === "string" ? name : "" };
}
