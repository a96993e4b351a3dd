// Contract: the retention job (extension apply_retention, issue 41, decision 059). Rows past their
// period go, younger ones stay, a sent message keeps its record without its body, a guest with an
// order stays, a run does at most `limit` rows of a kind, and a run after the job is done changes
// nothing. Rows are written old in D1 directly: the job's clock is the shop API's own.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { applyRetention } from "../../scripts/retention-run.mjs";
import { allProducts, baseUrl, call, expectOk, newAddress, newCustomer, post, serviceToken } from "./api";
import { executeSql, readSql } from "../support/shop-db";

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const hex = () => randomBytes(32).toString("hex");
const shopApi = () => ({ shopApiUrl: baseUrl(), token: serviceToken() });

/** Runs the job until a run finds nothing more, as `npm run retention:run` does. */
async function drain(): Promise<void> {
  for (let run = 0; run < 50; run++) {
    const counts = await applyRetention(shopApi());
    if (Object.values(counts).every((count) => count === 0)) return;
  }
  throw new Error("the retention job never finished");
}

async function newGuest(createdAt: string): Promise<number> {
  const answer = await post("/api/insert_guest", { email: `guest-${hex().slice(0, 8)}@example.test` });
  expectOk(answer, 201);
  const id = answer.body.data[0].id as number;
  await executeSql(`UPDATE customers SET created_at = '${createdAt}' WHERE id = ${id}`);
  return id;
}

