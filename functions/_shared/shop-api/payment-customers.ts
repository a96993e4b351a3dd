/**
 * Payment customers (shop-api/src/routes/payment-customers.ts, decision 054): which provider
 * Customer holds a customer's saved cards.
 */
import * as v from "valibot";
import type { Transport } from "./transport";
import { VendorOkStatus } from "./vendor";

const VendorPaymentCustomerSchema = v.object({
  status: VendorOkStatus,
  provider_customer_id: v.nullable(v.string()),
});

const VendorDeletedPaymentCustomersSchema = v.object({
  status: VendorOkStatus,
  payment_customers: v.array(v.object({ userid: v.number(), provider_customer_id: v.string() })),
});

const VendorForgottenSchema = v.object({ status: VendorOkStatus, forgotten: v.boolean() });

/** A deleted account's provider Customer, still to be deleted at the provider. */
export interface OwedPaymentCustomer {
  customerId: number;
  providerCustomerId: string;
}

export function paymentCustomerCalls({ call }: Transport) {
  return {
    /** POST /api/get_payment_customer: the customer's provider Customer id, null before the first saved card. */
    async getPaymentCustomer(customerId: number): Promise<string | null> {
      const body = await call(
        "POST",
        "get_payment_customer",
        VendorPaymentCustomerSchema,
        { userid: customerId },
        {
          reads: true,
        },
      );
      return body.provider_customer_id;
    },
    /** POST /api/set_payment_customer: keeps the id unless one is kept already; answers the one kept. */
    async setPaymentCustomer(customerId: number, providerCustomerId: string): Promise<string> {
      const body = await call("POST", "set_payment_customer", VendorPaymentCustomerSchema, {
        userid: customerId,
        provider_customer_id: providerCustomerId,
      });
      if (!body.provider_customer_id) throw new Error("set_payment_customer kept no id");
      return body.provider_customer_id;
    },
    /** POST /api/deleted_payment_customers: deleted accounts' provider Customers, oldest account first. */
    async deletedPaymentCustomers(limit: number): Promise<OwedPaymentCustomer[]> {
      const body = await call(
        "POST",
        "deleted_payment_customers",
        VendorDeletedPaymentCustomersSchema,
        { limit },
        { reads: true },
      );
      return body.payment_customers.map((row) => ({
        customerId: row.userid,
        providerCustomerId: row.provider_customer_id,
      }));
    },
    /** POST /api/forget_payment_customer: once the provider deleted it; true when a row went. */
    async forgetPaymentCustomer({ customerId, providerCustomerId }: OwedPaymentCustomer): Promise<boolean> {
      const body = await call("POST", "forget_payment_customer", VendorForgottenSchema, {
        userid: customerId,
        provider_customer_id: providerCustomerId,
      });
      return body.forgotten;
    },
  };
}
