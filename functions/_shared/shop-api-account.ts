/**
 * The shop API's calls about the account the customer owns (shop-api/src/routes/account.ts,
 * decision 058), vendor field names and all. The client (shop-api-client.ts) spreads them into
 * itself with its transport, so they share its time budget, retries and error mapping.
 */
import * as v from "valibot";
import { VendorOkStatus } from "./shop-api-schemas";

/** The client's one way to ask the shop API: its `call`. */
export type ShopApiCall = <TSchema extends v.GenericSchema>(
  method: "GET" | "POST",
  endpoint: string,
  schema: TSchema,
  body?: unknown,
  options?: { reads?: boolean },
) => Promise<v.InferOutput<TSchema>>;

/** The client's own mapping of a 404 refusal (not this customer's) to null. */
type OrNull = <T>(promise: Promise<T>) => Promise<T | null>;

const VendorDefaultAddressSchema = v.object({ status: VendorOkStatus });
const VendorPasswordChangedSchema = v.object({ status: VendorOkStatus, message_subject: v.string() });

export function accountCalls(call: ShopApiCall, orNull: OrNull) {
  return {
    /** POST /api/set_default_address (extension): false when the address is not this customer's. */
    async setDefaultAddress(customerId: number, addressId: number): Promise<boolean> {
      const body = await orNull(
        call("POST", "set_default_address", VendorDefaultAddressSchema, { userid: customerId, address_id: addressId }),
      );
      return body !== null;
    },

    /**
     * POST /api/change_password (extension): the outbox subject of the "password changed" message
     * it wrote. Throws ShopApiRefusal 401 for a wrong current password, ShopApiThrottled past the
     * sign-in limit.
     */
    async changePassword(customerId: number, currentPassword: string, password: string): Promise<string> {
      const body = await call("POST", "change_password", VendorPasswordChangedSchema, {
        userid: customerId,
        current_password: currentPassword,
        password,
      });
      return body.message_subject;
    },
  };
}
