/** The customer's own data (decision 049, shop-api/src/routes/customer-data.ts): its export and its deletion. */
import * as v from "valibot";
import { READS, type Transport } from "./transport";
import { VendorOkStatus } from "./vendor";

/** get_customer_data: each section of the customer's data, by name, as the shop API holds it. */
export const VendorCustomerDataSchema = v.object({
  status: VendorOkStatus,
  data: v.record(v.string(), v.unknown()),
});

/** delete_customer: done now, or done before (`already`). */
export const VendorDeletedCustomerSchema = v.object({
  status: VendorOkStatus,
  deleted: v.literal(true),
  already: v.boolean(),
});

export function customerDataCalls({ call }: Transport) {
  return {
    /** POST /api/get_customer_data (extension): every section of what the shop API holds about the customer. */
    async getCustomerData(customerId: number): Promise<Record<string, unknown>> {
      return (await call("POST", "get_customer_data", VendorCustomerDataSchema, { userid: customerId }, READS)).data;
    },

    /**
     * POST /api/delete_customer (extension): checks the password, then deletes the customer's
     * personal data and writes the last message; `already` when it was deleted before.
     */
    async deleteCustomer(customerId: number, password: string): Promise<{ already: boolean }> {
      const body = await call("POST", "delete_customer", VendorDeletedCustomerSchema, { userid: customerId, password });
      return { already: body.already };
    },
  };
}
