import type { ApiError } from "@/lib/api-client";

/**
 * SPEC.md section 8: 'Error fetching categories: {status}' and 'Error fetching products:
 * {status}' (shown as 'Error: ...'). A network failure or a malformed answer has no status, so
 * it says which of the two happened instead.
 */
export function fetchFailureMessage(what: "categories" | "products", error: ApiError): string {
  if (error.code === "invalid_response") return `Error fetching ${what}: invalid response`;
  if (error.status > 0) return `Error fetching ${what}: ${error.status}`;
  return `Error fetching ${what}: network error`;
}
