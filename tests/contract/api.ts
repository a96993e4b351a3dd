// Helpers of the shop API contract tests: HTTP calls against the Worker started by
// tests/support/contract-setup.ts, with checks every response must pass.
import { expect, inject } from "vitest";
import { freshClientAddress } from "../support/client-addresses";

export const baseUrl = (): string => inject("shopApiUrl");
/** The service token of the shop API under test: every call sends it unless told otherwise. */
export const serviceToken = (): string => inject("shopApiToken");

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

/** Any JSON body; tests narrow it with their assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

const SECRET_MARKERS = ["password_hash", "pbkdf2$", "Demo1234"];

function checkCommon(response: ApiResponse): void {
  for (const marker of SECRET_MARKERS) expect(response.text).not.toContain(marker);
  // Never a stack trace or a bare 5xx.
  expect(response.status).toBeLessThan(500);
  expect(response.text).not.toMatch(/\n\s+at \S+ \(|Error: .*\n\s+at /);
}

/**
 * Sends a request. `body` is JSON-encoded unless it is a string (sent as is, for malformed JSON).
 * It carries `Authorization: Bearer <service token>` unless `token` says otherwise: another token,
 * or null for none (an outsider's call); an Authorization header in `headers` wins.
 */
export async function call<T = Json>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  { token = serviceToken() }: { token?: string | null } = {},
): Promise<ApiResponse<T>> {
  const init: RequestInit = {
    method,
    headers: {
      // workerd drops a connection idle for 5 s without saying so (no Keep-Alive hint); a client
      // whose own 4 s idle timer fires late on a loaded machine sends on it as it closes and gets
      // "other side closed". One connection per call takes that race away.
      Connection: "close",
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      ...headers,
    },
  };
  if (body !== undefined) {
    init.body = typeof body === "string" ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)["Content-Type"] ??= "application/json";
  }
  const response = await fetch(`${baseUrl()}${path}`, init);
  const text = await response.text();
  let parsed: unknown = undefined;
  if ((response.headers.get("content-type") ?? "").includes("application/json")) parsed = JSON.parse(text);
  const result = { status: response.status, headers: response.headers, text, body: parsed as T };
  checkCommon(result);
  return result;
}

export const get = <T = Json>(path: string) => call<T>("GET", path);
export const post = <T = Json>(path: string, body?: unknown) => call<T>("POST", path, body);

/** A success response: HTTP 200/201, JSON, status 'true' (a string). */
export function expectOk(response: ApiResponse, httpStatus: 200 | 201 = 200): void {
  expect(response.status, response.text).toBe(httpStatus);
  expect(response.headers.get("content-type")).toContain("application/json");
  expect(response.body).toMatchObject({ status: "true" });
}

/** An error response: the given 4xx and JSON {status: 'false', message: '<non-empty>'} only. */
export function expectError(response: ApiResponse, httpStatus: number, message?: RegExp | string): void {
  expect(response.status, response.text).toBe(httpStatus);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = response.body as { status: unknown; message: unknown };
  expect(body.status).toBe("false");
  expect(typeof body.message).toBe("string");
  expect((body.message as string).length).toBeGreaterThan(3);
  expect(Object.keys(body).sort()).toEqual(["message", "status"]);
  if (message instanceof RegExp) expect(body.message).toMatch(message);
  else if (typeof message === "string") expect(body.message).toBe(message);
}

export const DEMO = { email: "demo@shop.test", password: "Demo1234", id: 1 };

let counter = 0;

/**
 * Registers a fresh customer, from a client address of its own (registrations are limited per
 * address), and logs in: returns its id and credentials.
 */
export async function newCustomer(
  firstname = "Test",
  extra: Record<string, unknown> = {},
): Promise<{ id: number; email: string; password: string }> {
  counter += 1;
  const email = `contract-${Date.now()}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = "Secret123";
  const registered = await call(
    "POST",
    "/api/insert_customer",
    { res_id: 1, firstname, lastname: "Customer", email, mobileno: "4165550123", password, ...extra },
    { "X-Client-Address": freshClientAddress() },
  );
  expectOk(registered);
  const login = await post("/api/customer_login", { email, password, res_id: 1 });
  expectOk(login);
  return { id: login.body.data[0].id as number, email, password };
}

export const ADDRESS = {
  name: "Jane Contract",
  email: "jane@example.test",
  mobile: "4165550199",
  address1: "100 Queen St W",
  address2: "Downtown",
  country: "Canada",
  city: "Toronto",
  district: "",
  pincode: "M5H 2N2",
  state: "Ontario",
  province: "Ontario",
};

export async function newAddress(userid: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await post("/api/insert_Customeraddress", { ...ADDRESS, ...overrides, userid });
  expectOk(response);
  return response.body.data[0].id as number;
}

export interface ProductJson {
  id: number;
  name: string;
  quantity: number;
  discountPrice: number;
  originalPrice: number;
  size: string[];
  color: string[];
  subcategory_id: number;
  image: string;
  thumbnail: { CoImage: string }[];
  /** Which picture shows which colour (migration 0032): absent when none does. */
  color_images?: { color: string; image: string }[];
}

/** The full product list, as the shop API holds it now. */
export async function allProducts(): Promise<ProductJson[]> {
  const response = await get("/api/GetAllProduct");
  expectOk(response);
  return response.body.data as ProductJson[];
}

export async function product(id: number): Promise<ProductJson> {
  const response = await get(`/api/GetProduct/${id}`);
  expectOk(response);
  return response.body.data[0] as ProductJson;
}
