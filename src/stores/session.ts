/**
 * Who is signed in. The session cookie is HttpOnly, so only the functions can read it: the SPA
 * asks GET /api/session once per page load, and signing in or out goes through /api/session too.
 * The cart and wishlist stores follow this atom: a customer's server-side lists are shown only
 * while that customer is the one signed in.
 */
import { atom } from "jotai";
import * as v from "valibot";
import { SessionResponseSchema, type LoginBody, type SessionUser } from "@/domain/account";
import { apiGet, apiSend } from "@/lib/api-client";

export type SessionState = { status: "unknown" } | { status: "known"; user: SessionUser | null };

export const sessionAtom = atom<SessionState>({ status: "unknown" });

/** The signed-in customer, null for a guest, undefined while nobody knows yet. */
export const sessionUserAtom = atom((get): SessionUser | null | undefined => {
  const session = get(sessionAtom);
  return session.status === "known" ? session.user : undefined;
});

let sessionInFlight: Promise<SessionUser | null> | undefined;

/**
 * GET /api/session. Callers at the same moment share one request: on the first load of a private
 * screen the page frame and the screen's clientLoader both want it.
 */
export function fetchSession(): Promise<SessionUser | null> {
  sessionInFlight ??= apiGet("/api/session", SessionResponseSchema)
    .then((body) => body.user)
    .finally(() => {
      sessionInFlight = undefined;
    });
  return sessionInFlight;
}

/** POST /api/session; throws ApiError with the server's message (401, 429, 400, 502). */
export const signInAtom = atom(null, async (_get, set, credentials: LoginBody): Promise<SessionUser | null> => {
  const body = await apiSend("POST", "/api/session", credentials, SessionResponseSchema);
  set(sessionAtom, { status: "known", user: body.user });
  return body.user;
});

/** DELETE /api/session: both cookies go; the customer's cart and wishlist leave the screen. */
export const signOutAtom = atom(null, async (_get, set): Promise<void> => {
  await apiSend("DELETE", "/api/session", undefined, v.unknown());
  set(sessionAtom, { status: "known", user: null });
});

/**
 * POST /api/session/revoke-all, "Sign out of all devices": every session of the customer ends on
 * the server (a copied or forgotten cookie included), and this device is signed out too.
 */
export const signOutEverywhereAtom = atom(null, async (_get, set): Promise<void> => {
  await apiSend("POST", "/api/session/revoke-all", undefined, v.unknown());
  set(sessionAtom, { status: "known", user: null });
});
