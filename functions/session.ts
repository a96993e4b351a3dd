import type { Config } from "@netlify/functions";
import { setTimeout as sleep } from "node:timers/promises";
import { LOGIN_ADDRESS_MAX_FAILURES, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES, LoginBodySchema } from "@domain/account";
import { type SessionResponse } from "@domain/session";
import { CLIENT_ADDRESS_HEADER } from "./_shared/client-window";
import { errorResponse, json, readJson, tooManyAttempts } from "./_shared/http";
import {
  LoginThrottleUnavailable,
  loginNotChecked,
  loginSucceeded,
  reserveLoginCheck,
  type LoginReservation,
} from "./_shared/login-throttle";
import { anyone, customer, endpoint } from "./_shared/route";
import { clearedSessionCookies, readSession, readSessionToken, sessionCookies } from "./_shared/session";
import { revokeAllSessions, revokeToken, SessionStoreUnavailable } from "./_shared/session-revocation";
import { ShopApiError, ShopApiRefusal } from "./_shared/shop-api-client";

export const config: Config = { path: ["/api/session", "/api/session/revoke-all"] };

function withCookies(body: SessionResponse, cookies: string[], status = 200): Response {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return json(body, { status, headers });
}

function tooManySignIns(refusal: LoginReservation & { granted: false }): Response {
  const why = {
    address: `Too many failed sign-in attempts (${LOGIN_MAX_FAILURES} in ${LOGIN_WINDOW_MINUTES} minutes).`,
    client: `Too many failed sign-in attempts from this address (${LOGIN_ADDRESS_MAX_FAILURES} in ${LOGIN_WINDOW_MINUTES} minutes).`,
    account: "Too many failed sign-in attempts on this account.",
  }[refusal.scope];
  return tooManyAttempts(why, refusal.retryAfterSeconds);
}

export default endpoint(config, {
  "/api/session": {
    /** Who is signed in, from the verified, unrevoked session cookie only. */
    GET: anyone(async ({ req }) => json({ user: await readSession(req) } satisfies SessionResponse)),

    /**
     * Sign in: {email, password} -> {user} and the session cookies. The password check is
     * reserved first (functions/_shared/login-throttle.ts); without a reservation the shop API
     * never sees the password.
     */
    POST: anyone(async ({ req, shopApi }) => {
      const { email, password } = await readJson(req, LoginBodySchema);
      let reservation: LoginReservation;
      try {
        reservation = await reserveLoginCheck(email, req.headers.get(CLIENT_ADDRESS_HEADER) ?? "");
      } catch (error) {
        if (!(error instanceof LoginThrottleUnavailable)) throw error;
        return errorResponse(
          503,
          "sign_in_unavailable",
          "Signing in is not possible right now. Please try again in a minute.",
        );
      }
      if (!reservation.granted) return tooManySignIns(reservation);
      if (reservation.waitMs > 0) await sleep(reservation.waitMs);
      let user;
      try {
        user = await shopApi.login(email, password);
      } catch (error) {
        if (!(error instanceof ShopApiRefusal) || error.status >= 500) {
          // A stalled or dropped call may have been checked all the same: it stays counted.
          if (!(error instanceof ShopApiError && error.outcomeUnknown)) await loginNotChecked(reservation);
          throw error;
        }
        // SPEC.md section 8 shows the server's message. The failure stays counted.
        return errorResponse(401, "invalid_credentials", error.message);
      }
      if (!user) return errorResponse(401, "user_not_found", "User data not found. Please try again.");
      await loginSucceeded(reservation);
      return withCookies({ user }, await sessionCookies(req, user));
    }),

    /**
     * Sign out: both cookies cleared, and the token revoked until it expires, so a copy of the
     * cookie is refused too. When the revocation cannot be stored the cookies still go, with a 503.
     */
    DELETE: anyone(async ({ req }) => {
      const token = await readSessionToken(req);
      try {
        if (token) await revokeToken(token);
      } catch (error) {
        if (!(error instanceof SessionStoreUnavailable)) throw error;
        const failed = errorResponse(
          503,
          "sign_out_incomplete",
          "You are signed out on this device, but the session could not be ended everywhere. Please try again in a minute.",
        );
        for (const cookie of clearedSessionCookies(req)) failed.headers.append("Set-Cookie", cookie);
        return failed;
      }
      return withCookies({ user: null }, clearedSessionCookies(req));
    }),
  },

  "/api/session/revoke-all": {
    /** "Sign out of all devices": every session of the customer ends, this one included. */
    POST: customer(async ({ req, customer: signedIn }) => {
      await revokeAllSessions(signedIn.id);
      return withCookies({ user: null }, clearedSessionCookies(req));
    }),
  },
});
