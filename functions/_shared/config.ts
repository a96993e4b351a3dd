/**
 * Server-side configuration of the functions, read from the environment at call time (so tests
 * and `netlify dev` can set it per process). Local defaults match `npm start`'s stack.
 */
import { LOCAL_SECRET_KEY, LOCAL_WEBHOOK_SECRET } from "../../payment-sandbox/local-keys.mjs";
export interface FunctionsConfig {
  /** Base URL of the shop API (SPEC.md section 7), without a trailing slash. */
  shopApiUrl: string;
  /** Base URL of the supplier image host, without a trailing slash. */
  imageHost: string;
  /** Time allowed for one shop API call. */
  shopApiTimeoutMs: number;
  /** The shop API's service token (SHOP_API_TOKEN), sent as a bearer token; null only locally. */
  shopApiToken: string | null;
}

const LOCAL_SHOP_API_URL = "http://localhost:8787";
const LOCAL_SANDBOX_URL = "http://localhost:12111";

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

/**
 * A setting that is missing, too weak or a local default where it must not be. The functions
 * answer 500 with a generic message and log this one, so an operator sees what to fix.
 */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** Netlify's deploy context (production, deploy-preview, branch-deploy, dev). */
export function deployContext(): string {
  return process.env.CONTEXT?.trim() || "dev";
}

export function isProduction(): boolean {
  return deployContext() === "production";
}

/** Local development defaults: good enough for `npm start`, refused in production. */
export const LOCAL_SESSION_SECRET = "local-development-session-secret-do-not-use-in-production";
export const SESSION_SECRET_MIN_BYTES = 32;

/** SESSION_SECRET as key bytes: at least 32 bytes, and never the local default in production. */
export function sessionSecret(): Uint8Array {
  const raw = process.env.SESSION_SECRET ?? "";
  if (raw === "" && isProduction()) {
    throw new ConfigError(
      "SESSION_SECRET is not set. Set a random value of at least 32 bytes (e.g. `openssl rand -base64 48`).",
    );
  }
  const secret = raw === "" ? LOCAL_SESSION_SECRET : raw;
  if (secret === LOCAL_SESSION_SECRET && isProduction()) {
    throw new ConfigError("SESSION_SECRET is the local development default, which is refused in production.");
  }
  const bytes = new TextEncoder().encode(secret);
  if (bytes.length < SESSION_SECRET_MIN_BYTES) {
    throw new ConfigError(
      `SESSION_SECRET is ${bytes.length} bytes long; it must be at least ${SESSION_SECRET_MIN_BYTES}.`,
    );
  }
  return bytes;
}

export interface PaymentConfig {
  /** The Stripe secret key, or the sandbox's local key. */
  secretKey: string;
  /** The local payment sandbox's URL when it stands in for Stripe; null for Stripe itself. */
  sandboxUrl: URL | null;
  webhookSecret: string;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set (and no sandbox URL), else the local payment sandbox
 * (PAYMENT_SANDBOX_URL, default http://localhost:12111) with its local keys. Production must use
 * Stripe, with its own webhook secret.
 */
export function paymentConfig(): PaymentConfig {
  const secretKey = process.env.STRIPE_SECRET_KEY?.trim() ?? "";
  const sandboxText = process.env.PAYMENT_SANDBOX_URL?.trim() ?? "";
  const useSandbox = sandboxText !== "" || secretKey === "";
  if (useSandbox && isProduction()) {
    throw new ConfigError(
      "STRIPE_SECRET_KEY is not set (or PAYMENT_SANDBOX_URL is): the payment sandbox is refused in production.",
    );
  }
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET?.trim() || LOCAL_WEBHOOK_SECRET;
  if (webhookSecret === LOCAL_WEBHOOK_SECRET && isProduction()) {
    throw new ConfigError("STRIPE_WEBHOOK_SECRET is not set: the local default is refused in production.");
  }
  return {
    secretKey: secretKey || LOCAL_SECRET_KEY,
    sandboxUrl: useSandbox ? new URL(baseUrl("PAYMENT_SANDBOX_URL", LOCAL_SANDBOX_URL)) : null,
    webhookSecret,
  };
}

/**
 * SHOP_API_TOKEN: the shop API's service token (its API_TOKEN). Required in every deployed
 * context (production, deploy-preview, branch-deploy): a deploy without it would call a shop API
 * that refuses every customer call. Locally (CONTEXT unset or dev) `npm start` supplies one.
 */
export function shopApiToken(): string | null {
  const token = process.env.SHOP_API_TOKEN?.trim() || null;
  if (token === null && deployContext() !== "dev") {
    throw new ConfigError(
      `SHOP_API_TOKEN is not set (CONTEXT=${deployContext()}): set it to the shop API's API_TOKEN in every deployed context.`,
    );
  }
  return token;
}

export function getConfig(): FunctionsConfig {
  const shopApiUrl = baseUrl("SHOP_API_URL", LOCAL_SHOP_API_URL);
  const timeout = Number(process.env.SHOP_API_TIMEOUT_MS ?? "");
  return {
    shopApiUrl,
    // The reference shop API serves the supplier images itself, so by default they share a host.
    imageHost: baseUrl("IMAGE_HOST", shopApiUrl),
    shopApiTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 8000,
    shopApiToken: shopApiToken(),
  };
}
