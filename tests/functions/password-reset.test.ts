// Password reset by email (issue 27) through the real functions, shop API and a MailDev on the
// fixed ports 1025/1080 (started here, as order-emails.test.ts does; the functions suite runs its
// files one at a time): the same answer for any email, the link in the mail, one use, the old
// sessions refused, the limits per email and per client address.
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PASSWORD_CHANGE_PATH } from "@/domain/password-change";
import { RESET_MAX_PER_ADDRESS, RESET_MAX_PER_EMAIL } from "@/domain/password-reset";
import { freshClientAddress } from "../support/client-addresses";
import { mailServer, waitForMails } from "../support/maildev";
import { startSection7Stack } from "../support/section7-shop-api";
import { executeSql } from "../support/shop-db";
import { call, newCustomer, setCookies, signIn } from "./client";
import { expectError, shopApiUrl } from "./helpers";

const mail = mailServer({ smtp: 1025, web: 1080 });
const NEW_PASSWORD = "Brand9New";

beforeAll(() => mail.start());
afterAll(() => mail.stop());

const askReset = (identifier: string, from = freshClientAddress()) =>
  call<{ message: string }>("POST", "/api/password-reset", { body: { identifier }, from });

const confirm = (token: string, password = NEW_PASSWORD) =>
  call<{ user: { id: number; name: string } }>("POST", "/api/password-reset/confirm", { body: { token, password } });

/** The token of the newest reset link mailed to `email`. */
async function mailedToken(email: string, count = 1): Promise<string> {
  const mails = await waitForMails(mail.webUrl, { to: email, subject: /^Reset your .* password$/ }, { count });
  const link = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.text ?? "");
  if (!link?.[1]) throw new Error(`no reset link in the mail to ${email}: ${mails.at(-1)?.text}`);
  return link[1];
}

