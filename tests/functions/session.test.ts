// POST/GET/DELETE /api/session and POST /api/customers: sign-in with its cookies, sign-out,
// registration with SPEC.md section 5's messages, the sign-in limit (per account and address, with
// growing delays for the account) and sign-out that revokes the token (docs/decisions/011).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { freshClientAddress } from "../support/client-addresses";
import { call, DEMO, newCustomer, setCookies, signIn } from "./client";
import { expectError, tokenClaims } from "./helpers";

/** Signs in; `from` connects from another loopback address, i.e. another client (client.ts). */
const login = (email: string, password: string, from?: string) =>
  call<{ user: { id: number; name: string } | null }>("POST", "/api/session", { body: { email, password }, from });

/** How many answers had each status, e.g. {401: 10, 429: 30}. */
function statusCounts(results: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** The attributes of one Set-Cookie line, lower-cased names. */
function attributes(line: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of line.split(";").slice(1)) {
    const [name = "", ...rest] = part.trim().split("=");
    map.set(name.toLowerCase(), rest.join("="));
  }
  return map;
}

describe("POST /api/session (sign in)", () => {
  it("answers the customer and sets the session and user_name cookies with the right attributes", async () => {
    const result = await login(DEMO.email, DEMO.password);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ user: { id: DEMO.id, name: DEMO.name } });
    expect(result.headers.get("cache-control")).toBe("private, no-store");

    const cookies = setCookies(result.headers);
    const session = cookies.get("session");
    const userName = cookies.get("user_name");
    expect(session).toBeDefined();
    expect(userName).toBeDefined();

    const sessionAttributes = attributes(session ?? "");
    expect(sessionAttributes.has("httponly")).toBe(true);
    expect(sessionAttributes.get("samesite")?.toLowerCase()).toBe("lax");
    expect(sessionAttributes.get("path")).toBe("/");
    expect(sessionAttributes.get("max-age")).toBe("1296000");
    // Plain-http localhost: Secure would make browsers drop the cookie.
    expect(sessionAttributes.has("secure")).toBe(false);

    const nameAttributes = attributes(userName ?? "");
    expect(nameAttributes.has("httponly")).toBe(false);
    expect(nameAttributes.get("samesite")?.toLowerCase()).toBe("lax");
    expect(nameAttributes.get("path")).toBe("/");
    expect(nameAttributes.get("max-age")).toBe("1296000");
    expect(decodeURIComponent((userName ?? "").split(";")[0]?.split("=")[1] ?? "")).toBe(DEMO.name);

    const token = (session ?? "").split(";")[0]?.slice("session=".length) ?? "";
    const claims = tokenClaims(token);
    expect(claims).toMatchObject({
      sub: String(DEMO.id),
      name: DEMO.name,
      iss: "storefront-functions",
      aud: "storefront-web",
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(1296000);
    const header = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8")) as { alg: string };
    expect(header.alg).toBe("HS256");
  });

  it("GET /api/session reads the signed-in customer from the cookie only", async () => {
    const cookie = await signIn(DEMO.email, DEMO.password);
    const signedIn = await call("GET", "/api/session", { cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ user: { id: DEMO.id, name: DEMO.name } });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");

    const guest = await call("GET", "/api/session");
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual({ user: null });

    // The readable user_name cookie authorises nothing.
    const nameOnly = await call("GET", "/api/session", { headers: { Cookie: "user_name=Demo%20Shopper" } });
    expect(nameOnly.body).toEqual({ user: null });
  });

  it("a wrong password or an unknown email is 401 with the shop API's message and no cookie", async () => {
    // A fresh account, not the demo: failures count towards its sign-in limit (and, from an
    // address of their own, not towards 127.0.0.1's failures across accounts).
    const customer = await newCustomer("WrongPassword");
    const from = freshClientAddress();
    const answers = await Promise.all([
      login(customer.email, "Wrong1234", from),
      login(`nobody-${randomUUID().slice(0, 8)}@shop.test`, "Whatever123", from),
    ]);
    for (const result of answers) {
      const error = expectError(result, 401, "invalid_credentials");
      expect(error.message).toBe("Invalid email or password.");
      expect(result.headers.getSetCookie()).toEqual([]);
    }
  });

  it("missing fields are 400 with the form's messages", async () => {
    const noEmail = expectError(
      await call("POST", "/api/session", { body: { password: "x" } }),
      400,
      "validation_failed",
    );
    expect(noEmail.fields?.email).toBe("Please enter your email.");
    const noPassword = expectError(
      await call("POST", "/api/session", { body: { email: DEMO.email } }),
      400,
      "validation_failed",
    );
    expect(noPassword.fields?.password).toBe("Please enter your password.");
    const wrongTypes = expectError(
      await call("POST", "/api/session", { body: { email: 1, password: [] } }),
      400,
      "validation_failed",
    );
    expect(Object.keys(wrongTypes.fields ?? {}).sort()).toEqual(["email", "password"]);
  });

  it("other methods are 405 with an Allow header", async () => {
    const result = await call("PATCH", "/api/session", { body: {} });
    expectError(result, 405, "method_not_allowed");
    expect(result.headers.get("allow")).toBe("GET, POST, DELETE");
  });
});

