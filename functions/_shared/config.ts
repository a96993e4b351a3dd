/**
 * Server-side configuration of the functions, read from the environment at call time (so tests
 * and `netlify dev` can set it per process). Secrets have no defaults: the local stack
 * (scripts/dev.mjs) sets its own, from scripts/local-stack-env.mjs.
 */
import { createHash } from "node:crypto";

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

/**
 * True only for the local stack: `netlify dev` (CONTEXT=dev) or the preview server, on a
 * localhost URL. Every deployed context (production, deploy-preview, branch-deploy) is not.
 */
export function isLocalStack(): boolean {
  if (deployContext() !== "dev") return false;
  const siteUrl = process.env.URL?.trim();
  if (!siteUrl) return true;
  try {
    return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(siteUrl).hostname);
  } catch {
    return false;
  }
}

/**
 * SHA-256 of the secrets the local stack publishes in this repository (scripts/local-stack-env.mjs,
 * which also hands out the sandbox's keys; a unit test keeps them in step). Fingerprints rather
 * than the values, so production code carries no local secret and imports nothing of the stack.
 */
const PUBLISHED_LOCAL_SECRETS = new Set([
  "684effb0e49e539da21f1cd875b37d52dedbc458222fb271bf08f9a69a4b6bea", // session secret
  "d06288645dce49e9fcff2d16f82489503c4679c3411b0e40e7a18ee927c559d0", // sandbox secret key
  "7c7b3e82e2b833feb4c6585b8faead4fca8bbf18920a33959ceba9094d6008ca", // sandbox webhook secret
]);

export function isPublishedLocalSecret(value: string): boolean {
  return PUBLISHED_LOCAL_SECRETS.has(createHash("sha256").update(value).digest("hex"));
}

/**
 * A secret from the environment: required everywhere (the local stack sets its own), and a value
 * published in this repository is accepted only by the local stack.
 */
function secretSetting(name: string, hint: string): string {
  const value = process.env[name]?.trim() ?? "";
  if (value === "") throw new ConfigError(`${name} is not set. ${hint}`);
  if (isPublishedLocalSecret(value) && !isLocalStack()) {
    throw new ConfigError(
      `${name} is the local stack's published value, refused in the ${deployContext()} context. ${hint}`,
    );
  }
  return value;
}

export const SESSION_SECRET_MIN_BYTES = 32;

/** SESSION_SECRET as key bytes: at least 32 bytes, and never a published local value when deployed. */
export function sessionSecret(): Uint8Array {
  const secret = secretSetting(
    "SESSION_SECRET",
    "Set a random value of at least 32 bytes (e.g. `openssl rand -base64 48`).",
  );
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
 * Stripe, or the local payment sandbox when PAYMENT_SANDBOX_URL is set (the local stack sets it
 * with the sandbox's keys). Deployed contexts must use Stripe, with their own webhook secret.
 */
export function paymentConfig(): PaymentConfig {
  const sandboxText = process.env.PAYMENT_SANDBOX_URL?.trim() ?? "";
  if (sandboxText !== "" && !isLocalStack()) {
    throw new ConfigError(
      `PAYMENT_SANDBOX_URL is set: the payment sandbox is refused in the ${deployContext()} context.`,
    );
  }
  return {
    secretKey: secretSetting("STRIPE_SECRET_KEY", "Set the Stripe secret key (sk_live_... or sk_test_...)."),
    sandboxUrl: sandboxText === "" ? null : new URL(baseUrl("PAYMENT_SANDBOX_URL", sandboxText)),
    webhookSecret: secretSetting("STRIPE_WEBHOOK_SECRET", "Set the webhook endpoint's signing secret (whsec_...)."),
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

/** Where the customer messages go out (issue 27): an SMTP server and the sender. */
export interface MailConfig {
  host: string;
  port: number;
  /** TLS from the first byte (smtps:, port 465); otherwise STARTTLS, required when deployed. */
  secure: boolean;
  /** Only the local stack's mail catcher (MailDev) may be spoken to without TLS. */
  requireTls: boolean;
  auth: { user: string; pass: string } | null;
  /** The From header, e.g. `Shop <orders@example.com>`. */
  from: string;
  /** The mail's domain, for Message-IDs. */
  domain: string;
}

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]", "::1"];

/** The sender the local stack uses (scripts/local-stack-env.mjs): refused when deployed. */
export const LOCAL_MAIL_FROM_DOMAIN = "shop.localhost";

function smtpFromUrl(text: string): Pick<MailConfig, "host" | "port" | "secure" | "auth"> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError("SMTP_URL is not a valid URL (smtp://user:pass@host:587 or smtps://...:465).");
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new ConfigError(`SMTP_URL must be smtp:// or smtps://, got ${url.protocol}`);
  }
  const secure = url.protocol === "smtps:";
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : null,
  };
}

function smtpFromParts(): Pick<MailConfig, "host" | "port" | "secure" | "auth"> {
  const host = process.env.SMTP_HOST?.trim() ?? "";
  if (host === "") throw new ConfigError("SMTP_URL (or SMTP_HOST) is not set: customer messages cannot be sent.");
  const portText = process.env.SMTP_PORT?.trim() || "587";
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new ConfigError(`SMTP_PORT is not a port: ${portText}`);
  const user = process.env.SMTP_USER?.trim() ?? "";
  return { host, port, secure: port === 465, auth: user ? { user, pass: process.env.SMTP_PASS ?? "" } : null };
}

