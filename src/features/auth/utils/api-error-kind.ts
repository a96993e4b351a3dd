/**
 * How a failed call reads to a shopper. ApiError (src/lib/api-client.ts) marks its own codes for
 * the cases where the server said nothing usable: no answer at all, an error without the
 * {error:{message}} envelope, or a success body of the wrong shape. Any other code came from
 * the server together with a message meant for people.
 */
import { ApiError } from "@/lib/api-client";

const CLIENT_CODES = new Set(["network_error", "http_error", "invalid_response"]);

export type FailureKind = "network" | "server-message" | "no-message" | "bad-success";

export function failureKind(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return "network";
  if (error.status === 0) return "network";
  if (!CLIENT_CODES.has(error.code)) return "server-message";
  if (error.code === "invalid_response" && error.status >= 200 && error.status < 300) return "bad-success";
  return "no-message";
}
