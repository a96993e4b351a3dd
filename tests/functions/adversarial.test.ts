// The attacks the functions must refuse: no or forged sessions, one customer reaching for
// another's data by id, cross-site requests, and bodies that are malformed, huge or not JSON.
import { beforeAll, describe, expect, it } from "vitest";
import { addressForm, baseUrl, call, DEMO, newCustomer, signIn, type CallOptions, type TestCustomer } from "./client";
import {
  addAddress,
  CANCEL,
  cookieFor,
  CUSTOMER_ROUTES,
  expectError,
  getAddresses,
  getCart,
  getOrders,
  lineFor,
  pickProducts,
  putCart,
  signToken,
  tamperedToken,
  unsignedToken,
  type CustomerRoute,
  type Picked,
} from "./helpers";

/** Every mutating route a browser may call (all but the webhook). */
const MUTATING_ROUTES: CustomerRoute[] = [
  ["POST", "/api/session", { email: DEMO.email, password: DEMO.password }],
  ["DELETE", "/api/session"],
  ["POST", "/api/session/revoke-all"],
  [
    "POST",
    "/api/customers",
    { firstname: "X", lastname: "Y", email: "csrf@shop.test", mobileno: "4165550100", password: "GoodPass123" },
  ],
  ...CUSTOMER_ROUTES.filter(([method]) => method !== "GET"),
];

/** Runs the calls concurrently; each answer comes back with a label for assertion messages. */
function all(calls: [label: string, method: string, path: string, options: CallOptions][]) {
  return Promise.all(
    calls.map(async ([label, method, path, options]) => ({ label, result: await call(method, path, options) })),
  );
}

let demoCookie: string;
/** A second customer, for everything that needs a valid session that is not the demo's. */
let other: TestCustomer;
let item: Picked;

beforeAll(async () => {
  [demoCookie, other, [item]] = (await Promise.all([
    signIn(DEMO.email, DEMO.password),
    newCustomer("Other"),
    pickProducts(1, (product) => product.stock >= 10),
  ])) as [string, TestCustomer, [Picked]];
});

describe("no session", () => {
  it("every customer route is 401 without a cookie; an empty, garbage or user_name-only cookie is no session either", async () => {
    const calls: Parameters<typeof all>[0] = CUSTOMER_ROUTES.map(([method, path, body]) => [
      `${method} ${path}`,
      method,
      path,
      { body },
    ]);
    for (const Cookie of ["session=", "session=not-a-jwt", "user_name=Demo%20Shopper; userid=1"]) {
      calls.push([`${Cookie}: PUT /api/cart`, "PUT", "/api/cart", { body: { items: [] }, headers: { Cookie } }]);
      calls.push([`${Cookie}: GET /api/orders`, "GET", "/api/orders", { headers: { Cookie } }]);
    }
    for (const { label, result } of await all(calls)) {
      expect(expectError(result, 401, "unauthenticated").message, label).toBe("Please sign in to continue.");
      expect(result.headers.get("cache-control"), label).toBe("private, no-store");
    }
  });
});

