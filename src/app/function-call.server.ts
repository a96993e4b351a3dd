/**
 * A route action's way to the functions: the same endpoint the browser's JSON calls reach
 * (functions/*.ts), run in this process with the form's request's own cookies, origin and client
 * address. So a form posted to its page and the API share one implementation, its same-origin
 * check, limits, session cookies and messages included (docs/decisions/024). Server-only.
 */
import * as v from "valibot";
import { localeOfPath } from "@domain/locale";
import { ApiErrorBodySchema } from "@/domain/api-error";
import { ApiError } from "@/lib/api-client";
import { errorWords } from "@/lib/i18n/error-words";
import { translator } from "@/lib/i18n/translator";
import { CLIENT_ADDRESS_HEADER } from "@functions/_shared/client-window";
import { compiledMessages } from "./messages.server";

type FunctionHandler = (req: Request) => Promise<Response>;

/** What the function's answer says: its JSON body, or the ApiError the browser's client would have thrown. */
export type FunctionAnswer<T> =
  { ok: true; body: T; cookies: string[] } | { ok: false; error: ApiError; cookies: string[] };

/** The headers of the page's request that the functions decide on. */
const PASSED_ON = ["cookie", "origin", "sec-fetch-site", "user-agent", CLIENT_ADDRESS_HEADER];

export async function callFunction<S extends v.GenericSchema>(
  handler: FunctionHandler,
  from: Request,
  call: { method: "GET" | "POST" | "PUT" | "DELETE"; path: string; body?: unknown },
  schema: S,
): Promise<FunctionAnswer<v.InferOutput<S>>> {
  const headers = new Headers({ Accept: "application/json" });
  for (const name of PASSED_ON) {
    const value = from.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (call.body !== undefined) headers.set("Content-Type", "application/json");
  const response = await handler(
    new Request(new URL(call.path, from.url), {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    }),
  );
  const cookies = response.headers.getSetCookie();
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const envelope = v.safeParse(ApiErrorBodySchema, payload);
    if (!envelope.success) {
      return { ok: false, error: new ApiError(response.status, "http_error", `HTTP ${response.status}`), cookies };
    }
    // The page words the refusal in its language; the JSON API answers it as it is.
    const locale = localeOfPath(new URL(from.url).pathname);
    const words = translator(locale, compiledMessages(locale));
    const { code, message, fields } = envelope.output.error;
    const retryAfter = Number(response.headers.get("Retry-After")) || null;
    const worded =
      fields &&
      Object.fromEntries(
        Object.entries(fields).map(([name, text]) => [name, errorWords(words, { code, message: text })]),
      );
    const error = new ApiError(response.status, code, errorWords(words, { code, message, retryAfter }), worded);
    return { ok: false, error, cookies };
  }
  const body = v.safeParse(schema, payload);
  if (!body.success)
    return { ok: false, error: new ApiError(response.status, "invalid_response", "Unexpected response"), cookies };
  return { ok: true, body: body.output, cookies };
}

/** Response headers carrying the function's cookies (a new session, a cleared one) to the browser. */
export function cookieHeaders(cookies: readonly string[], more?: HeadersInit): Headers {
  const headers = new Headers(more);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** The status a refused form goes back with: the function's, or 502 for a success it could not read. */
export function refusalStatus(error: ApiError): number {
  return error.status >= 400 ? error.status : 502;
}
