/**
 * JSON responses and the error envelope of every backend-for-frontend route (DESIGN.md):
 * `{"error": {"code", "message", "fields"?}}`, never a stack trace.
 */
import type { ApiErrorBody } from "../../src/domain/api-error";
import { ShopApiError } from "./shop-api-client";

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 429 | 500 | 502;

/** Catalogue data changes rarely: browsers keep it a minute, the CDN five, then revalidates. */
export const CATALOGUE_CACHE_HEADERS: Record<string, string> = {
  "Cache-Control": "public, max-age=60, s-maxage=300, stale-while-revalidate=600",
  // Netlify's CDN reads this one (and strips it) instead of Cache-Control; `durable` shares the
  // cached response across edge nodes so one function run serves every region.
  "Netlify-CDN-Cache-Control": "public, s-maxage=300, stale-while-revalidate=600, durable",
};

/** Responses that must never be stored anywhere (errors, per-user data). */
export const NO_STORE_HEADERS: Record<string, string> = { "Cache-Control": "no-store" };

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function errorResponse(
  status: ErrorStatus,
  code: string,
  message: string,
  options: { fields?: Record<string, string>; headers?: HeadersInit } = {},
): Response {
  const body: ApiErrorBody = { error: { code, message } };
  if (options.fields) body.error.fields = options.fields;
  return json(body, { status, headers: { ...NO_STORE_HEADERS, ...Object.fromEntries(new Headers(options.headers)) } });
}

export function methodNotAllowed(req: Request, allowed: readonly string[]): Response {
  return errorResponse(405, "method_not_allowed", `${req.method} is not allowed here; use ${allowed.join(" or ")}.`, {
    headers: { Allow: allowed.join(", ") },
  });
}

/**
 * Turns anything a handler throws into the error envelope: shop API failures are 502s with the
 * client's message, anything else a generic 500 (the details go to the function log only).
 */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ShopApiError) {
    console.error(`[shop-api] ${error.code}: ${error.message}`, error.cause ?? "");
    return errorResponse(502, error.code, error.message);
  }
  console.error("Unhandled error in function", error);
  return errorResponse(500, "internal_error", "Something went wrong on our side. Please try again.");
}
