/**
 * GET /api/session, for code outside React that must know who is signed in before it asks for
 * anything: a private screen's clientLoader (a guest sends no request the functions would refuse),
 * the cart's, a review sent, the welcome after a sign-in. The page itself shows the shopper's read
 * (src/lib/shopper.tsx). The request's code (the API client and the answer's schema) comes with
 * the first question, not with the page frame.
 */
import type { SessionUser } from "@/domain/session";

export async function readSession(): Promise<SessionUser | null> {
  const [{ apiGet }, { SessionResponseSchema }] = await Promise.all([
    import("@/lib/api-client"),
    import("@/domain/session"),
  ]);
  return (await apiGet("/api/session", SessionResponseSchema)).user;
}
