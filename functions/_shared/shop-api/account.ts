/**
 * The account the customer owns (shop-api/src/routes/account.ts, decision 058): the default
 * address and the password changed while signed in.
 */
import * as v from "valibot";
import { orNull, type Transport } from "./transport";
import { VendorOkStatus } from "./vendor";

const VendorDefaultAddressSchema = v.object({ status: VendorOkStatus });
const VendorPasswordChangedSchema = v.object({ status: VendorOkStatus, message_subject: v.string() });

export function accountCalls({ call }: Transport) {
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
