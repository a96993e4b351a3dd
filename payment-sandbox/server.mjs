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

import { createHmac, randomInt } from "node:crypto";
import { realpathSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
// One definition of the local keys, shared with the functions' fallbacks.
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_WEBHOOK_SECRET } from "./local-keys.mjs";

export { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_WEBHOOK_SECRET };
export const DEFAULT_PORT = 12111;
export const DEFAULT_WEBHOOK_URL = "http://localhost:8888/api/stripe-webhook";
/** The version stripe-node 23.1.0 pins; used for events when a request named none. */
export const DEFAULT_API_VERSION = "2026-10-28.endive";

const MAX_BODY_BYTES = 100 * 1024;
// Stripe keeps idempotency keys for 24 hours; a dev process lives shorter than that, so the cap
// only bounds memory when something (a load test, a retry loop) sends keys without end.
const MAX_IDEMPOTENCY_ENTRIES = 10_000;
const WEBHOOK_RETRY_DELAYS_MS = [500, 1000, 2000, 4000];
const WEBHOOK_TIMEOUT_MS = 10_000;
// 50 minor units is Stripe's minimum for INR, USD and EUR; other currencies differ on Stripe.
const MIN_AMOUNT = 50;
// Stripe caps amounts at eight digits ("Amount must be no more than ₹999,999.99").
const MAX_AMOUNT = 99_999_999;

// ---- errors ------------------------------------------------------------------------------------

/**
 * An API answer other than 2xx. `replayable` says whether the idempotency layer stores it: Stripe
 * saves a result only once the endpoint began executing (a decline, a wrong state), never for
 * requests that failed validation or authentication, so the client may fix those and retry.
 */
class ApiError extends Error {
  constructor(status, error, { replayable = false } = {}) {
    super(error.message);
    this.status = status;
    this.error = error;
    this.replayable = replayable;
  }
}

function invalidRequest(message, { param, code, status = 400, replayable = false, extra } = {}) {
  const error = { type: "invalid_request_error", message };
  if (code) error.code = code;
  if (param) error.param = param;
  return new ApiError(status, { ...error, ...extra }, { replayable });
}

const missingParam = (param) =>
  invalidRequest(`Missing required param: ${param}.`, { param, code: "parameter_missing" });

const unknownParam = (param) =>
  invalidRequest(`Received unknown parameter: ${param}`, { param, code: "parameter_unknown" });

const noSuchIntent = (id) =>
  invalidRequest(`No such payment_intent: '${id}'`, { status: 404, code: "resource_missing", param: "intent" });

// ---- ids ---------------------------------------------------------------------------------------

const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

function randomAlnum(length) {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

const newId = (prefix) => `${prefix}_${randomAlnum(24)}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

// ---- request bodies ----------------------------------------------------------------------------

// Keys that would reach Object.prototype when assigned: refused outright, in forms and JSON alike,
// because parameters are copied onto stored objects.
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Parses Stripe's form encoding, which stripe-node produces with qs-style brackets:
 * `metadata[order]=7`, `payment_method_types[0]=card`, `expand[]=x` (brackets may also arrive
 * percent-encoded). Objects whose keys are exactly 0..n-1 become arrays, as on Stripe.
 */
export function parseFormBody(text) {
  const root = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) throw invalidRequest(`Invalid parameter name: ${rawKey}`);
    const segments = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
    if (segments.length > 8) throw invalidRequest(`Parameter nested too deeply: ${rawKey}`);
    let node = root;
    segments.forEach((segment, index) => {
      const key = segment === "" ? String(Object.keys(node).length) : segment;
      if (FORBIDDEN_KEYS.has(key)) throw invalidRequest(`Invalid parameter name: ${rawKey}`);
      const last = index === segments.length - 1;
      const existing = Object.hasOwn(node, key) ? node[key] : undefined;
      if (last) {
        if (typeof existing === "object") throw invalidRequest(`Invalid hash: ${rawKey} is also given as a hash`);
        node[key] = value;
      } else {
        if (existing === undefined) node[key] = {};
        else if (typeof existing !== "object")
          throw invalidRequest(`Invalid hash: ${rawKey} is also given as a string`);
        node = node[key];
      }
    });
  }
  return indexedObjectsToArrays(root);
}

function indexedObjectsToArrays(value) {
  if (typeof value !== "object" || value === null) return value;
  const keys = Object.keys(value);
  for (const key of keys) value[key] = indexedObjectsToArrays(value[key]);
  const isList = keys.length > 0 && keys.every((key, i) => key === String(i));
  return isList ? keys.map((key) => value[key]) : value;
}

function parseJsonBody(text) {
  let parsed;
  try {
    parsed = JSON.parse(text, (key, value) => {
      if (FORBIDDEN_KEYS.has(key)) throw new Error(`forbidden key ${key}`);
      return value;
    });
  } catch (error) {
    throw invalidRequest(`Invalid JSON body: ${error.message}`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw invalidRequest("The JSON body must be an object of parameters.");
  }
  return parsed;
}

function parseBody(contentType, text) {
  if (text.trim() === "") return {};
  const mediaType = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (mediaType === "application/json") return parseJsonBody(text);
  // Stripe reads any other body as a form (curl -d, fetch with a string body send text/plain);
  // only multipart, which carries files, would be misread.
  if (!mediaType.startsWith("multipart/")) return parseFormBody(text);
  throw invalidRequest(
    `Unsupported Content-Type: ${mediaType}. Send application/x-www-form-urlencoded (as Stripe's SDKs do) or application/json.`,
    { status: 415 },
  );
}

/** Stable form of parameters for the idempotency comparison: key order does not matter. */
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

// ---- parameter readers -------------------------------------------------------------------------
// Form values are all strings; JSON values may be typed. The readers accept both, as Stripe does.

function readInteger(value, param) {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^-?\d+$/.test(text.trim())) {
    throw invalidRequest(`Invalid integer: ${typeof value === "string" ? value : JSON.stringify(value)}`, {
      param,
      code: "parameter_invalid_integer",
    });
  }
  return Number(text.trim());
}

function readBoolean(value, param) {
  if (value === true || value === "true") return true;
  if (value === false || value === "false") return false;
  throw invalidRequest(`Invalid boolean: ${String(value)}`, { param, code: "parameter_invalid_boolean" });
}

/** `undefined` when absent, `null` when sent empty (how the SDK encodes null: Stripe's "unset"). */
function readOptionalString(value, param) {
  if (value === undefined) return undefined;
  if (value === null || value === "") return null;
  if (typeof value !== "string" && typeof value !== "number") {
    throw invalidRequest(`Invalid string: ${param} must be a string.`, { param, code: "parameter_invalid_string" });
  }
  return String(value);
}