describe("DELETE /api/session (sign out)", () => {
  it("clears both cookies with Max-Age=0; afterwards the session is gone", async () => {
    const cookie = await signIn(DEMO.email, DEMO.password);
    const result = await call("DELETE", "/api/session", { cookie });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ user: null });
    const cookies = setCookies(result.headers);
    for (const name of ["session", "user_name"]) {
      const line = cookies.get(name) ?? "";
      expect(line, `${name} is not cleared`).toMatch(new RegExp(`^${name}=;`));
      expect(attributes(line).get("max-age")).toBe("0");
      expect(attributes(line).get("path")).toBe("/");
    }
    expect(attributes(cookies.get("session") ?? "").has("httponly")).toBe(true);

    // The browser drops the cookie: the next request has none.
    const after = await call("GET", "/api/session");
    expect(after.body).toEqual({ user: null });
    expectError(await call("GET", "/api/cart"), 401, "unauthenticated");
  });
});

describe("POST /api/customers (register)", () => {
  const form = (overrides: Record<string, unknown> = {}) => ({
    firstname: "Reg",
    lastname: "Tester",
    email: `reg-${randomUUID().slice(0, 8)}@shop.test`,
    mobileno: "4165550199",
    password: "GoodPass123",
    ...overrides,
  });

  it("creates the customer (201), does not sign in, and the new account can sign in", async () => {
    const body = form();
    const result = await call<{ customer: { id: number; name: string }; message: string }>("POST", "/api/customers", {
      body,
    });
    expect(result.status, result.text).toBe(201);
    expect(result.body).toEqual({
      customer: { id: expect.any(Number), name: "Reg Tester" },
      message: "Registration successful!",
    });
    expect(result.body.customer.id).toBeGreaterThan(DEMO.id);
    expect(setCookies(result.headers).has("session")).toBe(false);

    const signedIn = await login(body.email, body.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toEqual(result.body.customer);
  });

  it("a taken email (any case) is 409 with the shop API's message", async () => {
    const body = form();
    expect((await call("POST", "/api/customers", { body })).status).toBe(201);
    const again = await call("POST", "/api/customers", { body: { ...body, email: body.email.toUpperCase() } });
    expect(expectError(again, 409).message).toBe("An account with this email already exists.");
    const demo = await call("POST", "/api/customers", { body: form({ email: DEMO.email }) });
    expectError(demo, 409);
  });

  it("validation failures are 400 with SPEC.md's messages per field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstname: "" }, "firstname", "First name is required."],
      [{ lastname: "   " }, "lastname", "Last name is required."],
      [{ mobileno: undefined }, "mobileno", "Phone number is required."],
      [{ email: "" }, "email", "Email is required."],
      [{ email: "not-an-email" }, "email", "Please enter a valid email address."],
      [{ password: "Ab1" }, "password", "Password must be at least 8 characters long."],
      [{ password: "lowercase123" }, "password", "Password must contain at least one uppercase letter."],
      [{ password: "UPPERCASE123" }, "password", "Password must contain at least one lowercase letter."],
      [{ password: "NoDigitsHere" }, "password", "Password must contain at least one number."],
    ];
    const answers = await Promise.all(
      cases.map(([overrides]) => call("POST", "/api/customers", { body: form(overrides) })),
    );
    answers.forEach((result, index) => {
      const [overrides, field, message] = cases[index] ?? [{}, "", ""];
      const error = expectError(result, 400, "validation_failed");
      expect(error.fields?.[field], JSON.stringify(overrides)).toBe(message);
      expect(error.message).toBe(message);
    });
    const empty = expectError(await call("POST", "/api/customers", { body: {} }), 400, "validation_failed");
    expect(Object.keys(empty.fields ?? {}).sort()).toEqual(["email", "firstname", "lastname", "mobileno", "password"]);
  });
});

