import type { Config } from "@netlify/functions";
import { CUSTOMER_DATA_PATH, DELETE_ACCOUNT_PATH, DeleteAccountBodySchema } from "@domain/customer-data";
import { sellerDetails, siteUrl } from "./_shared/config";
import { deleteAccount, exportDocument, exportFileName } from "./_shared/customer-data";
import { json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/customer-data", "/api/customer-data/delete"] };

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
    /** "Delete my account": {password} -> {deleted: true}, and this device's cookies cleared. */
    POST: customer(async (ctx) => {
      const { password } = await readJson(ctx.req, DeleteAccountBodySchema);
      const { cookies } = await deleteAccount(ctx, password);
      const response = json({ deleted: true });
      for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
      return response;
    }),
  },
});