function readAmount(value) {
  if (value === undefined || value === "") throw missingParam("amount");
  const amount = readInteger(value, "amount");
  if (amount < MIN_AMOUNT) {
    throw invalidRequest(`Amount must be at least ${MIN_AMOUNT} in the currency's smallest unit.`, {
      param: "amount",
      code: "amount_too_small",
    });
  }
  if (amount > MAX_AMOUNT) {
    throw invalidRequest(`Amount must be no more than ${MAX_AMOUNT} in the currency's smallest unit.`, {
      param: "amount",
      code: "amount_too_large",
    });
  }
  return amount;
}

function readCurrency(value) {
  if (value === undefined || value === "") throw missingParam("currency");
  const currency = typeof value === "string" ? value.trim().toLowerCase() : "";
  if (!/^[a-z]{3}$/.test(currency)) {
    throw invalidRequest(`Invalid currency: ${String(value)}. Use a three-letter ISO code such as inr.`, {
      param: "currency",
    });
  }
  return currency;
}

/**
 * Applies a metadata parameter the way Stripe does on create and update: keys merge into what is
 * there, a key sent empty is removed, and `metadata=` (empty) clears everything.
 */
function applyMetadata(current, value) {
  if (value === undefined) return current;
  if (value === "" || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) {
    throw invalidRequest("Invalid metadata: it must be a hash of string keys and values.", { param: "metadata" });
  }
  const next = { ...current };
  for (const [key, raw] of Object.entries(value)) {
    if (key.length > 40) {
      throw invalidRequest(`Metadata keys can have up to 40 characters; "${key}" has ${key.length}.`, {
        param: `metadata[${key}]`,
      });
    }
    if (raw === "" || raw === null) {
      delete next[key];
      continue;
    }
    if (typeof raw === "object") {
      throw invalidRequest(`Invalid metadata value for "${key}": values must be strings.`, {
        param: `metadata[${key}]`,
      });
    }
    const text = String(raw);
    if (text.length > 500) {
      throw invalidRequest(`Metadata values can have up to 500 characters; "${key}" has ${text.length}.`, {
        param: `metadata[${key}]`,
      });
    }
    next[key] = text;
  }
  if (Object.keys(next).length > 50) {
    throw invalidRequest("Metadata can have up to 50 keys.", { param: "metadata" });
  }
  return next;
}

// ---- cards -------------------------------------------------------------------------------------

// Stripe's magic PaymentMethod ids (https://docs.stripe.com/testing) and the card each stands for.
const TEST_PAYMENT_METHODS = {
  pm_card_visa: "4242424242424242",
  pm_card_visa_debit: "4000056655665556",
  pm_card_mastercard: "5555555555554444",
  pm_card_amex: "378282246310005",
  pm_card_chargeDeclined: "4000000000000002",
  pm_card_chargeDeclinedInsufficientFunds: "4000000000009995",
  pm_card_chargeDeclinedLostCard: "4000000000009987",
  pm_card_chargeDeclinedStolenCard: "4000000000009979",
  pm_card_chargeDeclinedExpiredCard: "4000000000000069",
  pm_card_chargeDeclinedIncorrectCvc: "4000000000000127",
  pm_card_chargeDeclinedProcessingError: "4000000000000119",
};

const DECLINED = "Your card was declined.";

