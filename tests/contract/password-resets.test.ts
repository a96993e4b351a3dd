// Contract: password reset (extensions create_password_reset, use_password_reset; issue 27). The
// functions make the token; the shop API keeps its SHA-256 only, for 30 minutes and one use.
import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { executeSql } from "../support/shop-db";
import { call, expectError, expectOk, newCustomer, post } from "./api";

const newToken = () => randomBytes(32).toString("base64url");
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const NEW_PASSWORD = "Changed123";

async function askReset(email: string): Promise<{ token: string; data: unknown[] }> {
  const token = newToken();
  const created = await post("/api/create_password_reset", { email, token_hash: hashOf(token) });
  expectOk(created);
  return { token, data: created.body.data as unknown[] };
}

const signIn = (email: string, password: string) => post("/api/customer_login", { email, password, res_id: 1 });

describe("password resets", () => {
  it("a known email gets a reset for its customer and stores only the token's hash; an unknown one gets none", async () => {
    const customer = await newCustomer("Reset");
    const { token, data } = await askReset(customer.email);
    expect(data).toEqual([{ userid: customer.id, email: customer.email, name: "Reset Customer", locale: "en" }]);
    const [rows] = await executeSql(
      `SELECT token_hash, expires_at, created_at FROM password_resets WHERE customer_id = ${customer.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows?.[0]?.token_hash).toBe(hashOf(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = rows?.[0] as { expires_at: string; created_at: string };
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(30 * 60 * 1000);

    const unknown = await askReset(`nobody-${Date.now()}@example.test`);
    expect(unknown.data).toEqual([]);
  });

  it("a link sets the password once, ends the customer's other links and writes 'password changed' to the outbox", async () => {
    const customer = await newCustomer("Reset");
    const other = await askReset(customer.email);
    const { token } = await askReset(customer.email);
    const used = await post("/api/use_password_reset", { token_hash: hashOf(token), password: NEW_PASSWORD });
    expectOk(used);
    expect(used.body.data).toEqual([{ id: customer.id, user_name: "Reset Customer" }]);
    expectOk(await signIn(customer.email, NEW_PASSWORD));
    expectError(await signIn(customer.email, customer.password), 401);

    const again = await post("/api/use_password_reset", { token_hash: hashOf(token), password: "Another123" });
    expectError(again, 410, "This reset link has already been used. Please ask for a new one.");
    const sibling = await post("/api/use_password_reset", { token_hash: hashOf(other.token), password: "Another123" });
    expectError(sibling, 410, "This reset link has already been used. Please ask for a new one.");
    expectOk(await signIn(customer.email, NEW_PASSWORD));

    const claimed = await post("/api/claim_outbox_messages", { key: `password-changed:${used.body.reset_id}` });
    expectOk(claimed);
    expect(claimed.body.data).toMatchObject([{ kind: "password-changed", userid: customer.id, email: customer.email }]);
  });

  it("an expired or unknown link changes nothing", async () => {
    const customer = await newCustomer("Reset");
    const { token } = await askReset(customer.email);
    await executeSql(
      `UPDATE password_resets SET expires_at = '2000-01-01T00:00:00.000Z' WHERE token_hash = '${hashOf(token)}'`,
    );
    const expired = await post("/api/use_password_reset", { token_hash: hashOf(token), password: NEW_PASSWORD });
    expectError(expired, 410, "This reset link has expired. Please ask for a new one.");
    const forged = await post("/api/use_password_reset", { token_hash: hashOf(newToken()), password: NEW_PASSWORD });
    expectError(forged, 404, "This reset link is not valid. Please ask for a new one.");
    expectOk(await signIn(customer.email, customer.password));
  });

  it("refuses a weak password with the register form's message, and bad input, and keeps the link", async () => {
    const customer = await newCustomer("Reset");
    const { token } = await askReset(customer.email);
    const weak = await post("/api/use_password_reset", { token_hash: hashOf(token), password: "lowercase1" });
    expectError(weak, 400, "Password must contain at least one uppercase letter.");
    expectError(await post("/api/use_password_reset", { token_hash: token, password: NEW_PASSWORD }), 400);
    expectError(await post("/api/create_password_reset", { email: customer.email, token_hash: "x" }), 400);
    expectError(await post("/api/create_password_reset", { email: "not-an-email", token_hash: hashOf(token) }), 400);
    expectOk(await post("/api/use_password_reset", { token_hash: hashOf(token), password: NEW_PASSWORD }));
  });

  it("needs the service token", async () => {
    const customer = await newCustomer("Reset");
    const body = { email: customer.email, token_hash: hashOf(newToken()) };
    expect((await call("POST", "/api/create_password_reset", body, {}, { token: null })).status).toBe(401);
    const use = { token_hash: hashOf(newToken()), password: NEW_PASSWORD };
    expect((await call("POST", "/api/use_password_reset", use, {}, { token: "wrong-token-of-length" })).status).toBe(
      401,
    );
  });
});
