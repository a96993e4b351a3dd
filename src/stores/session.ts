/**
 * The last answer to "who is signed in" (GET /api/session; the session cookie is HttpOnly, so only
 * the functions can read it). The page shows the session from the root route's loader data
 * (src/lib/session-user.ts); this atom is what code outside React reads: the clientLoaders of the
 * private screens and the cart, so that a client navigation asks nothing again, and the wishlist
 * store, whose derived atoms the hearts read (a customer's list is shown only while that customer
 * is the one signed in). It is set by the request (src/lib/session-request.ts) and by the writes
 * that change the session, never by an effect.
 */
import { atom, getDefaultStore } from "jotai";
import type { SessionUser } from "@/domain/session";

export interface SessionAnswer {
  user: SessionUser | null;
}

/** Null while no answer is known: before the first one, and after a sign-in until it is asked again. */
export const sessionAnswerAtom = atom<SessionAnswer | null>(null);

/** The signed-in customer, null for a guest, undefined while nobody knows yet. */
export const sessionUserAtom = atom((get): SessionUser | null | undefined => get(sessionAnswerAtom)?.user);

let generation = 0;

/** Counts the writes that changed the session: an answer asked before one of them is not kept. */
export function sessionGeneration(): number {
  return generation;
}

export function currentSessionAnswer(): SessionAnswer | null {
  return getDefaultStore().get(sessionAnswerAtom);
}

/**
 * A write changed who is signed in: `user` when the write knows who it is now (a sign-out, a
 * refusal that says the session ended: null), otherwise the next read asks the functions again.
 * The root route sees the new answer and reads its data again (root.tsx's shouldRevalidate).
 */
export function sessionChanged(user?: SessionUser | null): void {
  generation++;
  getDefaultStore().set(sessionAnswerAtom, user === undefined ? null : { user });
}

/** An answer just read, unless the session changed since the question was asked. */
export function keepSessionAnswer(askedIn: number, user: SessionUser | null): void {
  if (askedIn === generation) getDefaultStore().set(sessionAnswerAtom, { user });
}
