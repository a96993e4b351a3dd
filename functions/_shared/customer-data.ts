/**
 * The export file of a customer's own data (decision 049), built from the sections the shop API
 * holds (functions/_shared/shop-api/customer-data.ts reads them), and deleting the account as a service
 * (decision 055) that functions/customer-data.ts and /your-data's action call.
 */
import { DELETE_REFUSALS } from "@domain/customer-data";
import { deleteCardsOfDeletedAccount } from "./cards";
import { HttpError } from "./http";
import { sendMessageNow } from "./outbox";
import type { CustomerServiceContext, WithCookies } from "./service";
import { clearedSessionCookies } from "./session";
import { revokeAllSessions, SessionStoreUnavailable } from "./session-revocation";
import { ShopApiRefusal, ShopApiThrottled } from "./shop-api-client";

/** The download's format version: a reader of an old file knows what it holds. */
export const EXPORT_FORMAT = "customer-data/1";

/** The export file: what it is, when and by whom it was made, then the shop API's sections. */
export function exportDocument(
  sections: Record<string, unknown>,
  shop: { legalName: string; siteUrl: string },
  now: Date,
): Record<string, unknown> {
  return {
    format: EXPORT_FORMAT,
    exported_at: now.toISOString(),
    controller: shop,
    // Amounts are whole paise (1/100 rupee), as the shop keeps them.
    currency: "INR",
    ...sections,
  };
}

/** `my-data-2026-12-07.json`: the download's file name. */
export function exportFileName(now: Date): string {
  return `my-data-${now.toISOString().slice(0, 10)}.json`;
}

/**
 * "Delete my account": every session ended and this device's cookies cleared. The shop API
 * deletes and writes the confirmation in one batch; this sends it at once (the outbox keeps it if
 * the mail server is down). A repeat after a failure to end the sessions finds the account deleted
 * and ends them.
 */
export async function deleteAccount(
  { req, customer, shopApi }: CustomerServiceContext,
  password: string,
): Promise<WithCookies<true>> {
  try {
    await shopApi.deleteCustomer(customer.id, password);
  } catch (error) {
    if (error instanceof ShopApiThrottled) {
      throw new HttpError(429, DELETE_REFUSALS.tooMany, error.message, {
        headers: { "Retry-After": String(error.retryAfterSeconds) },
      });
    }
    if (error instanceof ShopApiRefusal && error.status === 401) {
      throw new HttpError(403, DELETE_REFUSALS.wrongPassword, error.message);
    }
    throw error;
  }
  await sendMessageNow(shopApi, "account-deleted", customer.id);
  // The saved cards at the provider go too; if it is down, the retention job finishes (decision 061).
  await deleteCardsOfDeletedAccount(shopApi, customer.id);
  try {
    await revokeAllSessions(customer.id);
  } catch (error) {
    if (!(error instanceof SessionStoreUnavailable)) throw error;
    // The cookie stays, so the same form can finish the job: the repeat finds the account deleted.
    throw new HttpError(
      503,
      DELETE_REFUSALS.incomplete,
      "Your account is deleted, but it could not be signed out everywhere. Please try again in a minute.",
    );
  }
  return { value: true, cookies: clearedSessionCookies(req) };
}
