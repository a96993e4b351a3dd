// Contract: enqueue_back_in_stock_messages (extension, decision 028), the returns to stock the
// products_restocked trigger counts (migration 0013), and the outbox's kinds as a table.
import { beforeAll, describe, expect, it } from "vitest";
import { executeSql, readSql, setStock } from "../support/shop-db";
import { allProducts, expectError, expectOk, newCustomer, post, type ProductJson } from "./api";

let watched: ProductJson;
let neverOut: ProductJson;
let customers: { id: number }[];

beforeAll(async () => {
  const stocked = (await allProducts()).filter((p) => p.quantity >= 5);
  // From the middle of the catalogue: other files take the first and last products.
  watched = stocked[Math.floor(stocked.length / 2)] as ProductJson;
  neverOut = stocked[Math.floor(stocked.length / 2) + 1] as ProductJson;
  customers = await Promise.all([newCustomer("Watcher"), newCustomer("Watcher")]);
});

const enqueue = (alerts: { userid: number; prod_id: number }[]) =>
  post("/api/enqueue_back_in_stock_messages", { alerts });

describe("back-in-stock messages", () => {
  it("one per alert whose product has returned to stock, written once however often asked; a new return writes new ones", async () => {
    const [a, b] = customers as [{ id: number }, { id: number }];
    const alerts = [
      { userid: a.id, prod_id: watched.id },
      { userid: b.id, prod_id: watched.id },
      // In stock all along: it never returned, so it is not news.
      { userid: a.id, prod_id: neverOut.id },
    ];
    await setStock([[watched.id, 0]]);
    const soldOut = await enqueue(alerts);
    expectOk(soldOut);
    expect(soldOut.body.created).toEqual([]);

    await setStock([[watched.id, 3]]);
    const [restocks] = await readSql(`SELECT restocks FROM product_restocks WHERE product_id = ${watched.id}`);
    const first = Number(restocks?.restocks);
    const back = await enqueue(alerts);
    expectOk(back);
    expect(back.body.created).toEqual([
      `back-in-stock:${a.id}-${watched.id}:${first}`,
      `back-in-stock:${b.id}-${watched.id}:${first}`,
    ]);
    // Asked again (every scheduled run): nothing new. Stock moving while in stock is no return.
    await setStock([[watched.id, 5]]);
    expect((await enqueue(alerts)).body.created).toEqual([]);

    await setStock([[watched.id, 0]]);
    await setStock([[watched.id, 2]]);
    const again = await enqueue(alerts);
    expect(again.body.created).toEqual([
      `back-in-stock:${a.id}-${watched.id}:${first + 1}`,
      `back-in-stock:${b.id}-${watched.id}:${first + 1}`,
    ]);
    const rows = await readSql(
      `SELECT key, kind, customer_id, payload, sent_at FROM outbox WHERE key LIKE 'back-in-stock:${a.id}-%' ORDER BY key`,
    );
    expect(rows).toEqual([
      {
        key: `back-in-stock:${a.id}-${watched.id}:${first}`,
        kind: "back-in-stock",
        customer_id: a.id,
        payload: JSON.stringify({ productId: watched.id, restock: first }),
        sent_at: null,
      },
      expect.objectContaining({ key: `back-in-stock:${a.id}-${watched.id}:${first + 1}` }),
    ]);
    await setStock([[watched.id, watched.quantity]]);
  });

  it("takes only customers and products that exist, at most 200 alerts, and answers nothing for none", async () => {
    const [a] = customers as [{ id: number }];
    expect((await enqueue([{ userid: 999_999, prod_id: watched.id }])).body.created).toEqual([]);
    expect((await enqueue([{ userid: a.id, prod_id: 999_999 }])).body.created).toEqual([]);
    expect((await enqueue([])).body.created).toEqual([]);
    expectError(await enqueue(Array.from({ length: 201 }, () => ({ userid: a.id, prod_id: watched.id }))), 400);
    expectError(await post("/api/enqueue_back_in_stock_messages", { alerts: [{ userid: "x" }] }), 400);
  });

  it("the outbox refuses a kind that outbox_kinds does not declare", async () => {
    const [a] = customers as [{ id: number }];
    await expect(
      executeSql(
        `INSERT INTO outbox (key, kind, customer_id, created_at, due_at) VALUES ('no-such-kind:1', 'no-such-kind', ${a.id}, '2026-01-01', '2026-01-01')`,
      ),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});
