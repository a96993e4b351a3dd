// Contract: the customers' wishlists and back-in-stock alerts (extensions, migration 0018,
// decision 041): kept in order, each product once, bounded as the storefront's rules say, every
// change idempotent, the carry-over's merge adding only what is missing, and none of it open
// without the service token.
import { beforeAll, describe, expect, it } from "vitest";
import { STOCK_ALERTS_FULL, STOCK_ALERTS_MAX_ITEMS } from "@/domain/stock-alerts";
import { WISHLIST_MAX_ITEMS } from "@/domain/wishlist-rules";
import { allProducts, call, expectError, expectOk, newCustomer, post, type ProductJson } from "./api";

let products: ProductJson[];

beforeAll(async () => {
  products = await allProducts();
});

const ids = (body: { data: { prod_id: number }[] }) => body.data.map((row) => row.prod_id);
const range = (count: number, from = 1) => Array.from({ length: count }, (_, index) => from + index);

describe("wishlists", () => {
  it("replace keeps the list's order, keeps one row per product, and sent twice changes nothing", async () => {
    const { id } = await newCustomer("Wishes");
    const empty = await post("/api/get_wishlist", { userid: id });
    expectOk(empty);
    expect(empty.body.data).toEqual([]);

    const first = await post("/api/replace_wishlist", { userid: id, prod_ids: [7, 3, 12] });
    expectOk(first);
    expect(ids(first.body)).toEqual([7, 3, 12]);
    const again = await post("/api/replace_wishlist", { userid: id, prod_ids: [7, 3, 12] });
    expect(again.body).toEqual(first.body);

    // A product kept keeps the date it was added; the order is the new list's.
    const moved = await post("/api/replace_wishlist", { userid: id, prod_ids: [12, 9, 7] });
    expect(ids(moved.body)).toEqual([12, 9, 7]);
    const addedAt = (body: { data: { prod_id: number; added_at: string }[] }, productId: number) =>
      body.data.find((row) => row.prod_id === productId)?.added_at;
    expect(addedAt(moved.body, 7)).toBe(addedAt(first.body, 7));
    expect(ids((await post("/api/get_wishlist", { userid: id })).body)).toEqual([12, 9, 7]);

    expect((await post("/api/replace_wishlist", { userid: id, prod_ids: [] })).body.data).toEqual([]);
  });

  it("keeps no list for a guest's checkout row (decision 063): its hearts are its browser's cookie", async () => {
    const guest = await post("/api/insert_guest", { email: `hearts-${Date.now()}@example.test` });
    expectOk(guest, 201);
    const id = guest.body.data[0].id as number;
    expectError(await post("/api/replace_wishlist", { userid: id, prod_ids: [7] }), 409);
    expectError(await post("/api/merge_wishlist", { userid: id, prod_ids: [7] }), 409);
    expect((await post("/api/get_wishlist", { userid: id })).body.data).toEqual([]);
  });

  it(`holds at most ${WISHLIST_MAX_ITEMS} products, each once; a refused list leaves the stored one`, async () => {
    const { id } = await newCustomer("Bounds");
    expectOk(await post("/api/replace_wishlist", { userid: id, prod_ids: [5] }));
    const full = await post("/api/replace_wishlist", { userid: id, prod_ids: range(WISHLIST_MAX_ITEMS) });
    expectOk(full);
    expect(ids(full.body)).toEqual(range(WISHLIST_MAX_ITEMS));
    for (const body of [
      { userid: id, prod_ids: range(WISHLIST_MAX_ITEMS + 1) },
      { userid: id, prod_ids: [4, 4] },
      { userid: id, prod_ids: [0] },
      { userid: id, prod_ids: 3 },
      { userid: id },
      { prod_ids: [1] },
    ]) {
      expectError(await post("/api/replace_wishlist", body), 400);
    }
    expect(ids((await post("/api/get_wishlist", { userid: id })).body)).toEqual(range(WISHLIST_MAX_ITEMS));
    expectError(await post("/api/replace_wishlist", { userid: 999_999_999, prod_ids: [1] }), 404);
  });

  it("the carry-over's merge puts the missing ids below the list, in order, while there is room, once", async () => {
    const { id } = await newCustomer("Merge");
    expectOk(await post("/api/replace_wishlist", { userid: id, prod_ids: [20, 21] }));
    const merged = await post("/api/merge_wishlist", { userid: id, prod_ids: [30, 21, 31] });
    expectOk(merged);
    expect(ids(merged.body)).toEqual([20, 21, 30, 31]);
    expect(merged.body.added).toBe(2);
    const twice = await post("/api/merge_wishlist", { userid: id, prod_ids: [30, 21, 31] });
    expect(ids(twice.body)).toEqual([20, 21, 30, 31]);
    expect(twice.body.added).toBe(0);
    // Room for WISHLIST_MAX_ITEMS - 4 more: the first of the rest go in, the others do not.
    const many = range(WISHLIST_MAX_ITEMS, 100);
    const filled = await post("/api/merge_wishlist", { userid: id, prod_ids: many });
    expect(ids(filled.body)).toEqual([20, 21, 30, 31, ...many.slice(0, WISHLIST_MAX_ITEMS - 4)]);
  });
});