describe("forged session tokens", () => {
  it("a token signed with the functions' key works (the baseline the forgeries are measured against)", async () => {
    const cookie = cookieFor(await signToken({ sub: String(DEMO.id), name: DEMO.name }));
    const [session, cart, addresses] = await Promise.all([
      call("GET", "/api/session", { cookie }),
      call("GET", "/api/cart", { cookie }),
      call<{ addresses: { id: number }[] }>("GET", "/api/addresses", { cookie }),
    ]);
    expect(session.body).toEqual({ user: { id: DEMO.id, name: DEMO.name } });
    expect(cart.status).toBe(200);
    expect(addresses.body.addresses.map((address) => address.id)).toEqual(expect.arrayContaining([1, 2]));
  });

  it("another key, alg none, HS512, expired, a wrong issuer, audience or subject, an edited payload: all 401", async () => {
    const now = Math.floor(Date.now() / 1000);
    const real = other.cookie.slice("session=".length);
    const [header, payload, signature] = real.split(".");
    const forgeries: [string, string][] = [
      [
        "another key",
        await signToken({ key: new TextEncoder().encode("an-attacker-chosen-secret-of-enough-length!!") }),
      ],
      ["alg none", unsignedToken("1")],
      ["alg none, no signature part", unsignedToken("1").replace(/\.$/, "")],
      ["HS512 with the right key", await signToken({ alg: "HS512" })],
      ["expired", await signToken({ iat: now - 7200, exp: now - 3600 })],
      ["wrong issuer", await signToken({ iss: "someone-else" })],
      ["wrong audience", await signToken({ aud: "another-app" })],
      ["subject not a customer id", await signToken({ sub: "demo" })],
      ["subject 0", await signToken({ sub: "0" })],
      ["subject with a sign", await signToken({ sub: "+1" })],
      ["no jti (a token sign-out could not revoke)", await signToken({ jti: null })],
      ["sub changed to 1, signature kept", tamperedToken(real, (claims) => (claims.sub = "1"))],
      ["exp extended, signature kept", tamperedToken(real, (claims) => (claims.exp = Number(claims.exp) + 1))],
      [
        "header alg changed to none, signature kept",
        `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.${signature}`,
      ],
      ["signature of another token", `${header}.${payload}.${(await signToken({ sub: "1" })).split(".")[2]}`],
    ];
    // The customer's own token is fine: the refusals below are the tampering's doing.
    expect((await call("GET", "/api/session", { cookie: other.cookie })).body).toEqual({
      user: { id: other.id, name: other.name },
    });

    const calls: Parameters<typeof all>[0] = forgeries.flatMap(([what, token]): Parameters<typeof all>[0] => [
      [`${what}: GET /api/session`, "GET", "/api/session", { cookie: cookieFor(token) }],
      [`${what}: GET /api/cart`, "GET", "/api/cart", { cookie: cookieFor(token) }],
    ]);
    const forged = (what: string) => cookieFor(forgeries.find(([name]) => name === what)?.[1] ?? "");
    calls.push([
      "sub changed: PUT /api/cart",
      "PUT",
      "/api/cart",
      { cookie: forged("sub changed to 1, signature kept"), body: { items: [] } },
    ]);
    calls.push(["alg none: GET /api/orders", "GET", "/api/orders", { cookie: forged("alg none") }]);
    for (const { label, result } of await all(calls)) {
      if (label.endsWith("GET /api/session")) {
        expect(result.status, label).toBe(200);
        expect(result.body, label).toEqual({ user: null });
      } else {
        expect(expectError(result, 401, "unauthenticated").code, label).toBe("unauthenticated");
      }
    }
  });
});

describe("one customer cannot reach another's data", () => {
  let demoCart: unknown;
  let demoAddresses: unknown;
  let demoOrders: unknown;

  beforeAll(async () => {
    // Give the demo customer a known cart to protect (emptied again at the end).
    await putCart(demoCookie, [lineFor(item, 1)]);
    [demoCart, demoAddresses, demoOrders] = await Promise.all([
      getCart(demoCookie),
      getAddresses(demoCookie),
      getOrders(demoCookie),
    ]);
    expect((demoAddresses as unknown[]).length).toBeGreaterThanOrEqual(2);
    expect((demoOrders as unknown[]).length).toBeGreaterThanOrEqual(5);
  });

  it("reads with the demo id in the query answer the other customer's own (empty) data", async () => {
    const reads = await all(
      ["?userid=1", "?user_id=1", "?id=1&customer=1&sub=1"].flatMap((query): Parameters<typeof all>[0] => [
        [`cart${query}`, "GET", `/api/cart${query}`, { cookie: other.cookie }],
        [`addresses${query}`, "GET", `/api/addresses${query}`, { cookie: other.cookie }],
        [`orders${query}`, "GET", `/api/orders${query}`, { cookie: other.cookie }],
      ]),
    );
    for (const { label, result } of reads) {
      const expected = label.startsWith("cart")
        ? { items: [] }
        : label.startsWith("addresses")
          ? { addresses: [] }
          : { orders: [] };
      expect(result.body, label).toEqual(expected);
    }
    expect((await call("GET", "/api/session?userid=1", { cookie: other.cookie })).body).toEqual({
      user: { id: other.id, name: other.name },
    });
  });

  it("writes naming the demo id in the body or query change only the other customer's own data", async () => {
    const ids = { userid: 1, user_id: 1, id: 1, customerId: 1, sub: "1" };
    const saved = await call<{ items: { id: number; unit: number }[] }>("PUT", "/api/cart?userid=1", {
      cookie: other.cookie,
      body: { ...ids, items: [{ ...lineFor(item, 2), userid: 1 }] },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.items.map((line) => [line.id, line.unit])).toEqual([[item.id, 2]]);

    const address = await call<{ address: { id: number } }>("POST", "/api/addresses?user_id=1", {
      cookie: other.cookie,
      body: { ...addressForm(), ...ids },
    });
    expect(address.status, address.text).toBe(201);
    expect((await getAddresses(other.cookie)).map((entry) => entry.id)).toEqual([address.body.address.id]);

    const removed = await call("DELETE", `/api/cart/${item.id}?userid=1`, { cookie: other.cookie, body: ids });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ items: [] });
    await putCart(other.cookie, [lineFor(item, 1)]);
  });

  it("the demo customer's address and order ids are 404 for another customer, as if they did not exist", async () => {
    const results = await all([
      ["DELETE /api/addresses/1", "DELETE", "/api/addresses/1", { cookie: other.cookie, body: { userid: 1 } }],
      [
        "PUT /api/addresses/1",
        "PUT",
        "/api/addresses/1?userid=1",
        { cookie: other.cookie, body: { ...addressForm("Ontario"), userid: 1 } },
      ],
      [
        "cancel order 5",
        "POST",
        "/api/orders/5/cancel?userid=1",
        { cookie: other.cookie, body: { ...CANCEL, userid: 1 } },
      ],
      ["receipt of order 5", "GET", "/api/orders/5/receipt?userid=1", { cookie: other.cookie }],
      [
        "totals to address 1",
        "POST",
        "/api/checkout/totals",
        { cookie: other.cookie, body: { addressId: 1, userid: 1, customerId: 1 } },
      ],
      [
        "intent to address 2",
        "POST",
        "/create-payment-intent",
        { cookie: other.cookie, body: { addressId: 2, user_id: 1 } },
      ],
    ]);
    for (const { label, result } of results) {
      const error = expectError(result, 404);
      if (/^(DELETE|PUT) /.test(label)) expect(error.message, label).toBe("Address not found.");
      if (label.startsWith("cancel") || label.startsWith("receipt")) expect(error.message, label).toMatch(/order/i);
      if (label.includes("address ")) expect(error.code, label).toBe("address_not_found");
    }
  });

  it("afterwards the demo customer's cart, addresses and orders are exactly as they were", async () => {
    const [cart, addresses, orders] = await Promise.all([
      getCart(demoCookie),
      getAddresses(demoCookie),
      getOrders(demoCookie),
    ]);
    expect(cart).toEqual(demoCart);
    expect(addresses).toEqual(demoAddresses);
    expect(orders).toEqual(demoOrders);
    await putCart(demoCookie, []);
  });
});

