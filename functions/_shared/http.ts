/**
 * JSON responses and the error envelope of every backend-for-frontend route (DESIGN.md):
 * `{"error": {"code", "message", "fields"?}}`, never a stack trace.
 */
import * as v from "valibot";
import type { ApiErrorBody } from "@domain/api-error";
import { ConfigError } from "./config";
import { ShopApiError, ShopApiRefusal, ShopApiThrottled } from "./shop-api-client";

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 429 | 500 | 502 | 503;

interface RefusalOptions {
  fields?: Record<string, string>;
  headers?: HeadersInit;
  /** Set-Cookie values that go with the refusal (a sign-out that ended this device's session only). */
  cookies?: readonly string[];
}

/**
 * A service's typed refusal (functions/_shared/service.ts): the functions answer it as the error
 * envelope, the page server as its form's refusal, both with the same status, code and text.
 */
export class HttpError extends Error {
  override readonly name = "HttpError";
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly options: RefusalOptions = {},
  ) {
    super(message);
  }
}

/** Largest request body accepted (DESIGN.md: anything over 100 KB is refused). */
export const MAX_BODY_BYTES = 100 * 1024;

/** The raw request body (webhooks verify signatures over the exact bytes), at most 100 KB. */
export async function readText(req: Request): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    throw new HttpError(413, "payload_too_large", "The request body is larger than 100 KB.");
  }
  if (!req.body) return "";
  // Chunked bodies carry no length: count while reading and stop at the limit.
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new HttpError(413, "payload_too_large", "The request body is larger than 100 KB.");
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** valibot's own text for a missing key ("Invalid key: Expected ...") becomes a plain sentence. */
function readableMessage(issue: v.BaseIssue<unknown>, path: string): string {
  return issue.kind === "schema" && issue.received === "undefined" && issue.message.startsWith("Invalid key")
    ? `${path} is required.`
    : issue.message;
}

/** The first message per field (dot path), for forms to show beside their inputs. */
export function issueFields(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? "body";
    fields[path] ??= readableMessage(issue, path);
  }
  return fields;
}

/** Checks a value against a schema; a failure is a 400 naming each field's problem. */
export function validate<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const fields = issueFields(result.issues);
  const first = Object.values(fields)[0] ?? "The request is not valid.";
  throw new HttpError(400, "validation_failed", first, { fields });
}

/** A JSON request body, at most 100 KB, checked against a schema. */
export async function readJson<TSchema extends v.GenericSchema>(
  req: Request,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type.trim())) {
    throw new HttpError(
      415,
      "unsupported_media_type",
      "Send the request body as JSON (Content-Type: application/json).",
    );
  }
  const text = await readText(req);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, "invalid_json", "The request body is not valid JSON.");
  }
  return validate(schema, body);
}

/** Catalogue data changes rarely: browsers keep it a minute, the CDN five, then revalidates. */
export const CATALOGUE_CACHE_HEADERS: Record<string, string> = {
  "Cache-Control": "public, max-age=60, s-maxage=300, stale-while-revalidate=600",
  // Netlify's CDN reads this one (and strips it) instead of Cache-Control; `durable` shares the
  // cached response across edge nodes so one function run serves every region.
  "Netlify-CDN-Cache-Control": "public, s-maxage=300, stale-while-revalidate=600, durable",
};

/** Responses that must never be stored anywhere (errors, per-user data). */
export const NO_STORE_HEADERS: Record<string, string> = { "Cache-Control": "private, no-store" };

/**
 * Every JSON answer of the functions; the error envelope comes through here too. `nosniff` as on
 * the pages: a browser must never take an answer that echoes input for a script or a page.
 */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("X-Content-Type-Options", "nosniff");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function errorResponse(
  status: ErrorStatus,
  code: string,
  message: string,
  options: RefusalOptions = {},
): Response {
  const body: ApiErrorBody = { error: { code, message } };
  if (options.fields) body.error.fields = options.fields;
  const response = json(body, {
    status,
    headers: { ...NO_STORE_HEADERS, ...Object.fromEntries(new Headers(options.headers)) },
  });
  for (const cookie of options.cookies ?? []) response.headers.append("Set-Cookie", cookie);
  return response;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** "30 seconds" under a minute, whole minutes from there. */
function waitText(seconds: number): string {
  return seconds < 60 ? plural(seconds, "second") : plural(Math.ceil(seconds / 60), "minute");
}

/** A limit's message: why, and how long to wait. */
export function limitMessage(why: string, retryAfterSeconds: number): string {
  return `${why} Please wait ${waitText(retryAfterSeconds)} and try again.`;
}

/** A limit's 429: why, how long to wait (the forms show the message as it is), and Retry-After. */
export function tooManyAttempts(why: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, "too_many_attempts", limitMessage(why, retryAfterSeconds), {
    headers: { "Retry-After": String(retryAfterSeconds) },
  });
}

export function methodNotAllowed(req: Request, allowed: readonly string[]): Response {
  return errorResponse(405, "method_not_allowed", `${req.method} is not allowed here; use ${allowed.join(" or ")}.`, {
    headers: { Allow: allowed.join(", ") },
  });
}

/**
 * Anything a service throws as its refusal: shop API failures are 502s with the client's message,
 * anything else a generic 500 (the details go to the function log only).
 */
export function toRefusal(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof ShopApiRefusal) {
    // The shop API's message is meant for people (SPEC.md shows the server's message).
    if (error.status === 404) return new HttpError(404, "not_found", error.message);
    if (error.status === 409) return new HttpError(409, "conflict", error.message);
    if (error.status === 400 || error.status === 200) return new HttpError(400, "rejected", error.message);
    console.error(`[shop-api] ${error.endpoint} refused with HTTP ${error.status}: ${error.message}`);
    return new HttpError(
      502,
      "upstream_refused",
      `The shop API refused the call (${error.endpoint}). Please try again later.`,
    );
  }
  if (error instanceof ShopApiThrottled) return tooManyAttempts("Too many sign-in attempts.", error.retryAfterSeconds);
  if (error instanceof ConfigError) {
    console.error(`[config] ${error.message}`);
    return new HttpError(500, "misconfigured", "The shop is not configured correctly. Please try again later.");
  }
  if (error instanceof ShopApiError) {
    console.error(`[shop-api] ${error.code}: ${error.message}`, error.cause ?? "");
    return new HttpError(502, error.code, error.message);
  }
  console.error("Unhandled error in function", error);
  return new HttpError(500, "internal_error", "Something went wrong on our side. Please try again.");
}

/** The error envelope of anything a handler throws. */
export function toErrorResponse(error: unknown): Response {
  const refusal = toRefusal(error);
  return errorResponse(refusal.status, refusal.code, refusal.message, refusal.options);
}
