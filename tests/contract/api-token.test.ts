// Contract: the optional API_TOKEN hardening. A second Worker with API_TOKEN set runs on the same
// D1 state; every /api/* call then needs `Authorization: Bearer <token>`, images stay public.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startShopApi, type ShopApiProcess } from "../support/shop-api-process";

const TOKEN = "contract-test-token-0123456789";
let api: ShopApiProcess;

beforeAll(async () => {
  api = await startShopApi({ stateDir: inject("shopApiStateDir"), port: 8817, vars: { API_TOKEN: TOKEN } });
});

afterAll(async () => {
  await api?.stop();
});

async function request(path: string, init: RequestInit = {}) {
  const response = await fetch(`${api.url}${path}`, init);
  const text = await response.text();
  expect(text).not.toContain("password_hash");
  return { status: response.status, body: JSON.parse(text) as { status: string; message?: string; data?: unknown[] } };
}

describe("API_TOKEN", () => {
  it("refuses /api/* calls without the bearer token with 401 JSON", async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: "Bearer wrong" }, { Authorization: TOKEN }];
    for (const headers of attempts) {
      const response = await request("/api/GetAllTax", { headers });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ status: "false", message: "Missing or invalid API token." });
    }
    const login = await request("/api/customer_login", {
      method: "POST",
      body: JSON.stringify({ email: "demo@shop.test", password: "Demo1234", res_id: 1 }),
    });
    expect(login.status).toBe(401);
  });

  it("serves calls that carry it", async () => {
    const response = await request("/api/GetAllTax", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe("true");
    expect(response.body.data).toHaveLength(13);
  });

  it("leaves images public", async () => {
    const response = await fetch(`${api.url}/ResellerLogo/logo.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
  });
});
