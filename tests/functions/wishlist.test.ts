// GET/PUT /api/wishlist: a customer's wishlist, kept by the functions in Netlify Blobs (the shop
// API has no wishlist call). Each customer sees only their own list; the body rules of every
// JSON route hold.
import { beforeAll, describe, expect, it } from "vitest";
import { WISHLIST_MAX_ITEMS } from "@/domain/wishlist";
import { call, newCustomer, type TestCustomer } from "./client";
import { expectError } from "./helpers";

let first: TestCustomer;
let second: TestCustomer;

beforeAll(async () => {
  [first, second] = await Promise.all([newCustomer("Wish"), newCustomer("Other")]);
});

const getIds = async (cookie: string) => {
  const result = await call<{ ids: number[] }>("GET", "/api/wishlist", { cookie });
  expect(result.status).toBe(200);
  expect(result.headers.get("cache-control")).toContain("no-store");
  return result.body.ids;
};

describe("/api/wishlist", () => {
  it("a new customer's list is empty; PUT replaces it and GET answers it, in order", async () => {
    expect(await getIds(first.cookie)).toEqual([]);
    const put = await call<{ ids: number[] }>("PUT", "/api/wishlist", {
      cookie: first.cookie,
      body: { ids: [7, 3, 12] },
    });
    expect(put.status).toBe(200);
    expect(put.body.ids).toEqual([7, 3, 12]);
    expect(await getIds(first.cookie)).toEqual([7, 3, 12]);
  });

  it("each customer has their own list", async () => {
    await call("PUT", "/api/wishlist", { cookie: second.cookie, body: { ids: [5] } });
    expect(await getIds(second.cookie)).toEqual([5]);
    expect(await getIds(first.cookie)).toEqual([7, 3, 12]);
  });

  it("an empty list clears it", async () => {
    await call("PUT", "/api/wishlist", { cookie: second.cookie, body: { ids: [] } });
    expect(await getIds(second.cookie)).toEqual([]);
  });

  it(`duplicates, non-ids and more than ${WISHLIST_MAX_ITEMS} ids are 400; the list is unchanged`, async () => {
    const bodies = [
      { ids: [1, 1] },
      { ids: [0] },
      { ids: [1.5] },
      { ids: ["3"] },
      { ids: Array.from({ length: WISHLIST_MAX_ITEMS + 1 }, (_, index) => index + 1) },
      { ids: 3 },
      {},
    ];
    for (const body of bodies) {
      const result = await call("PUT", "/api/wishlist", { cookie: first.cookie, body });
      expectError(result, 400, "validation_failed");
    }
    expect(await getIds(first.cookie)).toEqual([7, 3, 12]);
  });

  it("needs a session (401) and a same-origin request to change (403)", async () => {
    expectError(await call("GET", "/api/wishlist"), 401);
    expectError(await call("PUT", "/api/wishlist", { body: { ids: [1] } }), 401);
    expectError(
      await call("PUT", "/api/wishlist", { cookie: first.cookie, body: { ids: [1] }, origin: "https://evil.example" }),
      403,
    );
    expect(await getIds(first.cookie)).toEqual([7, 3, 12]);
  });
});
