// Contract: service authentication (src/lib/auth.ts). The suite's Worker has an API_TOKEN: every
// call that reads or changes a customer's account, cart, addresses or orders, and every write,
// needs `Authorization: Bearer <API_TOKEN>`; without it (or with another token) it is 401 and
// changes nothing. The catalogue reads and the images stay public. A second Worker on the same D1
// state, started without API_TOKEN, refuses the protected calls with 503 and still serves the
// public ones.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startShopApi, type ShopApiProcess } from "../support/shop-api-process";
import {
  allProducts,
  type ApiResponse,
  call,
  DEMO,
  expectError,
  expectOk,
  get,
  newAddress,
  newCustomer,
  post,
  product,
} from "./api";

const UNAUTHORISED = "Missing or invalid API token.";

/** An outsider's call: no token, another token, or the token in the wrong form. */
const OUTSIDERS: [label: string, headers: Record<string, string>][] = [
  ["no Authorization header", {}],
  ["a wrong token", { Authorization: "Bearer wrong-token-0123456789abcdef" }],
  ["the right token without the Bearer scheme", { Authorization: inject("shopApiToken") }],
  ["the right token as Basic", { Authorization: `Basic ${inject("shopApiToken")}` }],
  ["the right token with a suffix", { Authorization: `Bearer ${inject("shopApiToken")}x` }],
  ["an empty Bearer", { Authorization: "Bearer " }],
];

