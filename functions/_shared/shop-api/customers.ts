/**
 * Customers (shop-api/src/routes/customers.ts): sign-in, registration, and the language their
 * emails are written in.
 */
import * as v from "valibot";
import type { RegisterBody } from "@domain/account";
import { NEWS_CONSENT_WORDING } from "@domain/consent";
import type { Locale } from "@domain/locale";
import { LocaleSchema } from "@domain/locale-schema";
import type { SessionUser } from "@domain/session";
import { RES_ID, type Transport } from "./transport";
import { VendorOkStatus, VendorUserListSchema } from "./vendor";

/** get_customer_locale and update_customer_locale (extension): the language of the customer's emails. */
export const VendorCustomerLocaleSchema = v.object({ status: VendorOkStatus, locale: LocaleSchema });

const VendorCustomerContactSchema = v.object({ status: VendorOkStatus, name: v.string(), email: v.string() });
export type CustomerContact = Omit<v.InferOutput<typeof VendorCustomerContactSchema>, "status">;

export function customerCalls({ call, clientAddress }: Transport) {
  return {
    /** POST /api/get_customer_contact (extension): the customer's name and email, to prefill a form. */
    async getCustomerContact(customerId: number): Promise<CustomerContact> {
      const { name, email } = await call("POST", "get_customer_contact", VendorCustomerContactSchema, {
        userid: customerId,
      });
      return { name, email };
    },

    /** POST /api/customer_login -> the customer, or null when the API answers with no user. */
    async login(email: string, password: string): Promise<SessionUser | null> {
      // Not a read: each try is a password check the sign-in limit reserved once
      // (login-throttle.ts), so a stalled one is never asked again.
      const body = await call("POST", "customer_login", VendorUserListSchema, { email, password, res_id: RES_ID });
      const user = body.data[0];
      return user ? { id: user.id, name: user.user_name.trim() } : null;
    },

    /** POST /api/insert_customer -> the new customer when the API says who it is. */
    async register(
      registration: RegisterBody & { locale?: Locale; newsConsent?: boolean },
    ): Promise<SessionUser | null> {
      const { newsConsent, ...customer } = registration;
      const body = await call("POST", "insert_customer", VendorUserListSchema, {
        res_id: RES_ID,
        ...customer,
        // The box's words were in the page's language; the record names their version (decision 047).
        ...(newsConsent
          ? { news_consent: { wording_version: NEWS_CONSENT_WORDING }, client_address: clientAddress }
          : {}),
      });
      const user = body.data[0];
      return user ? { id: user.id, name: user.user_name.trim() || `${customer.firstname} ${customer.lastname}` } : null;
    },

    /** POST /api/get_customer_locale (extension): the language the customer's emails are written in. */
    async getCustomerLocale(customerId: number): Promise<Locale> {
      return (await call("POST", "get_customer_locale", VendorCustomerLocaleSchema, { userid: customerId })).locale;
    },

    /** POST /api/update_customer_locale (extension): the messages written from now on are in `locale`. */
    async updateCustomerLocale(customerId: number, locale: Locale): Promise<Locale> {
      const body = await call("POST", "update_customer_locale", VendorCustomerLocaleSchema, {
        userid: customerId,
        locale,
      });
      return body.locale;
    },
  };
}
