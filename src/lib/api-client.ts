/**
 * The SPA's one way to call the backend-for-frontend (same-origin /api/*): typed, and every
 * response body is validated with the shared src/domain schemas before the UI sees it.
 */
import * as v from "valibot";
import { ApiErrorBodySchema } from "@/domain/api-error";

/** A failed API call. `status` is the HTTP status, or 0 when no response arrived at all. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export async function apiGet<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  options: RequestOptions = {},
): Promise<v.InferOutput<TSchema>> {
  return request("GET", path, undefined, schema, options);
}

/** POST, PUT or DELETE with an optional JSON body; the response is validated like apiGet's. */
export async function apiSend<TSchema extends v.GenericSchema>(
  method: "POST" | "PUT" | "DELETE",
  path: string,
  body: unknown,
  schema: TSchema,
  options: RequestOptions = {},
): Promise<v.InferOutput<TSchema>> {
  return request(method, path, body, schema, options);
}

async function request<TSchema extends v.GenericSchema>(
  method: string,
  path: string,
  body: unknown,
  schema: TSchema,
  options: RequestOptions,
): Promise<v.InferOutput<TSchema>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers:
        body === undefined
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, "network_error", "The shop could not be reached. Check your connection.");
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const envelope = v.safeParse(ApiErrorBodySchema, payload);
    if (envelope.success) {
      const { code, message, fields } = envelope.output.error;
      throw new ApiError(response.status, code, message, fields);
    }
    throw new ApiError(response.status, "http_error", `HTTP ${response.status}`);
  }

  const result = v.safeParse(schema, payload);
  if (!result.success) {
    throw new ApiError(response.status, "invalid_response", `Unexpected response from ${path}`);
  }
  return result.output;
}
