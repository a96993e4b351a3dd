import { isRouteErrorResponse } from "react-router";
import type { Translator } from "@/lib/i18n/translator";

/**
 * SPEC.md section 8: 'Error fetching categories: {status}' and 'Error fetching products:
 * {status}' (shown as 'Error: ...'), from a catalogue route's error: the loader names which read
 * failed; a client navigation whose data request failed has a status, or none (network).
 */
export function fetchFailureMessage(error: unknown, t: Translator["t"]): string {
  if (!isRouteErrorResponse(error)) return t("listing.fetchNetwork");
  const what =
    typeof error.data === "object" && error.data !== null && (error.data as { what?: unknown }).what === "categories"
      ? "categories"
      : "products";
  return t("listing.fetchFailed", { what, status: error.status });
}