describe("cross-site requests", () => {
  it("every POST/PUT/DELETE from another origin is 403, and changes nothing", async () => {
    const address = await addAddress(other.cookie);
    const cartBefore = await getCart(other.cookie);
    expect(cartBefore.length).toBeGreaterThan(0);
    const results = await all(
      MUTATING_ROUTES.map(([method, path, body]): Parameters<typeof all>[0][number] => [
        `${method} ${path}`,
        method,
        path.replace("/api/addresses/1", `/api/addresses/${address.id}`).replace("/api/cart/1", `/api/cart/${item.id}`),
        { cookie: other.cookie, body, origin: "http://evil.test" },
      ]),
    );
    for (const { label, result } of results) {
      expect(expectError(result, 403, "cross_origin").message, label).toBe(
        "This request did not come from the shop's own pages.",
      );
      expect(result.headers.getSetCookie(), label).toEqual([]);
    }
    expect(await getCart(other.cookie)).toEqual(cartBefore);
    expect(await getAddresses(other.cookie)).toContainEqual(address);
  });

  it("no Origin, a look-alike Origin, or Sec-Fetch-Site other than same-origin is 403 too", async () => {
    const variants: [string, CallOptions][] = [
      ["no origin", { origin: null }],
      ["cross-site fetch", { headers: { "Sec-Fetch-Site": "cross-site" } }],
      ["same-site fetch", { headers: { "Sec-Fetch-Site": "same-site" } }],
      ["null origin", { origin: "null" }],
      ["another port", { origin: `http://localhost:${Number(new URL(baseUrl).port) + 1}` }],
      ["suffix trick", { origin: `${baseUrl}.evil.test` }],
    ];
    const routes: CustomerRoute[] = [
      ["PUT", "/api/cart", { items: [] }],
      ["POST", "/api/session", { email: DEMO.email, password: DEMO.password }],
      ["DELETE", `/api/cart/${item.id}`],
    ];
    const calls: Parameters<typeof all>[0] = [];
    for (const [what, options] of variants) {
      for (const [method, path, body] of routes)
        calls.push([`${what}: ${method} ${path}`, method, path, { cookie: other.cookie, body, ...options }]);
    }
    for (const { label, result } of await all(calls)) {
      expect(expectError(result, 403, "cross_origin").code, label).toBe("cross_origin");
      expect(result.headers.getSetCookie(), label).toEqual([]);
    }
    expect((await getCart(other.cookie)).map((line) => line.id)).toEqual([item.id]);
  });

  it("same-origin requests (with Sec-Fetch-Site: same-origin) pass; GETs are never blocked by origin", async () => {
    const results = await all([
      [
        "same-origin PUT",
        "PUT",
        "/api/cart",
        { cookie: other.cookie, body: { items: [] }, headers: { "Sec-Fetch-Site": "same-origin" } },
      ],
      ...[
        "/api/cart",
        "/api/orders",
        "/api/addresses",
        "/api/session",
        "/api/categories",
        "/api/products?pageSize=1",
      ].map((path): Parameters<typeof all>[0][number] => [
        `GET ${path}`,
        "GET",
        path,
        { cookie: other.cookie, origin: "http://evil.test", headers: { "Sec-Fetch-Site": "cross-site" } },
      ]),
    ]);
    for (const { label, result } of results) expect(result.status, `${label}: ${result.text}`).toBe(200);
  });

  it("the webhook is not origin-checked (Stripe sends no Origin): it authenticates by signature instead", async () => {
    const result = await call("POST", "/api/stripe-webhook", {
      rawBody: "{}",
      origin: "http://evil.test",
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expectError(result, 400, "signature_missing");
  });
});

describe("request bodies", () => {
  /** Every JSON route, with a cookie where it needs one. */
  const jsonRoutes = (): [string, string, string | null][] => [
    ["POST", "/api/session", null],
    ["POST", "/api/customers", null],
    ["PUT", "/api/cart", other.cookie],
    ["POST", "/api/addresses", other.cookie],
    ["POST", "/api/orders/5/cancel", other.cookie],
    ["POST", "/api/checkout/totals", other.cookie],
    ["POST", "/create-payment-intent", other.cookie],
  ];

  it("malformed JSON is 400 invalid_json on every JSON route; JSON of the wrong shape is 400 validation_failed", async () => {
    const calls: Parameters<typeof all>[0] = jsonRoutes().map(([method, path, cookie]) => [
      `${method} ${path}`,
      method,
      path,
      { cookie, rawBody: "{" },
    ]);
    for (const rawBody of ["{'items': []}", "", "undefined", '{"items": [}']) {
      calls.push([`invalid ${JSON.stringify(rawBody)}`, "PUT", "/api/cart", { cookie: other.cookie, rawBody }]);
    }
    for (const rawBody of ["[]", "null", "42", '"text"']) {
      calls.push([`shape ${rawBody}: cart`, "PUT", "/api/cart", { cookie: other.cookie, rawBody }]);
      calls.push([`shape ${rawBody}: totals`, "POST", "/api/checkout/totals", { cookie: other.cookie, rawBody }]);
    }
    for (const { label, result } of await all(calls)) {
      expect(expectError(result, 400).code, label).toBe(
        label.startsWith("shape") ? "validation_failed" : "invalid_json",
      );
    }
  });

  it("a body over 100 KB is 413 on every JSON route, declared or streamed without a length", async () => {
    const big = JSON.stringify({ items: [], padding: "x".repeat(101 * 1024) });
    const results = await all(
      jsonRoutes().map(([method, path, cookie]) => [`${method} ${path}`, method, path, { cookie, rawBody: big }]),
    );
    for (const { label, result } of results) expect(expectError(result, 413).code, label).toBe("payload_too_large");

    // Chunked: no Content-Length to trust, the function counts while reading.
    const chunk = new TextEncoder().encode(`{"items": [], "padding": "${"y".repeat(16 * 1024)}`);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 8; index++) controller.enqueue(chunk);
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
      },
    });
    const response = await fetch(`${baseUrl}/api/cart`, {
      method: "PUT",
      headers: { Origin: baseUrl, Cookie: other.cookie, "Content-Type": "application/json" },
      body: chunked,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: "payload_too_large" } });

    // Just under the limit is read (and then judged on its content: unknown keys are ignored).
    const justUnder = JSON.stringify({ items: [], padding: "z".repeat(99 * 1024) });
    expect((await call("PUT", "/api/cart", { cookie: other.cookie, rawBody: justUnder })).status).toBe(200);
  });

  it("a body that is not declared as JSON is 415 on every JSON route", async () => {
    const calls: Parameters<typeof all>[0] = jsonRoutes().map(([method, path, cookie]) => [
      `${method} ${path}`,
      method,
      path,
      { cookie, rawBody: "{}", headers: { "Content-Type": "text/plain" } },
    ]);
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonp"]) {
      calls.push([
        type,
        "PUT",
        "/api/cart",
        { cookie: other.cookie, rawBody: "{}", headers: { "Content-Type": type } },
      ]);
    }
    for (const { label, result } of await all(calls))
      expect(expectError(result, 415).code, label).toBe("unsupported_media_type");

    // With a charset it is still JSON.
    const withCharset = await call("PUT", "/api/cart", {
      cookie: other.cookie,
      body: { items: [] },
      headers: { "Content-Type": "application/json; charset=utf-8" },
    });
    expect(withCharset.status).toBe(200);
  });
});
