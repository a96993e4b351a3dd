// The limits per client address across accounts (docs/decisions/014): registrations (POST
// /api/customers) and failed sign-ins (POST /api/session, against password spraying). Each test
// connects from loopback addresses of its own (tests/support/client-addresses.ts), which the
// functions server passes on as Netlify's x-nf-client-connection-ip: another client each.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { freshClientAddress } from "../support/client-addresses";
import { call, newCustomer } from "./client";
import { expectError } from "./helpers";

// The numbers, written out: a test importing the constants could not catch a changed limit.
const REGISTRATIONS_PER_HOUR = 10;
const SPRAY_FAILURES = 20;
const COMMON_PASSWORD = "Summer2026!";

const register = (email: string, from: string) =>
  call<{ customer: { id: number } }>("POST", "/api/customers", {
    body: { firstname: "Flood", lastname: "Bot", email, mobileno: "4165550100", password: "GoodPass123" },
    from,
  });

const login = (email: string, password: string, from: string) =>
  call<{ user: { id: number; name: string } | null }>("POST", "/api/session", { body: { email, password }, from });

const nobody = () => `nobody-${randomUUID().slice(0, 8)}@shop.test`;

function expectRetryAfter(result: { headers: Headers }, maxSeconds: number): void {
  const retryAfter = Number(result.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe("registrations per client address", () => {
  it("lets 10 attempts an hour through, a taken email's 409 included; then 429 with Retry-After, another address unaffected", async () => {
    const flooder = freshClientAddress();
    const taken = await newCustomer("Taken");
    const created: string[] = [];
    for (let index = 1; index < REGISTRATIONS_PER_HOUR; index++) {
      const email = `flood-${randomUUID().slice(0, 8)}@shop.test`;
      const result = await register(email, flooder);
      expect(result.status, result.text).toBe(201);
      created.push(email);
    }
    // Probing for a taken email counts like a registration.
    expectError(await register(taken.email, flooder), 409, "conflict");

    const refusedEmail = `flood-${randomUUID().slice(0, 8)}@shop.test`;
    const refused = await register(refusedEmail, flooder);
    const error = expectError(refused, 429, "too_many_attempts");
    expect(error.message).toMatch(
      /^Too many registration attempts from this address \(10 in 60 minutes\)\. Please wait \d+ minutes? and try again\.$/,
    );
    expectRetryAfter(refused, 60 * 60);
    // The probe gets no answer about the email any more.
    expectError(await register(taken.email, flooder), 429, "too_many_attempts");
    // The refused registration made no account: it cannot sign in (from an address of its own).
    expectError(await login(refusedEmail, "GoodPass123", freshClientAddress()), 401, "invalid_credentials");
    // Those that went through did.
    expect((await login(created[0] ?? "", "GoodPass123", freshClientAddress())).status).toBe(200);

    // Somebody else registers as usual.
    expect((await register(`other-${randomUUID().slice(0, 8)}@shop.test`, freshClientAddress())).status).toBe(201);
  });

  it("of 20 registrations at once from one address, exactly 10 reach the shop API", async () => {
    const flooder = freshClientAddress();
    const answers = await Promise.all(
      Array.from({ length: 2 * REGISTRATIONS_PER_HOUR }, () =>
        register(`burst-${randomUUID().slice(0, 8)}@shop.test`, flooder),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 201),
      statuses.join(" "),
    ).toHaveLength(REGISTRATIONS_PER_HOUR);
    expect(
      statuses.filter((status) => status === 429),
      statuses.join(" "),
    ).toHaveLength(REGISTRATIONS_PER_HOUR);
  });
});

describe("failed sign-ins per client address across accounts (password spraying)", () => {
  it("one password against 30 accounts from one address: 20 are checked, the rest 429, the hit among them too; the owner signs in from elsewhere", async () => {
    const sprayer = freshClientAddress();
    const owner = await newCustomer("Sprayed");
    // The 25th try is the owner's account with the owner's password: a hit, had it been checked.
    const targets = Array.from({ length: 30 }, (_, index) => (index === 24 ? owner.email : nobody()));
    // One of the first 20 is the owner's account too, with a wrong password: it counts for that account.
    targets[3] = owner.email;
    const answers = [];
    for (const [index, email] of targets.entries()) {
      answers.push(await login(email, index === 24 ? owner.password : COMMON_PASSWORD, sprayer));
    }
    for (const answer of answers.slice(0, SPRAY_FAILURES)) expectError(answer, 401, "invalid_credentials");
    for (const answer of answers.slice(SPRAY_FAILURES)) {
      const error = expectError(answer, 429, "too_many_attempts");
      expect(error.message).toMatch(
        /^Too many failed sign-in attempts from this address \(20 in 15 minutes\)\. Please wait \d+ minutes? and try again\.$/,
      );
      expectRetryAfter(answer, 15 * 60);
      expect(answer.headers.getSetCookie()).toEqual([]);
    }

    // The owner, from their own address, is not locked out by the sprayer.
    const signedIn = await login(owner.email, owner.password, freshClientAddress());
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body.user).toEqual({ id: owner.id, name: owner.name });
  });

  it("of 40 sign-ins at once on 40 accounts from one address, at most 20 are checked", async () => {
    const sprayer = freshClientAddress();
    const answers = await Promise.all(Array.from({ length: 40 }, () => login(nobody(), COMMON_PASSWORD, sprayer)));
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 401),
      statuses.join(" "),
    ).toHaveLength(SPRAY_FAILURES);
    expect(
      statuses.filter((status) => status === 429),
      statuses.join(" "),
    ).toHaveLength(40 - SPRAY_FAILURES);
  });

  it("counts failures only: a household's successful sign-ins never use up its allowance", async () => {
    const household = freshClientAddress();
    const members = [await newCustomer("Parent"), await newCustomer("Child")];
    for (let index = 1; index < SPRAY_FAILURES; index++) {
      expectError(await login(nobody(), COMMON_PASSWORD, household), 401, "invalid_credentials");
    }
    // 19 failures: had successes counted, the second of these would be refused.
    for (const member of [...members, ...members]) {
      expect((await login(member.email, member.password, household)).status).toBe(200);
    }
    expectError(await login(nobody(), COMMON_PASSWORD, household), 401, "invalid_credentials");
    // The 20th failure is the last one allowed; now even a right password waits.
    expectError(await login(members[0]?.email ?? "", members[0]?.password ?? "", household), 429, "too_many_attempts");
  });
});