describe("sign-in throttling", () => {
  it("after 10 wrong passwords the 11th attempt is 429 with Retry-After, even with the right password; other accounts are unaffected", async () => {
    const victim = await newCustomer("Throttled");
    // Its own address: these failures would otherwise count against 127.0.0.1 across accounts.
    const from = freshClientAddress();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const result = await login(victim.email, `Wrong${attempt}Pass`, from);
      expectError(result, 401, "invalid_credentials");
    }
    const blocked = await login(victim.email, victim.password, from);
    const error = expectError(blocked, 429, "too_many_attempts");
    expect(error.message).toMatch(/too many failed sign-in attempts/i);
    expect(error.message).toMatch(/wait \d+ minutes? and try again/i);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.headers.getSetCookie()).toEqual([]);

    // The same account under another spelling of its email is the same account.
    expectError(await login(`  ${victim.email.toUpperCase()} `, victim.password, from), 429, "too_many_attempts");

    // Another account signs in as usual; the blocked customer's existing session still works.
    const other = await newCustomer("Unaffected");
    expect((await login(other.email, other.password, from)).status).toBe(200);
    expect((await call("GET", "/api/session", { cookie: victim.cookie })).body).toEqual({
      user: { id: victim.id, name: victim.name },
    });
  });

  it("a successful sign-in clears earlier failures", async () => {
    const customer = await newCustomer("Forgetful");
    const from = freshClientAddress();
    for (let attempt = 1; attempt <= 9; attempt++) expectError(await login(customer.email, "Wrong1234x", from), 401);
    expect((await login(customer.email, customer.password, from)).status).toBe(200);
    // Ten failures in the window if the success had not cleared the first nine: the next would be 429.
    expectError(await login(customer.email, "Wrong1234x", from), 401);
    expect((await login(customer.email, customer.password, from)).status).toBe(200);
  });
});

describe("sign-in limit under attack (per account and client address)", () => {
  const ATTACKER = "127.0.0.2";
  const OWNER = "127.0.0.3";

  it("40 concurrent wrong passwords: at most 10 reach the password check, the right one from that address is then 429, and the owner signs in from another address during the attack", async () => {
    const victim = await newCustomer("Besieged");
    const attack = Promise.all(
      Array.from({ length: 40 }, (_, index) => login(victim.email, `Wrong${index}Pass`, ATTACKER)),
    );
    // The owner signs in while the attack is under way.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const owner = await login(victim.email, victim.password, OWNER);
    expect(owner.status, owner.text).toBe(200);
    expect(owner.body.user).toEqual({ id: victim.id, name: victim.name });

    const answers = await attack;
    const counts = statusCounts(answers);
    // A 401 is a password the shop API checked; a 429 never reached it. Nothing else.
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeGreaterThan(0);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(10);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(40);
    for (const answer of answers.filter((result) => result.status === 429)) {
      expectError(answer, 429, "too_many_attempts");
      expect(answer.headers.getSetCookie()).toEqual([]);
    }

    // The 41st, right, password from the attacking address is refused before it is checked.
    const right = await login(victim.email, victim.password, ATTACKER);
    const error = expectError(right, 429, "too_many_attempts");
    expect(error.message).toMatch(/too many failed sign-in attempts \(10 in 15 minutes\)/i);
    expect(error.message).toMatch(/wait \d+ minutes? and try again/i);
    const retryAfter = Number(right.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(right.headers.getSetCookie()).toEqual([]);

    // The owner's address is not locked out afterwards either (at most a short wait for the account).
    const again = await login(victim.email, victim.password, OWNER);
    expect(again.status, again.text).toBe(200);
  }, 150_000);

  it("failures from many addresses slow the account down (growing waits), never lock it", async () => {
    const victim = await newCustomer("Distributed");
    // Ten failures from ten addresses: each address is far from its own limit.
    for (let index = 0; index < 10; index++) {
      expectError(await login(victim.email, "Wrong1234x", `127.0.1.${index + 1}`), 401, "invalid_credentials");
    }
    // Then the account's checks are spaced: 1 s, 2 s, 4 s, 8 s... apart. Fired together from new
    // addresses, the first few are waited out and checked, the rest are told how long to wait.
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, index) => login(victim.email, "Wrong1234x", `127.0.2.${index + 1}`)),
    );
    const counts = statusCounts(burst);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeGreaterThan(0);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThan(6);
    for (const refused of burst.filter((result) => result.status === 429)) {
      const error = expectError(refused, 429, "too_many_attempts");
      expect(error.message).toMatch(
        /too many failed sign-in attempts on this account\. please wait \d+ seconds? and try again\./i,
      );
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    }
    // The owner is told to wait at most a minute, and gets in once it has passed.
    const deadline = Date.now() + 90_000;
    let owner = await login(victim.email, victim.password, "127.0.3.1");
    while (owner.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, Number(owner.headers.get("retry-after")) * 1000));
      owner = await login(victim.email, victim.password, "127.0.3.1");
    }
    expect(owner.status, owner.text).toBe(200);
  }, 120_000);
});

