/**
 * Who is signed in. The session cookie is HttpOnly, so only the functions can read it: the SPA
 * asks GET /api/session once per page load; the sign-in form's action sets the cookie on the server.
 * The cart and wishlist stores follow this atom: a customer's server-side lists are shown only
 * while that customer is the one signed in.
 */
import { atom, getDefaultStore } from "jotai";
import type { SessionUser } from "@/domain/session";

export type SessionState = { status: "unknown" } | { status: "known"; user: SessionUser | null };

export const sessionAtom = atom<SessionState>({ status: "unknown" });

/** The signed-in customer, null for a guest, undefined while nobody knows yet. */
export const sessionUserAtom = atom((get): SessionUser | null | undefined => {
  const session = get(sessionAtom);
  return session.status === "known" ? session.user : undefined;
});

let sessionInFlight: Promise<SessionUser | null> | undefined;

/**
 * The request's code (the API client and the answer's schema) is imported with the first request,
 * not with the page frame: nothing a shopper taps needs it (design notes, "JavaScript before
 * interaction"). Its failure to load is the request's failure.
 */
async function requestSession(): Promise<SessionUser | null> {
  const [{ apiGet }, { SessionResponseSchema }] = await Promise.all([
    import("@/lib/api-client"),
    import("@/domain/session"),
  ]);
  return (await apiGet("/api/session", SessionResponseSchema)).user;
}

/**
 * GET /api/session. Callers at the same moment share one request: on the first load of a private
 * screen the page frame and the screen's clientLoader both want it.
 */
export function fetchSession(): Promise<SessionUser | null> {
  sessionInFlight ??= requestSession().finally(() => {
    sessionInFlight = undefined;
  });
  return sessionInFlight;
}

/**
 * Who is signed in once the sign-in form's action has set the (HttpOnly) session cookie. A question
 * the page asked before may still be on its way with the answer from before: it settles first, then
 * a fresh one is asked, and its answer is kept (the cart and wishlist follow it, merging the guest's).
 */
export async function sessionAfterSignIn(): Promise<SessionUser | null> {
  if (sessionInFlight) await sessionInFlight.catch(() => null);
  const user = await fetchSession();
  getDefaultStore().set(sessionAtom, { status: "known", user });
  return user;
}
