/**
 * An API answer other than 2xx. `replayable` says whether the idempotency layer stores it: Stripe
 * saves a result only once the endpoint began executing (a decline, a wrong state), never for
 * requests that failed validation or authentication, so the client may fix those and retry.
 */
export class ApiError extends Error {
  constructor(status, error, { replayable = false } = {}) {
    super(error.message);
    this.status = status;
    this.error = error;
    this.replayable = replayable;
  }
}

export function invalidRequest(message, { param, code, status = 400, replayable = false, extra } = {}) {
  const error = { type: "invalid_request_error", message };
  if (code) error.code = code;
  if (param) error.param = param;
  return new ApiError(status, { ...error, ...extra }, { replayable });
}

export const missingParam = (param) =>
  invalidRequest(`Missing required param: ${param}.`, { param, code: "parameter_missing" });

export const unknownParam = (param) =>
  invalidRequest(`Received unknown parameter: ${param}`, { param, code: "parameter_unknown" });

export const noSuchIntent = (id) =>
  invalidRequest(`No such payment_intent: '${id}'`, { status: 404, code: "resource_missing", param: "intent" });

/** Refuses a publishable key where Stripe wants the secret one. */
export function requireSecretKey(auth) {
  if (auth.kind !== "secret") {
    throw invalidRequest("This API call cannot be made with a publishable API key. Please use a secret API key.", {
      status: 401,
    });
  }
}
