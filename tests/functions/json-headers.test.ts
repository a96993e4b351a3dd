// Every JSON answer carries `X-Content-Type-Options: nosniff`, as the pages do: the functions'
// answers and error envelopes (functions/_shared/http.ts), including the 502s of a shop API that
// is down, and the envelopes the site server sends for what never reaches a function.
import { describe, expect, inject, it } from "vitest";
import { call, newCustomer, type CallResult } from "./client";

const downUrl = inject("downUrl");

function expectNosniffJson(result: CallResult, status: number, what: string) {
  expect(result.status, `${what}: ${result.text}`).toBe(status);
  expect(result.headers.get("content-type"), what).toMatch(/^application\/json\b/);
  expect(result.headers.get("x-content-type-options"), what).toBe("nosniff");
}

describe("JSON answers are never sniffed", () => {
  it("a function's answers: public, a customer's, and each kind of refusal", async () => {
    const customer = await newCustomer();
    expectNosniffJson(await call("GET", "/api/categories"), 200, "GET /api/categories");
    expectNosniffJson(await call("GET", "/api/products?q=shirt"), 200, "GET /api/products");
    expectNosniffJson(await call("GET", "/api/session"), 200, "GET /api/session, a guest");
    expectNosniffJson(await call("GET", "/api/cart", { cookie: customer.cookie }), 200, "GET /api/cart");
    expectNosniffJson(await call("GET", "/api/cart"), 401, "GET /api/cart without a session");
    expectNosniffJson(await call("POST", "/api/session", { body: {} }), 400, "POST /api/session, no fields");
    expectNosniffJson(
      await call("POST", "/api/session", { rawBody: "{", headers: { "Content-Type": "application/json" } }),
      400,
      "POST /api/session, not JSON",
    );
    expectNosniffJson(
      await call("POST", "/api/session", { body: {}, origin: "https://elsewhere.example" }),
      403,
      "POST /api/session from another origin",
    );
    expectNosniffJson(await call("PATCH", "/api/categories"), 405, "PATCH /api/categories");
    expectNosniffJson(await call("GET", "/api/products/999999"), 404, "GET /api/products/999999");
    expectNosniffJson(await call("GET", "/api/categories", { site: downUrl }), 502, "the shop API down");
  });

  it("the site server's own envelopes: an unknown API path, a refused method, a body on a GET, a request too large", async () => {
    expectNosniffJson(await call("GET", "/api/no-such-route"), 404, "GET /api/no-such-route");
    // Node's http client, which sends what fetch() refuses to.
    const raw = { from: "127.0.0.1" };
    expectNosniffJson(await call("TRACE", "/api/categories", raw), 405, "TRACE");
    expectNosniffJson(
      await call("GET", "/api/categories", { ...raw, rawBody: "x", headers: { "Content-Type": "text/plain" } }),
      400,
      "GET with a body",
    );
    expectNosniffJson(await call("GET", `/api/products?q=${"a".repeat(70_000)}`), 400, "a request line over 64 KB");
  });
});
