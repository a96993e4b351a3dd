// Unit: the shop API's get_checkout_basis (shop-api/src/routes/checkout.ts) reads the cart, the
// address and the tax table in one trip to the database. Its answer is the contract suite's and
// the functions suite's (tests/functions/checkout*.test.ts); here a stand-in D1 counts the trips.
import { describe, expect, it } from "vitest";
import shopApi from "../../shop-api/src/index";

interface Statement {
  sql: string;
  values: unknown[];
  bind(...values: unknown[]): Statement;
  first(): Promise<unknown>;
  all(): Promise<{ results: unknown[] }>;
}

/** Answers each statement by what it selects from; every first(), all() and batch() is one trip. */
function fakeDatabase(rows: { customers: unknown[]; cart: unknown[]; addresses: unknown[]; taxes: unknown[] }) {
  const trips: string[] = [];
  const resultsOf = (sql: string, values: unknown[]): unknown[] => {
    if (/FROM cart_items/.test(sql)) return rows.cart;
    if (/COALESCE/.test(sql)) return [{ id: null }];
    if (/FROM addresses WHERE id = \?/.test(sql))
      return rows.addresses.filter((row) => (row as { id: number }).id === values[0]);
    if (/FROM taxes/.test(sql)) return rows.taxes;
    if (/FROM customers WHERE id = \?/.test(sql))
      return rows.customers.filter((row) => (row as { id: number }).id === values[0]);
    throw new Error(`unexpected query: ${sql}`);
  };
  const statement = (sql: string, values: unknown[] = []): Statement => ({
    sql,
    values,
    bind: (...bound) => statement(sql, bound),
    first: async () => {
      trips.push("first");
      return resultsOf(sql, values)[0] ?? null;
    },
    all: async () => {
      trips.push("all");
      return { results: resultsOf(sql, values) };
    },
  });
  const db = {
    prepare: (sql: string) => statement(sql),
    batch: async (statements: Statement[]) => {
      trips.push("batch");
      return statements.map((each) => ({ results: resultsOf(each.sql, each.values) }));
    },
  };
  return { db, trips };
}

const TAX = { id: 2, province: "British Columbia", province_code: "BC", gst_hst_tax: 5, pst_tax: 7 };
const ADDRESS = {
  id: 4,
  firstname: "Asha",
  lastname: "Rao",
  email: "asha@shop.test",
  address1: "1 Main St",
  address2: "",
  city: "Vancouver",
  district: "",
  state: "British Columbia",
  province: "British Columbia",
  pincode: "V6E 3P3",
  mobileno: "6045550187",
  country: "Canada",
};

const TOKEN = "unit-test-service-token";

function post(db: unknown, body: unknown) {
  const request = new Request("http://shop-api.test/api/get_checkout_basis", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify(body),
  });
  return shopApi.fetch(request, { DB: db as D1Database, API_TOKEN: TOKEN }, {} as ExecutionContext);
}

describe("get_checkout_basis", () => {
  it("reads the customer, the cart, the address and the tax table in one trip to the database", async () => {
    const { db, trips } = fakeDatabase({ customers: [{ id: 7 }], cart: [], addresses: [ADDRESS], taxes: [TAX] });
    const response = await post(db, { userid: 7, address_id: 4 });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { cart: unknown[]; addresses: Array<{ id: number }>; taxes: unknown[] };
    expect(body.cart).toEqual([]);
    expect(body.addresses.map((address) => address.id)).toEqual([4]);
    expect(body.taxes).toEqual([TAX]);
    expect(trips).toEqual(["batch"]);
  });

  it("answers 404 for an unknown customer", async () => {
    const { db } = fakeDatabase({ customers: [], cart: [], addresses: [], taxes: [TAX] });
    const response = await post(db, { userid: 8, address_id: 4 });
    expect(response.status).toBe(404);
  });
});
