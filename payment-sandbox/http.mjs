import { parseBody, parseFormBody, readBody } from "./body.mjs";
import { ApiError, invalidRequest } from "./errors.mjs";
import { randomAlnum } from "./ids.mjs";

/** The version stripe-node 23.1.0 pins; used for events when a request named none. */
export const DEFAULT_API_VERSION = "2026-10-28.endive";

function redactKey(key) {
  const prefix = /^[a-z]{2,3}_(test|live)_/.exec(key)?.[0] ?? "";
  return `${prefix}${"*".repeat(Math.max(4, key.length - prefix.length - 4))}${key.slice(-4)}`;
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
 * The handler for a method and path, or null when the sandbox serves no such endpoint. `handlers`:
 * { intents: { create, retrieve, update, confirm, cancel }, capture, refunds: { create, list, retrieve } }.
 */
function route(method, pathname, handlers) {
  const customer = /^\/v1\/customers(?:\/([^/]+)(?:\/(payment_methods))?)?\/?$/.exec(pathname);
  if (customer) {
    const id = decodedSegment(customer[1]);
    if (id === null) return null;
    if (id === undefined) return method === "POST" ? handlers.customers.createCustomer : null;
    if (customer[2]) {
      return method === "GET" ? (ctx) => handlers.customers.listPaymentMethods(ctx, id, pathname) : null;
    }
    if (method === "GET") return (ctx) => handlers.customers.retrieveCustomer(ctx, id);
    if (method === "DELETE") return (ctx) => handlers.customers.deleteCustomer(ctx, id);
    return method === "POST" ? (ctx) => handlers.customers.updateCustomer(ctx, id) : null;
  }
  const token = /^\/v1\/tokens(?:\/([^/]+))?\/?$/.exec(pathname);
  if (token) {
    const id = decodedSegment(token[1]);
    if (id === null) return null;
    if (id === undefined) return method === "POST" ? handlers.tokens.create : null;
    return method === "GET" ? (ctx) => handlers.tokens.retrieve(ctx, id) : null;
  }
  const paymentMethod = /^\/v1\/payment_methods(?:\/([^/]+)(?:\/(attach|detach))?)?\/?$/.exec(pathname);
  if (paymentMethod) {
    const id = decodedSegment(paymentMethod[1]);
    if (id === null) return null;
    if (id === undefined) {
      return method === "GET" ? (ctx) => handlers.customers.listPaymentMethods(ctx, undefined, pathname) : null;
    }
    if (method !== (paymentMethod[2] ? "POST" : "GET")) return null;
    if (paymentMethod[2] === "attach") return (ctx) => handlers.customers.attachPaymentMethod(ctx, id);
    if (paymentMethod[2] === "detach") return (ctx) => handlers.customers.detachPaymentMethod(ctx, id);
    return (ctx) => handlers.customers.retrievePaymentMethod(ctx, id);
  }
  const refund = /^\/v1\/refunds(?:\/([^/]+))?\/?$/.exec(pathname);
  if (refund) {
    const id = decodedSegment(refund[1]);
    if (id === null) return null;
    if (id === undefined) {
      if (method === "POST") return handlers.refunds.create;
      return method === "GET" ? handlers.refunds.list : null;
    }
    return method === "GET" ? (ctx) => handlers.refunds.retrieve(ctx, id) : null;
  }
  const match = /^\/v1\/payment_intents(?:\/([^/]+)(?:\/(confirm|cancel|capture))?)?\/?$/.exec(pathname);
  if (!match) return null;
  const [, rawId, action] = match;
  const id = decodedSegment(rawId);
  if (id === null) return null;
  if (id === undefined) return method === "POST" ? handlers.intents.create : null;
  if (action === "confirm") return method === "POST" ? (ctx) => handlers.intents.confirm(ctx, id) : null;
  if (action === "cancel") return method === "POST" ? (ctx) => handlers.intents.cancel(ctx, id) : null;
  if (action === "capture") return method === "POST" ? (ctx) => handlers.capture(ctx, id) : null;
  if (method === "GET") return (ctx) => handlers.intents.retrieve(ctx, id);
  if (method === "POST") return (ctx) => handlers.intents.update(ctx, id);
  return null;
}

/** The request listener: authentication, routing, idempotency, CORS and the answer's headers. */
export function createRequestHandler({
  handlers,
  idempotency,
  webhooks,
  secretKey,
  publishableKey,
  allowedOrigins,
  log,
}) {
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
      // The 3-D Secure challenge is a page the shopper's browser opens, not an API call: no key.
      const pageCtx = { requestId, idempotencyKey: null, newEvents: [], origin: `http://${req.headers.host}` };
      const challenge = handlers.challenges.handle(method, url.pathname, params, pageCtx);
      if (challenge) {
        status = challenge.status;
        res.writeHead(challenge.status, { ...challenge.headers, "Cache-Control": "no-store", "Request-Id": requestId });
        res.end(challenge.body);
        if (pageCtx.newEvents.length > 0) setImmediate(() => pageCtx.newEvents.forEach(webhooks.deliverLater));
        return;
      }
      if (url.pathname === "/_sandbox/outage" && (method === "POST" || method === "GET")) {
        status = outage(req, method, params, res, headers);
        return;
      }
      if (outageUntil > Date.now()) {
        refusedInOutage += 1;
        // What stripe-node meets when Stripe is down: a 503 (or 500) it retries, then a StripeAPIError.
        status = outageStatus;
        send(
          res,
          outageStatus,
          JSON.stringify({ error: { type: "api_error", message: "The payment sandbox is simulating an outage." } }),
          headers,
        );
        return;
      }
      const handler = route(method, url.pathname, handlers);
      const ctx = {
        params,
        apiVersion,
        requestId,
        idempotencyKey,
        auth: null,
        newEvents: [],
        // Where the sandbox's own pages (the 3-D Secure challenge) are reached: as the caller reached it.
        origin: `http://${req.headers.host}`,
      };
      let result;
      try {
        ctx.auth = authenticate(req, params);
        if (!handler) {
          throw invalidRequest(
            `Unrecognized request URL (${method}: ${url.pathname}). The payment sandbox serves ` +
              "POST /v1/payment_intents, GET|POST /v1/payment_intents/:id, POST /v1/payment_intents/:id/confirm, " +
              "/capture and /cancel, GET|POST /v1/refunds, GET /v1/refunds/:id, POST /v1/customers, GET|POST " +
              "/v1/customers/:id, DELETE /v1/customers/:id, GET /v1/customers/:id/payment_methods, " +
              "GET /v1/payment_methods, GET /v1/payment_methods/:id, POST /v1/payment_methods/:id/attach|detach, " +
              "POST /v1/tokens (cvc_update) and GET /v1/tokens/:id.",
            { status: 404 },
          );
        }
        result = idempotency.run(ctx, method, url.pathname, handler);
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
      if (ctx.newEvents.length > 0) setImmediate(() => ctx.newEvents.forEach(webhooks.deliverLater));
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

  /** Until when every /v1 call fails as if the provider were down (tests of retries). */
  let outageUntil = 0;
  /** Calls refused that way since the sandbox started: how a test sees that a retry was made. */
  let refusedInOutage = 0;
  /** What the outage answers: 503 (unavailable) unless a test asked for 500 (failing). */
  let outageStatus = 503;

  /**
   * POST /_sandbox/outage `seconds=N` (0 ends it), secret key: not a Stripe endpoint, the way
   * tests make the provider unreachable without losing the sandbox's intents. GET tells the state.
   */
  function outage(req, method, params, res, headers) {
    let auth;
    try {
      auth = authenticate(req, params);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      sendError(res, error, headers);
      return error.status;
    }
    const state = () => JSON.stringify({ outage_until: outageUntil || null, refused: refusedInOutage });
    if (auth.kind === "secret" && method === "GET") {
      send(res, 200, state(), headers);
      return 200;
    }
    const seconds = Number(params.seconds);
    const answer = params.status === undefined ? 503 : Number(params.status);
    if (
      auth.kind !== "secret" ||
      !Number.isFinite(seconds) ||
      seconds < 0 ||
      seconds > 3600 ||
      (answer !== 500 && answer !== 503)
    ) {
      send(
        res,
        400,
        JSON.stringify({
          error: { type: "invalid_request_error", message: "seconds: 0 to 3600, status: 500 or 503, secret key." },
        }),
        headers,
      );
      return 400;
    }
    outageUntil = seconds === 0 ? 0 : Date.now() + seconds * 1000;
    outageStatus = answer;
    log(seconds === 0 ? "outage ended" : `simulating an outage for ${seconds} s`);
    send(res, 200, state(), headers);
    return 200;
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

  return handle;
}
