import type { Config } from "@netlify/functions";
import { ResetConfirmBodySchema, ResetRequestBodySchema, resetRequestedText } from "@domain/password-reset";
import { CLIENT_ADDRESS_HEADER } from "./_shared/client-window";
import { errorResponse, json, readJson } from "./_shared/http";
import {
  confirmPasswordReset,
  requestPasswordReset,
  RESET_NOT_NOW,
  RESET_UNAVAILABLE,
  resetThrottledMessage,
  ResetThrottleUnavailable,
} from "./_shared/password-reset";
import { anyone, endpoint } from "./_shared/route";
import { sessionCookies } from "./_shared/session";

export const config: Config = { path: ["/api/password-reset", "/api/password-reset/confirm"] };

const unavailable = () => errorResponse(503, "reset_unavailable", RESET_UNAVAILABLE);

export default endpoint(config, {
  "/api/password-reset": {
    /**
     * Ask for a reset link: {identifier} -> 202 and the same message whether an account has it or
     * not. Limited per client address and per email (429 with Retry-After).
     */
    POST: anyone(async ({ req, shopApi, later }) => {
      const { identifier } = await readJson(req, ResetRequestBodySchema);
      let outcome;
      try {
        outcome = await requestPasswordReset(shopApi, identifier, req.headers.get(CLIENT_ADDRESS_HEADER) ?? "", later);
      } catch (error) {
        if (!(error instanceof ResetThrottleUnavailable)) throw error;
        return errorResponse(503, "reset_unavailable", RESET_NOT_NOW);
      }
      if (outcome.kind === "unavailable") return unavailable();
      if (outcome.kind === "throttled") {
        return errorResponse(429, "too_many_attempts", resetThrottledMessage(outcome), {
          headers: { "Retry-After": String(outcome.retryAfterSeconds) },
        });
      }
      return json({ message: resetRequestedText(identifier) }, { status: 202 });
    }),
  },

  "/api/password-reset/confirm": {
    /**
     * Set the new password through a link: {token, password} -> {user} and a new session on this
     * device; every other session of the customer has ended.
     */
    POST: anyone(async ({ req, shopApi }) => {
      const { token, password } = await readJson(req, ResetConfirmBodySchema);
      const outcome = await confirmPasswordReset(shopApi, token, password);
      if (outcome.kind === "unavailable") return unavailable();
      if (outcome.kind === "refused") return errorResponse(400, "reset_link_refused", outcome.message);
      const response = json({ user: outcome.user });
      for (const cookie of await sessionCookies(req, outcome.user)) response.headers.append("Set-Cookie", cookie);
      return response;
    }),
  },
});