describe("apply_retention", { timeout: 120_000 }, () => {
  it("deletes what is past its period, keeps what is younger, and a second run changes nothing", async () => {
    const customer = await newCustomer("Retained");
    const tag = hex().slice(0, 12);
    const key = (name: string) => `retention-${tag}-${name}`;
    const client = (name: string) => `203.0.113.${tag}.${name}`;
    const message = (name: string, customerId: number | null, sentAt: string | null) =>
      `INSERT INTO outbox (key, kind, customer_id, payload, created_at, due_at, sent_at, last_error)
       VALUES ('${key(name)}', 'contact', ${customerId ?? "NULL"}, '{"email":"someone@example.test","text":"${name}"}',
               '${ago(60 * DAY)}', '${ago(60 * DAY)}', ${sentAt === null ? "NULL" : `'${sentAt}'`}, 'SMTP said no to someone@example.test')`;
    const reset = (hash: string, createdAt: string) =>
      `INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at)
       VALUES ('${hash}', ${customer.id}, '${createdAt}', '${createdAt}')`;
    const oldReset = hex();
    const youngReset = hex();
    const now = Date.now();
    await executeSql(
      [
        message("old-sent", customer.id, ago(31 * DAY)),
        message("young-sent", customer.id, ago(29 * DAY)),
        message("old-unsent", customer.id, null),
        message("old-guest-sent", null, ago(31 * DAY)),
        message("young-guest-sent", null, ago(29 * DAY)),
        reset(oldReset, ago(25 * 60 * 60 * 1000)),
        reset(youngReset, ago(23 * 60 * 60 * 1000)),
        `INSERT INTO login_attempts (email, client, window_start, attempts) VALUES
           ('${tag}@example.test', '${client("old")}', ${now - 16 * 60 * 1000}, 3),
           ('${tag}@example.test', '${client("young")}', ${now - 14 * 60 * 1000}, 3)`,
        `INSERT INTO signup_attempts (client, window_start, attempts) VALUES
           ('${client("old")}', ${now - 61 * 60 * 1000}, 1), ('${client("young")}', ${now - 59 * 60 * 1000}, 1)`,
        `INSERT INTO login_client_failures (client, window_start, attempts) VALUES
           ('${client("old")}', ${now - 16 * 60 * 1000}, 1), ('${client("young")}', ${now - 14 * 60 * 1000}, 1)`,
      ].join(";\n"),
    );

    // Guests: one past its session with a cart, an address and a consent, one with an order, one young.
    const [product] = await allProducts();
    if (!product) throw new Error("no product");
    const forgotten = await newGuest(ago(17 * DAY));
    await newAddress(forgotten);
    expectOk(await post("/api/Add_cart", [{ prod_id: product.id, userid: forgotten, unit: 1, size: "", color: "" }]));
    await executeSql(
      `INSERT INTO consent_records (customer_id, granted, recorded_at, source, wording_version, locale)
       VALUES (${forgotten}, 1, '${ago(17 * DAY)}', 'checkout', 'news-2026-12-07', 'en')`,
    );
    const buyer = await newGuest(ago(17 * DAY));
    const placed = await post("/api/insert_order", {
      userid: buyer,
      payment_intent_id: `pi_retention_${tag}`,
      address_id: await newAddress(buyer),
      items: [{ prod_id: product.id, unit: 1, size: product.size[0] ?? "", color: product.color[0] ?? "" }],
    });
    expectOk(placed, 201);
    const young = await newGuest(ago(15 * DAY));

    await drain();

    const outbox = await readSql(
      `SELECT key, customer_id, kind, sent_at, payload, last_error FROM outbox WHERE key LIKE 'retention-${tag}-%' ORDER BY key`,
    );
    const byKey = Object.fromEntries(outbox.map((row) => [String(row.key).slice(key("").length), row]));
    // The record of what was sent to whom stays; its body and error text go.
    expect(byKey["old-sent"]).toMatchObject({
      customer_id: customer.id,
      kind: "contact",
      payload: null,
      last_error: null,
    });
    expect(byKey["old-sent"]?.sent_at).not.toBeNull();
    expect(byKey["young-sent"]?.payload).not.toBeNull();
    expect(byKey["old-unsent"]?.payload).not.toBeNull();
    expect(byKey["old-guest-sent"]).toBeUndefined();
    expect(byKey["young-guest-sent"]).toBeDefined();

    const resets = await readSql(`SELECT token_hash FROM password_resets WHERE customer_id = ${customer.id}`);
    expect(resets.map((row) => row.token_hash)).toEqual([youngReset]);
    for (const table of ["login_attempts", "signup_attempts", "login_client_failures"]) {
      const rows = await readSql(`SELECT client FROM ${table} WHERE client LIKE '203.0.113.${tag}.%'`);
      expect(
        rows.map((row) => row.client),
        table,
      ).toEqual([client("young")]);
    }

    const guests = await readSql(`SELECT id FROM customers WHERE id IN (${forgotten}, ${buyer}, ${young}) ORDER BY id`);
    expect(guests.map((row) => row.id)).toEqual([buyer, young]);
    for (const table of ["addresses", "cart_items", "consent_records"]) {
      expect(await readSql(`SELECT 1 FROM ${table} WHERE customer_id = ${forgotten}`), table).toEqual([]);
    }
    expect(await readSql(`SELECT 1 FROM orders WHERE customer_id = ${buyer}`)).toHaveLength(1);

    // Done: one more run finds nothing.
    expect(await applyRetention(shopApi())).toEqual({
      message_bodies: 0,
      messages_without_recipient: 0,
      password_resets: 0,
      sign_in_attempts: 0,
      throttle_windows: 0,
      guests: 0,
    });
  });

  it("does at most `limit` rows of a kind in a run", async () => {
    await drain();
    const customer = await newCustomer("Batched");
    const old = ago(2 * DAY);
    await executeSql(
      [hex(), hex(), hex()]
        .map(
          (hash) =>
            `INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at) VALUES ('${hash}', ${customer.id}, '${old}', '${old}')`,
        )
        .join(";\n"),
    );
    expect((await applyRetention({ ...shopApi(), limit: 2 })).password_resets).toBe(2);
    expect((await applyRetention({ ...shopApi(), limit: 2 })).password_resets).toBe(1);
    expect((await applyRetention({ ...shopApi(), limit: 2 })).password_resets).toBe(0);
  });

  it("is closed without the service token and refuses a limit past its batch", async () => {
    expect((await call("POST", "/api/apply_retention", {}, {}, { token: null })).status).toBe(401);
    expect((await post("/api/apply_retention", { limit: 100_000 })).status).toBe(400);
  });
});
