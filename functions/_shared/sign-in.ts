/**
 * Signing in and out as services (decision 055): functions/session.ts answers them over HTTP,
 * /login's and /logout's actions call them directly. Each returns the cookies its answer sets.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { LOGIN_ADDRESS_MAX_FAILURES, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES, type LoginBody } from "@domain/account";
import type { SessionUser } from "@domain/session";
import { mergeGuestCart } from "./cart";
import { CLIENT_ADDRESS_HEADER } from "./client-window";
import { HttpError, tooManyAttempts } from "./http";
import {
  LoginThrottleUnavailable,
  loginNotChecked,
  loginSucceeded,
  reserveLoginCheck,
  type LoginReservation,
} from "./login-throttle";
import type { CustomerServiceContext, ServiceContext, WithCookies } from "./service";
import { clearedSessionCookies, readSessionToken, sessionCookies } from "./session";
import { revokeAllSessions, revokeToken, SessionStoreUnavailable } from "./session-revocation";
import { ShopApiError, ShopApiRefusal } from "./shop-api-client";

function tooManySignIns(refusal: LoginReservation & { granted: false }): HttpError {
  const why = {
    address: `Too many failed sign-in attempts (${LOGIN_MAX_FAILURES} in ${LOGIN_WINDOW_MINUTES} minutes).`,
    client: `Too many failed sign-in attempts from this address (${LOGIN_ADDRESS_MAX_FAILURES} in ${LOGIN_WINDOW_MINUTES} minutes).`,
    account: "Too many failed sign-in attempts on this account.",
  }[refusal.scope];
  return tooManyAttempts(why, refusal.retryAfterSeconds);
}

/**
 * Sign in: the customer and the session cookies, and the guest cart's cookie's lines moved into
 * the customer's cart (./cart.ts, decision 068). The password check is reserved first
 * (./login-throttle.ts); without a reservation the shop API never sees the password.
 */
export async function signIn(ctx: ServiceContext, { email, password }: LoginBody): Promise<WithCookies<SessionUser>> {
  const { req, shopApi } = ctx;
  let reservation: LoginReservation;
  try {
    reservation = await reserveLoginCheck(email, req.headers.get(CLIENT_ADDRESS_HEADER) ?? "");
  } catch (error) {
    if (!(error instanceof LoginThrottleUnavailable)) throw error;
    throw new HttpError(
      503,
      "sign_in_unavailable",
      "Signing in is not possible right now. Please try again in a minute.",
    );
  }
  if (!reservation.granted) throw tooManySignIns(reservation);
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
    throw new HttpError(401, "invalid_credentials", error.message);
  }
  if (!user) throw new HttpError(401, "user_not_found", "User data not found. Please try again.");
  await loginSucceeded(reservation);
  const cookies = await sessionCookies(req, user);
  return { value: user, cookies: [...cookies, ...(await mergeGuestCart({ ...ctx, customer: user }))] };
}

/**
 * Sign out: both cookies cleared, and the token revoked until it expires, so a copy of the cookie
 * is refused too. When the revocation cannot be stored the cookies still go, with a 503.
 */
export async function signOut({ req }: ServiceContext): Promise<WithCookies<null>> {
  const token = await readSessionToken(req);
  try {
    if (token) await revokeToken(token);
  } catch (error) {
    if (!(error instanceof SessionStoreUnavailable)) throw error;
    throw new HttpError(
      503,
      "sign_out_incomplete",
      "You are signed out on this device, but the session could not be ended everywhere. Please try again in a minute.",
      { cookies: clearedSessionCookies(req) },
    );
  }
  return { value: null, cookies: clearedSessionCookies(req) };
}

/** "Sign out of all devices": every session of the customer ends, this one included. */
export async function signOutEverywhere({ req, customer }: CustomerServiceContext): Promise<WithCookies<null>> {
  await revokeAllSessions(customer.id);
  return { value: null, cookies: clearedSessionCookies(req) };
}