/**
 * SMTP_URL (or SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS) and MAIL_FROM. Every deployed context
 * refuses a loopback mail server and the local stack's sender, as it refuses the local secrets.
 */
export function mailConfig(): MailConfig {
  const urlText = process.env.SMTP_URL?.trim() ?? "";
  const server = urlText ? smtpFromUrl(urlText) : smtpFromParts();
  const from = process.env.MAIL_FROM?.trim() ?? "";
  const address = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from)?.[1] ?? (/^[^<>\s]+@[^<>\s]+$/.test(from) ? from : null);
  if (!address) throw new ConfigError("MAIL_FROM is not set to a sender address (`Shop <orders@example.com>`).");
  const domain = address.slice(address.lastIndexOf("@") + 1).toLowerCase();
  const local = isLocalStack();
  if (!local && LOOPBACK_HOSTS.includes(server.host.toLowerCase())) {
    throw new ConfigError(
      `SMTP_URL names the local mail catcher (${server.host}), refused in the ${deployContext()} context.`,
    );
  }
  if (!local && domain === LOCAL_MAIL_FROM_DOMAIN) {
    throw new ConfigError(`MAIL_FROM is the local stack's sender, refused in the ${deployContext()} context.`);
  }
  return { ...server, requireTls: !local, from, domain };
}

/**
 * SHOP_CONTACT_EMAIL: the shop's inbox, where contact messages go (issue 27). Required; an
 * address on the local stack's mail domain is refused when deployed, like its sender.
 */
export function shopContactEmail(): string {
  const address = process.env.SHOP_CONTACT_EMAIL?.trim() ?? "";
  if (!/^[^<>\s@]+@[^<>\s@]+$/.test(address)) {
    throw new ConfigError(
      "SHOP_CONTACT_EMAIL is not set to an address (help@example.com): contact messages cannot be delivered.",
    );
  }
  if (!isLocalStack() && address.slice(address.lastIndexOf("@") + 1).toLowerCase() === LOCAL_MAIL_FROM_DOMAIN) {
    throw new ConfigError(`SHOP_CONTACT_EMAIL is the local stack's inbox, refused in the ${deployContext()} context.`);
  }
  return address;
}

/** `npm start`'s address: the site URL of a local process that was told none. */
const LOCAL_SITE_URL = "http://localhost:8888";

/**
 * The site's own origin, the start of every absolute link it writes (canonical and og:url, JSON-LD,
 * the sitemap, robots.txt, links in messages) and the origin its same-origin check accepts:
 * SITE_URL, else Netlify's URL; never the request's address, which a client chooses (an absolute
 * request line, a forged Host). SITE_URL names it where URL does not: `netlify dev` sets URL to its
 * own port, behind the local stack's proxy. Required in every deployed context, where Netlify
 * always sets URL; the local servers set the address they serve on (scripts/site-server.mjs,
 * scripts/dev.mjs).
 */
export function siteUrl(): string {
  const name = process.env.SITE_URL?.trim() ? "SITE_URL" : "URL";
  if (!process.env[name]?.trim() && deployContext() !== "dev") {
    throw new ConfigError(
      `URL is not set (CONTEXT=${deployContext()}): set it, or SITE_URL, to the site's address (https://shop.example), as Netlify does.`,
    );
  }
  return new URL(baseUrl(name, LOCAL_SITE_URL)).origin;
}

/** The seller a tax receipt names (issue 38): a Canadian receipt carries these four. */
export interface SellerDetails {
  legalName: string;
  postalAddress: string;
  gstHstNumber: string;
  qstNumber: string;
}

/**
 * The local stack's seller: plainly fictional (the registration numbers are the Canada Revenue
 * Agency's and Revenu Québec's own examples of the format), so a receipt printed locally names
 * nobody. A deployed context refuses each of them, as it refuses the local secrets.
 */
export const LOCAL_SELLER: Readonly<SellerDetails> = {
  legalName: "Shop Demo Inc.",
  postalAddress: "1000, rue Exemple, bureau 100, Montréal (Québec) H0H 0H0",
  gstHstNumber: "123456789 RT0001",
  qstNumber: "1234567890 TQ0001",
};

const SELLER_SETTINGS: Readonly<Record<keyof SellerDetails, string>> = {
  legalName: "SHOP_LEGAL_NAME",
  postalAddress: "SHOP_POSTAL_ADDRESS",
  gstHstNumber: "SHOP_GST_HST_NUMBER",
  qstNumber: "SHOP_QST_NUMBER",
};

/**
 * SHOP_LEGAL_NAME, SHOP_POSTAL_ADDRESS, SHOP_GST_HST_NUMBER and SHOP_QST_NUMBER: the seller on
 * every tax receipt. The local stack falls back on LOCAL_SELLER; every deployed context needs its
 * own, since a receipt naming a made-up business or registration is worthless to the customer.
 */
export function sellerDetails(): SellerDetails {
  const local = isLocalStack();
  const details = {} as SellerDetails;
  for (const [key, name] of Object.entries(SELLER_SETTINGS) as [keyof SellerDetails, string][]) {
    const value = process.env[name]?.trim() || LOCAL_SELLER[key];
    if (!local && value === LOCAL_SELLER[key]) {
      throw new ConfigError(
        `${name} is not set or is the local stack's example, refused in the ${deployContext()} context: set the seller's own (it is printed on every tax receipt).`,
      );
    }
    details[key] = value;
  }
  return details;
}
