#!/usr/bin/env node
// Local payment sandbox: a stand-in for api.stripe.com that speaks Stripe's REST wire format for
// PaymentIntents, so the Netlify functions run the very same `stripe` SDK calls with no account,
// key or network. `npm start` runs it on :12111 (stripe-mock's customary port) when no real
// STRIPE_SECRET_KEY is set; tests start it in-process with startPaymentSandbox({ port: 0 }).
//
// Fidelity targets, in order: what stripe-node 23 sends and how it parses answers (form bodies
// with bracket notation, an Idempotency-Key on every POST, error JSON mapped to error classes by
// HTTP status), then Stripe's documented test cards and webhook signing. Anything the shop does
// not use is answered with a clear 4xx rather than faked, so code never quietly depends on
// behaviour that real Stripe would not have.
//
// Node built-ins only: it has to start before (and without) anything else in the stack.
//
// Modules by concern: http.mjs (routing, authentication, CORS, answers) over body.mjs (request
// bodies), idempotency.mjs, intents.mjs and capture.mjs (the PaymentIntent lifecycle), refunds.mjs,
// cards.mjs (test cards and PaymentMethods), customers.mjs (Customers and their saved cards), cvc.mjs
// (the CVC of a saved card asked again),
// challenge.mjs (the 3-D Secure page), events.mjs and webhooks.mjs (signing, delivery).

import { realpathSync } from "node:fs";
import http from "node:http";
import { fileURLToPath } from "node:url";
import { createCaptureHandler } from "./capture.mjs";
import { createPaymentMethods } from "./cards.mjs";
import { createChallenges } from "./challenge.mjs";
import { createCustomerHandlers } from "./customers.mjs";
import { createCvcTokens } from "./cvc.mjs";
import { createEventLog } from "./events.mjs";
import { createRequestHandler } from "./http.mjs";
import { createIdempotency } from "./idempotency.mjs";
import { createIntentStore } from "./intent-store.mjs";
import { createIntentHandlers } from "./intents.mjs";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_WEBHOOK_SECRET } from "./local-keys.mjs";
import { createRefundHandlers } from "./refunds.mjs";
import { createWebhookSender } from "./webhooks.mjs";

export { parseFormBody } from "./body.mjs";
export { DEFAULT_API_VERSION } from "./http.mjs";
export { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_WEBHOOK_SECRET };
export const DEFAULT_PORT = 12111;
export const DEFAULT_WEBHOOK_URL = "http://localhost:8888/api/stripe-webhook";

function checkTestKey(key, kind, prefix) {
  if (typeof key !== "string" || !key.startsWith(prefix)) {
    // The sandbox approves every valid card: a live key here means a misconfiguration that
    // would otherwise look like working payments.
    throw new Error(`payment sandbox: the ${kind} key must be a test-mode key starting with "${prefix}"`);
  }
  return key;
}

function checkWebhookUrl(url) {
  if (url === null) return null;
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`payment sandbox: webhookUrl is not a URL: ${url}`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new Error(`payment sandbox: webhookUrl must be http(s): ${url}`);
  }
  return parsed;
}