// What the issuer answers for Stripe's decline test cards; every other valid number is approved.
const DECLINES = {
  4000000000000002: { code: "card_declined", decline_code: "generic_decline", message: DECLINED },
  4000000000009995: {
    code: "card_declined",
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  4000000000009987: { code: "card_declined", decline_code: "lost_card", message: DECLINED },
  4000000000009979: { code: "card_declined", decline_code: "stolen_card", message: DECLINED },
  4000000000000069: { code: "expired_card", decline_code: "expired_card", message: "Your card has expired." },
  4000000000000127: {
    code: "incorrect_cvc",
    decline_code: "incorrect_cvc",
    message: "Your card's security code is incorrect.",
    param: "cvc",
  },
  4000000000000119: {
    code: "processing_error",
    decline_code: "processing_error",
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
};

const DEBIT_CARDS = new Set(["4000056655665556", "5200828282828210"]);

function luhnValid(number) {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function cardBrand(number) {
  if (/^4/.test(number)) return "visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  if (/^(6011|65|64[4-9])/.test(number)) return "discover";
  if (/^35/.test(number)) return "jcb";
  if (/^3(0|6|8)/.test(number)) return "diners";
  if (/^62/.test(number)) return "unionpay";
  return "unknown";
}

/** The error for card details refused while only attaching them (no confirmation, no intent change). */
function cardErrorWithoutIntent(failure) {
  const error = { type: "card_error", code: failure.code, message: failure.message };
  if (failure.param) error.param = failure.param;
  return new ApiError(402, error);
}

/** A card_error as Stripe raises it; `charge` says whether the issuer saw (and failed) a charge. */
function cardFailure(code, message, { param, decline_code, charge = false } = {}) {
  return { code, message, param, decline_code, charge };
}

/**
 * Validates raw card details the way Stripe does before any charge: number format, then Luhn,
 * expiry month, expiry year, expiry date, then the CVC (which, as on Stripe, may be omitted).
 * Returns `{ card }` or `{ failure }`.
 */
function validateCard(raw) {
  const number =
    typeof raw.number === "string" || typeof raw.number === "number" ? String(raw.number).replace(/\s+/g, "") : "";
  if (!/^\d{12,19}$/.test(number)) {
    return { failure: cardFailure("invalid_number", "Your card number is invalid.", { param: "number" }) };
  }
  if (!luhnValid(number)) {
    return { failure: cardFailure("incorrect_number", "Your card number is incorrect.", { param: "number" }) };
  }
  const monthText = String(raw.exp_month ?? "").trim();
  const month = /^\d{1,2}$/.test(monthText) ? Number(monthText) : NaN;
  if (!(month >= 1 && month <= 12)) {
    return {
      failure: cardFailure("invalid_expiry_month", "Your card's expiration month is invalid.", { param: "exp_month" }),
    };
  }
  const yearText = String(raw.exp_year ?? "").trim();
  let year = /^\d{2}$|^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  if (year < 100) year += 2000;
  const now = new Date();
  const thisYear = now.getUTCFullYear();
  if (!(year >= 2000 && year <= thisYear + 50)) {
    return {
      failure: cardFailure("invalid_expiry_year", "Your card's expiration year is invalid.", { param: "exp_year" }),
    };
  }
  if (year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1)) {
    return { failure: cardFailure("expired_card", "Your card has expired.", { param: "exp_month" }) };
  }
  if (raw.cvc !== undefined && raw.cvc !== "" && !/^\d{3,4}$/.test(String(raw.cvc).trim())) {
    return { failure: cardFailure("invalid_cvc", "Your card's security code is invalid.", { param: "cvc" }) };
  }
  return { card: { number, exp_month: month, exp_year: year } };
}

/** The issuer's answer: null for an approval, or the decline. */
function issuerDecision(number) {
  const decline = DECLINES[number];
  return decline ? cardFailure(decline.code, decline.message, { ...decline, charge: true }) : null;
}

function billingDetails(raw) {
  const details = typeof raw === "object" && raw !== null ? raw : {};
  const address = typeof details.address === "object" && details.address !== null ? details.address : {};
  const field = (value) => (typeof value === "string" && value !== "" ? value : null);
  return {
    address: {
      city: field(address.city),
      country: field(address.country),
      line1: field(address.line1),
      line2: field(address.line2),
      postal_code: field(address.postal_code),
      state: field(address.state),
    },
    email: field(details.email),
    name: field(details.name),
    phone: field(details.phone),
  };
}

// Fields a publishable key may read (Stripe's "retrievable with publishable key"): metadata,
// customer and the like stay server-side, so browser code cannot come to depend on them here.
const PUBLISHABLE_FIELDS = [
  "id",
  "object",
  "amount",
  "amount_details",
  "automatic_payment_methods",
  "canceled_at",
  "cancellation_reason",
  "capture_method",
  "client_secret",
  "confirmation_method",
  "created",
  "currency",
  "description",
  "last_payment_error",
  "livemode",
  "next_action",
  "payment_method",
  "payment_method_types",
  "processing",
  "receipt_email",
  "setup_future_usage",
  "shipping",
  "status",
];

// PaymentIntent fields the sandbox computes: a request may not set them.
const READ_ONLY_FIELDS = new Set([
  "id",
  "object",
  "amount_capturable",
  "amount_received",
  "canceled_at",
  "cancellation_reason",
  "client_secret",
  "created",
  "last_payment_error",
  "latest_charge",
  "livemode",
  "next_action",
  "processing",
  "status",
]);

// Parameters that steer a request instead of being stored on the intent.
const ACTION_PARAMS = new Set([
  "confirm",
  "client_secret",
  "error_on_requires_action",
  "expand",
  "key",
  "mandate",
  "mandate_data",
  "off_session",
  "payment_method_data",
  "return_url",
  "use_stripe_sdk",
]);

const CONFIRMABLE = ["requires_payment_method", "requires_confirmation", "requires_action"];
const CANCELABLE = [
  "requires_payment_method",
  "requires_capture",
  "requires_confirmation",
  "requires_action",
  "processing",
];
const CANCELLATION_REASONS = ["duplicate", "fraudulent", "requested_by_customer", "abandoned"];
const CAPTURE_METHODS = ["automatic", "automatic_async", "manual"];
const CAPTURABLE = ["requires_capture"];
const REFUND_REASONS = ["duplicate", "fraudulent", "requested_by_customer"];

// ---- the server --------------------------------------------------------------------------------

function redactKey(key) {
  const prefix = /^[a-z]{2,3}_(test|live)_/.exec(key)?.[0] ?? "";
  return `${prefix}${"*".repeat(Math.max(4, key.length - prefix.length - 4))}${key.slice(-4)}`;
}

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

  /** @type {Map<string, { intent: any, apiVersion: string }>} */
  const intents = new Map();
  /** Cards behind the pm_ ids the sandbox issued, so a saved PaymentMethod can be reused. */
  const paymentMethods = new Map();
  const idempotency = new Map();
  /** Refunds by id (the intent they refund keeps its running total in `amountRefunded`). */
  const refunds = new Map();
  const events = [];
  // Closing aborts webhook deliveries that are waiting or in flight.
  const shutdown = new AbortController();
  const deliveries = new Set();

  // ---- views and events --------------------------------------------------------------------

  const publicView = (intent, auth) =>
    auth.kind === "secret"
      ? structuredClone(intent)
      : Object.fromEntries(PUBLISHABLE_FIELDS.filter((f) => f in intent).map((f) => [f, structuredClone(intent[f])]));

  /** An event about `record`'s intent, or about `object` (a charge, a refund) when given. */
  function recordEvent(ctx, type, record, object = record.intent) {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: record.apiVersion,
      created: nowSeconds(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: webhookTarget ? 1 : 0,
      request: { id: ctx.requestId, idempotency_key: ctx.idempotencyKey },
      type,
    };
    events.push(event);
    ctx.newEvents.push(event);
  }

  function deliverLater(event) {
    if (!webhookTarget || shutdown.signal.aborted) return;
    const delivery = deliver(event).finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }

  /** POSTs one event with retries; each attempt is signed afresh, as Stripe does. */
  async function deliver(event) {
    const payload = JSON.stringify(event, null, 2);
    const attempts = WEBHOOK_RETRY_DELAYS_MS.length + 1;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const timestamp = nowSeconds();
      const signature = createHmac("sha256", webhookSecret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
      let outcome;
      try {
        const status = await postWebhook(webhookTarget, payload, `t=${timestamp},v1=${signature}`, shutdown.signal);
        if (status >= 200 && status < 300) {
          log(`webhook ${event.type} ${event.id} delivered (HTTP ${status}, attempt ${attempt})`);
          return;
        }
        outcome = `HTTP ${status}`;
      } catch (error) {
        if (shutdown.signal.aborted) return;
        outcome = error.code ?? error.message;
      }
      const delay = WEBHOOK_RETRY_DELAYS_MS[attempt - 1];
      const what = `webhook ${event.type} ${event.id} to ${webhookTarget.href} failed (${outcome}), attempt ${attempt}/${attempts}`;
      if (delay === undefined) {
        log(`${what}; giving up`);
        return;
      }
      log(`${what}; retrying in ${delay / 1000}s`);
      try {
        await sleep(delay, undefined, { signal: shutdown.signal });
      } catch {
        return; // closed while waiting
      }
    }
  }

  // ---- payment intents ---------------------------------------------------------------------

  function requireSecretKey(auth) {
    if (auth.kind !== "secret") {
      throw invalidRequest("This API call cannot be made with a publishable API key. Please use a secret API key.", {
        status: 401,
      });
    }
  }

  /**
   * The intent behind :id as this caller may see it. A publishable key only reaches an intent
   * through its client secret; without the right one it gets the same 404 as for a wrong id, so
   * a browser cannot probe for intents.
   */
  function findIntent(id, auth, clientSecret) {
    const record = intents.get(id);
    if (!record) throw noSuchIntent(id);
    if (auth.kind === "publishable" && clientSecret !== record.intent.client_secret) throw noSuchIntent(id);
    return record;
  }

  /** Copies the parameters without special handling onto the intent, refusing computed fields. */
  function storeOtherParams(intent, params, handled) {
    for (const [key, value] of Object.entries(params)) {
      if (handled.has(key) || ACTION_PARAMS.has(key)) continue;
      if (READ_ONLY_FIELDS.has(key)) throw unknownParam(key);
      intent[key] = value === "" ? null : value;
    }
  }

  function readCaptureMethod(value) {
    if (value === undefined) return undefined;
    if (CAPTURE_METHODS.includes(value)) return value;
    throw invalidRequest(`Invalid capture_method: must be one of ${CAPTURE_METHODS.join(", ")}`, {
      param: "capture_method",
    });
  }

  function readConfirmationMethod(value) {
    if (value === undefined) return undefined;
    if (value === "automatic" || value === "manual") return value;
    throw invalidRequest(`Invalid confirmation_method: ${String(value)}`, { param: "confirmation_method" });
  }

  function readPaymentMethodConfig(params) {
    const { automatic_payment_methods: automatic, payment_method_types: types } = params;
    if (automatic !== undefined && types !== undefined) {
      throw invalidRequest(
        "You may only specify one of these parameters: automatic_payment_methods, payment_method_types.",
        {
          param: "automatic_payment_methods",
        },
      );
    }
    if (types !== undefined) {
      if (!Array.isArray(types) || types.length === 0 || types.some((t) => typeof t !== "string")) {
        throw invalidRequest("payment_method_types must be a list of payment method types.", {
          param: "payment_method_types",
        });
      }
      if (types.some((t) => t !== "card")) {
        throw invalidRequest(
          'The payment sandbox only simulates card payments: payment_method_types must be ["card"].',
          {
            param: "payment_method_types",
          },
        );
      }
      return { automatic_payment_methods: null, payment_method_types: ["card"] };
    }
    // Since API version 2023-08-16 automatic payment methods are on unless turned off.
    let enabled = true;
    let allowRedirects = "always";
    if (automatic !== undefined) {
      if (typeof automatic !== "object" || automatic === null) {
        throw invalidRequest("automatic_payment_methods must be a hash.", { param: "automatic_payment_methods" });
      }
      if (automatic.enabled === undefined) throw missingParam("automatic_payment_methods[enabled]");
      enabled = readBoolean(automatic.enabled, "automatic_payment_methods[enabled]");
      if (automatic.allow_redirects !== undefined) {
        if (automatic.allow_redirects !== "always" && automatic.allow_redirects !== "never") {
          throw invalidRequest("allow_redirects must be always or never.", {
            param: "automatic_payment_methods[allow_redirects]",
          });
        }
        allowRedirects = automatic.allow_redirects;
      }
    }
    return {
      automatic_payment_methods: enabled ? { allow_redirects: allowRedirects, enabled: true } : { enabled: false },
      payment_method_types: ["card"],
    };
  }

  function createPaymentIntent(ctx) {
    requireSecretKey(ctx.auth);
    const { params } = ctx;
    const amount = readAmount(params.amount);
    const currency = readCurrency(params.currency);
    const methods = readPaymentMethodConfig(params);
    const id = newId("pi");
    const intent = {
      id,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: methods.automatic_payment_methods,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: readCaptureMethod(params.capture_method) ?? "automatic",
      client_secret: `${id}_secret_${randomAlnum(25)}`,
      confirmation_method: readConfirmationMethod(params.confirmation_method) ?? "automatic",
      created: nowSeconds(),
      currency,
      customer: readOptionalString(params.customer, "customer") ?? null,
      description: readOptionalString(params.description, "description") ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: applyMetadata({}, params.metadata),
      next_action: null,
      payment_method: null,
      payment_method_types: methods.payment_method_types,
      processing: null,
      receipt_email: readOptionalString(params.receipt_email, "receipt_email") ?? null,
      setup_future_usage: null,
      shipping: null,
      status: "requires_payment_method",
    };
    const handled = new Set([
      "amount",
      "currency",
      "automatic_payment_methods",
      "payment_method_types",
      "capture_method",
      "confirmation_method",
      "customer",
      "description",
      "metadata",
      "receipt_email",
      "payment_method",
    ]);
    storeOtherParams(intent, params, handled);
    const wantsConfirm = params.confirm === undefined ? false : readBoolean(params.confirm, "confirm");
    const paymentMethod = resolvePaymentMethod(params);
    if (wantsConfirm && !paymentMethod) {
      throw invalidRequest(
        "confirm=true needs a payment method: pass payment_method (e.g. pm_card_visa) or payment_method_data.",
        {
          param: "payment_method",
        },
      );
    }
    if (paymentMethod && !wantsConfirm) {
      if (paymentMethod.failure) throw cardErrorWithoutIntent(paymentMethod.failure);
      intent.payment_method = paymentMethod.id;
      intent.status = "requires_confirmation";
    }
    // Validation passed: from here on the intent exists, whatever confirmation says.
    const record = { intent, apiVersion: ctx.apiVersion };
    intents.set(id, record);
    if (wantsConfirm) return confirmWith(ctx, record, paymentMethod);
    return { status: 200, body: publicView(intent, ctx.auth) };
  }

  function retrievePaymentIntent(ctx, id) {
    const record = findIntent(id, ctx.auth, ctx.params.client_secret);
    return { status: 200, body: publicView(record.intent, ctx.auth) };
  }

  function updatePaymentIntent(ctx, id) {
    requireSecretKey(ctx.auth);
    const record = findIntent(id, ctx.auth);
    const { params } = ctx;
    const intent = structuredClone(record.intent);
    // Once authorised (requires_capture) or finished, only the descriptive fields may change.
    const finished = !CONFIRMABLE.includes(intent.status);
    const alwaysUpdatable = new Set(["metadata", "description", "receipt_email", "shipping"]);
    for (const key of Object.keys(params)) {
      if (finished && !alwaysUpdatable.has(key) && !ACTION_PARAMS.has(key)) {
        throw invalidRequest(
          `This PaymentIntent's ${key} could not be updated because it has a status of ${intent.status}. ` +
            `You may only update it while the status is one of ${CONFIRMABLE.join(", ")}.`,
          { param: key, code: "payment_intent_unexpected_state", replayable: true },
        );
      }
    }
    if (params.automatic_payment_methods !== undefined) throw unknownParam("automatic_payment_methods");
    if (params.amount !== undefined) intent.amount = readAmount(params.amount);
    if (params.currency !== undefined) intent.currency = readCurrency(params.currency);
    if (params.payment_method_types !== undefined) {
      Object.assign(intent, readPaymentMethodConfig({ payment_method_types: params.payment_method_types }));
    }
    const captureMethod = readCaptureMethod(params.capture_method);
    if (captureMethod) intent.capture_method = captureMethod;
    intent.metadata = applyMetadata(intent.metadata, params.metadata);
    for (const key of ["customer", "description", "receipt_email"]) {
      const value = readOptionalString(params[key], key);
      if (value !== undefined) intent[key] = value;
    }
    const paymentMethod = resolvePaymentMethod(params);
    if (paymentMethod?.failure) throw cardErrorWithoutIntent(paymentMethod.failure);
    if (paymentMethod) {
      intent.payment_method = paymentMethod.id;
      intent.status = "requires_confirmation";
    } else if (params.payment_method === "") {
      intent.payment_method = null;
      intent.status = "requires_payment_method";
    }
    const handled = new Set([
      ...alwaysUpdatable,
      "amount",
      "currency",
      "payment_method_types",
      "capture_method",
      "customer",
      "payment_method",
    ]);
    storeOtherParams(intent, params, handled);
    record.intent = intent;
    return { status: 200, body: publicView(intent, ctx.auth) };
  }

  function cancelPaymentIntent(ctx, id) {
    requireSecretKey(ctx.auth);
    const record = findIntent(id, ctx.auth);
    const reason = ctx.params.cancellation_reason;
    if (reason !== undefined && !CANCELLATION_REASONS.includes(reason)) {
      throw invalidRequest(`Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(", ")}`, {
        param: "cancellation_reason",
      });
    }
    const { intent } = record;
    if (!CANCELABLE.includes(intent.status)) {
      throw invalidRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. ` +
          `Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(", ")}.`,
        {
          code: "payment_intent_unexpected_state",
          replayable: true,
          extra: { payment_intent: publicView(intent, ctx.auth) },
        },
      );
    }
    // Canceling an authorisation releases the held funds: nothing is left to capture.
    intent.status = "canceled";
    intent.amount_capturable = 0;
    intent.canceled_at = nowSeconds();
    intent.cancellation_reason = reason ?? null;
    recordEvent(ctx, "payment_intent.canceled", record);
    return { status: 200, body: publicView(intent, ctx.auth) };
  }

  /**
   * The PaymentMethod a request names: a `payment_method` id (Stripe's pm_card_* fixtures or a
   * pm_ the sandbox issued) or `payment_method_data` with raw card details. Raw details that fail
   * validation come back as `{ failure }`: on Stripe that is a card error of the confirmation.
   */
  function resolvePaymentMethod(params) {
    const { payment_method: pmId, payment_method_data: data } = params;
    if (pmId !== undefined && pmId !== "" && data !== undefined) {
      throw invalidRequest("You may only specify one of these parameters: payment_method, payment_method_data.", {
        param: "payment_method_data",
      });
    }
    if (pmId !== undefined && pmId !== "") {
      if (typeof pmId !== "string") throw invalidRequest("payment_method must be an id.", { param: "payment_method" });
      const fixture = TEST_PAYMENT_METHODS[pmId];
      if (fixture) {
        // Like Stripe, a fixture id mints a new PaymentMethod each time it is used.
        return createPaymentMethod({ number: fixture, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 }, {});
      }
      const saved = paymentMethods.get(pmId);
      if (!saved) {
        throw invalidRequest(`No such PaymentMethod: '${pmId}'`, {
          status: 404,
          param: "payment_method",
          code: "resource_missing",
        });
      }
      return saved;
    }
    if (data === undefined) return null;
    if (typeof data !== "object" || data === null) {
      throw invalidRequest("payment_method_data must be a hash.", { param: "payment_method_data" });
    }
    if (data.type === undefined) throw missingParam("payment_method_data[type]");
    if (data.type !== "card") {
      throw invalidRequest(`The payment sandbox only simulates card payments, not ${String(data.type)}.`, {
        param: "payment_method_data[type]",
      });
    }
    if (typeof data.card !== "object" || data.card === null) throw missingParam("payment_method_data[card]");
    if (data.card.number === undefined) throw missingParam("payment_method_data[card][number]");
    const checked = validateCard(data.card);
    if (checked.failure) return { failure: checked.failure };
    return createPaymentMethod(checked.card, data.billing_details);
  }

  function createPaymentMethod(card, billing) {
    const id = newId("pm");
    const method = {
      id,
      object: "payment_method",
      billing_details: billingDetails(billing),
      card: {
        brand: cardBrand(card.number),
        country: "US",
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        funding: DEBIT_CARDS.has(card.number) ? "debit" : "credit",
        last4: card.number.slice(-4),
      },
      created: nowSeconds(),
      customer: null,
      livemode: false,
      metadata: {},
      type: "card",
    };
    paymentMethods.set(id, { id, number: card.number, method });
    return paymentMethods.get(id);
  }

  function confirmPaymentIntent(ctx, id) {
    const { params, auth } = ctx;
    const record = findIntent(id, auth, params.client_secret);
    const { intent } = record;
    if (auth.kind === "publishable" && intent.confirmation_method === "manual") {
      throw invalidRequest(
        "This PaymentIntent's confirmation_method is manual, so it can only be confirmed with a secret key.",
        { code: "payment_intent_unexpected_state" },
      );
    }
    if (intent.status === "succeeded") {
      throw invalidRequest(
        "This PaymentIntent has already succeeded and cannot be confirmed again. Create a new PaymentIntent for a new payment.",
        {
          code: "payment_intent_unexpected_state",
          replayable: true,
          extra: { payment_intent: publicView(intent, auth) },
        },
      );
    }
    if (!CONFIRMABLE.includes(intent.status)) {
      throw invalidRequest(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. ` +
          `Only a PaymentIntent with one of the following statuses may be confirmed: ${CONFIRMABLE.join(", ")}.`,
        {
          code: "payment_intent_unexpected_state",
          replayable: true,
          extra: { payment_intent: publicView(intent, auth) },
        },
      );
    }
    let paymentMethod = resolvePaymentMethod(params);
    if (!paymentMethod && intent.payment_method) paymentMethod = paymentMethods.get(intent.payment_method) ?? null;
    if (!paymentMethod) {
      throw invalidRequest(
        "You cannot confirm this PaymentIntent because it's missing a payment method. " +
          "Pass payment_method (e.g. pm_card_visa) or payment_method_data.",
        { param: "payment_method", code: "payment_intent_unexpected_state" },
      );
    }
    for (const key of ["receipt_email"]) {
      const value = readOptionalString(params[key], key);
      if (value !== undefined) intent[key] = value;
    }
    if (params.shipping !== undefined) intent.shipping = params.shipping === "" ? null : params.shipping;
    return confirmWith(ctx, record, paymentMethod);
  }

  /** Charges the card; the outcome is final at once (no 3-D Secure, no `processing`). */
  function confirmWith(ctx, record, paymentMethod) {
    const { intent } = record;
    const failure = paymentMethod.failure ?? issuerDecision(paymentMethod.number);
    if (!failure) {
      Object.assign(intent, { last_payment_error: null, latest_charge: newId("ch"), payment_method: paymentMethod.id });
      if (intent.capture_method === "manual") authorise(ctx, record);
      else settle(ctx, record, intent.amount);
      return { status: 200, body: publicView(intent, ctx.auth) };
    }
    const lastError = { type: "card_error", code: failure.code };
    if (failure.decline_code) lastError.decline_code = failure.decline_code;
    lastError.doc_url = `https://stripe.com/docs/error-codes/${failure.code.replaceAll("_", "-")}`;
    lastError.message = failure.message;
    if (failure.param) lastError.param = failure.param;
    if (paymentMethod.method) lastError.payment_method = structuredClone(paymentMethod.method);
    if (failure.charge) {
      intent.latest_charge = newId("ch");
      lastError.charge = intent.latest_charge;
    }
    Object.assign(intent, { last_payment_error: lastError, payment_method: null, status: "requires_payment_method" });
    recordEvent(ctx, "payment_intent.payment_failed", record);
    throw new ApiError(
      402,
      { ...structuredClone(lastError), payment_intent: publicView(intent, ctx.auth) },
      { replayable: true },
    );
  }

  // ---- capture and refunds -----------------------------------------------------------------

  /** capture_method=manual: the card is authorised and the amount held until captured or canceled. */
  function authorise(ctx, record) {
    Object.assign(record.intent, { amount_capturable: record.intent.amount, status: "requires_capture" });
    recordEvent(ctx, "payment_intent.amount_capturable_updated", record);
  }

  /** The money moves: `amount` is received and nothing is left to capture. */
  function settle(ctx, record, amount) {
    Object.assign(record.intent, { amount_capturable: 0, amount_received: amount, status: "succeeded" });
    recordEvent(ctx, "payment_intent.succeeded", record);
  }

  function readOptionalAmount(value, param, max) {
    if (value === undefined || value === "") return max;
    const amount = readInteger(value, param);
    if (amount < 1 || amount > max) {
      throw invalidRequest(`${param} must be a positive integer no greater than ${max}.`, {
        param,
        code: "amount_too_large",
      });
    }
    return amount;
  }

  /** POST /v1/payment_intents/:id/capture: an authorised (requires_capture) intent succeeds. */
  function capturePaymentIntent(ctx, id) {
    requireSecretKey(ctx.auth);
    const record = findIntent(id, ctx.auth);
    const { intent } = record;
    if (!CAPTURABLE.includes(intent.status)) {
      throw invalidRequest(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. ` +
          `Only a PaymentIntent with one of the following statuses may be captured: ${CAPTURABLE.join(", ")}.`,
        {
          code: "payment_intent_unexpected_state",
          replayable: true,
          extra: { payment_intent: publicView(intent, ctx.auth) },
        },
      );
    }
    const amount = readOptionalAmount(ctx.params.amount_to_capture, "amount_to_capture", intent.amount_capturable);
    intent.metadata = applyMetadata(intent.metadata, ctx.params.metadata);
    // A partial capture releases the rest of the hold, as on Stripe.
    settle(ctx, record, amount);
    return { status: 200, body: publicView(intent, ctx.auth) };
  }

  /** The charge behind a succeeded intent, as charge events carry it. */
  function chargeOf(record) {
    const { intent } = record;
    const refunded = record.amountRefunded ?? 0;
    return {
      id: intent.latest_charge,
      object: "charge",
      amount: intent.amount,
      amount_captured: intent.amount_received,
      amount_refunded: refunded,
      captured: true,
      created: intent.created,
      currency: intent.currency,
      livemode: false,
      metadata: structuredClone(intent.metadata),
      paid: true,
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      refunded: refunded >= intent.amount_received,
      status: "succeeded",
    };
  }

  /** POST /v1/refunds {payment_intent}: money back from a succeeded intent, whole or in part. */
  function createRefund(ctx) {
    requireSecretKey(ctx.auth);
    const { params } = ctx;
    if (params.charge !== undefined) {
      throw invalidRequest("The payment sandbox refunds by payment_intent only; charge is not simulated.", {
        param: "charge",
      });
    }
    if (params.payment_intent === undefined || params.payment_intent === "") throw missingParam("payment_intent");
    const record = intents.get(String(params.payment_intent));
    if (!record) {
      throw invalidRequest(`No such payment_intent: '${String(params.payment_intent)}'`, {
        status: 404,
        param: "payment_intent",
        code: "resource_missing",
      });
    }
    const { intent } = record;
    if (intent.status !== "succeeded") {
      throw invalidRequest(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund: its status is ${intent.status}.`,
        { param: "payment_intent", code: "payment_intent_unexpected_state", replayable: true },
      );
    }
    const remaining = intent.amount_received - (record.amountRefunded ?? 0);
    if (remaining <= 0) {
      throw invalidRequest(`Charge ${intent.latest_charge} has already been refunded.`, {
        code: "charge_already_refunded",
        replayable: true,
      });
    }
    const reason = params.reason === undefined || params.reason === "" ? null : params.reason;
    if (reason !== null && !REFUND_REASONS.includes(reason)) {
      throw invalidRequest(`Invalid reason: must be one of ${REFUND_REASONS.join(", ")}`, { param: "reason" });
    }
    const amount = readOptionalAmount(params.amount, "amount", remaining);
    const refund = {
      id: newId("re"),
      object: "refund",
      amount,
      balance_transaction: null,
      charge: intent.latest_charge,
      created: nowSeconds(),
      currency: intent.currency,
      metadata: applyMetadata({}, params.metadata),
      payment_intent: intent.id,
      reason,
      receipt_number: null,
      status: "succeeded",
    };
    refunds.set(refund.id, refund);
    record.amountRefunded = (record.amountRefunded ?? 0) + amount;
    // The intent itself stays succeeded; the charge says what was refunded.
    recordEvent(ctx, "charge.refunded", record, chargeOf(record));
    recordEvent(ctx, "refund.created", record, refund);
    return { status: 200, body: structuredClone(refund) };
  }

  /** GET /v1/refunds?payment_intent=...: a PaymentIntent's refunds, newest first, in one page. */
  function listRefunds(ctx) {
    requireSecretKey(ctx.auth);
    const intentId = ctx.params.payment_intent;
    const data = [...refunds.values()]
      .filter((refund) => intentId === undefined || refund.payment_intent === intentId)
      .reverse()
      .map((refund) => structuredClone(refund));
    return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/refunds" } };
  }

  function retrieveRefund(ctx, id) {
    requireSecretKey(ctx.auth);
    const refund = refunds.get(id);
    if (!refund) {
      throw invalidRequest(`No such refund: '${id}'`, { status: 404, param: "id", code: "resource_missing" });
    }
    return { status: 200, body: structuredClone(refund) };
  }

  // ---- HTTP --------------------------------------------------------------------------------

  function route(method, pathname) {
    const refund = /^\/v1\/refunds(?:\/([^/]+))?\/?$/.exec(pathname);
    if (refund) {
      const id = decodedSegment(refund[1]);
      if (id === null) return null;
      if (id === undefined) {
        if (method === "POST") return (ctx) => createRefund(ctx);
        return method === "GET" ? (ctx) => listRefunds(ctx) : null;
      }
      return method === "GET" ? (ctx) => retrieveRefund(ctx, id) : null;
    }
    const match = /^\/v1\/payment_intents(?:\/([^/]+)(?:\/(confirm|cancel|capture))?)?\/?$/.exec(pathname);
    if (!match) return null;
    const [, rawId, action] = match;
    const id = decodedSegment(rawId);
    if (id === null) return null;
    if (id === undefined) return method === "POST" ? (ctx) => createPaymentIntent(ctx) : null;
    if (action === "confirm") return method === "POST" ? (ctx) => confirmPaymentIntent(ctx, id) : null;
    if (action === "cancel") return method === "POST" ? (ctx) => cancelPaymentIntent(ctx, id) : null;
    if (action === "capture") return method === "POST" ? (ctx) => capturePaymentIntent(ctx, id) : null;
    if (method === "GET") return (ctx) => retrievePaymentIntent(ctx, id);
    if (method === "POST") return (ctx) => updatePaymentIntent(ctx, id);
    return null;
  }

  /** A path segment decoded; undefined when absent, null when it is not valid percent-encoding. */
  function decodedSegment(raw) {
    if (raw === undefined) return undefined;
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }

  /**
   * Who is calling. stripe-node sends `Authorization: Bearer <key>`; curl's `-u key:` sends Basic;
   * Stripe.js sends the publishable key as a `key` parameter instead of a header.
   */
  function authenticate(req, params) {
    const header = req.headers.authorization;
    let key;
    if (header) {
      const [scheme, value = ""] = header.trim().split(/\s+/, 2);
      if (/^bearer$/i.test(scheme)) key = value;
      else if (/^basic$/i.test(scheme)) key = Buffer.from(value, "base64").toString("utf8").split(":")[0];
      else throw invalidRequest(`Invalid Authorization header: use Bearer auth with your API key.`, { status: 401 });
    } else if (typeof params.key === "string") {
      key = params.key;
    }
    if (!key) {
      throw invalidRequest(
        "You did not provide an API key. You need to provide your API key in the Authorization header, " +
          "using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        { status: 401 },
      );
    }
    if (key === secretKey) return { kind: "secret", key };
    if (key === publishableKey) return { kind: "publishable", key };
    throw invalidRequest(`Invalid API Key provided: ${redactKey(key)}`, { status: 401 });
  }

  /**
   * Runs a POST at most once per Idempotency-Key (scoped to the API key), as Stripe does. The
   * lookup, the handler and the store happen in one synchronous stretch, so concurrent requests
   * with one key cannot both miss the store: the first runs, the rest replay its answer.
   */
  function runIdempotent(ctx, method, pathname, handler) {
    if (method !== "POST" || ctx.idempotencyKey === null) return { ...runHandler(ctx, handler), replayed: false };
    if (ctx.idempotencyKey.length > 255) {
      throw invalidRequest("Idempotency keys can be at most 255 characters long.", { param: "Idempotency-Key" });
    }
    const storeKey = `${ctx.auth.key}\u0000${ctx.idempotencyKey}`;
    const endpoint = `${method} ${pathname}`;
    // Stripe.js sends its key as a parameter: it identifies the caller, it is not part of the request.
    const comparable = { ...ctx.params };
    delete comparable.key;
    const fingerprint = canonical(comparable);
    const stored = idempotency.get(storeKey);
    if (stored) {
      if (stored.endpoint !== endpoint) {
        throw new ApiError(400, {
          type: "idempotency_error",
          message:
            `Keys for idempotent requests can only be used for the same endpoint they were first used for ` +
            `('${stored.endpoint}' vs '${endpoint}'). ` +
            `Try using a key other than '${ctx.idempotencyKey}' if you meant to execute a different request.`,
        });
      }
      if (stored.fingerprint !== fingerprint) {
        throw new ApiError(400, {
          type: "idempotency_error",
          message:
            `Keys for idempotent requests can only be used with the same parameters they were first used with. ` +
            `Try using a key other than '${ctx.idempotencyKey}' if you meant to execute a different request.`,
        });
      }
      return { status: stored.status, body: stored.body, replayed: true, originalRequest: stored.requestId };
    }
    const result = runHandler(ctx, handler);
    if (result.replayable) {
      idempotency.set(storeKey, {
        endpoint,
        fingerprint,
        status: result.status,
        body: result.body,
        requestId: ctx.requestId,
      });
      if (idempotency.size > MAX_IDEMPOTENCY_ENTRIES) idempotency.delete(idempotency.keys().next().value);
    }
    return { ...result, replayed: false };
  }

  /** Turns a handler's result or ApiError into { status, body, replayable }; others propagate. */
  function runHandler(ctx, handler) {
    try {
      const { status, body } = handler(ctx);
      return { status, body: JSON.stringify(body, null, 2), replayable: true };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // An endpoint that records events and then fails (a decline) still sends them.
      return {
        status: error.status,
        body: JSON.stringify({ error: error.error }, null, 2),
        replayable: error.replayable,
      };
    }
  }

  function corsHeaders(origin) {
    if (!origin || !allowedOrigins.has(origin)) return {};
    return {
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Expose-Headers":
        "Request-Id, Stripe-Version, Idempotency-Key, Idempotent-Replayed, Original-Request",
    };
  }

  function send(res, status, body, headers) {
    res.writeHead(status, {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-cache, no-store",
      Vary: "Origin",
      ...headers,
    });
    res.end(body);
  }

  function sendError(res, error, headers) {
    send(res, error.status, JSON.stringify({ error: error.error }, null, 2), headers);
  }

  function readBody(req) {
    return new Promise((resolve, reject) => {
      const declared = Number(req.headers["content-length"]);
      if (declared > MAX_BODY_BYTES) {
        reject(invalidRequest(`Request body too large: the limit is ${MAX_BODY_BYTES} bytes.`, { status: 413 }));
        return;
      }
      const chunks = [];
      let size = 0;
      let tooLarge = false;
      req.on("data", (chunk) => {
        if (tooLarge) return;
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          tooLarge = true;
          reject(invalidRequest(`Request body too large: the limit is ${MAX_BODY_BYTES} bytes.`, { status: 413 }));
          return;
        }
        chunks.push(chunk);
      });
      req.on("end", () => {
        if (!tooLarge) resolve(Buffer.concat(chunks).toString("utf8"));
      });
      req.on("error", reject);
    });
  }

  async function handle(req, res) {
    const requestId = `req_${randomAlnum(14)}`;
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", "http://sandbox.invalid");
    const origin = req.headers.origin;
    const apiVersion = String(req.headers["stripe-version"] ?? "") || DEFAULT_API_VERSION;
    const idempotencyKey = method === "POST" ? String(req.headers["idempotency-key"] ?? "") || null : null;
    const headers = { "Request-Id": requestId, "Stripe-Version": apiVersion, ...corsHeaders(origin) };
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    let status = 500;
    let replayed = false;
    try {
      if (method === "OPTIONS") {
        status = preflight(res, origin, requestId);
        return;
      }
      if (method === "GET" && url.pathname === "/healthz") {
        status = 200;
        send(res, 200, JSON.stringify({ object: "payment_sandbox", livemode: false, ok: true }), headers);
        return;
      }
      let params;
      try {
        const text = await readBody(req);
        params = method === "POST" ? parseBody(req.headers["content-type"], text) : parseFormBody(url.search.slice(1));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 413) headers.Connection = "close";
        status = error.status;
        sendError(res, error, headers);
        return;
      }
      const handler = route(method, url.pathname);
      const ctx = { params, apiVersion, requestId, idempotencyKey, auth: null, newEvents: [] };
      let result;
      try {
        ctx.auth = authenticate(req, params);
        if (!handler) {
          throw invalidRequest(
            `Unrecognized request URL (${method}: ${url.pathname}). The payment sandbox serves ` +
              "POST /v1/payment_intents, GET|POST /v1/payment_intents/:id, POST /v1/payment_intents/:id/confirm, " +
              "/capture and /cancel, GET|POST /v1/refunds and GET /v1/refunds/:id.",
            { status: 404 },
          );
        }
        result = runIdempotent(ctx, method, url.pathname, handler);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        result = { status: error.status, body: JSON.stringify({ error: error.error }, null, 2), replayed: false };
      }
      status = result.status;
      replayed = result.replayed;
      if (result.replayed) {
        headers["Idempotent-Replayed"] = "true";
        headers["Original-Request"] = result.originalRequest;
      } else if (idempotencyKey) {
        headers["Original-Request"] = requestId;
      }
      send(res, result.status, result.body, headers);
      // Webhooks go out after the answer, as on Stripe: a slow endpoint never delays a confirm.
      if (ctx.newEvents.length > 0) setImmediate(() => ctx.newEvents.forEach(deliverLater));
    } catch (error) {
      status = 500;
      log(`internal error on ${method} ${url.pathname}: ${error.stack ?? error}`);
      if (!res.headersSent) {
        send(
          res,
          500,
          JSON.stringify({
            error: { type: "api_error", message: "An unexpected error occurred in the payment sandbox." },
          }),
          // The same request would fail the same way: tell stripe-node not to retry it.
          { ...headers, "Stripe-Should-Retry": "false" },
        );
      } else {
        res.destroy();
      }
    } finally {
      // No query string: it may carry a client secret.
      log(`${method} ${url.pathname} ${status} ${requestId}${replayed ? " (idempotent replay)" : ""}`);
    }
  }

  function preflight(res, origin, requestId) {
    if (!origin || !allowedOrigins.has(origin)) {
      const message = `Origin ${origin ?? "(none)"} is not allowed. Allowed: ${[...allowedOrigins].join(", ") || "(none)"}.`;
      send(res, 403, JSON.stringify({ error: { type: "invalid_request_error", message } }), {
        "Request-Id": requestId,
      });
      return 403;
    }
    res.writeHead(204, {
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
      "Access-Control-Allow-Headers": "Authorization, Content-Type, Stripe-Version, Idempotency-Key",
      "Access-Control-Max-Age": "600",
      Vary: "Origin",
      "Request-Id": requestId,
    });
    res.end();
    return 204;
  }

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
        events: () => structuredClone(events),
        close() {
          if (!closing) {
            shutdown.abort();
            closing = new Promise((resolveClose) => {
              server.close(() => resolveClose());
              // stripe-node keeps sockets alive: close idle ones now rather than after 5 s.
              server.closeAllConnections();
            }).then(() => Promise.allSettled([...deliveries]).then(() => undefined));
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

/** One webhook POST; resolves with the status code. No keep-alive: nothing lingers after close. */
function postWebhook(target, payload, signature, signal) {
  return new Promise((resolve, reject) => {
    const request = (target.protocol === "https:" ? https : http).request(
      target,
      {
        method: "POST",
        agent: false,
        signal,
        timeout: WEBHOOK_TIMEOUT_MS,
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Content-Length": Buffer.byteLength(payload),
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          "Stripe-Signature": signature,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })));
    request.on("error", reject);
    request.end(payload);
  });
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
  let sandbox;
  try {
    sandbox = await startPaymentSandbox({
      port,
      webhookUrl,
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
