import type { Config } from "@netlify/functions";
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES, LoginBodySchema, type SessionResponse } from "../src/domain/account";
import { errorResponse, json, readJson } from "./_shared/http";
import { clearLoginFailures, loginRetryAfterSeconds, recordLoginFailure } from "./_shared/login-throttle";
import { anyone, endpoint } from "./_shared/route";
import { clearedSessionCookies, readSession, sessionCookies } from "./_shared/session";
import { ShopApiRefusal } from "./_shared/shop-api-client";

export const config: Config = { path: "/api/session" };

function withCookies(body: SessionResponse, cookies: string[]): Response {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return json(body, { headers });
}

export default endpoint(config, {
  "/api/session": {
    /** Who is signed in, from the verified session cookie only. */
    GET: anyone(async ({ req }) => json({ user: await readSession(req) } satisfies SessionResponse)),

    /** Sign in: {email, password} -> {user} and the session cookies. */
    POST: anyone(async ({ req, shopApi }) => {
      const { email, password } = await readJson(req, LoginBodySchema);
      const retryAfter = await loginRetryAfterSeconds(email);
      if (retryAfter > 0) {
        const minutes = Math.ceil(retryAfter / 60);
        return errorResponse(
          429,
          "too_many_attempts",
          `Too many failed sign-in attempts (${LOGIN_MAX_FAILURES} in ${LOGIN_WINDOW_MINUTES} minutes). Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
          { headers: { "Retry-After": String(retryAfter) } },
        );
      }
      let user;
      try {
        user = await shopApi.login(email, password);
      } catch (error) {
        if (!(error instanceof ShopApiRefusal) || error.status >= 500) throw error;
        await recordLoginFailure(email);
        // SPEC.md section 8 shows the server's message.
        return errorResponse(401, "invalid_credentials", error.message);
      }
      if (!user) return errorResponse(401, "user_not_found", "User data not found. Please try again.");
      await clearLoginFailures(email);
      return withCookies({ user }, await sessionCookies(req, user));
    }),

    /** Sign out: both cookies cleared. */
    DELETE: anyone(async ({ req }) => withCookies({ user: null }, clearedSessionCookies(req))),
  },
});
