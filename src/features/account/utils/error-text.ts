import { ApiError } from "@/lib/api-client";

/**
 * What to tell the shopper about a failed call: the server's own message when it sent one (the
 * error envelope), else `fallback`. A bare "HTTP 500" or a schema complaint means nothing to a shopper.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === "http_error" || error.code === "invalid_response") return fallback;
  return error.message || fallback;
}
