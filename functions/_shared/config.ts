/**
 * Server-side configuration of the functions, read from the environment at call time (so tests
 * and `netlify dev` can set it per process). Local defaults match `npm start`'s stack.
 */
export interface FunctionsConfig {
  /** Base URL of the shop API (SPEC.md section 7), without a trailing slash. */
  shopApiUrl: string;
  /** Base URL of the supplier image host, without a trailing slash. */
  imageHost: string;
  /** Time allowed for one shop API call. */
  shopApiTimeoutMs: number;
  /** Bearer token the shop API requires when its API_TOKEN is set; null when it is open. */
  shopApiToken: string | null;
}

const LOCAL_SHOP_API_URL = "http://localhost:8787";

function baseUrl(name: string, fallback: string): string {
  const raw = process.env[name]?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} is not a valid URL: ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`${name} must be an http(s) URL, got ${JSON.stringify(raw)}`);
  }
  return url.toString().replace(/\/+$/, "");
}

export function getConfig(): FunctionsConfig {
  const shopApiUrl = baseUrl("SHOP_API_URL", LOCAL_SHOP_API_URL);
  const timeout = Number(process.env.SHOP_API_TIMEOUT_MS ?? "");
  return {
    shopApiUrl,
    // The reference shop API serves the supplier images itself, so by default they share a host.
    imageHost: baseUrl("IMAGE_HOST", shopApiUrl),
    shopApiTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 8000,
    shopApiToken: process.env.SHOP_API_TOKEN?.trim() || null,
  };
}
