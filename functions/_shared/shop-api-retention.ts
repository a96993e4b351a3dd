/**
 * The retention job's call to the shop API (shop-api/src/routes/retention.ts, decision 059), on
 * its own rather than in the shop API client: only the scheduled function retention.ts makes it.
 */
import * as v from "valibot";
import { getConfig, type FunctionsConfig } from "./config";
import { parseUpstream, ShopApiError } from "./shop-api-client";
import { VendorOkStatus } from "./shop-api-schemas";

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

/** POST /api/apply_retention with the service token: one run, the shop API's own batch size. */
export async function applyRetention(config: FunctionsConfig = getConfig()): Promise<RetentionCounts> {
  const endpoint = "apply_retention";
  let response: Response;
  try {
    response = await fetch(`${config.shopApiUrl}/api/${endpoint}`, {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        ...(config.shopApiToken ? { Authorization: `Bearer ${config.shopApiToken}` } : {}),
      },
      body: "{}",
      signal: AbortSignal.timeout(config.shopApiTimeoutMs),
    });
  } catch (cause) {
    throw new ShopApiError("upstream_unavailable", `The shop API could not be reached (${endpoint}).`, { cause });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ShopApiError("upstream_unavailable", `The shop API failed with HTTP ${response.status} (${endpoint}).`);
  }
  const { status: _status, ...counts } = parseUpstream(VendorRetentionSchema, await response.json(), endpoint);
  return counts;
}
