import { afterEach, describe, expect, it, vi } from "vitest";
import { asPaise, paiseFromRupees, timesUnits, totalsForSubtotal } from "@/domain/money";
import * as v from "valibot";
import { ConfigError, isPublishedLocalSecret, paymentConfig, sessionSecret, siteUrl } from "@functions/_shared/config";
import { LOCAL_SECRET_KEY, LOCAL_SESSION_SECRET, LOCAL_WEBHOOK_SECRET } from "../../scripts/local-stack-env.mjs";
import type { PricedCheckout } from "@functions/_shared/checkout";
import { HttpError, MAX_BODY_BYTES, readJson } from "@functions/_shared/http";
import { checkoutIdempotencyKey, intentMetadata, orderFromMetadata } from "@functions/_shared/payments";
import { anyone, endpoint, matchRoute, requestPath } from "@functions/_shared/route";
import { isSameOriginRequest } from "@functions/_shared/service";
import cartHandler from "@functions/cart";
import { addressBucket } from "@functions/_shared/client-window";
import { accountDelayMs } from "@functions/_shared/login-throttle";
import { signSession, verifySessionToken } from "@functions/_shared/session";

afterEach(() => {
  vi.unstubAllEnvs();
});

function priced(lines: { id: number; unit: number; size?: string; color?: string; price?: number }[]): PricedCheckout {
  return {
    customerId: 7,
    address: {
      id: 3,
      firstName: "",
      lastName: "",
      name: "",
      email: "",
      mobile: "",
      street: "",
      locality: "",
      city: "",
      province: "Ontario",
      zip: "",
      country: "Canada",
      isDefault: true,
    },
    rate: { id: 9, province: "Ontario", code: "ON", gstHst: 13, pst: 0 },
    lines: lines.map((line) => ({
      item: {
        id: line.id,
        name: `P${line.id}`,
        category: "",
        subcategory: "",
        imageUrl: null,
        size: line.size ?? "",
        color: line.color ?? "",
        price: paiseFromRupees(line.price ?? 100),
        originalPrice: paiseFromRupees(100),
        unit: line.unit,
        stock: 10,
      },
      unitPaise: paiseFromRupees(line.price ?? 100),
      linePaise: timesUnits(paiseFromRupees(line.price ?? 100), line.unit),
    })),
    totals: totalsForSubtotal(asPaise(1000), { gstHst: 13, pst: 0 }),
  };
}

describe("payment intent metadata", () => {
  it("round-trips the order, sizes and colours with any characters", () => {
    const checkout = priced([
      { id: 1, unit: 2, size: "XL", color: "Navy: dark; blue" },
      { id: 40, unit: 1, size: "", color: "é%" },
    ]);
    const metadata = intentMetadata(checkout);
    for (const value of Object.values(metadata)) expect(value.length).toBeLessThanOrEqual(500);
    expect(orderFromMetadata(metadata)).toEqual({
      customerId: 7,
      addressId: 3,
      subtotalPaise: 1000,
      hstPaise: 130,
      pstPaise: 0,
      totalPaise: 1130,
      lines: [
        { id: 1, unit: 2, size: "XL", color: "Navy: dark; blue" },
        { id: 40, unit: 1, size: "", color: "é%" },
      ],
    });
  });

  it("splits a long item list over numbered keys within Stripe's 500-character values", () => {
    const checkout = priced(
      Array.from({ length: 100 }, (_, index) => ({ id: index + 1, unit: 3, size: "Medium", color: "Forest Green" })),
    );
    const metadata = intentMetadata(checkout);
    expect(Number(metadata.item_chunks)).toBeGreaterThan(1);
    expect(Object.keys(metadata).length).toBeLessThanOrEqual(50);
    expect(orderFromMetadata(metadata)?.lines).toHaveLength(100);
  });

  it("ignores metadata that is not a storefront order", () => {
    expect(orderFromMetadata({})).toBeNull();
    expect(orderFromMetadata({ ...intentMetadata(priced([{ id: 1, unit: 1 }])), customer_id: "abc" })).toBeNull();
    expect(orderFromMetadata({ ...intentMetadata(priced([{ id: 1, unit: 1 }])), items_0: "1:0::" })).toBeNull();
  });

  it("gives the same checkout the same idempotency key, and a different one for any change", async () => {
    const key = await checkoutIdempotencyKey(priced([{ id: 1, unit: 2 }]));
    expect(await checkoutIdempotencyKey(priced([{ id: 1, unit: 2 }]))).toBe(key);
    expect(await checkoutIdempotencyKey(priced([{ id: 1, unit: 3 }]))).not.toBe(key);
    expect(await checkoutIdempotencyKey(priced([{ id: 1, unit: 2, price: 99 }]))).not.toBe(key);
    expect(await checkoutIdempotencyKey(priced([{ id: 1, unit: 2, size: "M" }]))).not.toBe(key);
  });
});

