/** Retention (shop-api/src/routes/retention.ts, decision 059): the scheduled job's one call. */
import * as v from "valibot";
import type { Transport } from "./transport";
import { VendorOkStatus } from "./vendor";

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** apply_retention: how many rows of each kind one bounded run removed or emptied. */
const VendorRetentionSchema = v.object({
  status: VendorOkStatus,
  message_bodies: Count,
  messages_without_recipient: Count,
  password_resets: Count,
  sign_in_attempts: Count,
  throttle_windows: Count,
  guests: Count,
});
export type RetentionCounts = Omit<v.InferOutput<typeof VendorRetentionSchema>, "status">;

export function retentionCalls({ call }: Transport) {
  return {
    /** POST /api/apply_retention with the service token: one run, the shop API's own batch size. */
    async applyRetention(): Promise<RetentionCounts> {
      const { status: _status, ...counts } = await call("POST", "apply_retention", VendorRetentionSchema, {});
      return counts;
    },
  };
}
