/**
 * The shop API's get_customer_contact payload (shop-api/src/routes/customer-contact.ts): who a
 * signed-in customer is, for the contact form's prefill. Only the shop API client uses it.
 */
import * as v from "valibot";
import { VendorOkStatus } from "./shop-api-schemas";

export const VendorCustomerContactSchema = v.object({ status: VendorOkStatus, name: v.string(), email: v.string() });

export type CustomerContact = Omit<v.InferOutput<typeof VendorCustomerContactSchema>, "status">;