const DEPLOYED_CONTEXTS = ["production", "deploy-preview", "branch-deploy"];

describe("configuration refused where it would be unsafe", () => {
  it("keeps the fingerprints in step with the local stack's published secrets", () => {
    for (const secret of [LOCAL_SESSION_SECRET, LOCAL_SECRET_KEY, LOCAL_WEBHOOK_SECRET]) {
      expect(isPublishedLocalSecret(secret)).toBe(true);
    }
    expect(isPublishedLocalSecret("x".repeat(40))).toBe(false);
  });

  it("has no session secret of its own: unset is a misconfiguration everywhere", () => {
    vi.stubEnv("SESSION_SECRET", "");
    for (const context of ["", "dev", ...DEPLOYED_CONTEXTS]) {
      vi.stubEnv("CONTEXT", context);
      expect(() => sessionSecret()).toThrow(/SESSION_SECRET is not set/);
    }
  });

  it("accepts the local stack's session secret on the local stack only", () => {
    vi.stubEnv("SESSION_SECRET", LOCAL_SESSION_SECRET);
    vi.stubEnv("CONTEXT", "dev");
    vi.stubEnv("URL", "http://localhost:8888");
    expect(new TextDecoder().decode(sessionSecret())).toBe(LOCAL_SESSION_SECRET);
    for (const context of DEPLOYED_CONTEXTS) {
      vi.stubEnv("CONTEXT", context);
      expect(() => sessionSecret()).toThrow(
        new RegExp(`SESSION_SECRET is the local stack's published value, refused in the ${context} context`),
      );
    }
    // A dev context on a public URL is not the local stack either.
    vi.stubEnv("CONTEXT", "dev");
    vi.stubEnv("URL", "https://shop.example");
    expect(() => sessionSecret()).toThrow(ConfigError);
    vi.stubEnv("SESSION_SECRET", "x".repeat(40));
    expect(sessionSecret()).toHaveLength(40);
  });

  it("refuses a session secret under 32 bytes", () => {
    vi.stubEnv("SESSION_SECRET", "short-secret");
    expect(() => sessionSecret()).toThrow(/at least 32/);
  });

  it("uses the sandbox with the local keys on the local stack, and never when deployed", () => {
    vi.stubEnv("STRIPE_SECRET_KEY", LOCAL_SECRET_KEY);
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", LOCAL_WEBHOOK_SECRET);
    vi.stubEnv("PAYMENT_SANDBOX_URL", "http://localhost:12111");
    vi.stubEnv("CONTEXT", "dev");
    expect(paymentConfig()).toEqual({
      secretKey: LOCAL_SECRET_KEY,
      sandboxUrl: new URL("http://localhost:12111"),
      webhookSecret: LOCAL_WEBHOOK_SECRET,
    });
    for (const context of DEPLOYED_CONTEXTS) {
      vi.stubEnv("CONTEXT", context);
      expect(() => paymentConfig()).toThrow(/PAYMENT_SANDBOX_URL is set: the payment sandbox is refused/);
    }
    vi.stubEnv("PAYMENT_SANDBOX_URL", "");
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_live_x");
    expect(() => paymentConfig()).toThrow(/STRIPE_WEBHOOK_SECRET is the local stack's published value/);
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "");
    expect(() => paymentConfig()).toThrow(/STRIPE_WEBHOOK_SECRET is not set/);
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_real");
    expect(paymentConfig()).toEqual({ secretKey: "sk_live_x", sandboxUrl: null, webhookSecret: "whsec_real" });
    vi.stubEnv("STRIPE_SECRET_KEY", LOCAL_SECRET_KEY);
    expect(() => paymentConfig()).toThrow(/STRIPE_SECRET_KEY is the local stack's published value/);
  });

  it("answers 500 misconfigured (and logs the variable) when a deployed context has a local secret", async () => {
    vi.stubEnv("CONTEXT", "deploy-preview");
    vi.stubEnv("SESSION_SECRET", LOCAL_SESSION_SECRET);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await cartHandler(new Request("https://preview.example/api/cart"), {} as never);
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("misconfigured");
    expect(logged.mock.calls.flat().join(" ")).toMatch(/SESSION_SECRET/);
  });

  it("answers 500 misconfigured when a deployed context names no site URL, whatever address the request has", async () => {
    vi.stubEnv("CONTEXT", "production");
    vi.stubEnv("SESSION_SECRET", "x".repeat(40));
    vi.stubEnv("URL", "");
    vi.stubEnv("SITE_URL", "");
    vi.stubEnv("SHOP_API_TOKEN", "t".repeat(32));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    logged.mockClear();
    const response = await cartHandler(new Request("https://shop.example/api/cart"), {} as never);
    expect(response.status).toBe(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("misconfigured");
    expect(logged.mock.calls.flat().join(" ")).toMatch(/URL is not set/);
  });
});

describe("session tokens", () => {
  it("verifies its own tokens and nothing else", async () => {
    vi.stubEnv("SESSION_SECRET", LOCAL_SESSION_SECRET);
    const token = await signSession({ id: 12, name: "Ada" }, { version: 3 });
    expect(await verifySessionToken(token)).toEqual({
      user: { id: 12, name: "Ada" },
      customerId: 12,
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
      exp: expect.any(Number),
      version: 3,
      legacy: false,
    });
    const [header, payload, signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? "", "base64url").toString()), sub: "1" }),
    ).toString("base64url");
    expect(await verifySessionToken(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await verifySessionToken(`${token}x`)).toBeNull();
    vi.stubEnv("SESSION_SECRET", "another-secret-that-is-long-enough-1234");
    expect(await verifySessionToken(token)).toBeNull();
  });

  it("names every token apart (jti), so one sign-out revokes one token", async () => {
    vi.stubEnv("SESSION_SECRET", LOCAL_SESSION_SECRET);
    const [first, second] = await Promise.all([
      signSession({ id: 12, name: "Ada" }).then(verifySessionToken),
      signSession({ id: 12, name: "Ada" }).then(verifySessionToken),
    ]);
    expect(first?.jti).toBeTruthy();
    expect(first?.jti).not.toBe(second?.jti);
  });

  it("rejects expired tokens", async () => {
    vi.stubEnv("SESSION_SECRET", LOCAL_SESSION_SECRET);
    const old = await signSession({ id: 12, name: "Ada" }, { now: Date.now() - 16 * 24 * 3600 * 1000 });
    expect(await verifySessionToken(old)).toBeNull();
  });
});

