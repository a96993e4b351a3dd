// /api/stock-alerts: a customer's back-in-stock alerts, kept by the functions in Netlify Blobs
// (the shop API has none). Only sold-out products can be followed, at most 50; each answer says
// every product's state now and which ones are back in stock unseen. Each customer sees and
// changes only their own list. Stock is changed in the shop API's database as its owner would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StockAlertsBody } from "@/domain/stock-alerts";
import { setStock } from "../support/shop-db";
import { call, newCustomer, type TestCustomer } from "./client";
import { expectError, shopProducts, type Picked } from "./helpers";

const LIMIT = 50;

let first: TestCustomer;
let second: TestCustomer;
/** In-stock products made sold out for this file (their stock is put back after it). */
let soldOut: Picked[];
let inStock: Picked;

beforeAll(async () => {
  const products = await shopProducts();
  const stocked = products.filter((product) => product.stock >= 5);
  // The end of the catalogue, away from the first products other files pick.
  soldOut = stocked.slice(-(LIMIT + 2));
  inStock = stocked[0] as Picked;
  // Written from this process before the sign-ups: beside the Worker's writes it fails them (SQLITE_BUSY).
  await setStock(soldOut.map((p) => [p.id, 0]));
  [first, second] = await Promise.all([newCustomer("Alert"), newCustomer("Other")]);
});

afterAll(async () => {
  await setStock(soldOut.map((product) => [product.id, product.stock]));
});

async function list(cookie: string): Promise<StockAlertsBody> {
  const result = await call<StockAlertsBody>("GET", "/api/stock-alerts", { cookie });
  expect(result.status, result.text).toBe(200);
  expect(result.headers.get("cache-control")).toContain("no-store");
  return result.body;
}

const ids = (body: StockAlertsBody) => body.alerts.map((alert) => alert.productId);

