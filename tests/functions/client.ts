/**
 * A small HTTP client for the backend-for-frontend tests: same-origin requests as the SPA makes
 * them (Origin header, JSON), a cookie per customer, and fresh customers registered through the
 * real POST /api/customers so tests never share state by accident.
 */
import { randomUUID } from "node:crypto";
import { inject } from "vitest";
import { freshClientAddress } from "../support/client-addresses";
import { fetchFrom } from "../support/fetch-from";

export const baseUrl = inject("baseUrl");

export interface CallOptions {
  /** The `session=...` cookie (from signIn); none for a guest. */
  cookie?: string | null;
  body?: unknown;
  /** Raw body text instead of JSON.stringify(body). */
  rawBody?: string;
  /** Origin header; defaults to the site's own, null sends none. */
  origin?: string | null;
  headers?: Record<string, string>;
  /** Another site to call (e.g. the shop-API-down stack). */
  site?: string;
  /**
   * A loopback address to connect from (127.0.0.2, 127.0.0.3...): the local servers pass the
   * connection's address to the functions as Netlify does, so the request comes from another client.
   */
  from?: string;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function call<T = unknown>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const site = options.site ?? baseUrl;
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  const origin = options.origin === undefined ? site : options.origin;
  if (origin !== null) headers.Origin = origin;
  if (options.cookie) headers.Cookie = options.cookie;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === "content-type")) {
    headers["Content-Type"] = "application/json";
  }
  const response = options.from
    ? await fetchFrom(options.from, `${site}${path}`, { method, headers, body })
    : await fetch(`${site}${path}`, { method, headers, body, redirect: "manual" });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

/** The `name=value` pairs of every Set-Cookie of a response, by name. */
export function setCookies(headers: Headers): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const index = pair.indexOf("=");
    if (index > 0) cookies.set(pair.slice(0, index).trim(), line);
  }
  return cookies;
}

/** Signs in and returns the `session=<jwt>` cookie to send back. */
export async function signIn(email: string, password: string): Promise<string> {
  const result = await call<{ user: { id: number; name: string } }>("POST", "/api/session", {
    body: { email, password },
  });
  if (result.status !== 200) throw new Error(`sign-in as ${email} failed: ${result.status} ${result.text}`);
  const line = setCookies(result.headers).get("session");
  const token = line?.split(";")[0];
  if (!token) throw new Error("sign-in answered without a session cookie");
  return token;
}

export const DEMO = { email: "demo@shop.test", password: "Demo1234", id: 1, name: "Demo Shopper" } as const;

export interface TestCustomer {
  id: number;
  email: string;
  password: string;
  name: string;
  cookie: string;
}

/**
 * Registers a new customer through POST /api/customers, from an address of its own (registrations
 * are limited per address), and signs in.
 */
export async function newCustomer(firstname = "Test", { newsConsent = false } = {}): Promise<TestCustomer> {
  const email = `test-${randomUUID().slice(0, 8)}@shop.test`;
  const password = "Passw0rdTest";
  const lastname = "Shopper";
  const result = await call<{ customer: { id: number } }>("POST", "/api/customers", {
    // newsConsent: the registration's box ticked, which the (commercial) welcome needs.
    body: { firstname, lastname, email, mobileno: "4165550100", password, newsConsent },
    from: freshClientAddress(),
  });
  if (result.status !== 201) throw new Error(`registering ${email} failed: ${result.status} ${result.text}`);
  return {
    id: result.body.customer.id,
    email,
    password,
    name: `${firstname} ${lastname}`,
    cookie: await signIn(email, password),
  };
}

/** A valid address form (SPEC.md section 5) in a province. */
export function addressForm(province = "British Columbia") {
  return {
    name: "Test Shopper",
    email: "test@shop.test",
    mobile: "6045550100",
    zip: "12345",
    street: "1 Test Street",
    locality: "Testville",
    city: "Vancouver",
    province,
  };
}