describe("sign-in limit rules", () => {
  it("counts an IPv4 address as itself and an IPv6 address as its /64", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket(" ::ffff:203.0.113.7 ")).toBe("203.0.113.7");
    expect(addressBucket("2001:db8:0:1:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:1::/64");
    expect(addressBucket("2001:DB8:0:1::5")).toBe("2001:db8:0:1::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket(null)).toBe("unknown");
  });

  it("lets the account's first 10 checks through at once, then doubles the wait from 1 s up to 60 s", () => {
    expect(accountDelayMs(0)).toBe(0);
    expect(accountDelayMs(9)).toBe(0);
    expect([10, 11, 12, 13, 14, 15, 16, 17].map(accountDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000,
    ]);
    expect(accountDelayMs(500)).toBe(60000);
  });
});

describe("routing helpers", () => {
  it("matches a function's paths and reads its params", () => {
    expect(matchRoute(["/api/cart", "/api/cart/:id"], "/api/cart")).toEqual({ pattern: "/api/cart", params: {} });
    expect(matchRoute(["/api/cart", "/api/cart/:id"], "/api/cart/12")).toEqual({
      pattern: "/api/cart/:id",
      params: { id: "12" },
    });
    expect(matchRoute(["/api/orders/:id/cancel"], "/api/orders/5/cancel")?.params).toEqual({ id: "5" });
    expect(matchRoute(["/api/cart/:id"], "/api/cart/1/2")).toBeNull();
  });

  it("reads netlify dev's static-file retries of a 404 as the original path", () => {
    for (const suffix of ["", ".html", ".htm", "/index.html", "/index.htm", "/"]) {
      expect(requestPath(new URL(`http://x.test/api/products/999${suffix}`))).toBe("/api/products/999");
    }
  });

  it("accepts only same-origin mutations: from the site's configured URL, whatever address the request names", () => {
    vi.stubEnv("URL", "https://shop.test");
    const request = (headers: Record<string, string>, url = "https://shop.test/api/cart") =>
      new Request(url, { method: "PUT", headers });
    expect(isSameOriginRequest(request({ Origin: "https://shop.test" }))).toBe(true);
    // A request line or Host naming another host, with an Origin to match it.
    expect(isSameOriginRequest(request({ Origin: "https://evil.test" }, "https://evil.test/api/cart"))).toBe(false);
    expect(isSameOriginRequest(request({ Origin: "https://shop.test" }, "https://evil.test/api/cart"))).toBe(true);
    expect(isSameOriginRequest(request({ Origin: "https://shop.test", "Sec-Fetch-Site": "same-origin" }))).toBe(true);
    expect(isSameOriginRequest(request({ Origin: "https://evil.test" }))).toBe(false);
    expect(isSameOriginRequest(request({ Origin: "https://shop.test", "Sec-Fetch-Site": "cross-site" }))).toBe(false);
    expect(isSameOriginRequest(request({ Origin: "null" }))).toBe(false);
    expect(isSameOriginRequest(request({}))).toBe(false);
    vi.stubEnv("URL", "https://www.shop.test");
    expect(isSameOriginRequest(request({ Origin: "https://www.shop.test" }))).toBe(true);
    expect(isSameOriginRequest(request({ Origin: "https://shop.test" }))).toBe(false);
    // A deploy preview's own address too.
    vi.stubEnv("DEPLOY_PRIME_URL", "https://deploy-preview-7--shop.netlify.app");
    expect(isSameOriginRequest(request({ Origin: "https://deploy-preview-7--shop.netlify.app" }))).toBe(true);
  });

  it("takes the site's URL from SITE_URL, else URL: its origin; the local default only outside a deployed context", () => {
    vi.stubEnv("URL", "https://shop.example/");
    expect(siteUrl()).toBe("https://shop.example");
    vi.stubEnv("SITE_URL", "https://www.shop.example");
    expect(siteUrl()).toBe("https://www.shop.example");
    vi.stubEnv("SITE_URL", "");
    vi.stubEnv("URL", "");
    vi.stubEnv("CONTEXT", "");
    expect(siteUrl()).toBe("http://localhost:8888");
    for (const context of ["production", "deploy-preview", "branch-deploy"]) {
      vi.stubEnv("CONTEXT", context);
      expect(() => siteUrl(), context).toThrow(ConfigError);
    }
  });
});

