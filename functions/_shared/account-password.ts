/**
 * The password changed while signed in (issue 40, decision 058), as the JSON API
 * (functions/account.ts) and the profile's route action (src/app/profile.server.ts) both run it:
 * the current password checked by the shop API under the sign-in limit, then every session of the
 * customer ended but this device's, which gets a new one, and "Your password was changed" sent
 * from the outbox the shop API wrote it to in the same batch.
 */
import type { PasswordChangeBody } from "@domain/password-change";
import type { SessionUser } from "@domain/session";
import { sendMessageNow } from "./outbox";
import { revokeAllSessions } from "./session-revocation";
import { sessionCookies } from "./session";
import { ShopApiRefusal, ShopApiThrottled, type ShopApiClient } from "./shop-api-client";

export type PasswordChangeOutcome =
  | { kind: "changed"; cookies: string[] }
  | { kind: "wrong-password" }
  | { kind: "throttled"; retryAfterSeconds: number; message: string };

export async function changePassword(
  shopApi: ShopApiClient,
  req: Request,
  customer: SessionUser,
  body: PasswordChangeBody,
): Promise<PasswordChangeOutcome> {
  let subject: string;
  try {
    subject = await shopApi.changePassword(customer.id, body.currentPassword, body.password);
  } catch (error) {
    if (error instanceof ShopApiThrottled) {
      return { kind: "throttled", retryAfterSeconds: error.retryAfterSeconds, message: error.message };
    }
    if (error instanceof ShopApiRefusal && error.status === 401) return { kind: "wrong-password" };
    throw error;
  }
  // Raising the version ends every token issued before; this device's new one carries the new version.
  await revokeAllSessions(customer.id);
  const cookies = await sessionCookies(req, customer);
  await sendMessageNow(shopApi, "password-changed", subject);
  return { kind: "changed", cookies };
}
