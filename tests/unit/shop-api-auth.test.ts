// The shop API's service authentication middleware and the client-address key of its sign-in
// limit, without a Worker (the contract tests run them under wrangler: api-token, login-limit).
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bearerToken, isPublicCall, requireServiceToken } from "../../shop-api/src/lib/auth";
import { ApiError } from "../../shop-api/src/lib/http";
import { clientKey } from "../../shop-api/src/lib/client-address";

const TOKEN = "0123456789abcdef0123456789abcdef";

function app() {
  const hono = new Hono<{ Bindings: { API_TOKEN?: string } }>();
  hono.use("/api/*", requireServiceToken);
  hono.all("/api/*", (c) => c.json({ status: "true" }));
  return hono;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("requireServiceToken", () => {
  it("lets the public catalogue reads through without a token", async () => {
    for (const [method, path] of [
      ["GET", "/api/GetAllProduct"],
      ["HEAD", "/api/GetAllTax"],
      ["GET", "/api/GetProduct/7"],
      ["POST", "/api/GetAllCategory"],
      ["POST", "/api/GetAllProductFilter"],
      ["GET", "/api/GetProductUpdates"],
    ] as const) {
      expect((await app().request(path, { method }, {})).status, `${method} ${path}`).toBe(200);
    }
  });

  it("treats everything else as protected", () => {
    for (const [method, path] of [
      ["POST", "/api/customer_login"],
      ["POST", "/api/GetAllTax"],
      ["GET", "/api/GetProduct/7/x"],
      ["GET", "/api/GetAllTax/"],
      ["DELETE", "/api/GetAllProduct"],
      ["GET", "/api/Anything"],
    ]) {
      expect(isPublicCall(method as string, path as string), `${method} ${path}`).toBe(false);
    }
  });

  it("answers 503 naming API_TOKEN in the log when it is unset, empty or too short", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const env of [{}, { API_TOKEN: "" }, { API_TOKEN: "   " }, { API_TOKEN: "short-token" }]) {
      const response = await app().request(
        "/api/GetOrderDetails",
        { method: "POST", headers: { Authorization: `Bearer ${env.API_TOKEN ?? ""}` } },
        env,
      );
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: "false",
        message: expect.stringMatching(/API_TOKEN/) as unknown as string,
      });
    }
    expect(log).toHaveBeenCalledTimes(4);
    for (const call of log.mock.calls) expect(String(call[0])).toMatch(/API_TOKEN/);
  });

  it("answers 401 with WWW-Authenticate: Bearer to a missing or wrong token, and serves the right one", async () => {
    const env = { API_TOKEN: TOKEN };
    for (const authorization of [undefined, "Bearer nope", TOKEN, `Basic ${TOKEN}`, `Bearer ${TOKEN} extra`]) {
      const headers: Record<string, string> = authorization === undefined ? {} : { Authorization: authorization };
      const response = await app().request("/api/Add_cart", { method: "POST", headers }, env);
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe("Bearer");
      expect(await response.json()).toEqual({ status: "false", message: "Missing or invalid API token." });
    }
    for (const authorization of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`, `Bearer  ${TOKEN} `]) {
      const response = await app().request(
        "/api/Add_cart",
        { method: "POST", headers: { Authorization: authorization } },
        env,
      );
      expect(response.status, authorization).toBe(200);
    }
  });

  it("reads the bearer token strictly", () => {
    expect(bearerToken(`Bearer ${TOKEN}`)).toBe(TOKEN);
    expect(bearerToken(undefined)).toBe("");
    expect(bearerToken("Bearer")).toBe("");
    expect(bearerToken("Bearer a b")).toBe("");
    expect(bearerToken(`Token ${TOKEN}`)).toBe("");
  });
});

describe("clientKey", () => {
  it("keeps IPv4, groups IPv6 by /64, maps IPv4-mapped IPv6 to IPv4, and reads nothing as ''", () => {
    expect(clientKey(undefined)).toBe("");
    expect(clientKey("  ")).toBe("");
    expect(clientKey(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0DB8:0001:0002:ffff:0:0:1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::")).toBe("fe80:0:0:0::/64");
  });

  it("refuses anything else with a 400", () => {
    for (const text of [
      "localhost",
      "1.2.3",
      "256.1.1.1",
      "1:2:3:4:5:6:7:8:9",
      "1::2::3",
      "1:2:3:4:5:6:7:8::",
      "g::1",
    ]) {
      expect(() => clientKey(text), text).toThrow(ApiError);
    }
  });
});
