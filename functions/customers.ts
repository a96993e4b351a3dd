import type { Config } from "@netlify/functions";
import { RegisterBodySchema } from "../src/domain/account";
import { json, readJson } from "./_shared/http";
import { sendMessageNow } from "./_shared/outbox";
import { anyone, endpoint } from "./_shared/route";

export const config: Config = { path: "/api/customers" };

export default endpoint(config, {
  "/api/customers": {
    /**
     * Register: {firstname, lastname, email, mobileno, password}. SPEC.md section 4 sends the new
     * customer to /login afterwards, so this does not sign in.
     */
    POST: anyone(async ({ req, shopApi }) => {
      const body = await readJson(req, RegisterBodySchema);
      const customer = await shopApi.register(body);
      // Written with the account; a mail server that is down leaves it in the outbox.
      if (customer) await sendMessageNow(shopApi, "welcome", customer.id);
      return json({ customer, message: "Registration successful!" }, { status: 201 });
    }),
  },
});
