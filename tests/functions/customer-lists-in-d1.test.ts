// Decision 041: the customers' wishlists and back-in-stock alerts live in the shop API's D1. The
// carry-over (npm run records:to-d1) moves what a Netlify Blobs store holds into it, in order and
// with `seen`, once, and the storefront's own answers read it back; the back-in-stock run asks the
// shop API one question however many customers follow something.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getStore, type Store } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { StockAlertsBody } from "@/domain/stock-alerts";
import type { FunctionsConfig } from "@functions/_shared/config";
import { queueBackInStockMessages } from "@functions/_shared/outbox";
import { createShopApiClient } from "@functions/_shared/shop-api-client";
import { moveRecordsToD1, RECORD_STORES } from "../../scripts/records-to-d1-move";
import { call, newCustomer, type TestCustomer } from "./client";
import { pickProducts, shopApiUrl, type Picked } from "./helpers";

const config: FunctionsConfig = {
  shopApiUrl,
  imageHost: shopApiUrl,
  shopApiTimeoutMs: 8000,
  shopApiToken: inject("shopApiToken"),
};

const NO_LONGER_SOLD = 999_999;

let blobsDir: string;
let blobs: BlobsServer;
let stores: { wishlists: Store; alerts: Store };
let customer: TestCustomer;
let products: Picked[];

beforeAll(async () => {
  blobsDir = mkdtempSync(join(tmpdir(), "records-to-d1-"));
  blobs = new BlobsServer({ directory: blobsDir, token: "local", port: 0 });
  const { port } = await blobs.start();
  const options = { siteID: "local", token: "local", edgeURL: `http://localhost:${port}` };
  stores = {
    wishlists: getStore({ name: RECORD_STORES.wishlists, ...options }),
    alerts: getStore({ name: RECORD_STORES.alerts, ...options }),
  };
  [customer, products] = await Promise.all([newCustomer("Carried"), pickProducts(4, (product) => product.stock > 0)]);
});

afterAll(async () => {
  await blobs.stop();
  rmSync(blobsDir, { recursive: true, force: true });
});

describe("the carry-over from Netlify Blobs", () => {
  it("moves a customer's wishlist and alerts into D1, in order and with seen, and /api reads them back", async () => {
    const [a, b, c, d] = products as [Picked, Picked, Picked, Picked];
    // The records as the functions wrote them before (one JSON blob per customer id).
    await stores.wishlists.setJSON(String(customer.id), { ids: [c.id, a.id, NO_LONGER_SOLD, b.id] });
    await stores.alerts.setJSON(String(customer.id), {
      items: [
        { id: a.id, name: a.name },
        { id: NO_LONGER_SOLD, name: "A product no longer sold" },
        { id: d.id, name: d.name },
      ],
      seen: [d.id],
    });
    // Left in place and reported: a record nobody can read, and a customer the shop API lacks.
    await stores.wishlists.setJSON("999999999", { ids: [a.id] });
    await stores.alerts.set(String(customer.id + 100_000), "not json at all");

    const report = await moveRecordsToD1(stores, createShopApiClient({ config }));
    expect(report.wishlists).toMatchObject({ moved: 1, added: 4 });
    expect(report.wishlists.left).toEqual([expect.stringMatching(/^999999999: the shop API refused \(404/)]);
    expect(report.alerts).toMatchObject({ moved: 1, added: 3 });
    expect(report.alerts.left).toEqual([expect.stringMatching(new RegExp(`^${customer.id + 100_000}: malformed`))]);

    const wishlist = await call<{ ids: number[] }>("GET", "/api/wishlist", { cookie: customer.cookie });
    expect(wishlist.status).toBe(200);
    expect(wishlist.body.ids).toEqual([c.id, a.id, NO_LONGER_SOLD, b.id]);
    const alerts = await call<StockAlertsBody>("GET", "/api/stock-alerts", { cookie: customer.cookie });
    expect(alerts.status).toBe(200);
    expect(alerts.body.alerts.map((alert) => [alert.productId, alert.name, alert.state])).toEqual([
      [a.id, a.name, "in-stock"],
      [NO_LONGER_SOLD, "A product no longer sold", "gone"],
      [d.id, d.name, "in-stock"],
    ]);
    // d was seen back in stock on the list before the move; a was not.
    expect(alerts.body.backInStock).toEqual([a.id]);

    // What moved is gone from Blobs; what could not move is still there.
    expect(await stores.wishlists.get(String(customer.id))).toBeNull();
    expect(await stores.alerts.get(String(customer.id))).toBeNull();
    expect((await stores.wishlists.list()).blobs.map((blob) => blob.key)).toEqual(["999999999"]);
  });

  it("a second run changes nothing, even after the customer changed their list", async () => {
    const [a] = products as [Picked];
    const changed = await call<{ ids: number[] }>("PUT", "/api/wishlist", {
      cookie: customer.cookie,
      body: { ids: [a.id] },
    });
    expect(changed.status).toBe(200);
    const report = await moveRecordsToD1(stores, createShopApiClient({ config }));
    expect(report.wishlists).toMatchObject({ moved: 0, added: 0 });
    expect(report.alerts).toMatchObject({ moved: 0, added: 0 });
    const wishlist = await call<{ ids: number[] }>("GET", "/api/wishlist", { cookie: customer.cookie });
    expect(wishlist.body.ids).toEqual([a.id]);
  });
});

describe("the back-in-stock run", () => {
  it("asks the shop API once, whatever the number of customers with alerts", async () => {
    const [product] = products as [Picked];
    const shopApi = createShopApiClient({ config });
    for (const follower of await Promise.all([newCustomer("Follower"), newCustomer("Follower")])) {
      await shopApi.addStockAlert(follower.id, product.id);
    }
    const asked: string[] = [];
    const counting = createShopApiClient({
      config,
      fetch: (input, init) => {
        asked.push(`${init?.method ?? "GET"} ${new URL(String(input)).pathname}`);
        return fetch(input, init);
      },
    });
    await queueBackInStockMessages(counting);
    expect(asked).toEqual(["POST /api/enqueue_back_in_stock_messages"]);
  });
});
