/** The customer's news consent (decision 047, shop-api/src/routes/consents.ts). */
import * as v from "valibot";
import { NEWS_CONSENT_WORDING, type ConsentSource } from "@domain/consent";
import type { Locale } from "@domain/locale";
import { READS, type Transport } from "./transport";
import { VendorOkStatus } from "./vendor";

/** A grant or withdrawal of the news consent, as a form or an unsubscribe makes it. */
export interface NewsConsentRecord {
  granted: boolean;
  source: ConsentSource;
  locale: Locale;
}

/** get_consent: the current choice and the records behind it, newest first. */
export const VendorConsentSchema = v.object({
  status: VendorOkStatus,
  granted: v.boolean(),
  records: v.array(
    v.object({
      granted: v.boolean(),
      recorded_at: v.string(),
      source: v.string(),
      wording_version: v.string(),
      locale: v.string(),
      client_address: v.nullable(v.string()),
    }),
  ),
});

/** record_consent: the choice now recorded. */
export const VendorRecordedConsentSchema = v.object({ status: VendorOkStatus, granted: v.boolean() });

export function consentCalls({ call, clientAddress }: Transport) {
  return {
    /** POST /api/get_consent (extension, decision 047): the customer's news consent now. */
    async getNewsConsent(customerId: number): Promise<boolean> {
      return (await call("POST", "get_consent", VendorConsentSchema, { userid: customerId }, READS)).granted;
    },

    /** POST /api/record_consent (extension, decision 047): a grant or a withdrawal, with where and what was shown. */
    async recordNewsConsent(customerId: number, record: NewsConsentRecord): Promise<boolean> {
      const body = await call("POST", "record_consent", VendorRecordedConsentSchema, {
        userid: customerId,
        granted: record.granted,
        source: record.source,
        wording_version: NEWS_CONSENT_WORDING,
        locale: record.locale,
        client_address: clientAddress,
      });
      return body.granted;
    },
  };
}
