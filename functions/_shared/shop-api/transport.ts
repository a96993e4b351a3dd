/**
 * How every call reaches the shop API (SPEC.md section 7): one request with the service token and
 * a timeout, reads asked twice within that budget, the answer checked against a valibot schema.
 * Failures become a ShopApiError, which http.ts turns into a 502 with a clear message; the shop
 * API's own "no" is a ShopApiRefusal, its limits a ShopApiThrottled. The resource modules beside
 * this one hold the calls; this one knows no endpoint but the ones counted per address.
 */
import * as v from "valibot";
import { DEFAULT_LOCALE, type Locale } from "@domain/locale";
import { getConfig, type FunctionsConfig } from "../config";
import type { ReshapeOptions } from "./vendor";

export type ShopApiErrorCode = "upstream_unavailable" | "upstream_invalid";

/**
 * The shop API understood the call and said no (`{status: 'false', message}`), e.g. a wrong
 * password, a taken email, too little stock, someone else's address. `status` is its HTTP status
 * (200 when a reseller answers refusals with 200). Routes decide what each one means for the
 * browser; http.ts maps the common ones.
 */
export class ShopApiRefusal extends Error {
  override readonly name = "ShopApiRefusal";
  constructor(
    readonly status: number,
    message: string,
    readonly endpoint: string,
  ) {
    super(message);
  }
}

/**
 * One of the shop API's own limits answered 429 (sign-in attempts or registrations from this
 * address): http.ts turns it into the functions' 429, never into "wrong password".
 */
export class ShopApiThrottled extends Error {
  override readonly name = "ShopApiThrottled";
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export class ShopApiError extends Error {
  override readonly name = "ShopApiError";
  /**
   * The call may have reached the shop API and taken effect, its answer lost (a stall, a dropped
   * connection): a password it carried may have been checked. False when it was answered, or
   * certainly never sent (no connection could be made).
   */
  readonly outcomeUnknown: boolean;
  constructor(
    readonly code: ShopApiErrorCode,
    message: string,
    options?: { cause?: unknown; outcomeUnknown?: boolean },
  ) {
    super(message, options);
    this.outcomeUnknown = options?.outcomeUnknown ?? false;
  }
}

/** The errors of a connection that was never made: nothing of the call was sent. */
const NOT_CONNECTED = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

function neverSent(cause: unknown): boolean {
  const code = ((cause as { cause?: { code?: unknown } } | null)?.cause ?? {}).code;
  return typeof code === "string" && NOT_CONNECTED.has(code);
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
  /**
   * The shopper's address (Netlify's `x-nf-client-connection-ip`), sent on customer_login and
   * insert_customer as X-Client-Address so the shop API counts sign-in attempts and registrations
   * per address. Anything that is not an IP address is not sent.
   */
  clientAddress?: string | null;
  /**
   * The language of the page or JSON call the client serves: the catalogue reads ask the shop API
   * for it (`locale`, shop-api/README.md), which answers each text in it or in English. English
   * sends nothing, so the calls stay SPEC section 7's own.
   */
  locale?: Locale;
}

/** The header the shop API reads the shopper's address from (shop-api/src/lib/client-address.ts). */
export const CLIENT_ADDRESS_HEADER = "X-Client-Address";

/** The calls the shop API limits per client address. */
const COUNTED_PER_ADDRESS = new Set(["customer_login", "insert_customer", "delete_customer", "change_password"]);

/** An IPv4 or IPv6 address as Netlify writes it; anything else is dropped rather than forwarded. */
function plausibleAddress(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? "";
  return /^[0-9A-Fa-f:.]{2,45}$/.test(trimmed) ? trimmed : null;
}

/** Checks an upstream body against a schema; exported for unit tests of the validation rules. */
export function parseUpstream<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
  endpoint: string,
): v.InferOutput<TSchema> {
  const refusal = v.safeParse(RefusalSchema, body);
  if (refusal.success) {
    throw new ShopApiRefusal(200, refusal.output.message?.trim() || `The shop API refused ${endpoint}.`, endpoint);
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

/** A read asked again after a 503 waits this long first. */
const READ_RETRY_PAUSE_MS = 250;
/** The options of a POST that changes nothing (see sendRead). */
export const READS = { reads: true } as const;

/** SPEC.md section 9: the reseller id every call that takes one sends. */
export const RES_ID = 1;

/** Runs a call where "not found" is an answer, not an error. */
export async function orNull<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ShopApiRefusal && error.status === 404) return null;
    throw error;
  }
}

/** What a resource module's calls get: the checked call, and the request's language and images. */
export interface Transport {
  call<TSchema extends v.GenericSchema>(
    method: "GET" | "POST",
    endpoint: string,
    schema: TSchema,
    body?: unknown,
    options?: { reads?: boolean },
  ): Promise<v.InferOutput<TSchema>>;
  config: FunctionsConfig;
  /** The shopper's address when it is one (see ShopApiClientOptions), or null. */
  clientAddress: string | null;
  locale: Locale;
  /** A catalogue read's body in the client's language. */
  localeBody<T extends object>(body: T): T | (T & { locale: Locale });
  /** A GET's path in the client's language. */
  localePath(path: string): string;
  /** How the reshape names images and texts for this client. */
  images: ReshapeOptions;
}

