/**
 * The one way a function answers: dispatch by path and method (404 / 405 with Allow), the
 * same-origin check on every mutating request, the session for customer routes, and every failure
 * as the error envelope.
 *
 *   export const config: Config = { path: ["/api/things", "/api/things/:id"] };
 *   export default endpoint(config, {
 *     "/api/things": { GET: anyone(listThings), PUT: customer(saveThings) },
 *     "/api/things/:id": { DELETE: customer(deleteThing) },
 *   });
 *
 * `config` stays a literal in each file because Netlify reads it statically; endpoint() checks
 * that it names exactly the paths the routes handle.
 */
import type { Config, Context } from "@netlify/functions";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@domain/locale";
import type { SessionUser } from "@domain/session";
import { sessionSecret, siteUrl } from "./config";
import { errorResponse, methodNotAllowed, toErrorResponse } from "./http";
import { readSession } from "./session";
import { createShopApiClient, type ShopApiClient } from "./shop-api-client";

export interface RouteContext {
  req: Request;
  url: URL;
  params: Record<string, string>;
  shopApi: ShopApiClient;
  /** The language of the page the call serves (`?locale=`; English when absent). */
  locale: Locale;
  /** Work that finishes after the answer is sent (Netlify's context.waitUntil; the local server lives on anyway). */
  later: (work: Promise<unknown>) => void;
}

export interface CustomerContext extends RouteContext {
  customer: SessionUser;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

type RouteHandler =
  | { auth: "anyone" | "external"; run: (ctx: RouteContext) => Promise<Response> }
  | { auth: "customer"; run: (ctx: CustomerContext) => Promise<Response> };

/** Open to everybody (catalogue, sign-in); mutations still need a same-origin request. */
export function anyone(run: (ctx: RouteContext) => Promise<Response>): RouteHandler {
  return { auth: "anyone", run };
}

/** Needs a valid session (401 otherwise); the customer id comes from the verified token only. */
export function customer(run: (ctx: CustomerContext) => Promise<Response>): RouteHandler {
  return { auth: "customer", run };
}

/** Called by another server (Stripe's webhooks): no cookie, no Origin; it must authenticate itself. */
export function external(run: (ctx: RouteContext) => Promise<Response>): RouteHandler {
  return { auth: "external", run };
}

const MUTATING = new Set(["POST", "PUT", "DELETE", "PATCH"]);

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
 * `netlify dev` retries a function's 404 on `<path>.html`, `<path>.htm`, `<path>/index.html` and
 * `<path>/index.htm` (its static-file emulation, netlify-cli 26), losing the route's params. The
 * retried path is read as the original so every retry answers the same 404 as the first call.
 * The Netlify CDN does not do this; there the suffix never appears.
 */
const DEV_RETRY_SUFFIX = /(?:\.html?|\/index\.html?)$/;

export function requestPath(url: URL): string {
  return url.pathname.replace(DEV_RETRY_SUFFIX, "").replace(/\/+$/, "") || "/";
}

/** The first of a function's paths that matches, with its `:name` segments. */
export function matchRoute(
  patterns: readonly string[],
  path: string,
): { pattern: string; params: Record<string, string> } | null {
  const segments = path.split("/");
  for (const pattern of patterns) {
    const parts = pattern.split("/");
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? "";
      if (part.startsWith(":")) {
        if (segment === "") return false;
        try {
          params[part.slice(1)] = decodeURIComponent(segment);
        } catch {
          return false;
        }
        return true;
      }
      return part === segment;
    });
    if (matches) return { pattern, params };
  }
  return null;
}

type Methods = Partial<Record<Method, RouteHandler>>;

export function endpoint(config: Config, routes: Record<string, Methods>) {
  const patterns = [config.path ?? []].flat();
  const unrouted = patterns.filter((pattern) => !routes[pattern]);
  const unlisted = Object.keys(routes).filter((pattern) => !(patterns as string[]).includes(pattern));
  if (unrouted.length > 0 || unlisted.length > 0) {
    throw new Error(`config.path and the routes differ: ${[...unrouted, ...unlisted].join(", ")}`);
  }

  return async (req: Request, context: Partial<Pick<Context, "waitUntil">> = {}): Promise<Response> => {
    const url = new URL(req.url);
    url.pathname = requestPath(url);
    const match = matchRoute(patterns, url.pathname);
    const methods = match ? routes[match.pattern] : undefined;
    if (!match || !methods) return errorResponse(404, "not_found", "No such API route.");
    const method = req.method === "HEAD" ? "GET" : req.method;
    const route = methods[method as Method];
    if (!route) return methodNotAllowed(req, Object.keys(methods));
    try {
      // A missing or published-local secret, or no site URL where one is required, makes every
      // route a 500 `misconfigured`, not only the ones that happen to read it.
      sessionSecret();
      siteUrl();
      if (route.auth !== "external" && MUTATING.has(method) && !isSameOriginRequest(req)) {
        return errorResponse(403, "cross_origin", "This request did not come from the shop's own pages.");
      }
      // Netlify's header with the shopper's address: the shop API limits sign-ins per account and address.
      const clientAddress = req.headers.get("x-nf-client-connection-ip");
      // The page's language, for the catalogue reads: in the URL, so the CDN keeps one answer per
      // language with no Vary.
      const locale = url.searchParams.get("locale") ?? DEFAULT_LOCALE;
      if (!isLocale(locale)) {
        return errorResponse(400, "invalid_locale", `locale must be one of ${LOCALES.join(", ")}.`);
      }
      const later = (work: Promise<unknown>) => (context.waitUntil ? context.waitUntil(work) : void work);
      const ctx: RouteContext = {
        req,
        url,
        params: match.params,
        shopApi: createShopApiClient({ clientAddress, locale }),
        locale,
        later,
      };
      if (route.auth !== "customer") return await route.run(ctx);
      const customer = await readSession(req);
      if (!customer) return errorResponse(401, "unauthenticated", "Please sign in to continue.");
      return await route.run({ ...ctx, customer });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
