// Contract: a customer's own data (extensions get_customer_data and delete_customer, migration
// 0023, decision 049). The export holds every section of one customer and nothing of another;
// every table with a customer_id column is exported or said why not (the extension point for the
// tables later issues add); the deletion asks for the password, erases what is personal, keeps the
// orders without it, frees the email, writes one last message carrying the address, and is idempotent.
import { beforeAll, describe, expect, it } from "vitest";
import { EXPORT_SECTIONS, NOT_EXPORTED } from "../../shop-api/src/lib/customer-data-sections";
import { freshClientAddress } from "../support/client-addresses";
import { readSql } from "../support/shop-db";
import { allProducts, call, expectError, expectOk, newAddress, newCustomer, post, type ProductJson } from "./api";

let product: ProductJson;

beforeAll(async () => {
  const found = (await allProducts()).find((candidate) => candidate.quantity >= 5);
  if (!found) throw new Error("no product with 5 or more in stock");
  product = found;
});

/** A customer with one of everything: an address, an order, a cart line, a review, a wish and an alert. */
async function customerWithData(firstname: string) {
  const customer = await newCustomer(firstname);
  const addressId = await newAddress(customer.id, { name: `${firstname} Street`, address1: `${firstname} Road 1` });
  const paymentIntent = `pi_data_${firstname}_${Date.now()}`;
  const placed = await post("/api/insert_order", {
    userid: customer.id,
    payment_intent_id: paymentIntent,
    address_id: addressId,
    items: [{ prod_id: product.id, unit: 1, size: product.size[0] ?? "", color: product.color[0] ?? "" }],
  });
  expectOk(placed, 201);
  expectOk(
    await post("/api/Add_cart", [
      { prod_id: product.id, userid: customer.id, unit: 2, size: product.size[0], color: product.color[0] },
    ]),
  );
  expectOk(
    await post("/api/insert_review", {
      userid: customer.id,
      product_id: product.id,
      rating: 4,
      text: `${firstname} liked it`,
    }),
    201,
  );
  expectOk(await post("/api/replace_wishlist", { userid: customer.id, prod_ids: [product.id] }));
  expectOk(await post("/api/add_stock_alert", { userid: customer.id, prod_id: product.id }));
  return { ...customer, addressId, paymentIntent, orderId: placed.body.data[0].CoOrderID as number };
}

describe("get_customer_data", () => {
  it("holds every section of the customer's data, and none of another customer's", async () => {
    const [mine, theirs] = await Promise.all([customerWithData("Exporter"), customerWithData("Stranger")]);
    // A password check under way is the only sign-in history the shop keeps (decision 059).
    const client = freshClientAddress();
    for (const who of [mine, theirs]) {
      const refused = await call(
        "POST",
        "/api/customer_login",
        { email: who.email, password: "Wrong1234", res_id: 1 },
        { "X-Client-Address": client },
      );
      expect(refused.status).toBe(401);
    }
    const answer = await post("/api/get_customer_data", { userid: mine.id });
    expectOk(answer);
    const data = answer.body.data;
    expect(Object.keys(data)).toEqual(EXPORT_SECTIONS.map((section) => section.name));
    expect(data.profile).toMatchObject({ id: mine.id, email: mine.email, firstname: "Exporter", language: "en" });
    expect(data.addresses).toEqual([expect.objectContaining({ id: mine.addressId, address1: "Exporter Road 1" })]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        id: mine.orderId,
        delivery_address: expect.objectContaining({ address1: "Exporter Road 1" }),
        lines: [expect.objectContaining({ product_id: product.id, quantity: 1 })],
        events: [],
      }),
    ]);
    expect(data.sign_in_attempts).toEqual([expect.objectContaining({ client_address: client, attempts: 1 })]);
    expect(data.cart).toEqual([expect.objectContaining({ product_id: product.id, units: 2 })]);
    expect(data.reviews).toEqual([expect.objectContaining({ text: "Exporter liked it", rating: 4 })]);
    expect(data.wishlist).toEqual([expect.objectContaining({ product_id: product.id })]);
    expect(data.stock_alerts).toEqual([expect.objectContaining({ product_id: product.id })]);
    // The order's confirmation, as a record: no body, no other customer's (no welcome: the
    // customer did not consent to news and offers, decision 047).
    expect(data.messages).toEqual([
      expect.objectContaining({ kind: "order-confirmation", order_id: mine.orderId, payload: null }),
    ]);
    const text = JSON.stringify(data);
    for (const foreign of [theirs.email, "Stranger", theirs.paymentIntent]) expect(text).not.toContain(foreign);
    expect((data.orders as { id: number }[]).map((order) => order.id)).not.toContain(theirs.orderId);
    expect(text).not.toContain("password_hash");
    expect(text).not.toContain("pbkdf2");
  });

  it("answers 404 for nobody, and is closed without the service token", async () => {
    expectError(await post("/api/get_customer_data", { userid: 999_999_999 }), 404);
    expectError(await post("/api/get_customer_data", {}), 400);
    const anonymous = await call("POST", "/api/get_customer_data", { userid: 1 }, {}, { token: null });
    expect(anonymous.status).toBe(401);
  });

  it("covers every table that holds a customer_id: exported, or listed with why not", async () => {
    // D1 refuses sqlite_master and pragma functions; its PRAGMA statements answer.
    const names = (await readSql("PRAGMA table_list"))
      .filter((row) => row.type === "table" && !/^(sqlite_|_cf_)/.test(String(row.name)))
      .map((row) => String(row.name));
    const columns = await Promise.all(names.map((name) => readSql(`PRAGMA table_info(${name})`)));
    const tables = names
      .filter((_, index) => columns[index]?.some((column) => column.name === "customer_id"))
      .map((name) => ({ name }));
    const covered = new Set([...EXPORT_SECTIONS.flatMap((section) => section.tables), ...Object.keys(NOT_EXPORTED)]);
    const uncovered = tables.map((row) => String(row.name)).filter((name) => !covered.has(name));
    expect(uncovered, "add a section to EXPORT_SECTIONS (shop-api/src/lib/customer-data.ts)").toEqual([]);
  });
});