describe("endpoint dispatch", () => {
  it("answers 405 with the methods of the path asked for, before anything else", async () => {
    const onItem = await cartHandler(new Request("https://shop.test/api/cart/5", { method: "POST" }), {} as never);
    expect(onItem.status).toBe(405);
    expect(onItem.headers.get("allow")).toBe("PUT, DELETE");
    const onCart = await cartHandler(new Request("https://shop.test/api/cart", { method: "DELETE" }), {} as never);
    expect(onCart.headers.get("allow")).toBe("GET, PUT");
  });

  it("refuses a config.path that the routes do not handle, and the reverse", () => {
    const ok = anyone(async () => new Response());
    expect(() => endpoint({ path: ["/api/a", "/api/b"] }, { "/api/a": { GET: ok } })).toThrow(/\/api\/b/);
    expect(() => endpoint({ path: "/api/a" }, { "/api/a": { GET: ok }, "/api/c": { GET: ok } })).toThrow(/\/api\/c/);
  });
});

describe("request bodies", () => {
  const schema = v.object({ a: v.number() });
  const post = (body: BodyInit, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
    new Request("https://shop.test/x", { method: "POST", body, headers });

  it("reads JSON checked against a schema", async () => {
    expect(await readJson(post('{"a":1}'), schema)).toEqual({ a: 1 });
  });

  it.each([
    ["not JSON", post("{"), 400, "invalid_json"],
    ["the wrong shape", post('{"a":"1"}'), 400, "validation_failed"],
    [
      "another content type",
      post("a=1", { "Content-Type": "application/x-www-form-urlencoded" }),
      415,
      "unsupported_media_type",
    ],
    ["over 100 KB", post(JSON.stringify({ a: 1, pad: "x".repeat(MAX_BODY_BYTES) })), 413, "payload_too_large"],
  ])("refuses %s", async (_label, request, status, code) => {
    const error = await readJson(request, schema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status, code });
  });

  it("counts a body without Content-Length while reading it", async () => {
    const chunk = new TextEncoder().encode("x".repeat(40 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":"'));
        for (let index = 0; index < 3; index++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const request = new Request("https://shop.test/x", {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "application/json" },
      duplex: "half",
    } as RequestInit);
    await expect(readJson(request, schema)).rejects.toMatchObject({ status: 413 });
  });
});
