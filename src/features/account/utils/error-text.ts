import { ApiError } from "@/lib/api-client";

/**
 * Failures worded for the logs, not for a shopper: a bare "HTTP 500", a schema complaint, and the
 * shop API's own faults, which name its endpoint and status ("The shop API failed with HTTP 500
 * (delete_address).").
 */
const TECHNICAL_CODES = new Set([
  "http_error",
  "invalid_response",
  "upstream_unavailable",
  "upstream_invalid",
  "upstream_refused",
]);

/** What to tell the shopper about a failed call: the server's own message when it sent one for people, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || TECHNICAL_CODES.has(error.code)) return fallback;
  return error.message || fallback;
}
