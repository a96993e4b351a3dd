// How many times the functions call the shop API to price a checkout (decision 056): the totals
// and the payment intent read the cart, the chosen address and the tax table in one call, in
// either language. Each call to the shop API is one round trip a busy Worker queues; three in
// parallel had made their p99 about three times a pass-through call's. The functions here are a
// server of this file's own whose shop API is a proxy that counts what passes through it, its
// scheduled functions off so that only the call under test reaches the proxy.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { CheckoutTotals, PaymentIntentResponse } from "@/domain/checkout";
import { startFunctionsServer } from "../support/local-stack";
import { call, newCustomer, signIn, type TestCustomer } from "./client";
import { addAddress, lineFor, pickProducts, putCart } from "./helpers";

const PORT = 8885;
const shopApiUrl = inject("shopApiUrl");

/** The shop API's paths the proxy passed on, in order. */
const seen: string[] = [];
/** While set, the proxy answers the batch read 404, as a shop API with SPEC section 7's calls alone. */
let withoutBasis = false;

function startCountingProxy(target: string): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? "/", "http://proxy").pathname;
    seen.push(path);
    if (withoutBasis && path === "/api/get_checkout_basis") {
      incoming.resume();
      outgoing.writeHead(404, { "Content-Type": "application/json" }).end('{"status":"false","message":"Not found"}');
      return;
    }
    const headers = { ...incoming.headers };
    delete headers.host;
    const upstream = http.request(`${target}${incoming.url ?? "/"}`, { method: incoming.method, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
let functions: Awaited<ReturnType<typeof startFunctionsServer>>;
let customer: TestCustomer;
let cookie: string;
let addressId: number;

beforeAll(async () => {
  proxy = await startCountingProxy(shopApiUrl);
  functions = await startFunctionsServer({
    port: PORT,
    env: {
      SHOP_API_URL: proxy.url,
      IMAGE_HOST: shopApiUrl,
      SHOP_API_TOKEN: inject("shopApiToken"),
      PAYMENT_SANDBOX_URL: inject("sandboxUrl"),
      SCHEDULED_FUNCTIONS_EVERY_MS: "off",
    },
  });
  // Set up through the suite's server, so that the proxy sees only what is measured.
  customer = await newCustomer("Trips");
  addressId = (await addAddress(customer.cookie, "Quebec")).id;
  const products = await pickProducts(2, (product) => product.stock >= 5);
  await putCart(
    customer.cookie,
    products.map((product) => lineFor(product, 1)),
  );
  cookie = await signIn(customer.email, customer.password);
});

afterAll(async () => {
  await functions?.stop();
  await new Promise<void>((resolve) => (proxy ? proxy.server.close(() => resolve()) : resolve()));
});

/** The shop API paths one call to the functions made, and its answer. */
async function tripsOf(path: string): Promise<{ trips: string[]; body: unknown }> {
  seen.length = 0;
  const result = await call<CheckoutTotals | PaymentIntentResponse>("POST", path, {
    site: functions.baseUrl,
    cookie,
    body: { addressId },
  });
  expect(result.status, result.text).toBe(200);
  return { trips: [...seen], body: result.body };
}

describe("shop API round trips of pricing a checkout", () => {
  it.each(["/api/checkout/totals", "/api/checkout/totals?locale=fr", "/create-payment-intent"])(
    "%s reads the shop API once",
    async (path) => {
      expect((await tripsOf(path)).trips).toEqual(["/api/get_checkout_basis"]);
    },
  );

  it("a shop API without the batch read gets SPEC section 7's three reads, and the totals are the same", async () => {
    const { body: batched } = await tripsOf("/api/checkout/totals");
    withoutBasis = true;
    try {
      const { trips, body } = await tripsOf("/api/checkout/totals");
      expect(trips[0]).toBe("/api/get_checkout_basis");
      expect(trips.slice(1).sort()).toEqual(["/api/Add_cart", "/api/GetAllAddress", "/api/GetAllTax"]);
      expect(body).toEqual(batched);
    } finally {
      withoutBasis = false;
    }
  });
});
