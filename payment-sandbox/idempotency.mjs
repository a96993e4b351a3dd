import { ApiError, invalidRequest } from "./errors.mjs";

// Stripe keeps idempotency keys for 24 hours; a dev process lives shorter than that, so the cap
// only bounds memory when something (a load test, a retry loop) sends keys without end.
const MAX_IDEMPOTENCY_ENTRIES = 10_000;

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

export function createIdempotency() {
  const idempotency = new Map();

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

  return { run: runIdempotent };
}