describe("/api/stock-alerts", () => {
  it("a new customer's list is empty; PUT adds a sold-out product (newest first, once), DELETE removes it", async () => {
    expect(await list(first.cookie)).toEqual({ alerts: [], backInStock: [] });
    const [a, b] = soldOut as [Picked, Picked];
    const added = await call<StockAlertsBody>("PUT", `/api/stock-alerts/${a.id}`, { cookie: first.cookie });
    expect(added.status, added.text).toBe(200);
    expect(added.body.alerts).toEqual([
      expect.objectContaining({
        productId: a.id,
        name: a.name,
        state: "sold-out",
        product: expect.objectContaining({ id: a.id, stock: 0 }),
      }),
    ]);
    await call("PUT", `/api/stock-alerts/${b.id}`, { cookie: first.cookie });
    // Twice is still once.
    const again = await call<StockAlertsBody>("PUT", `/api/stock-alerts/${a.id}`, { cookie: first.cookie });
    expect(again.status).toBe(200);
    expect(ids(again.body)).toEqual([b.id, a.id]);
    expect(ids(await list(first.cookie))).toEqual([b.id, a.id]);

    const removed = await call<StockAlertsBody>("DELETE", `/api/stock-alerts/${b.id}`, { cookie: first.cookie });
    expect(removed.status).toBe(200);
    expect(ids(removed.body)).toEqual([a.id]);
    // Removing what is not on the list changes nothing.
    const absent = await call<StockAlertsBody>("DELETE", `/api/stock-alerts/${b.id}`, { cookie: first.cookie });
    expect(absent.status).toBe(200);
    expect(ids(absent.body)).toEqual([a.id]);
  });

  it("a product back in stock is counted until the list has shown it (POST /seen replaces what was shown)", async () => {
    const [a] = soldOut as [Picked];
    await setStock([[a.id, 4]]);
    const back = await list(first.cookie);
    expect(back.alerts[0]).toMatchObject({ productId: a.id, state: "in-stock", product: { stock: 4 } });
    expect(back.backInStock).toEqual([a.id]);

    const seen = await call<StockAlertsBody>("POST", "/api/stock-alerts/seen", {
      cookie: first.cookie,
      body: { ids: [a.id, 999_999] },
    });
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body.backInStock).toEqual([]);
    expect((await list(first.cookie)).backInStock).toEqual([]);

    // The list showing it no longer in stock (sold out again) makes it count anew when it is.
    await call("POST", "/api/stock-alerts/seen", { cookie: first.cookie, body: { ids: [] } });
    expect((await list(first.cookie)).backInStock).toEqual([a.id]);
  }, 120_000);

  it("another customer neither sees nor changes the list", async () => {
    const [a] = soldOut as [Picked];
    expect(await list(second.cookie)).toEqual({ alerts: [], backInStock: [] });
    expect(
      ids((await call<StockAlertsBody>("DELETE", `/api/stock-alerts/${a.id}`, { cookie: second.cookie })).body),
    ).toEqual([]);
    await call("POST", "/api/stock-alerts/seen", { cookie: second.cookie, body: { ids: [a.id] } });
    expect(ids(await list(first.cookie))).toEqual([a.id]);
  });

  it(`holds at most ${LIMIT} products: the next one is 409 with a clear message, and the list is unchanged`, async () => {
    const fill = soldOut.slice(0, LIMIT);
    for (const product of fill.slice(1)) {
      const result = await call("PUT", `/api/stock-alerts/${product.id}`, { cookie: first.cookie });
      expect(result.status, result.text).toBe(200);
    }
    expect(ids(await list(first.cookie))).toHaveLength(LIMIT);
    const over = soldOut[LIMIT] as Picked;
    const full = expectError(
      await call("PUT", `/api/stock-alerts/${over.id}`, { cookie: first.cookie }),
      409,
      "list_full",
    );
    expect(full.message).toBe("You can follow at most 50 products. Remove one to add another.");
    expect(ids(await list(first.cookie))).not.toContain(over.id);
    // One already on the list is still fine.
    expect((await call("PUT", `/api/stock-alerts/${fill[3]?.id}`, { cookie: first.cookie })).status).toBe(200);
  });

  it("an unknown product is 404, one in stock 409, a bad id 400", async () => {
    expectError(await call("PUT", "/api/stock-alerts/987654321", { cookie: second.cookie }), 404, "product_not_found");
    const stocked = expectError(
      await call("PUT", `/api/stock-alerts/${inStock.id}`, { cookie: second.cookie }),
      409,
      "in_stock",
    );
    expect(stocked.message).toContain(inStock.name);
    for (const bad of ["0", "-3", "1.5", "abc", "1e3", "%20"]) {
      expectError(await call("PUT", `/api/stock-alerts/${bad}`, { cookie: second.cookie }), 400, "validation_failed");
      expectError(
        await call("DELETE", `/api/stock-alerts/${bad}`, { cookie: second.cookie }),
        400,
        "validation_failed",
      );
    }
    for (const body of [
      { ids: [0] },
      { ids: ["3"] },
      { ids: 3 },
      {},
      { ids: Array.from({ length: 51 }, (_, i) => i + 1) },
    ]) {
      expectError(
        await call("POST", "/api/stock-alerts/seen", { cookie: second.cookie, body }),
        400,
        "validation_failed",
      );
    }
    expect(await list(second.cookie)).toEqual({ alerts: [], backInStock: [] });
  });

  it("needs a session (401) and a same-origin request to change (403)", async () => {
    const [a] = soldOut as [Picked];
    expectError(await call("GET", "/api/stock-alerts"), 401, "unauthenticated");
    expectError(await call("PUT", `/api/stock-alerts/${a.id}`), 401, "unauthenticated");
    expectError(await call("DELETE", `/api/stock-alerts/${a.id}`), 401, "unauthenticated");
    expectError(await call("POST", "/api/stock-alerts/seen", { body: { ids: [] } }), 401, "unauthenticated");
    const second = soldOut[LIMIT + 1] as Picked;
    expectError(
      await call("PUT", `/api/stock-alerts/${second.id}`, { cookie: first.cookie, origin: "https://evil.example" }),
      403,
      "cross_origin",
    );
    expectError(
      await call("DELETE", `/api/stock-alerts/${a.id}`, { cookie: first.cookie, origin: "https://evil.example" }),
      403,
    );
    expect(ids(await list(first.cookie))).toContain(a.id);
    expectError(await call("PATCH", "/api/stock-alerts/1", { cookie: first.cookie }), 405);
  });
});
