import { isRouteErrorResponse } from "react-router";

/**
 * SPEC.md section 8: 'Error fetching categories: {status}' and 'Error fetching products:
 * {status}' (shown as 'Error: ...'), from a catalogue route's error: the loader names which read
 * failed; a client navigation whose data request failed has a status, or none (network).
 */
export function fetchFailureMessage(error: unknown): string {
  if (!isRouteErrorResponse(error)) return "Error fetching products: network error";
  const what =
    typeof error.data === "object" && error.data !== null && (error.data as { what?: unknown }).what === "categories"
      ? "categories"
      : "products";
  return `Error fetching ${what}: ${error.status}`;
}