/** Starts the sandbox; resolves once it accepts connections. */
export function startPaymentSandbox(options = {}) {
  const port = options.port ?? DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    return Promise.reject(new Error(`payment sandbox: invalid port ${String(port)}`));
  }
  const host = options.host ?? "127.0.0.1";
  let secretKey, publishableKey, webhookTarget;
  try {
    secretKey = checkTestKey(options.secretKey ?? LOCAL_SECRET_KEY, "secret", "sk_test_");
    publishableKey = checkTestKey(options.publishableKey ?? LOCAL_PUBLISHABLE_KEY, "publishable", "pk_test_");
    webhookTarget = checkWebhookUrl(options.webhookUrl === undefined ? DEFAULT_WEBHOOK_URL : options.webhookUrl);
  } catch (error) {
    return Promise.reject(error);
  }
  const webhookSecret = options.webhookSecret ?? LOCAL_WEBHOOK_SECRET;
  if (typeof webhookSecret !== "string" || webhookSecret.trim() === "") {
    return Promise.reject(new Error("payment sandbox: webhookSecret must be a non-empty string"));
  }
  const allowedOrigins = new Set(options.allowedOrigins ?? ["http://localhost:8888"]);
  const log = options.log ?? (() => {});

  const store = createIntentStore();
  const events = createEventLog({ pendingWebhooks: webhookTarget ? 1 : 0 });
  const webhooks = createWebhookSender({ target: webhookTarget, secret: webhookSecret, log });
  const paymentMethods = createPaymentMethods();
  const customers = createCustomerHandlers({ paymentMethods });
  const cvcTokens = createCvcTokens();
  // The challenge settles intents and intents create challenges: each reaches the other late.
  const handlers = {};
  const challenges = createChallenges({
    store,
    intents: { authenticate: (...args) => handlers.intents.authenticate(...args) },
  });
  Object.assign(handlers, {
    intents: createIntentHandlers({ store, paymentMethods, customers, events, challenges, cvcTokens }),
    customers,
    tokens: cvcTokens,
    challenges,
    capture: createCaptureHandler({ store, events }),
    refunds: createRefundHandlers({ store, events }),
  });
  const handle = createRequestHandler({
    handlers,
    idempotency: createIdempotency(),
    webhooks,
    secretKey,
    publishableKey,
    allowedOrigins,
    log,
  });

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      log(`internal error: ${error.stack ?? error}`);
      res.destroy();
    });
  });

  return new Promise((resolve, reject) => {
    const onError = (error) => reject(error);
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      const address = server.address();
      const actualPort = typeof address === "object" && address ? address.port : port;
      let closing = null;
      resolve({
        url: `http://${urlHost(host)}:${actualPort}`,
        port: actualPort,
        events: events.all,
        close() {
          if (!closing) {
            const deliveriesStopped = webhooks.close();
            closing = new Promise((resolveClose) => {
              server.close(() => resolveClose());
              // stripe-node keeps sockets alive: close idle ones now rather than after 5 s.
              server.closeAllConnections();
            }).then(() => deliveriesStopped);
          }
          return closing;
        },
      });
    });
  });
}

/** The host part of the sandbox URL: wildcard binds are reached over loopback. */
function urlHost(host) {
  if (host === "0.0.0.0" || host === "") return "127.0.0.1";
  if (host === "::") return "[::1]";
  return host.includes(":") ? `[${host}]` : host;
}

// ---- command line ------------------------------------------------------------------------------

async function main() {
  const fail = (message) => {
    console.error(`[payment-sandbox] ${message}`);
    process.exit(1);
  };
  // Netlify sets CONTEXT=production for production builds and functions. The sandbox approves
  // any test card and signs webhooks with a secret that is in this repository: never there.
  if (process.env.CONTEXT === "production") {
    fail(
      'refusing to start: CONTEXT is "production". The payment sandbox is for local development only; ' +
        "production payments must go to Stripe with the real STRIPE_SECRET_KEY.",
    );
  }
  const portText = process.env.PAYMENT_SANDBOX_PORT ?? String(DEFAULT_PORT);
  const port = /^\d+$/.test(portText.trim()) ? Number(portText) : NaN;
  if (!Number.isInteger(port) || port > 65535) fail(`PAYMENT_SANDBOX_PORT is not a port number: ${portText}`);
  const webhookSetting = (process.env.PAYMENT_SANDBOX_WEBHOOK_URL ?? "").trim();
  const webhookUrl = ["off", "none"].includes(webhookSetting.toLowerCase())
    ? null
    : webhookSetting || DEFAULT_WEBHOOK_URL;
  const log = (line) => console.log(`[payment-sandbox] ${line}`);
  // The site whose pages confirm payments from the browser (scripts/dev.mjs passes its own).
  const origins = (process.env.PAYMENT_SANDBOX_ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  let sandbox;
  try {
    sandbox = await startPaymentSandbox({
      port,
      webhookUrl,
      ...(origins.length > 0 ? { allowedOrigins: origins } : {}),
      webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || LOCAL_WEBHOOK_SECRET,
      log,
    });
  } catch (error) {
    fail(
      error.code === "EADDRINUSE"
        ? `port ${port} is already in use (another sandbox or stripe-mock?). Set PAYMENT_SANDBOX_PORT to use another.`
        : `cannot start: ${error.message}`,
    );
  }
  console.log(`Payment sandbox listening on http://localhost:${sandbox.port}`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    sandbox.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

function isMainModule() {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMainModule()) await main();
