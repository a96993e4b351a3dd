/**
 * The one way the functions talk to the shop API (SPEC.md section 7): typed calls with a timeout,
 * upstream JSON validated with valibot and reshaped into the app's types before anyone sees it.
 * Failures become a ShopApiError, which http.ts turns into a 502 with a clear message.
 */
import * as v from "valibot";
import type { Category } from "../../src/domain/catalogue";
import { getConfig, type FunctionsConfig } from "./config";
import { reshapeCategories } from "./shop-api-reshape";
import { GetAllCategoryResponseSchema } from "./shop-api-schemas";

export type ShopApiErrorCode = "upstream_unavailable" | "upstream_invalid";

export class ShopApiError extends Error {
  override readonly name = "ShopApiError";
  constructor(
    readonly code: ShopApiErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** What the shop API answers when it refuses a call: `{status: 'false', message}`. */
const RefusalSchema = v.object({
  status: v.union([v.literal("false"), v.literal(false)]),
  message: v.optional(v.string()),
});

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ShopApiClientOptions {
  config?: FunctionsConfig;
  fetch?: FetchLike;
}

/** Checks an upstream body against a schema; exported for unit tests of the validation rules. */
export function parseUpstream<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
  endpoint: string,
): v.InferOutput<TSchema> {
  const refusal = v.safeParse(RefusalSchema, body);
  if (refusal.success) {
    const reason = refusal.output.message ? `: ${refusal.output.message}` : "";
    throw new ShopApiError("upstream_invalid", `The shop API refused ${endpoint}${reason}.`);
  }
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const issue = result.issues[0];
    const where = issue ? v.getDotPath(issue) : null;
    const detail = issue ? `${where ? `${where}: ` : ""}${issue.message}` : "unexpected shape";
    throw new ShopApiError("upstream_invalid", `The shop API sent an unexpected response to ${endpoint} (${detail}).`);
  }
  return result.output;
}

export function createShopApiClient(options: ShopApiClientOptions = {}) {
  const config = options.config ?? getConfig();
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));

  async function call<TSchema extends v.GenericSchema>(
    method: "GET" | "POST",
    endpoint: string,
    schema: TSchema,
    body?: unknown,
  ): Promise<v.InferOutput<TSchema>> {
    const url = `${config.shopApiUrl}/api/${endpoint}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers: {
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...(config.shopApiToken ? { Authorization: `Bearer ${config.shopApiToken}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.shopApiTimeoutMs),
      });
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === "TimeoutError";
      const reason = timedOut ? `did not answer within ${config.shopApiTimeoutMs} ms` : "could not be reached";
      throw new ShopApiError("upstream_unavailable", `The shop API ${reason} (${endpoint}).`, { cause });
    }
    if (response.status >= 500) {
      throw new ShopApiError("upstream_unavailable", `The shop API failed with HTTP ${response.status} (${endpoint}).`);
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (cause) {
      throw new ShopApiError("upstream_invalid", `The shop API sent a response to ${endpoint} that is not JSON (HTTP ${response.status}).`, { cause });
    }
    if (!response.ok && !v.is(RefusalSchema, parsed)) {
      throw new ShopApiError("upstream_invalid", `The shop API answered ${endpoint} with HTTP ${response.status}.`);
    }
    return parseUpstream(schema, parsed, endpoint);
  }

  return {
    /** POST /api/GetAllCategory {} -> the category tree. */
    async getCategories(): Promise<Category[]> {
      const body = await call("POST", "GetAllCategory", GetAllCategoryResponseSchema, {});
      return reshapeCategories(body.data, { imageHost: config.imageHost });
    },
  };
}

export type ShopApiClient = ReturnType<typeof createShopApiClient>;
