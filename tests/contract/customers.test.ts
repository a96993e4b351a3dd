// Contract: POST /api/customer_login, POST /api/insert_customer and the language of the customer's emails.
import { describe, expect, it } from "vitest";
import { freshClientAddress } from "../support/client-addresses";
import { call, DEMO, expectError, expectOk, newCustomer, post } from "./api";

describe("POST /api/customer_login", () => {
  it("logs the demo customer in with id and user_name", async () => {
    const response = await post("/api/customer_login", { email: DEMO.email, password: DEMO.password, res_id: 1 });
    expectOk(response);
    expect(typeof response.body.message).toBe("string");
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0]).toEqual({ id: DEMO.id, user_name: expect.any(String) });
    expect(response.body.data[0].user_name.length).toBeGreaterThan(0);
  });

  it("matches the email case-insensitively and ignores surrounding spaces", async () => {
    const response = await post("/api/customer_login", {
      email: " DEMO@Shop.Test ",
      password: DEMO.password,
      res_id: 1,
    });
    expectOk(response);
    expect(response.body.data[0].id).toBe(DEMO.id);
  });

  it("refuses a wrong password and an unknown email with the same 401", async () => {
    expectError(
      await post("/api/customer_login", { email: DEMO.email, password: "Demo12345", res_id: 1 }),
      401,
      "Invalid email or password.",
    );
    expectError(
      await post("/api/customer_login", { email: "nobody@shop.test", password: DEMO.password, res_id: 1 }),
      401,
      "Invalid email or password.",
    );
  });

  it("refuses missing fields, wrong types, malformed JSON and an unknown res_id", async () => {
    expectError(await post("/api/customer_login", { email: DEMO.email, res_id: 1 }), 400, /password/);
    expectError(await post("/api/customer_login", { password: DEMO.password, res_id: 1 }), 400, /email/);
    expectError(await post("/api/customer_login", { email: 42, password: DEMO.password }), 400, /email/);
    expectError(await post("/api/customer_login", { email: DEMO.email, password: ["x"] }), 400, /password/);
    expectError(await post("/api/customer_login", "{email:"), 400, /JSON/);
    expectError(await post("/api/customer_login"), 400);
    expectError(await post("/api/customer_login", [DEMO]), 400);
    expectError(await post("/api/customer_login", { ...DEMO, res_id: 2 }), 404, /reseller/i);
    expectError(await post("/api/customer_login", { ...DEMO, res_id: "abc" }), 400, /res_id/);
  });
});

describe("POST /api/insert_customer", () => {
  const base = { res_id: 1, firstname: "Asha", lastname: "Rao", mobileno: "6045550100", password: "Passw0rdX" };

  it("registers a customer who can then log in with a first + last user_name", async () => {
    const email = `asha-${Date.now()}@example.test`;
    const response = await post("/api/insert_customer", { ...base, email });
    expectOk(response);
    expect(response.body.message).toMatch(/success/i);
    const login = await post("/api/customer_login", { email, password: base.password, res_id: 1 });
    expectOk(login);
    expect(login.body.data[0].user_name).toBe("Asha Rao");
    expect(login.body.data[0].id).toBeGreaterThan(DEMO.id);
  });

  it("refuses a duplicate email, whatever its case, with 409", async () => {
    const email = `dup-${Date.now()}@example.test`;
    expectOk(await post("/api/insert_customer", { ...base, email }));
    expectError(await post("/api/insert_customer", { ...base, email }), 409, /already exists/);
    expectError(await post("/api/insert_customer", { ...base, email: email.toUpperCase() }), 409, /already exists/);
    expectError(await post("/api/insert_customer", { ...base, email: DEMO.email }), 409, /already exists/);
  });

  it("enforces the password rules of the register form", async () => {
    const email = `weak-${Date.now()}@example.test`;
    const cases: [string, RegExp][] = [
      ["Ab1", /at least 8 characters/],
      ["password1", /uppercase/],
      ["PASSWORD1", /lowercase/],
      ["Password", /number/],
    ];
    for (const [password, message] of cases) {
      expectError(await post("/api/insert_customer", { ...base, email, password }), 400, message);
    }
    // None of them created the account.
    expectError(await post("/api/customer_login", { email, password: "Ab1", res_id: 1 }), 401);
  });

  it("refuses missing fields, wrong types, a bad email and malformed JSON", async () => {
    const email = `bad-${Date.now()}@example.test`;
    for (const field of ["firstname", "lastname", "email", "mobileno", "password"] as const) {
      const body: Record<string, unknown> = { ...base, email };
      delete body[field];
      expectError(await post("/api/insert_customer", body), 400, new RegExp(field));
    }
    expectError(await post("/api/insert_customer", { ...base, email, firstname: "   " }), 400, /firstname/);
    expectError(await post("/api/insert_customer", { ...base, email, mobileno: 4165550100 }), 400, /mobileno/);
    expectError(await post("/api/insert_customer", { ...base, email: "not-an-email" }), 400, /valid email/);
    expectError(await post("/api/insert_customer", '{"firstname": "x",'), 400, /JSON/);
    expectError(await post("/api/insert_customer", { ...base, email, res_id: 7 }), 404, /reseller/i);
  });

  it("stores only a hash: the password works for login and appears in no response", async () => {
    const customer = await newCustomer("Hashy");
    const login = await post("/api/customer_login", { email: customer.email, password: customer.password, res_id: 1 });
    expectOk(login);
    expect(login.text).not.toContain(customer.password);
    expect(Object.keys(login.body.data[0]).sort()).toEqual(["id", "user_name"]);
  });
});

describe("the language of a customer's emails (get_customer_locale, update_customer_locale)", () => {
  it("is English unless the registration says French, and changes to either language only", async () => {
    const english = await newCustomer("English");
    expect((await post("/api/get_customer_locale", { userid: english.id })).body).toMatchObject({ locale: "en" });

    const email = `contract-fr-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const registered = await call(
      "POST",
      "/api/insert_customer",
      {
        res_id: 1,
        firstname: "Zoé",
        lastname: "Customer",
        email,
        mobileno: "5145550123",
        password: "Secret123",
        locale: "fr",
      },
      { "X-Client-Address": freshClientAddress() },
    );
    expectOk(registered);
    const id = registered.body.data[0].id as number;
    expect((await post("/api/get_customer_locale", { userid: id })).body).toMatchObject({ locale: "fr" });

    const changed = await post("/api/update_customer_locale", { userid: id, locale: "en" });
    expectOk(changed);
    expect(changed.body).toMatchObject({ locale: "en" });
    expect((await post("/api/get_customer_locale", { userid: id })).body).toMatchObject({ locale: "en" });

    expectError(await post("/api/update_customer_locale", { userid: id, locale: "de" }), 400, /locale/);
    expectError(await post("/api/get_customer_locale", { userid: 999999999 }), 404, "Customer not found.");
  });
});
