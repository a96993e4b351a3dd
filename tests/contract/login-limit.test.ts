// Contract: customer_login's own limit (src/lib/login-limit.ts), behind the functions' limit. At
// most 20 password checks per account and client address (X-Client-Address, sent by the functions
// with the service token) in 15 minutes, reserved atomically before the password is checked; then
// 429 in the contract's error shape with Retry-After, even for the right password. Another
// address still signs in, and a successful sign-in clears its own pair's count. Across accounts
// (password spraying), at most 25 failed checks per address in the same window.
import { describe, expect, it } from "vitest";
import { freshClientAddress } from "../support/client-addresses";
import { type ApiResponse, call, type Json, expectError, expectOk, newCustomer } from "./api";

const LIMIT = 20;
const SPRAY_LIMIT = 25;
const WINDOW_SECONDS = 15 * 60;

function login(email: string, password: string, address?: string): Promise<ApiResponse<Json>> {
  return call(
    "POST",
    "/api/customer_login",
    { email, password, res_id: 1 },
    address === undefined ? {} : { "X-Client-Address": address },
  );
}

function expectLimited(response: ApiResponse): void {
  expectError(response, 429, /Too many sign-in attempts/);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
}

describe("customer_login limit", () => {
  it("answers 429 after 20 wrong passwords from one address, even to the right one; another address signs in", async () => {
    const victim = await newCustomer("Victim");
    const attacker = "203.0.113.7";
    for (let attempt = 1; attempt <= LIMIT; attempt++) {
      expectError(await login(victim.email, "Wrong1234", attacker), 401, "Invalid email or password.");
    }
    expectLimited(await login(victim.email, victim.password, attacker));
    expectLimited(await login(victim.email, "Wrong1234", attacker));
    // The same account typed differently is the same account.
    expectLimited(await login(`  ${victim.email.toUpperCase()} `, victim.password, attacker));
    // The owner, elsewhere, is not locked out.
    const owner = await login(victim.email, victim.password, "198.51.100.23");
    expectOk(owner);
    expect(owner.body.data[0].id).toBe(victim.id);
    // And the attacker's address is not limited for other accounts.
    const other = await newCustomer("Other");
    expectOk(await login(other.email, other.password, attacker));
  });

  it("lets at most 20 of 40 concurrent wrong passwords be checked", async () => {
    const victim = await newCustomer("Burst");
    const address = "192.0.2.40";
    const responses = await Promise.all(
      Array.from({ length: 2 * LIMIT }, () => login(victim.email, "Wrong1234", address)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT);
    for (const response of responses) if (response.status === 429) expectLimited(response);
    expectLimited(await login(victim.email, victim.password, address));
  });

  it("counts an unknown email like a known one", async () => {
    const email = `nobody-${Date.now()}@example.test`;
    const responses = await Promise.all(
      Array.from({ length: LIMIT + 1 }, () => login(email, "Wrong1234", "192.0.2.77")),
    );
    expect(responses.filter((response) => response.status === 401)).toHaveLength(LIMIT);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(1);
  });

  it("counts an IPv6 address by its /64 network", async () => {
    const victim = await newCustomer("Six");
    await Promise.all(
      Array.from({ length: LIMIT }, (_, index) =>
        login(victim.email, "Wrong1234", `2001:db8:1:2::${(index + 1).toString(16)}`),
      ),
    );
    expectLimited(await login(victim.email, victim.password, "2001:0db8:0001:0002:ffff:0:0:1"));
    expectOk(await login(victim.email, victim.password, "2001:db8:1:3::1"));
  });

  it("clears the pair's count on a successful sign-in", async () => {
    const customer = await newCustomer("Clear");
    const address = "192.0.2.90";
    for (let attempt = 1; attempt < LIMIT; attempt++) {
      expectError(await login(customer.email, "Wrong1234", address), 401);
    }
    expectOk(await login(customer.email, customer.password, address));
    // 19 failures plus these two would pass the ceiling had the success not cleared them.
    expectError(await login(customer.email, "Wrong1234", address), 401);
    expectError(await login(customer.email, "Wrong1234", address), 401);
    expectOk(await login(customer.email, customer.password, address));
  });

  it("refuses an X-Client-Address that is not an IP address (400), before counting anything", async () => {
    const customer = await newCustomer("Header");
    for (const address of ["not-an-address", "1.2.3.4.5", "300.1.1.1", "1:2:3:4:5:6:7:8:9", "a".repeat(46)]) {
      expectError(await login(customer.email, customer.password, address), 400, /X-Client-Address/);
    }
    expectOk(await login(customer.email, customer.password, "::ffff:192.0.2.1"));
  });
});

describe("customer_login limit across accounts (password spraying)", () => {
  const nobody = (index: number) => `sprayed-${Date.now()}-${index}@example.test`;

  function expectSprayLimited(response: ApiResponse): void {
    expectError(
      response,
      429,
      /^Too many failed sign-in attempts from this address\. Please try again in \d+ minutes?\.$/,
    );
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  }

  it("answers 429 after 25 failures on 25 accounts from one address, even to a right password; the owner signs in elsewhere", async () => {
    const owner = await newCustomer("Sprayed");
    const sprayer = freshClientAddress();
    // One of the failures is on the owner's account, with the sprayed password.
    expectError(await login(owner.email, "Summer2026!", sprayer), 401);
    for (let index = 1; index < SPRAY_LIMIT; index++)
      expectError(await login(nobody(index), "Summer2026!", sprayer), 401);
    expectSprayLimited(await login(nobody(SPRAY_LIMIT), "Summer2026!", sprayer));
    expectSprayLimited(await login(owner.email, owner.password, sprayer));
    const signedIn = await login(owner.email, owner.password, freshClientAddress());
    expectOk(signedIn);
    expect(signedIn.body.data[0].id).toBe(owner.id);
  });

  it("lets at most 25 of 40 concurrent failures on 40 accounts from one address be checked", async () => {
    const sprayer = freshClientAddress();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => login(nobody(100 + index), "Summer2026!", sprayer)),
    );
    const statuses = responses.map((response) => response.status);
    expect(
      statuses.filter((status) => status === 401),
      statuses.join(" "),
    ).toHaveLength(SPRAY_LIMIT);
    for (const response of responses) if (response.status !== 401) expectSprayLimited(response);
  });

  it("counts failures only: successful sign-ins from the address give their check back", async () => {
    const member = await newCustomer("Household");
    const household = freshClientAddress();
    for (let index = 1; index < SPRAY_LIMIT; index++)
      expectError(await login(nobody(200 + index), "Summer2026!", household), 401);
    // 24 failures: had successes counted, the second of these would be refused.
    for (let time = 0; time < 3; time++) expectOk(await login(member.email, member.password, household));
    expectError(await login(nobody(300), "Summer2026!", household), 401);
    expectSprayLimited(await login(member.email, member.password, household));
  });
});
