// Contract: enqueue_back_in_stock_messages (extension, decisions 028 and 041) over the stored
// alerts (migration 0018), the returns to stock the products_restocked trigger counts (migration
// 0013), and the outbox's kinds as a table.
import { beforeAll, describe, expect, it } from "vitest";
import { ALERTS_TO_NOTIFY } from "../../shop-api/src/lib/back-in-stock";
import { executeSql, readSql, setStock } from "../support/shop-db";
import { allProducts, expectOk, newCustomer, post, type ProductJson } from "./api";

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

/**
 * One scheduled run's call; the keys it wrote for these customers (other files' customers follow
 * products too, and the call serves every stored alert).
 */
async function enqueue(): Promise<string[]> {
  const answer = await post("/api/enqueue_back_in_stock_messages", {});
  expectOk(answer);
  const prefixes = customers.map((customer) => `back-in-stock:${customer.id}-`);
  return (answer.body.created as string[]).filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
}

const follow = async (userid: number, productId: number) =>
  expectOk(await post("/api/add_stock_alert", { userid, prod_id: productId }));

describe("back-in-stock messages", () => {
  it("one per alert whose product has returned to stock, written once however often asked; a new return writes new ones", async () => {
    const [a, b] = customers as [{ id: number }, { id: number }];
    await setStock([[watched.id, 0]]);
    await follow(a.id, watched.id);
    await follow(b.id, watched.id);
    // In stock all along: it never returned, so it is not news.
    await follow(a.id, neverOut.id);
    expect(await enqueue()).toEqual([]);

    await setStock([[watched.id, 3]]);
    const [restocks] = await readSql(`SELECT restocks FROM product_restocks WHERE product_id = ${watched.id}`);
    const first = Number(restocks?.restocks);
    expect((await enqueue()).sort()).toEqual(
      [`back-in-stock:${a.id}-${watched.id}:${first}`, `back-in-stock:${b.id}-${watched.id}:${first}`].sort(),
    );
    // Asked again (every scheduled run): nothing new. Stock moving while in stock is no return.
    await setStock([[watched.id, 5]]);
    expect(await enqueue()).toEqual([]);

    await setStock([[watched.id, 0]]);
    await setStock([[watched.id, 2]]);
    expect((await enqueue()).sort()).toEqual(
      [`back-in-stock:${a.id}-${watched.id}:${first + 1}`, `back-in-stock:${b.id}-${watched.id}:${first + 1}`].sort(),
    );
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

  it("an alert removed before the return writes nothing", async () => {
    const [a, b] = customers as [{ id: number }, { id: number }];
    await setStock([[watched.id, 0]]);
    expectOk(await post("/api/remove_stock_alert", { userid: b.id, prod_id: watched.id }));
    await setStock([[watched.id, 4]]);
    const [restocks] = await readSql(`SELECT restocks FROM product_restocks WHERE product_id = ${watched.id}`);
    expect(await enqueue()).toEqual([`back-in-stock:${a.id}-${watched.id}:${Number(restocks?.restocks)}`]);
    await setStock([[watched.id, watched.quantity]]);
  });

  it("finds the followers from the restocked products through the index by product, never by scanning every alert", async () => {
    const plan = await readSql(`EXPLAIN QUERY PLAN ${ALERTS_TO_NOTIFY}`);
    const steps = plan.map((row) => String(row.detail));
    expect(steps).toContainEqual(
      expect.stringMatching(/^SEARCH a USING (COVERING )?INDEX stock_alerts_by_product \(product_id=\?\)/),
    );
    expect(steps.filter((step) => /^SCAN a\b/.test(step))).toEqual([]);
  });

  it("the outbox refuses a kind that outbox_kinds does not declare", async () => {
    const [a] = customers as [{ id: number }];
    const insert = `INSERT INTO outbox (key, kind, customer_id, created_at, due_at) VALUES ('no-such-kind:1', 'no-such-kind', ${a.id}, '2026-01-01', '2026-01-01')`;
    // While the servers' scheduled claims hold the file's lock, this process's workerd answers an
    // assertion ("false == true", seen in CI) instead of the constraint; the insert wrote nothing
    // then, so it is tried again until SQLite itself answers.
    let refusal = "";
    for (let attempt = 1; attempt <= 10 && !/FOREIGN KEY/.test(refusal); attempt++) {
      refusal = await executeSql(insert).then(
        () => "inserted",
        (error: unknown) => String(error),
      );
      expect(refusal).not.toBe("inserted");
    }
    expect(refusal).toMatch(/FOREIGN KEY/);
  });
});