describe("sign-out revokes the session", () => {
  it("a session cookie copied before sign-out is refused afterwards; another session of the customer is not", async () => {
    const customer = await newCustomer("Leaving");
    const copied = customer.cookie;
    const otherDevice = await signIn(customer.email, customer.password);
    expect((await call("GET", "/api/orders", { cookie: copied })).status).toBe(200);

    const signOut = await call("DELETE", "/api/session", { cookie: customer.cookie });
    expect(signOut.status, signOut.text).toBe(200);

    expectError(await call("GET", "/api/orders", { cookie: copied }), 401, "unauthenticated");
    expectError(await call("GET", "/api/cart", { cookie: copied }), 401, "unauthenticated");
    expect((await call("GET", "/api/session", { cookie: copied })).body).toEqual({ user: null });
    // Signing out again with the copy changes nothing and still clears the cookies.
    expect((await call("DELETE", "/api/session", { cookie: copied })).status).toBe(200);

    expect((await call("GET", "/api/orders", { cookie: otherDevice })).status).toBe(200);
  });

  it("sign out of all devices: every session of the customer ends, this one too; a new sign-in works", async () => {
    const customer = await newCustomer("Everywhere");
    const secondDevice = await signIn(customer.email, customer.password);
    const bystander = await newCustomer("Bystander");
    expect((await call("GET", "/api/orders", { cookie: secondDevice })).status).toBe(200);

    // A mutation like the others: same origin and a session needed.
    expectError(
      await call("POST", "/api/session/revoke-all", { cookie: customer.cookie, origin: "https://evil.example" }),
      403,
      "cross_origin",
    );
    expectError(await call("POST", "/api/session/revoke-all"), 401, "unauthenticated");
    expect((await call("GET", "/api/orders", { cookie: secondDevice })).status).toBe(200);

    const everywhere = await call("POST", "/api/session/revoke-all", { cookie: customer.cookie });
    expect(everywhere.status, everywhere.text).toBe(200);
    expect(everywhere.body).toEqual({ user: null });
    const cleared = setCookies(everywhere.headers);
    expect(cleared.get("session")).toMatch(/^session=;/);
    expect(cleared.get("user_name")).toMatch(/^user_name=;/);

    for (const cookie of [customer.cookie, secondDevice]) {
      expectError(await call("GET", "/api/orders", { cookie }), 401, "unauthenticated");
      expect((await call("GET", "/api/session", { cookie })).body).toEqual({ user: null });
    }
    // Another customer's sessions are untouched.
    expect((await call("GET", "/api/orders", { cookie: bystander.cookie })).status).toBe(200);

    const fresh = await signIn(customer.email, customer.password);
    expect((await call("GET", "/api/orders", { cookie: fresh })).status).toBe(200);
    expect((await call("GET", "/api/session", { cookie: fresh })).body).toEqual({
      user: { id: customer.id, name: customer.name },
    });
  });
});
