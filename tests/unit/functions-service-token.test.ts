// The functions' side of the shop API's service authentication: SHOP_API_TOKEN is required in every
// deployed context, the client sends the shopper's address on customer_login only, and the shop
// API's own sign-in limit (429) reaches the browser as a 429, not as a wrong password.
import type { Context } from "@netlify/functions";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigError, getConfig } from "@functions/_shared/config";
import { toErrorResponse } from "@functions/_shared/http";
import { anyone, endpoint } from "@functions/_shared/route";
import {
  createShopApiClient,
  ShopApiError,
  ShopApiRefusal,
  ShopApiThrottled,
} from "@functions/_shared/shop-api-client";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const config = {
  shopApiUrl: "http://shop.test",
  imageHost: "http://shop.test",
  shopApiTimeoutMs: 500,
  shopApiToken: "t",
};
const user = { status: "true", message: "ok", data: [{ id: 7, user_name: "Ada Lovelace" }] };

describe("getConfig and SHOP_API_TOKEN", () => {
  it("refuses to run without SHOP_API_TOKEN in production, deploy previews and branch deploys", () => {
    vi.stubEnv("SHOP_API_TOKEN", "");
    for (const context of ["production", "deploy-preview", "branch-deploy"]) {
      vi.stubEnv("CONTEXT", context);
      expect(() => getConfig(), context).toThrow(ConfigError);
      expect(() => getConfig(), context).toThrow(/SHOP_API_TOKEN/);
    }
    vi.stubEnv("SHOP_API_TOKEN", "   ");
    vi.stubEnv("CONTEXT", "deploy-preview");
    expect(() => getConfig()).toThrow(/SHOP_API_TOKEN/);
  });

  it("uses the token when set, and allows none only locally (CONTEXT unset or dev)", () => {
    vi.stubEnv("SHOP_API_TOKEN", " deployed-token ");
    vi.stubEnv("CONTEXT", "deploy-preview");
    expect(getConfig().shopApiToken).toBe("deployed-token");
    vi.stubEnv("SHOP_API_TOKEN", "");
    vi.stubEnv("CONTEXT", "dev");
    expect(getConfig().shopApiToken).toBeNull();
    vi.stubEnv("CONTEXT", "");
    expect(getConfig().shopApiToken).toBeNull();
  });

  it("makes every route answer 500 misconfigured in a deploy preview without it, logging the variable", async () => {
    vi.stubEnv("SHOP_API_TOKEN", "");
    vi.stubEnv("CONTEXT", "deploy-preview");
    // A deployed context's own session secret and site URL, so only the token is missing.
    vi.stubEnv("SESSION_SECRET", "a-deploy-preview-secret-of-at-least-32-bytes");
    vi.stubEnv("URL", "https://shop.test");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const run = vi.fn(async () => new Response("ran"));
    const handler = endpoint({ path: "/api/probe" }, { "/api/probe": { GET: anyone(run) } });
    const response = await handler(new Request("https://shop.test/api/probe"), {} as Context);
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("misconfigured");
    expect(run).not.toHaveBeenCalled();
    expect(log.mock.calls.some((call) => /SHOP_API_TOKEN/.test(String(call[0])))).toBe(true);
  });
});

describe("the client address on customer_login and insert_customer", () => {
  function recorder() {
    const seen: { url: string; address: string | null }[] = [];
    const fetch = async (url: string, init: RequestInit) => {
      seen.push({ url, address: new Headers(init.headers).get("x-client-address") });
      return Response.json(/customer_login|insert_customer/.test(url) ? user : { status: "true", data: [] });
    };
    return { seen, fetch };
  }

  it("is sent as X-Client-Address on customer_login and insert_customer only", async () => {
    const { seen, fetch } = recorder();
    const client = createShopApiClient({ config, fetch, clientAddress: "203.0.113.9" });
    await client.login("ada@example.test", "Secret123");
    await client.register({
      firstname: "Ada",
      lastname: "Lovelace",
      email: "ada@example.test",
      mobileno: "4165550100",
      password: "Secret123",
    });
    await client.getCart(7);
    expect(seen).toEqual([
      { url: "http://shop.test/api/customer_login", address: "203.0.113.9" },
      { url: "http://shop.test/api/insert_customer", address: "203.0.113.9" },
      { url: "http://shop.test/api/Add_cart", address: null },
    ]);
  });

  it("is not sent when absent (locally) or not an IP address", async () => {
    for (const clientAddress of [undefined, null, "", "evil\r\nX-Other: 1", "not an address"]) {
      const { seen, fetch } = recorder();
      await createShopApiClient({ config, fetch, clientAddress }).login("ada@example.test", "Secret123");
      expect(seen[0]?.address, String(clientAddress)).toBeNull();
    }
  });

  it("comes from Netlify's x-nf-client-connection-ip header in every route", async () => {
    vi.stubEnv("SHOP_API_TOKEN", "t");
    const { seen, fetch } = recorder();
    vi.stubGlobal("fetch", fetch);
    try {
      const handler = endpoint(
        { path: "/api/probe" },
        {
          "/api/probe": {
            GET: anyone(async ({ shopApi }) => Response.json(await shopApi.login("ada@example.test", "Secret123"))),
          },
        },
      );
      const request = new Request("https://shop.test/api/probe", {
        headers: { "x-nf-client-connection-ip": "2001:db8::7" },
      });
      expect((await handler(request, {} as Context)).status).toBe(200);
      expect(seen[0]?.address).toBe("2001:db8::7");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("a refused service token", () => {
  it("is a configuration fault (502, logged), not a wrong password", async () => {
    const client = createShopApiClient({
      config,
      fetch: async () =>
        Response.json(
          { status: "false", message: "Missing or invalid API token." },
          { status: 401, headers: { "WWW-Authenticate": "Bearer" } },
        ),
    });
    const error = await client.login("ada@example.test", "Secret123").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopApiError);
    expect(String((error as Error).message)).toMatch(/SHOP_API_TOKEN/);
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(toErrorResponse(error).status).toBe(502);
  });

  it("leaves a wrong password (401 without WWW-Authenticate) a refusal", async () => {
    const client = createShopApiClient({
      config,
      fetch: async () => Response.json({ status: "false", message: "Invalid email or password." }, { status: 401 }),
    });
    await expect(client.login("ada@example.test", "nope")).rejects.toBeInstanceOf(ShopApiRefusal);
  });
});

describe("the shop API's own sign-in limit", () => {
  it("becomes ShopApiThrottled with its Retry-After, and a 429 too_many_attempts for the browser", async () => {
    const client = createShopApiClient({
      config,
      fetch: async () =>
        Response.json(
          { status: "false", message: "Too many sign-in attempts for this account from this address." },
          { status: 429, headers: { "Retry-After": "600" } },
        ),
    });
    const error = await client.login("ada@example.test", "Secret123").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopApiThrottled);
    expect((error as ShopApiThrottled).retryAfterSeconds).toBe(600);
    const response = toErrorResponse(error);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("600");
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("too_many_attempts");
  });
});
