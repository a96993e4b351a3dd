/**
 * Whether the shop API has the catalogue query extensions (GetProductPage, GetProductsByIds,
 * GetSearchSuggestions; shop-api/README.md). A reseller API with SPEC.md section 7 only answers
 * them 404: the functions then fall back to reading the whole catalogue, and remember that per
 * process for a while so each request does not pay for a refused call first.
 */
import { ShopApiError, ShopApiRefusal } from "./shop-api-client";

/** How long a "no extensions" answer is believed before the extension is tried again. */
export const MISSING_EXTENSIONS_TTL_MS = 5 * 60_000;

const missingUntil = new Map<string, number>();

export function extensionsKnownMissing(shopApiUrl: string, now = Date.now()): boolean {
  return (missingUntil.get(shopApiUrl) ?? 0) > now;
}

/** A refusal that says the call does not exist there (404 or 405, JSON or not). */
export function isMissingExtension(error: unknown): boolean {
  if (error instanceof ShopApiRefusal) return error.status === 404 || error.status === 405;
  return error instanceof ShopApiError && error.code === "upstream_invalid" && /HTTP 40[45]\b/.test(error.message);
}

/**
 * Runs the extension call; when the shop API lacks it (now or recently), runs the fallback.
 * Other failures propagate as they are.
 */
export async function withFallback<T>(
  shopApiUrl: string,
  extension: () => Promise<T>,
  fallback: () => Promise<T>,
): Promise<T> {
  if (extensionsKnownMissing(shopApiUrl)) return fallback();
  try {
    return await extension();
  } catch (error) {
    if (!isMissingExtension(error)) throw error;
    missingUntil.set(shopApiUrl, Date.now() + MISSING_EXTENSIONS_TTL_MS);
    return fallback();
  }
}
