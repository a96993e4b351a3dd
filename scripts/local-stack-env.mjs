// The secrets of the local stack (`npm start`, `npm run dev` and the test
// stacks). They are published in this repository, so the functions accept them only on the local
// stack: functions/_shared/config.ts knows their SHA-256 fingerprints (not the values) and refuses
// them in every deployed context with a 500 `misconfigured`.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_WEBHOOK_SECRET } from "../payment-sandbox/local-keys.mjs";

/** The file in the stack's state folder that holds this start's shop API token (scripts/dev.mjs writes it). */
export const SHOP_API_TOKEN_FILE = "shop-api-token";

/**
 * The shop API token of the running `npm start` / `npm run dev`: SHOP_API_TOKEN, else the one it
 * wrote into its state folder (STACK_STATE_DIR, default shop-api/.wrangler/state); undefined when
 * neither is there. Scripts that talk to that stack (return:received, the benchmarks) use it.
 */
export function runningStackToken(env = process.env) {
  if (env.SHOP_API_TOKEN?.trim()) return env.SHOP_API_TOKEN.trim();
  const stateDir = resolve(import.meta.dirname, "..", env.STACK_STATE_DIR || join("shop-api", ".wrangler", "state"));
  try {
    return readFileSync(join(stateDir, SHOP_API_TOKEN_FILE), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

export const LOCAL_SESSION_SECRET = "local-development-session-secret-do-not-use-in-production";

/** What the functions need from the local stack, unless the developer's environment says otherwise. */
export function localFunctionsSecrets(env = process.env, { sandbox }) {
  return {
    SESSION_SECRET: env.SESSION_SECRET || LOCAL_SESSION_SECRET,
    // With a real Stripe key, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET come from the developer.
    ...(sandbox
      ? {
          STRIPE_SECRET_KEY: LOCAL_SECRET_KEY,
          STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET || LOCAL_WEBHOOK_SECRET,
        }
      : {}),
  };
}

export { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_WEBHOOK_SECRET };

/**
 * Where the local stack's functions send mail: its MailDev, without TLS, from a sender on a
 * domain that cannot exist (.localhost), and the shop's inbox for contact messages on that domain
 * too (MailDev catches it). functions/_shared/config.ts refuses all three when deployed. The
 * server by its address, which MailDev listens on: nodemailer looks a name up in DNS first, and
 * offline it printed "Failed to resolve IPv4 addresses with current network" for `localhost`.
 */
export function localMailSettings(env = process.env, { smtpPort }) {
  return {
    SMTP_URL: env.SMTP_URL || `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: env.MAIL_FROM || "Shop <orders@shop.localhost>",
    SHOP_CONTACT_EMAIL: env.SHOP_CONTACT_EMAIL || "help@shop.localhost",
  };
}