function outsider(
  headers: Record<string, string>,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<ApiResponse> {
  return call(method, path, body, headers, { token: null });
}

function expectUnauthorised(response: ApiResponse, label: string): void {
  expectError(response, 401, UNAUTHORISED);
  expect(response.headers.get("www-authenticate"), label).toBe("Bearer");
  expect(response.text, label).not.toContain('"data"');
}

let customer: { id: number; email: string; password: string };
let addressId: number;
let orderId: number;
let stocked: { id: number; quantity: number };
/** A protected call with a body that succeeds with the token, for each protected route. */
let protectedCalls: [method: "GET" | "POST", path: string, body: unknown][];

/** The customer's visible state: what a refused call must leave exactly as it was. */
async function snapshot() {
  const [cart, addresses, orders, item] = await Promise.all([
    post("/api/Add_cart", [{ userid: customer.id }]),
    post("/api/GetAllAddress", { user_id: customer.id, res_id: 1 }),
    post("/api/GetOrderDetails", { userid: customer.id }),
    product(stocked.id),
  ]);
  for (const response of [cart, addresses, orders]) expectOk(response);
  return { cart: cart.body.data, addresses: addresses.body.data, orders: orders.body.data, stock: item.quantity };
}

beforeAll(async () => {
  customer = await newCustomer("Token");
  addressId = await newAddress(customer.id);
  const first = (await allProducts()).find((p) => p.quantity >= 10);
  if (!first) throw new Error("no product with 10 or more in stock");
  stocked = { id: first.id, quantity: first.quantity };
  const placed = await post("/api/insert_order", {
    userid: customer.id,
    payment_intent_id: `pi_token_${Date.now()}`,
    address_id: addressId,
    items: [{ prod_id: stocked.id, unit: 1, size: first.size[0] ?? "", color: first.color[0] ?? "" }],
  });
  expectOk(placed, 201);
  orderId = placed.body.data[0].CoOrderID as number;
  expectOk(
    await post("/api/Add_cart", [
      { prod_id: stocked.id, userid: customer.id, unit: 1, size: first.size[0], color: first.color[0] },
    ]),
  );
  const address = {
    name: "Mallory Outsider",
    mobile: "4165550000",
    address1: "1 Attack Way",
    city: "Toronto",
    pincode: "M5H 2N2",
    province: "ON",
  };
  protectedCalls = [
    ["POST", "/api/customer_login", { email: customer.email, password: customer.password, res_id: 1 }],
    [
      "POST",
      "/api/insert_customer",
      {
        res_id: 1,
        firstname: "Mallory",
        lastname: "Outsider",
        email: `outsider-${Date.now()}@example.test`,
        mobileno: "4165550000",
        password: "Secret123",
      },
    ],
    ["POST", "/api/GetOrderDetails", { userid: DEMO.id }],
    ["POST", "/api/GetAllAddress", { user_id: customer.id, res_id: 1 }],
    ["POST", "/api/insert_Customeraddress", { ...address, userid: customer.id }],
    ["POST", "/api/update_address", { ...address, userid: customer.id, address_id: addressId }],
    ["POST", "/api/delete_address", { userid: customer.id, address_id: addressId }],
    ["POST", "/api/Add_cart", [{ userid: customer.id }]],
    ["POST", "/api/add_cart_lines", { userid: customer.id, lines: [{ prod_id: stocked.id, units: 1 }] }],
    ["POST", "/api/set_cart_unit", { userid: customer.id, prod_id: stocked.id, unit: 1 }],
    ["POST", "/api/Add_cart", [{ prod_id: 1, userid: customer.id, unit: 1 }]],
    ["POST", "/api/Delete_cart", { prod_id: stocked.id, userid: customer.id }],
    ["POST", "/api/clear_cart", { userid: customer.id }],
    [
      "POST",
      "/api/insert_order",
      {
        userid: customer.id,
        payment_intent_id: `pi_forged_${Date.now()}`,
        address_id: addressId,
        items: [{ prod_id: stocked.id, unit: 1 }],
      },
    ],
    // The operator's fulfilment call (issue 42): a stranger moves no order on. Before the
    // cancellation, which would leave nothing to move with the token.
    ["POST", "/api/advance_order", { number: orderId, to: "packed" }],
    [
      "POST",
      "/api/cancel_order",
      { userid: customer.id, order_id: orderId, reason: "Ordered By Mistake", comment: "Cancelled by a stranger." },
    ],
  ];
});

describe("protected calls", () => {
  it("are 401 with WWW-Authenticate: Bearer for every outsider, and change nothing", async () => {
    const before = await snapshot();
    for (const [method, path, body] of protectedCalls) {
      for (const [label, headers] of OUTSIDERS) {
        expectUnauthorised(await outsider(headers, method, path, body), `${method} ${path} with ${label}`);
      }
    }
    const after = await snapshot();
    // No order placed or cancelled, no stock taken, no address or cart line added, changed or removed.
    expect(after).toEqual(before);
    expect(after.orders.every((line: { CoOrderStatus: string }) => line.CoOrderStatus === "Placed")).toBe(true);
  });

  it("refuse a forged insert_order without a token: no order and no stock taken", async () => {
    const intent = `pi_outsider_${Date.now()}`;
    const stock = (await product(stocked.id)).quantity;
    const forged = await outsider({}, "POST", "/api/insert_order", {
      userid: customer.id,
      payment_intent_id: intent,
      address_id: addressId,
      items: [{ prod_id: stocked.id, unit: 1 }],
    });
    expectUnauthorised(forged, "insert_order");
    expect((await product(stocked.id)).quantity).toBe(stock);
    const orders = await post("/api/GetOrderDetails", { userid: customer.id });
    expect(orders.body.data.map((line: { CoPaymentReference: string }) => line.CoPaymentReference)).not.toContain(
      intent,
    );
    // The same intent with the token is a new order: nothing was recorded under it before.
    const real = await post("/api/insert_order", {
      userid: customer.id,
      payment_intent_id: intent,
      address_id: addressId,
      items: [{ prod_id: stocked.id, unit: 1 }],
    });
    expectOk(real, 201);
    expect(real.body.created).toBe(true);
  });

  it("refuse reading another customer's orders and addresses without the token", async () => {
    for (const [path, body] of [
      ["/api/GetOrderDetails", { userid: DEMO.id }],
      ["/api/GetAllAddress", { user_id: DEMO.id, res_id: 1 }],
    ] as const) {
      const response = await outsider({}, "POST", path, body);
      expectUnauthorised(response, path);
      expect(response.text).not.toMatch(/CoOrderID|address1/);
    }
  });

  it("work with the right token", async () => {
    for (const [method, path, body] of protectedCalls.filter(([, path]) => path !== "/api/delete_address")) {
      const response = await call(method, path, body);
      expect([200, 201], `${method} ${path}: ${response.text}`).toContain(response.status);
      expect(response.body.status).toBe("true");
    }
    expectOk(await post("/api/delete_address", { userid: customer.id, address_id: addressId }));
  });

  it("include every route not listed as public, known or not: deny by default", async () => {
    for (const path of ["/api/NoSuchCall", "/api/GetAllTax/", "/api/getalltax", "/api/GetProduct/1/extra"]) {
      expectUnauthorised(await outsider({}, "GET", path), path);
      expectError(await get(path), 404, "Not found");
    }
    // A public path with another method is not public either.
    expectUnauthorised(await outsider({}, "POST", "/api/GetAllTax", {}), "POST GetAllTax");
  });
});

describe("public calls", () => {
  it("serve the catalogue without a token", async () => {
    const reads: [method: "GET" | "POST", path: string, body?: unknown][] = [
      ["GET", "/api/GetAllProduct"],
      ["GET", "/api/GetProduct/1"],
      ["GET", "/api/GetAllHeaderWithProduct"],
      ["GET", "/api/GetAllTax"],
      ["GET", "/api/GetResellerLogo"],
      ["POST", "/api/GetAllCategory", {}],
      ["POST", "/api/GetAllProductFilter", { subcat_id: null, min_amt: 0, max_amt: 100000 }],
    ];
    for (const [method, path, body] of reads) expectOk(await outsider({}, method, path, body));
    // A wrong token on a public read is simply not needed: still served.
    expectOk(await outsider({ Authorization: "Bearer nonsense" }, "GET", "/api/GetAllTax"));
  });

  it("serve the images without a token", async () => {
    for (const [path, type] of [
      ["/ResellerLogo/logo.png", "image/png"],
      ["/products/p0001.jpg", "image/jpeg"],
    ]) {
      const response = await fetch(`${inject("shopApiUrl")}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toContain(type);
    }
  });
});

describe("a Worker without API_TOKEN", () => {
  let bare: ShopApiProcess;

  beforeAll(async () => {
    bare = await startShopApi({ stateDir: inject("shopApiStateDir"), port: 8817, apiToken: null });
  });

  afterAll(async () => {
    await bare?.stop();
  });

  async function raw(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${bare.url}${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as Record<string, unknown> };
  }

  it("refuses every protected call with 503 in the contract's error shape, token or not", async () => {
    const before = await snapshot();
    for (const [method, path, body] of protectedCalls) {
      const attempts: Record<string, string>[] = [{}, { Authorization: `Bearer ${inject("shopApiToken")}` }];
      for (const headers of attempts) {
        const response = await raw(method, path, body, headers);
        expect(response.status, `${method} ${path}`).toBe(503);
        expect(Object.keys(response.body).sort()).toEqual(["message", "status"]);
        expect(response.body.status).toBe("false");
        expect(response.body.message).toMatch(/API_TOKEN/);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("still serves the public catalogue reads and images", async () => {
    for (const path of ["/api/GetAllTax", "/api/GetAllProduct", "/api/GetProduct/2", "/api/GetResellerLogo"]) {
      const response = await raw("GET", path);
      expect(response.status, path).toBe(200);
      expect(response.body.status).toBe("true");
    }
    expect((await raw("POST", "/api/GetAllCategory", {})).status).toBe(200);
    expect((await fetch(`${bare.url}/ResellerLogo/logo.png`)).status).toBe(200);
  });
});
