// Service authentication: who may call which route. The catalogue reads below are public (the
// storefront's pages and any reseller may show them); every other /api/* call reads or changes a
// customer's account, cart, addresses or orders, or writes, and needs the service token that only
// the storefront's functions hold: `Authorization: Bearer <API_TOKEN>`. Anything not listed as
// public is protected, so a route added later is closed until someone opens it here on purpose.
import type { MiddlewareHandler } from "hono";
import { timingSafeEqualText } from "@domain/constant-time";
import { errorBody } from "./http";

/** `METHOD path` of the public catalogue reads (HEAD is answered like GET). */
const PUBLIC_CALLS = new Set([
  "GET /api/GetAllProduct",
  "GET /api/GetAllHeaderWithProduct",
  "GET /api/GetAllTax",
  "GET /api/GetResellerLogo",
  "POST /api/GetAllCategory",
  "POST /api/GetAllProductFilter",
  // Catalogue query extensions (routes/catalogue-search.ts): public reads too.
  "POST /api/GetProductPage",
  "POST /api/GetProductsByIds",
  "POST /api/GetSearchSuggestions",
  "GET /api/GetProductUpdates",
]);
const PUBLIC_PRODUCT = /^\/api\/GetProduct\/[^/]+$/;

/** A token shorter than this is refused as a configuration error (it could be guessed). */
export const API_TOKEN_MIN_LENGTH = 16;

export function isPublicCall(method: string, path: string): boolean {
  const read = method === "HEAD" ? "GET" : method;
  return PUBLIC_CALLS.has(`${read} ${path}`) || (read === "GET" && PUBLIC_PRODUCT.test(path));
}

/** The token of `Authorization: Bearer <token>`, or "" when the header is missing or another scheme. */
export function bearerToken(header: string | undefined): string {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? "");
  return match?.[1] ?? "";
}

/** Why the Worker cannot check tokens, or null when API_TOKEN is usable. */
function tokenProblem(token: string): string | null {
  if (token === "") return "API_TOKEN is not set";
  if (token.length < API_TOKEN_MIN_LENGTH) {
    return `API_TOKEN is ${token.length} characters long; at least ${API_TOKEN_MIN_LENGTH} are required`;
  }
  return null;
}

/**
 * /api/* middleware: public calls pass; the rest need the bearer token. A Worker without a usable
 * API_TOKEN refuses them with 503 (and says why in its log) rather than serving them to anyone.
 */
export const requireServiceToken: MiddlewareHandler<{ Bindings: { API_TOKEN?: string } }> = async (c, next) => {
  if (isPublicCall(c.req.method, c.req.path)) return next();
  const token = c.env.API_TOKEN?.trim() ?? "";
  const problem = tokenProblem(token);
  if (problem) {
    console.error(
      `shop-api: ${problem}: refusing ${c.req.method} ${c.req.path}. Set it with \`wrangler secret put API_TOKEN\` and give the functions the same value as SHOP_API_TOKEN.`,
    );
    return c.json(
      errorBody(
        "This shop API is not configured to accept customer or order calls (API_TOKEN is missing or too short).",
      ),
      503,
    );
  }
  if (!timingSafeEqualText(bearerToken(c.req.header("Authorization")), token)) {
    return c.json(errorBody("Missing or invalid API token."), 401, { "WWW-Authenticate": "Bearer" });
  }
  return next();
};