export function createTransport(options: ShopApiClientOptions = {}): Transport {
  const config = options.config ?? getConfig();
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const clientAddress = plausibleAddress(options.clientAddress);
  const locale = options.locale ?? DEFAULT_LOCALE;

  /** One request; network failures and timeouts become ShopApiError("upstream_unavailable"). */
  async function send(method: "GET" | "POST", endpoint: string, body: unknown, timeoutMs: number): Promise<Response> {
    const url = `${config.shopApiUrl}/api/${endpoint}`;
    try {
      return await doFetch(url, {
        method,
        headers: {
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...(config.shopApiToken ? { Authorization: `Bearer ${config.shopApiToken}` } : {}),
          ...(COUNTED_PER_ADDRESS.has(endpoint) && clientAddress ? { [CLIENT_ADDRESS_HEADER]: clientAddress } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === "TimeoutError";
      const reason = timedOut ? `did not answer within ${config.shopApiTimeoutMs} ms` : "could not be reached";
      throw new ShopApiError("upstream_unavailable", `The shop API ${reason} (${endpoint}).`, {
        cause,
        outcomeUnknown: timedOut || !neverSent(cause),
      });
    }
  }

  /**
   * A read (every GET, and the POSTs SPEC.md section 7 uses for reading) gets two tries within the
   * one time budget: the first may take half of it, and a 503, a dropped connection or a stall is
   * asked once more with what is left. A Worker restarting answers 503 to requests caught in
   * flight, and a stalled connection would otherwise spend the whole budget; only a read can be
   * repeated without knowing whether the first one took effect.
   */
  async function sendRead(method: "GET" | "POST", endpoint: string, body: unknown): Promise<Response> {
    const deadline = Date.now() + config.shopApiTimeoutMs;
    try {
      const first = await send(method, endpoint, body, Math.max(1, Math.floor(config.shopApiTimeoutMs / 2)));
      if (first.status !== 503) return first;
      await first.body?.cancel();
    } catch (error) {
      if (!(error instanceof ShopApiError)) throw error;
    }
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(READ_RETRY_PAUSE_MS, Math.max(0, deadline - Date.now() - 1))),
    );
    return send(method, endpoint, body, Math.max(1, deadline - Date.now()));
  }

  /** A call to the shop API; `reads` marks one that changes nothing (see sendRead). */
  async function call<TSchema extends v.GenericSchema>(
    method: "GET" | "POST",
    endpoint: string,
    schema: TSchema,
    body?: unknown,
    { reads = method === "GET" }: { reads?: boolean } = {},
  ): Promise<v.InferOutput<TSchema>> {
    const response = reads
      ? await sendRead(method, endpoint, body)
      : await send(method, endpoint, body, config.shopApiTimeoutMs);
    if (response.status >= 500) {
      throw new ShopApiError("upstream_unavailable", `The shop API failed with HTTP ${response.status} (${endpoint}).`);
    }
    // 401 with WWW-Authenticate is the shop API refusing our service token, not the shopper:
    // a configuration fault (SHOP_API_TOKEN differs from its API_TOKEN), never "wrong password".
    if (response.status === 401 && /^bearer/i.test(response.headers.get("WWW-Authenticate") ?? "")) {
      await response.body?.cancel();
      throw new ShopApiError(
        "upstream_unavailable",
        `The shop API refused the service token (${endpoint}): SHOP_API_TOKEN must equal its API_TOKEN.`,
      );
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (cause) {
      throw new ShopApiError(
        "upstream_invalid",
        `The shop API sent a response to ${endpoint} that is not JSON (HTTP ${response.status}).`,
        { cause },
      );
    }
    if (!response.ok) {
      const refusal = v.safeParse(RefusalSchema, parsed);
      if (!refusal.success) {
        throw new ShopApiError("upstream_invalid", `The shop API answered ${endpoint} with HTTP ${response.status}.`);
      }
      const message = refusal.output.message?.trim() || `The shop API refused ${endpoint} (HTTP ${response.status}).`;
      if (response.status === 429) {
        const retryAfter = Number(response.headers.get("Retry-After"));
        throw new ShopApiThrottled(message, Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : 900);
      }
      throw new ShopApiRefusal(response.status, message, endpoint);
    }
    return parseUpstream(schema, parsed, endpoint);
  }

  return {
    call,
    config,
    clientAddress,
    locale,
    localeBody: (body) => (locale === DEFAULT_LOCALE ? body : { ...body, locale }),
    localePath: (path) => (locale === DEFAULT_LOCALE ? path : `${path}?locale=${locale}`),
    images: { imageHost: config.imageHost, locale },
  };
}
