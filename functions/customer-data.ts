import type { Config } from "@netlify/functions";
import {
  CUSTOMER_DATA_PATH,
  DELETE_ACCOUNT_PATH,
  DELETE_REFUSALS,
  DeleteAccountBodySchema,
} from "@domain/customer-data";
import { sellerDetails, siteUrl } from "./_shared/config";
import { exportDocument, exportFileName } from "./_shared/customer-data";
import { errorResponse, json, readJson } from "./_shared/http";
import { sendMessageNow } from "./_shared/outbox";
import { customer, endpoint } from "./_shared/route";
import { clearedSessionCookies } from "./_shared/session";
import { revokeAllSessions, SessionStoreUnavailable } from "./_shared/session-revocation";
import { ShopApiRefusal, ShopApiThrottled } from "./_shared/shop-api-client";

export const config: Config = { path: ["/api/customer-data", "/api/customer-data/delete"] };

function withClearedCookies(response: Response, req: Request): Response {
  for (const cookie of clearedSessionCookies(req)) response.headers.append("Set-Cookie", cookie);
  return response;
}

export default endpoint(config, {
  [CUSTOMER_DATA_PATH]: {
    /**
     * "Download my data" (PIPEDA's access, Quebec's portability): everything the shop API holds
     * about the signed-in customer, as a file the browser saves. The customer comes from the
     * session alone, so nobody can ask for anybody else's.
     */
    GET: customer(async ({ customer, shopApi }) => {
      const now = new Date();
      const sections = await shopApi.getCustomerData(customer.id);
      const document = exportDocument(sections, { legalName: sellerDetails().legalName, siteUrl: siteUrl() }, now);
      return new Response(`${JSON.stringify(document, null, 2)}\n`, {
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Content-Disposition": `attachment; filename="${exportFileName(now)}"`,
          "Cache-Control": "private, no-store",
          "X-Content-Type-Options": "nosniff",
        },
      });
    }),
  },

  [DELETE_ACCOUNT_PATH]: {
    /**
     * "Delete my account": {password} -> {deleted: true}, every session ended and this device's
     * cookies cleared. The shop API deletes and writes the confirmation in one batch; this sends
     * it at once (the outbox keeps it if the mail server is down). A repeat after a failure to end
     * the sessions finds the account deleted and ends them.
     */
    POST: customer(async ({ req, customer, shopApi }) => {
      const { password } = await readJson(req, DeleteAccountBodySchema);
      try {
        await shopApi.deleteCustomer(customer.id, password);
      } catch (error) {
        if (error instanceof ShopApiThrottled) {
          return errorResponse(429, DELETE_REFUSALS.tooMany, error.message, {
            headers: { "Retry-After": String(error.retryAfterSeconds) },
          });
        }
        if (error instanceof ShopApiRefusal && error.status === 401) {
          return errorResponse(403, DELETE_REFUSALS.wrongPassword, error.message);
        }
        throw error;
      }
      await sendMessageNow(shopApi, "account-deleted", customer.id);
      try {
        await revokeAllSessions(customer.id);
      } catch (error) {
        if (!(error instanceof SessionStoreUnavailable)) throw error;
        // The cookie stays, so the same form can finish the job: the repeat finds the account deleted.
        return errorResponse(
          503,
          DELETE_REFUSALS.incomplete,
          "Your account is deleted, but it could not be signed out everywhere. Please try again in a minute.",
        );
      }
      return withClearedCookies(json({ deleted: true }), req);
    }),
  },
});
