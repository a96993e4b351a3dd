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
import { DEFAULT_LOCALE, isLocale, LOCALES } from "@domain/locale";
import type { SessionUser } from "@domain/session";
import { errorResponse, methodNotAllowed, toErrorResponse } from "./http";
import { admit, requireCustomer, type ServiceContext } from "./service";
import { createShopApiClient } from "./shop-api-client";

/** A service's context (./service.ts) with what the HTTP call adds: its URL (`?locale=`) and path params. */
export interface RouteContext extends ServiceContext {
  url: URL;
  params: Record<string, string>;
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
      await admit(req, route.auth, MUTATING.has(method));
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
      return await route.run({ ...ctx, customer: await requireCustomer(req) });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
