// Contract: insert_customer's own limit (src/lib/signup-limit.ts), behind the functions' limit. At
// most 20 registration attempts per client address (X-Client-Address, sent by the functions with
// the service token) an hour, whatever they answer, reserved atomically before the email is looked
// up or the password hashed; then 429 in the contract's error shape with Retry-After.
import { describe, expect, it } from "vitest";
import { freshClientAddress } from "../support/client-addresses";
import { type ApiResponse, call, DEMO, expectError, expectOk, type Json } from "./api";

const LIMIT = 20;
const WINDOW_SECONDS = 60 * 60;

let counter = 0;
const newEmail = () => `signup-${Date.now()}-${++counter}@example.test`;

function register(email: string, address: string): Promise<ApiResponse<Json>> {
  return call(
    "POST",
    "/api/insert_customer",
    { res_id: 1, firstname: "Flood", lastname: "Bot", email, mobileno: "4165550123", password: "Secret123" },
    { "X-Client-Address": address },
  );
}

function expectLimited(response: ApiResponse): void {
  expectError(response, 429, /^Too many registration attempts from this address\. Please try again in \d+ minutes?\.$/);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
}

describe("insert_customer limit", () => {
  it("answers 429 after 20 attempts from one address, a taken email's 409 included; another address registers", async () => {
    const address = freshClientAddress();
    for (let attempt = 1; attempt < LIMIT; attempt++) expectOk(await register(newEmail(), address));
    expectError(await register(DEMO.email, address), 409, /already exists/);
    const refusedEmail = newEmail();
    expectLimited(await register(refusedEmail, address));
    // The taken email cannot be probed any more.
    expectLimited(await register(DEMO.email, address));
    // Nothing was made for the refused registration.
    expectError(
      await call("POST", "/api/customer_login", { email: refusedEmail, password: "Secret123", res_id: 1 }),
      401,
    );
    expectOk(await register(newEmail(), freshClientAddress()));
  });

  it("lets exactly 20 of 30 concurrent registrations from one address through", async () => {
    const address = freshClientAddress();
    const responses = await Promise.all(Array.from({ length: 30 }, () => register(newEmail(), address)));
    const statuses = responses.map((response) => response.status);
    expect(
      statuses.filter((status) => status === 200),
      statuses.join(" "),
    ).toHaveLength(LIMIT);
    for (const response of responses) if (response.status !== 200) expectLimited(response);
  });

  it("counts an IPv6 address by its /64 network", async () => {
    await Promise.all(
      Array.from({ length: LIMIT }, (_, index) =>
        register(newEmail(), `2001:db8:70:1::${(index + 1).toString(16)}`).then(expectOk),
      ),
    );
    expectLimited(await register(newEmail(), "2001:0db8:0070:0001:ffff:0:0:1"));
    expectOk(await register(newEmail(), "2001:db8:70:2::1"));
  });

  it("refuses an X-Client-Address that is not an IP address (400) without registering", async () => {
    const email = newEmail();
    expectError(await register(email, "not-an-address"), 400, /X-Client-Address/);
    expectOk(await register(email, freshClientAddress()));
  });
});
