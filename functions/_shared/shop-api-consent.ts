/**
 * The shop API's consent payloads (shop-api/src/routes/consents.ts, decision 047), vendor field
 * names and all. Only the shop API client uses them.
 */
import * as v from "valibot";
import { VendorOkStatus } from "./shop-api-schemas";

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