describe("stock alerts", () => {
  it("adding twice keeps one alert, newest first, with the product's name; removing a missing one is fine", async () => {
    const { id } = await newCustomer("Alerts");
    const [a, b] = products as [ProductJson, ProductJson];
    expectOk(await post("/api/add_stock_alert", { userid: id, prod_id: a.id }));
    const second = await post("/api/add_stock_alert", { userid: id, prod_id: b.id });
    expectOk(second);
    const twice = await post("/api/add_stock_alert", { userid: id, prod_id: a.id });
    expectOk(twice);
    expect(twice.body.data).toEqual([
      expect.objectContaining({ prod_id: b.id, name: b.name, seen: false }),
      expect.objectContaining({ prod_id: a.id, name: a.name, seen: false }),
    ]);
    expect((await post("/api/get_stock_alerts", { userid: id })).body).toEqual(twice.body);

    const removed = await post("/api/remove_stock_alert", { userid: id, prod_id: b.id });
    expectOk(removed);
    expect(ids(removed.body)).toEqual([a.id]);
    const missing = await post("/api/remove_stock_alert", { userid: id, prod_id: b.id });
    expectOk(missing);
    expect(ids(missing.body)).toEqual([a.id]);

    expectError(await post("/api/add_stock_alert", { userid: id, prod_id: 999_999 }), 404);
    expectError(await post("/api/add_stock_alert", { userid: 999_999_999, prod_id: a.id }), 404);
    expectError(await post("/api/add_stock_alert", { userid: id, prod_id: "x" }), 400);
  });

  it("seen is replaced by the shown products; the stop ends every alert and counts them", async () => {
    const { id } = await newCustomer("Seen");
    const [a, b, c] = products as [ProductJson, ProductJson, ProductJson];
    for (const product of [a, b, c]) expectOk(await post("/api/add_stock_alert", { userid: id, prod_id: product.id }));
    const seen = await post("/api/mark_stock_alerts_seen", { userid: id, prod_ids: [a.id, b.id, 999_999] });
    expectOk(seen);
    expect(seen.body.data.map((row: { prod_id: number; seen: boolean }) => [row.prod_id, row.seen])).toEqual([
      [c.id, false],
      [b.id, true],
      [a.id, true],
    ]);
    const reseen = await post("/api/mark_stock_alerts_seen", { userid: id, prod_ids: [c.id] });
    expect(
      reseen.body.data.filter((row: { seen: boolean }) => row.seen).map((row: { prod_id: number }) => row.prod_id),
    ).toEqual([c.id]);
    expectError(
      await post("/api/mark_stock_alerts_seen", { userid: id, prod_ids: range(STOCK_ALERTS_MAX_ITEMS + 1) }),
      400,
    );

    const stopped = await post("/api/stop_stock_alerts", { userid: id });
    expectOk(stopped);
    expect(stopped.body.stopped).toBe(3);
    expect((await post("/api/stop_stock_alerts", { userid: id })).body.stopped).toBe(0);
    expect((await post("/api/get_stock_alerts", { userid: id })).body.data).toEqual([]);
  });

  it(`holds at most ${STOCK_ALERTS_MAX_ITEMS}, also when many adds arrive at once`, async () => {
    const { id } = await newCustomer("Full");
    const wanted = products.slice(0, STOCK_ALERTS_MAX_ITEMS + 5);
    const answers = await Promise.all(
      wanted.map((product) => post("/api/add_stock_alert", { userid: id, prod_id: product.id })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(STOCK_ALERTS_MAX_ITEMS);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expectError(refused, 409, STOCK_ALERTS_FULL);
    }
    const list = await post("/api/get_stock_alerts", { userid: id });
    expect(list.body.data).toHaveLength(STOCK_ALERTS_MAX_ITEMS);
    expect(new Set(ids(list.body)).size).toBe(STOCK_ALERTS_MAX_ITEMS);
    // Already on the full list: adding it again is no refusal.
    expectOk(await post("/api/add_stock_alert", { userid: id, prod_id: ids(list.body)[0] }));
  });

  it("the carry-over's merge keeps the blob's order, names and seen, below the list, once", async () => {
    const { id } = await newCustomer("MergeAlerts");
    const [a] = products as [ProductJson];
    expectOk(await post("/api/add_stock_alert", { userid: id, prod_id: a.id }));
    const alerts = [
      { prod_id: 999_001, name: "No longer sold", seen: false },
      { prod_id: a.id, name: "An old name", seen: true },
      { prod_id: 999_002, name: "Seen before", seen: true },
    ];
    const merged = await post("/api/merge_stock_alerts", { userid: id, alerts });
    expectOk(merged);
    expect(merged.body.added).toBe(2);
    expect(merged.body.data.map((row: object) => ({ ...row, created_at: undefined }))).toEqual([
      { prod_id: a.id, name: a.name, seen: false, created_at: undefined },
      { prod_id: 999_001, name: "No longer sold", seen: false, created_at: undefined },
      { prod_id: 999_002, name: "Seen before", seen: true, created_at: undefined },
    ]);
    const twice = await post("/api/merge_stock_alerts", { userid: id, alerts });
    expect(twice.body.added).toBe(0);
    expect(twice.body.data).toEqual(merged.body.data);
    expectError(
      await post("/api/merge_stock_alerts", { userid: id, alerts: [alerts[0], alerts[0]] }),
      400,
      "Each product may appear only once in alerts.",
    );
  });
});

describe("the service token", () => {
  it("every list call is refused without it, and changes nothing", async () => {
    const { id } = await newCustomer("Guarded");
    expectOk(await post("/api/replace_wishlist", { userid: id, prod_ids: [1] }));
    const calls: [path: string, body: unknown][] = [
      ["/api/get_wishlist", { userid: id }],
      ["/api/replace_wishlist", { userid: id, prod_ids: [2] }],
      ["/api/merge_wishlist", { userid: id, prod_ids: [2] }],
      ["/api/get_stock_alerts", { userid: id }],
      ["/api/add_stock_alert", { userid: id, prod_id: 1 }],
      ["/api/remove_stock_alert", { userid: id, prod_id: 1 }],
      ["/api/mark_stock_alerts_seen", { userid: id, prod_ids: [] }],
      ["/api/stop_stock_alerts", { userid: id }],
      ["/api/merge_stock_alerts", { userid: id, alerts: [] }],
      ["/api/enqueue_back_in_stock_messages", {}],
    ];
    for (const [path, body] of calls) {
      const refused = await call("POST", path, body, {}, { token: null });
      expectError(refused, 401);
      expect(refused.text, path).not.toContain('"data"');
    }
    expect(ids((await post("/api/get_wishlist", { userid: id })).body)).toEqual([1]);
    expect((await post("/api/get_stock_alerts", { userid: id })).body.data).toEqual([]);
  });
});