describe("delete_customer", () => {
  it("refuses a wrong password and changes nothing", async () => {
    const customer = await newCustomer("Careful");
    expectError(await post("/api/delete_customer", { userid: customer.id, password: "Wrong1234" }), 401);
    expectOk(await post("/api/customer_login", { email: customer.email, password: customer.password, res_id: 1 }));
  });

  it("erases the personal data, keeps the orders without it, frees the email, and writes the last message once", async () => {
    const customer = await customerWithData("Leaver");
    const other = await customerWithData("Stayer");
    const deleted = await post("/api/delete_customer", { userid: customer.id, password: customer.password });
    expectOk(deleted);
    expect(deleted.body).toMatchObject({ deleted: true, already: false });

    expectError(
      await post("/api/customer_login", { email: customer.email, password: customer.password, res_id: 1 }),
      401,
    );
    expectError(await post("/api/get_customer_data", { userid: customer.id }), 404);
    const [row] = await readSql(
      `SELECT firstname, lastname, email, mobileno, password_hash, deleted_at FROM customers WHERE id = ${customer.id}`,
    );
    expect(row).toMatchObject({ firstname: "", lastname: "", mobileno: "", password_hash: "" });
    expect(String(row?.email)).toMatch(/@deleted\.invalid$/);
    expect(row?.deleted_at).not.toBeNull();
    for (const table of ["addresses", "cart_items", "wishlist_items", "stock_alerts", "password_resets"]) {
      expect(await readSql(`SELECT 1 FROM ${table} WHERE customer_id = ${customer.id}`), table).toEqual([]);
    }
    // The order stays for the tax records: its amounts and the province that set its tax.
    const [order] = await readSql(
      `SELECT address_id, address_snapshot, total_paise FROM orders WHERE id = ${customer.orderId}`,
    );
    expect(order?.address_id).toBeNull();
    expect(JSON.parse(String(order?.address_snapshot))).toEqual({ province: "Ontario", country: "Canada" });
    expect(Number(order?.total_paise)).toBeGreaterThan(0);
    // The review stays, with no name.
    const reviews = await post("/api/GetProductReviews", { product_id: product.id, page_size: 50 });
    const kept = (reviews.body.data as { text: string; author: string }[]).find((r) => r.text === "Leaver liked it");
    expect(kept?.author).toBe("");
    // The last message carries the address, the only copy left.
    const messages = await readSql(
      `SELECT key, payload FROM outbox WHERE kind = 'account-deleted' AND customer_id = ${customer.id}`,
    );
    expect(messages).toHaveLength(1);
    expect(JSON.parse(String(messages[0]?.payload))).toEqual({ email: customer.email, name: "Leaver Customer" });

    // Asked again: done before, nothing new.
    const again = await post("/api/delete_customer", { userid: customer.id, password: "anything" });
    expectOk(again);
    expect(again.body).toMatchObject({ deleted: true, already: true });
    expect(
      await readSql(`SELECT key FROM outbox WHERE kind = 'account-deleted' AND customer_id = ${customer.id}`),
    ).toHaveLength(1);

    // The other customer is untouched, and the address registers again as a new account.
    expectOk(await post("/api/get_customer_data", { userid: other.id }));
    expectOk(await post("/api/customer_login", { email: other.email, password: other.password, res_id: 1 }));
    const reregistered = await call(
      "POST",
      "/api/insert_customer",
      {
        res_id: 1,
        firstname: "Back",
        lastname: "Again",
        email: customer.email,
        mobileno: "4165550123",
        password: "Secret123",
      },
      { "X-Client-Address": freshClientAddress() },
    );
    expectOk(reregistered);
    expect(reregistered.body.data[0].id).not.toBe(customer.id);
  });

  it("clears the address from the last message once it is sent", async () => {
    const customer = await newCustomer("Mailed");
    expectOk(await post("/api/delete_customer", { userid: customer.id, password: customer.password }));
    const key = `account-deleted:${customer.id}`;
    const claimed = await post("/api/claim_outbox_messages", { key });
    expectOk(claimed);
    expect(claimed.body.data[0]).toMatchObject({ key, kind: "account-deleted", payload: { email: customer.email } });
    expectOk(await post("/api/record_outbox_message", { key, sent: true }));
    const [row] = await readSql(`SELECT payload, sent_at FROM outbox WHERE key = '${key}'`);
    expect(row).toMatchObject({ payload: null });
    expect(row?.sent_at).not.toBeNull();
  });
});
