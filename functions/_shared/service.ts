/**
 * The functions' logic as services (decision 055): plain functions of the request's context and a
 * validated input, returning a result or throwing a typed refusal (HttpError). Two adapters call
 * them: the Netlify functions (functions/*.ts, through ./route.ts's endpoint(), which reads the
 * JSON body and answers the envelope) and the page server's loaders and actions (src/app/shop.server.ts's
 * serve(), which answers the form). Each admits the request the same way first (admit() below).
 */
import type { Locale } from "@domain/locale";
import type { SessionUser } from "@domain/session";
import { sessionSecret, siteUrl } from "./config";
import { HttpError } from "./http";
import { readSession } from "./session";
import type { ShopApiClient } from "./shop-api-client";

export interface ServiceContext {
  /** The shopper's request: its cookies, client address and site address (for cookies set). */
  req: Request;
  shopApi: ShopApiClient;
  /** The language of the page the call serves. */
  locale: Locale;
  /** Work that finishes after the answer is sent (Netlify's context.waitUntil; the local server lives on anyway). */
  later: (work: Promise<unknown>) => void;
}

export interface CustomerServiceContext extends ServiceContext {
  customer: SessionUser;
}

/** A service's result with the cookies its answer sets (a new session, a cleared one). */
export interface WithCookies<T> {
  value: T;
  cookies: string[];
}

/**
 * Who a service is open to: anybody (catalogue, sign-in; a write still needs a same-origin
 * request), a signed-in customer (401 otherwise), or another server that authenticates itself.
 */
export type Audience = "anyone" | "customer" | "external";

/**
 * Origins this site answers on: its configured address (siteUrl) and Netlify's addresses of the
 * deploy (a preview's own), never the request's, whose host the client writes.
 */
function siteOrigins(): Set<string> {
  const origins = new Set([siteUrl()]);
  for (const name of ["DEPLOY_PRIME_URL", "DEPLOY_URL"]) {
    const value = process.env[name];
    if (!value) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return origins;
}

/**
 * Cross-site request forgery guard: a browser always sends Origin on POST/PUT/DELETE, and
 * Sec-Fetch-Site when it knows it. Anything not from this site, or not saying where it is from,
 * is refused.
 */
export function isSameOriginRequest(req: Request): boolean {
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin") return false;
  const origin = req.headers.get("origin");
  return origin !== null && siteOrigins().has(origin);
}

/**
 * The checks every call passes before a service runs, the same for both adapters: the site's
 * configuration (a missing secret makes every route a 500 `misconfigured`, not only the ones that
 * read it) and the same-origin check on a write; a customer's service then needs requireCustomer.
 */
export async function admit(req: Request, audience: Audience, writes: boolean): Promise<void> {
  sessionSecret();
  siteUrl();
  if (audience !== "external" && writes && !isSameOriginRequest(req)) {
    throw new HttpError(403, "cross_origin", "This request did not come from the shop's own pages.");
  }
}

/** The signed-in customer of a customer's service; anybody else is refused with a 401. */
export async function requireCustomer(req: Request): Promise<SessionUser> {
  const customer = await readSession(req);
  if (!customer) throw new HttpError(401, "unauthenticated", "Please sign in to continue.");
  return customer;
}
