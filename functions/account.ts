import type { Config } from "@netlify/functions";
import { PASSWORD_CHANGE_PATH, PASSWORD_CHANGE_REFUSALS, PasswordChangeBodySchema } from "@domain/password-change";
import { changePassword } from "./_shared/account-password";
import { errorResponse, json, readJson } from "./_shared/http";
import { customer, endpoint } from "./_shared/route";

export const config: Config = { path: ["/api/account/password"] };

export default endpoint(config, {
  [PASSWORD_CHANGE_PATH]: {
    /**
     * {currentPassword, password} -> {changed: true} with this device's new session cookies; every
     * other session ended (decision 058). A wrong current password is 403 (the session is fine).
     */
    POST: customer(async ({ req, customer, shopApi }) => {
      const body = await readJson(req, PasswordChangeBodySchema);
      const outcome = await changePassword(shopApi, req, customer, body);
      if (outcome.kind === "wrong-password") {
        return errorResponse(403, PASSWORD_CHANGE_REFUSALS.wrongPassword, "The current password is not correct.");
      }
      if (outcome.kind === "throttled") {
        return errorResponse(429, PASSWORD_CHANGE_REFUSALS.tooMany, outcome.message, {
          headers: { "Retry-After": String(outcome.retryAfterSeconds) },
        });
      }
      const response = json({ changed: true });
      for (const cookie of outcome.cookies) response.headers.append("Set-Cookie", cookie);
      return response;
    }),
  },
});
