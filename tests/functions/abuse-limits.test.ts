// The limits per client address across accounts (docs/decisions/015): registrations (POST
// /api/customers) and failed sign-ins (POST /api/session, against password spraying); and the
// sign-in limit per account and address under a burst (decision 011), counted where the passwords
// are checked. Each test connects from loopback addresses of its own
// (tests/support/client-addresses.ts), which the functions server passes on as Netlify's
// x-nf-client-connection-ip: another client each.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freshClientAddress } from "../support/client-addresses";
import { startFunctionsServer } from "../support/local-stack";
import { readSql } from "../support/shop-db";
import { call, newCustomer } from "./client";
import { expectError } from "./helpers";

// The numbers, written out: a test importing the constants could not catch a changed limit.
const REGISTRATIONS_PER_HOUR = 10;
const SPRAY_FAILURES = 20;
const CHECKS_PER_ACCOUNT_AND_ADDRESS = 10;
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

/**
 * How many times the shop API was asked to check a password for this account from this address:
 * customer_login counts every call per pair before anything else (its own, looser limit,
 * shop-api/src/lib/login-limit.ts), whatever the functions make of the answer.
 */
async function shopApiChecks(email: string, address: string): Promise<number> {
  const rows = await readSql(
    `SELECT attempts FROM login_attempts WHERE email = '${email.toLowerCase()}' AND client = '${address}'`,
  );
  return Number(rows[0]?.attempts ?? 0);
}

const wrongGuesses = (email: string, from: string, site?: string) =>
  Promise.all(
    Array.from({ length: 40 }, (_, index) =>
      call("POST", "/api/session", { body: { email, password: `Wrong${index}Pass` }, from, site }),
    ),
  );

describe("password checks per account and client address under a burst", () => {
  it("of 40 wrong passwords at once from one address, the shop API checks exactly 10; the right one is then refused unchecked", async () => {
    const victim = await newCustomer("Burst");
    const attacker = freshClientAddress();
    const answers = await wrongGuesses(victim.email, attacker);
    const statuses = answers.map((answer) => answer.status).join(" ");
    expect(await shopApiChecks(victim.email, attacker), statuses).toBe(CHECKS_PER_ACCOUNT_AND_ADDRESS);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused, statuses).toHaveLength(40 - CHECKS_PER_ACCOUNT_AND_ADDRESS);
    for (const answer of refused) expectError(answer, 429, "too_many_attempts");
    // A check is answered 401, or 502 when a loaded shop API outlasts the functions' time budget.
    for (const answer of answers.filter((one) => one.status !== 429)) expect([401, 502]).toContain(answer.status);
    expectError(await login(victim.email, victim.password, attacker), 429, "too_many_attempts");
    expect(await shopApiChecks(victim.email, attacker)).toBe(CHECKS_PER_ACCOUNT_AND_ADDRESS);
  });

  describe("while the shop API's answers to sign-ins are lost (a stall past the functions' time budget)", () => {
    /**
     * Between a functions server of this file's own and the shop API: every call is passed on,
     * but while `stalling` the answers to customer_login are held back for good. The password is
     * checked all the same, as behind a connection that stalls after the request went out.
     */
    let stalling = true;
    const heldLogins: Promise<unknown>[] = [];
    const proxy = http.createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (!["host", "connection", "content-length"].includes(name))
            headers.set(name, [value ?? ""].flat().join(", "));
        }
        const method = incoming.method ?? "GET";
        const answer = fetch(`${inject("shopApiUrl")}${incoming.url ?? "/"}`, {
          method,
          headers,
          body: method === "GET" || method === "HEAD" ? undefined : Buffer.concat(chunks),
        }).then(async (response) => ({ response, body: Buffer.from(await response.arrayBuffer()) }));
        if (stalling && incoming.url === "/api/customer_login") {
          heldLogins.push(answer.catch(() => undefined));
          return;
        }
        answer.then(
          ({ response, body }) =>
            outgoing
              .writeHead(response.status, { "Content-Type": response.headers.get("content-type") ?? "" })
              .end(body),
          () => outgoing.destroy(),
        );
      });
    });
    let site = "";
    let server: Awaited<ReturnType<typeof startFunctionsServer>> | null = null;

    beforeAll(async () => {
      await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
      const shopApi = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      server = await startFunctionsServer({
        port: 8897,
        env: {
          SHOP_API_URL: shopApi,
          IMAGE_HOST: shopApi,
          SHOP_API_TOKEN: inject("shopApiToken"),
          PAYMENT_SANDBOX_URL: inject("sandboxUrl"),
          // Short, so that each held sign-in gives up soon; how long does not matter to the test.
          SHOP_API_TIMEOUT_MS: "2000",
          SCHEDULED_FUNCTIONS_EVERY_MS: "off",
        },
      });
      site = server.baseUrl;
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    });

    it("of 40 wrong passwords at once, 10 reach the shop API, each once; the lost answers stay counted", async () => {
      const victim = await newCustomer("Stalled");
      const attacker = freshClientAddress();
      const answers = await wrongGuesses(victim.email, attacker, site);
      const statuses = answers.map((answer) => answer.status).join(" ");
      for (const answer of answers.filter((one) => one.status !== 429))
        expectError(answer, 502, "upstream_unavailable");
      expect(
        answers.filter((answer) => answer.status === 429),
        statuses,
      ).toHaveLength(40 - CHECKS_PER_ACCOUNT_AND_ADDRESS);
      // Every call that reached the shop API has been answered there (and counted) by now.
      await Promise.all(heldLogins);
      expect(heldLogins, statuses).toHaveLength(CHECKS_PER_ACCOUNT_AND_ADDRESS);
      expect(await shopApiChecks(victim.email, attacker)).toBe(CHECKS_PER_ACCOUNT_AND_ADDRESS);

      // With the shop API answering again, the attacker's address is at its limit: the 10 whose
      // answers were lost may have been checked, so they count; the right password is refused unchecked.
      stalling = false;
      const right = await call("POST", "/api/session", {
        body: { email: victim.email, password: victim.password },
        from: attacker,
        site,
      });
      expectError(right, 429, "too_many_attempts");
      expect(await shopApiChecks(victim.email, attacker)).toBe(CHECKS_PER_ACCOUNT_AND_ADDRESS);
      // The owner, elsewhere, signs in (at most after the account's short wait).
      const owner = await call("POST", "/api/session", {
        body: { email: victim.email, password: victim.password },
        from: freshClientAddress(),
        site,
      });
      expect(owner.status, owner.text).toBe(200);
    });
  });
});
