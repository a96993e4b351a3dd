/**
 * GET /api/session, shared: the root route's clientLoader asks it on a page load, and whatever else
 * wants the answer at the same moment (a private screen's clientLoader, the cart's, a review sent
 * before the page knows who is signed in) waits for that one request. The answer is kept
 * (src/stores/session.ts) until a write changes the session, so a client navigation asks nothing.
 */
import type { SessionUser } from "@/domain/session";
import { currentSessionAnswer, keepSessionAnswer, sessionChanged, sessionGeneration } from "@/stores/session";
import { withRetries } from "./with-retries";

/** Waits between the root's tries; after the last one the visitor counts as a guest. */
const RETRY_DELAYS_MS = [1000, 3000];

let inFlight: { generation: number; answer: Promise<SessionUser | null> } | undefined;

/**
 * The request's code (the API client and the answer's schema) is imported with the request: the
 * root route's module, in every page's first JavaScript, imports this module only when it asks.
 */
async function requestSession(): Promise<SessionUser | null> {
  const [{ apiGet }, { SessionResponseSchema }] = await Promise.all([
    import("@/lib/api-client"),
    import("@/domain/session"),
  ]);
  return (await apiGet("/api/session", SessionResponseSchema)).user;
}

/** Who is signed in: the answer kept, or the request in flight, or a new one. */
export function readSession(): Promise<SessionUser | null> {
  const known = currentSessionAnswer();
  if (known) return Promise.resolve(known.user);
  const generation = sessionGeneration();
  // A request asked before a sign-in may answer for the session before it: it is not shared.
  if (inFlight?.generation !== generation) {
    const answer = requestSession().then((user) => {
      keepSessionAnswer(generation, user);
      return user;
    });
    const entry = { generation, answer };
    const done = () => {
      if (inFlight === entry) inFlight = undefined;
    };
    answer.then(done, done);
    inFlight = entry;
  }
  return inFlight.answer;
}

/**
 * The root's read: a failed question is asked again twice; if it still fails the visitor is treated
 * as a guest, so the sign-in form and the cart do not wait forever (a customer can sign in again),
 * and no page-wide error is shown.
 */
export async function readSessionOrGuest(): Promise<SessionUser | null> {
  try {
    return await withRetries(readSession, RETRY_DELAYS_MS, (ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  } catch (error) {
    console.warn("Could not read the session; continuing as a guest:", error);
    sessionChanged(null);
    return null;
  }
}

/** Who is signed in once the sign-in action has set the (HttpOnly) session cookie: asked afresh. */
export function readSessionAfterSignIn(): Promise<SessionUser | null> {
  sessionChanged();
  return readSession();
}