describe("asking for a reset link", () => {
  it("answers a known and an unknown email alike; only the known one gets a mail, with a link whose token is stored hashed", async () => {
    const customer = await newCustomer("Reset");
    const known = await askReset(customer.email);
    const unknownEmail = `nobody-${randomBytes(4).toString("hex")}@shop.test`;
    const unknown = await askReset(unknownEmail);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.text.replace(unknownEmail, customer.email)).toBe(known.text);

    const token = await mailedToken(customer.email);
    const [rows] = await executeSql(`SELECT token_hash FROM password_resets WHERE customer_id = ${customer.id}`);
    expect(rows).toEqual([{ token_hash: createHash("sha256").update(token).digest("hex") }]);
    const caught = await waitForMails(mail.webUrl, { to: unknownEmail, subject: /./ }, { timeoutMs: 1000 });
    expect(caught).toEqual([]);
  });

  it("says the field is required", async () => {
    const blank = await call("POST", "/api/password-reset", { body: { identifier: "  " }, from: freshClientAddress() });
    expect(expectError(blank, 400).message).toMatch(/This field is required/);
  });

  it(`is limited to ${RESET_MAX_PER_EMAIL} per email, from any address, known or not`, async () => {
    const email = `limited-${randomBytes(4).toString("hex")}@shop.test`;
    for (let index = 0; index < RESET_MAX_PER_EMAIL; index++) expect((await askReset(email)).status).toBe(202);
    const refused = await askReset(email);
    expect(expectError(refused, 429, "too_many_attempts").message).toMatch(/this email/);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it(`is limited to ${RESET_MAX_PER_ADDRESS} per client address, across emails`, async () => {
    const from = freshClientAddress();
    for (let index = 0; index < RESET_MAX_PER_ADDRESS; index++) {
      expect((await askReset(`spread-${index}-${randomBytes(3).toString("hex")}@shop.test`, from)).status).toBe(202);
    }
    const refused = await askReset(`spread-last-${randomBytes(3).toString("hex")}@shop.test`, from);
    expect(expectError(refused, 429, "too_many_attempts").message).toMatch(/this address/);
    expect((await askReset(`elsewhere-${randomBytes(3).toString("hex")}@shop.test`)).status).toBe(202);
  });
});

describe("setting a new password through the link", () => {
  it("changes it once, ends every other session, signs in here and mails 'password changed'", async () => {
    const customer = await newCustomer("Reset");
    const otherDevice = await signIn(customer.email, customer.password);
    expect((await askReset(customer.email)).status).toBe(202);
    const token = await mailedToken(customer.email);

    const weak = await confirm(token, "weakpass");
    expect(expectError(weak, 400).message).toBe("Password must contain at least one uppercase letter.");

    const changed = await confirm(token);
    expect(changed.status).toBe(200);
    expect(changed.body.user).toEqual({ id: customer.id, name: customer.name });
    const here = setCookies(changed.headers).get("session")?.split(";")[0] ?? "";
    expect((await call("GET", "/api/cart", { cookie: here })).status).toBe(200);
    for (const old of [customer.cookie, otherDevice]) {
      expect((await call("GET", "/api/cart", { cookie: old })).status).toBe(401);
    }
    await signIn(customer.email, NEW_PASSWORD);
    const wrongOld = await call("POST", "/api/session", {
      body: { email: customer.email, password: customer.password },
    });
    expect(wrongOld.status).toBe(401);
    const [changedMail] = await waitForMails(mail.webUrl, { to: customer.email, subject: /password was changed$/ });
    expect(changedMail?.text).toContain("was just changed through a reset link.");

    const reused = await confirm(token, "Another9Pass");
    expect(expectError(reused, 400, "reset_link_refused").message).toBe(
      "This reset link has already been used. Please ask for a new one.",
    );
    await signIn(customer.email, NEW_PASSWORD);
  });

  it("refuses an expired or a forged link and changes nothing", async () => {
    const customer = await newCustomer("Reset");
    await askReset(customer.email);
    const token = await mailedToken(customer.email);
    await executeSql(
      `UPDATE password_resets SET expires_at = '2000-01-01T00:00:00.000Z' WHERE customer_id = ${customer.id}`,
    );
    expect(expectError(await confirm(token), 400, "reset_link_refused").message).toBe(
      "This reset link has expired. Please ask for a new one.",
    );
    const forged = await confirm(randomBytes(32).toString("base64url"));
    expect(expectError(forged, 400, "reset_link_refused").message).toBe(
      "This reset link is not valid. Please ask for a new one.",
    );
    expect(expectError(await confirm("not-a-token"), 400).message).toBe("This reset link is not valid.");
    expect((await call("GET", "/api/cart", { cookie: customer.cookie })).status).toBe(200);
    await signIn(customer.email, customer.password);
  });
});

describe("the password changed on the profile (decision 058)", () => {
  it("mails that it changed on the profile, not through a reset link", async () => {
    const customer = await newCustomer("Profile");
    const changed = await call("POST", PASSWORD_CHANGE_PATH, {
      body: { currentPassword: customer.password, password: NEW_PASSWORD },
      cookie: customer.cookie,
    });
    expect(changed.status).toBe(200);
    const [mailed] = await waitForMails(mail.webUrl, { to: customer.email, subject: /password was changed$/ });
    expect(mailed?.text).toContain(
      `the password of the ShopNest account ${customer.email} was just changed on its profile.`,
    );
    expect(mailed?.text).not.toContain("changed through a reset link");
  });
});

describe("with a shop API of SPEC.md section 7 only", () => {
  it("says resets are unavailable and points to Contact Us, for both calls", async () => {
    const section7 = await startSection7Stack({ shopApiUrl, shopApiToken: inject("shopApiToken"), port: 8895 });
    try {
      const site = section7.functionsUrl;
      const unavailable =
        "Password resets by email are not available in this shop. Please contact us and we will help you sign in.";
      const asked = await call("POST", "/api/password-reset", {
        body: { identifier: "demo@shop.test" },
        from: freshClientAddress(),
        site,
      });
      expect(expectError(asked, 503, "reset_unavailable").message).toBe(unavailable);
      const confirmed = await call("POST", "/api/password-reset/confirm", {
        body: { token: randomBytes(32).toString("base64url"), password: NEW_PASSWORD },
        site,
      });
      expect(expectError(confirmed, 503, "reset_unavailable").message).toBe(unavailable);
      expect(section7.refused()).toBe(2);
    } finally {
      await section7.stop();
    }
  });
});
