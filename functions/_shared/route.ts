/**
 * The one way a function answers: method dispatch, the same-origin check on every mutating
 * request, the session for customer routes, and every failure as the error envelope.
 *
 *   export const config: Config = { path: ["/api/things", "/api/things/:id"] };
 *   export default endpoint(config, { GET: anyone(listThings), PUT: customer(saveThings) });
 */
import type { Config, Context } from "@netlify/functions";
import type { SessionUser } from "../../src/domain/account";
import { errorResponse, methodNotAllowed, toErrorResponse } from "./http";
import { readSession } from "./session";
import { createShopApiClient, type ShopApiClient } from "./shop-api-client";

export interface RouteContext {
  req: Request;
  url: URL;
  params: Record<string, string>;
  shopApi: ShopApiClient;
}

export interface CustomerContext extends RouteContext {
  customer: SessionUser;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

interface RouteHandler {
  auth: "customer" | "anyone" | "external";
  run: (ctx: RouteContext & { customer: SessionUser | null }) => Promise<Response>;
}

/** Open to everybody (catalogue, sign-in); mutations still need a same-origin request. */
export function anyone(handler: (ctx: RouteContext & { customer: SessionUser | null }) => Promise<Response>): RouteHandler {
  return { auth: "anyone", run: handler };
}

/** Needs a valid session (401 otherwise); the customer id comes from the verified token only. */
export function customer(handler: (ctx: CustomerContext) => Promise<Response>): RouteHandler {
  return {
    auth: "customer",
    run: (ctx) => {
      if (!ctx.customer) throw new Error("customer route without a customer");
      return handler({ ...ctx, customer: ctx.customer });
    },
  };
}

/** Called by another server (Stripe's webhooks): no cookie, no Origin; it must authenticate itself. */
export function external(handler: (ctx: RouteContext) => Promise<Response>): RouteHandler {
  return { auth: "external", run: handler };
}

const MUTATING = new Set(["POST", "PUT", "DELETE", "PATCH"]);

/** Origins this site answers on: the request's own, plus Netlify's URL variables for the site. */
function siteOrigins(req: Request): Set<string> {
  const origins = new Set([new URL(req.url).origin]);
  for (const name of ["URL", "DEPLOY_PRIME_URL", "DEPLOY_URL"]) {
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
  return origin !== null && siteOrigins(req).has(origin);
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

/** `:name` segments of the first of the function's paths that matches. */
export function matchParams(patterns: readonly string[], path: string): Record<string, string> | null {
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
    if (matches) return params;
  }
  return null;
}

export function endpoint(config: Config, methods: Partial<Record<Method, RouteHandler>>) {
  const allowed = Object.keys(methods);
  const patterns = config.path === undefined ? [] : Array.isArray(config.path) ? config.path : [config.path];
  return async (req: Request, _context: Context): Promise<Response> => {
    const method = req.method === "HEAD" ? "GET" : req.method;
    const route = methods[method as Method];
    if (!route) return methodNotAllowed(req, allowed);
    try {
      if (route.auth !== "external" && MUTATING.has(method) && !isSameOriginRequest(req)) {
        return errorResponse(403, "cross_origin", "This request did not come from the shop's own pages.");
      }
      const customer = route.auth === "external" ? null : await readSession(req);
      if (route.auth === "customer" && !customer) {
        return errorResponse(401, "unauthenticated", "Please sign in to continue.");
      }
      const url = new URL(req.url);
      url.pathname = requestPath(url);
      const params = matchParams(patterns, url.pathname);
      if (!params) return errorResponse(404, "not_found", "No such API route.");
      return await route.run({
        req,
        url,
        params,
        shopApi: createShopApiClient(),
        customer,
      });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
