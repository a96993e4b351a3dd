// The customer's language (issue 38) through the real functions, shop API and outbox, and a
// MailDev on the fixed ports 1025/1080 started here (so that it can be stopped), as in
// order-emails.test.ts: a customer registered in French gets French emails; changing the
// language in the profile changes the next email; a message keeps the language it was written in
// when it is sent later; a contact message from a French page asks the shop to answer in French.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshClientAddress } from "../support/client-addresses";
import { mailServer, waitForMails, type CaughtMail } from "../support/maildev";
import { readSql } from "../support/shop-db";
import { call, signIn } from "./client";

const mail = mailServer({ smtp: 1025, web: 1080 });
const SHOP_INBOX = "help@shop.localhost";

beforeAll(() => mail.start());
afterAll(() => mail.stop());

/** Registers through POST /api/customers in `locale`, as the /register action does on its page. */
async function register(locale: "en" | "fr") {
  const email = `lang-${randomUUID().slice(0, 8)}@shop.test`;
  const password = "Passw0rdTest";
  const created = await call<{ customer: { id: number } }>("POST", "/api/customers", {
    // The box ticked: the welcome is commercial and goes only with consent (decision 047).
    body: {
      firstname: "Élodie",
      lastname: "Tremblay",
      email,
      mobileno: "5145550100",
      password,
      locale,
      newsConsent: true,
    },
    from: freshClientAddress(),
  });
  expect(created.status, created.text).toBe(201);
  return { id: created.body.customer.id, email, password };
}

const askReset = (email: string) =>
  call("POST", "/api/password-reset", { body: { identifier: email }, from: freshClientAddress() });

const setLanguage = (cookie: string, locale: string) =>
  call<{ locale: string }>("PUT", "/api/customers/language", { body: { locale }, cookie });

async function oneMail(to: string, subject: RegExp, count = 1): Promise<CaughtMail> {
  const found = await waitForMails(mail.webUrl, { to, subject }, { count });
  const last = found.at(-1);
  if (!last) throw new Error(`no mail to ${to} with a subject like ${subject}`);
  return last;
}

describe("the customer's language", () => {
  it("is French for a customer registered from /fr: the welcome and the reset link in French, with French links", async () => {
    const customer = await register("fr");
    const welcome = await oneMail(customer.email, /^Bienvenue chez /);
    expect(welcome.html).toMatch(/<html[^>]* lang="fr"/);
    expect(welcome.text).toContain("Votre compte");
    expect(welcome.html).toContain('/fr/login"');
    const [row] = await readSql(`SELECT locale FROM outbox WHERE key = 'welcome:${customer.id}'`);
    expect(row).toEqual({ locale: "fr" });

    expect((await askReset(customer.email)).status).toBe(202);
    const reset = await oneMail(customer.email, /^Réinitialisez votre mot de passe /);
    expect(reset.text).toMatch(/\/fr\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  });

  it("is read and changed in the profile, and the next email is in the new language", async () => {
    const customer = await register("fr");
    const cookie = await signIn(customer.email, customer.password);
    const read = await call<{ locale: string; user: { id: number } }>("GET", "/api/customers/language", { cookie });
    expect(read.body).toMatchObject({ locale: "fr", user: { id: customer.id } });

    const changed = await setLanguage(cookie, "en");
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.locale).toBe("en");
    expect((await askReset(customer.email)).status).toBe(202);
    const reset = await oneMail(customer.email, /^Reset your .* password$/);
    expect(reset.html).toMatch(/<html[^>]* lang="en"/);
    expect(reset.text).not.toContain("/fr/");

    expect((await setLanguage(cookie, "de")).status).toBe(400);
    expect((await call("GET", "/api/customers/language")).status).toBe(401);
  });

  it("a message keeps the language it was written in, even when the customer changes theirs before it is sent", async () => {
    await mail.stop();
    let customer;
    try {
      customer = await register("fr");
      const cookie = await signIn(customer.email, customer.password);
      expect((await setLanguage(cookie, "en")).status).toBe(200);
    } finally {
      await mail.start();
    }
    // The scheduled function (every second in this suite) sends it once the mail server is back.
    const welcome = await oneMail(customer.email, /./);
    expect(welcome.subject).toMatch(/^Bienvenue chez /);
    expect(welcome.html).toMatch(/<html[^>]* lang="fr"/);
  });
});

describe("a contact message from a French page", () => {
  it("reaches the shop's inbox saying to answer in French", async () => {
    const tag = randomUUID().slice(0, 8);
    const sent = await call("POST", "/api/contact", {
      body: {
        name: `Élodie ${tag}`,
        email: `elodie.${tag}@shop.test`,
        subject: `Livraison ${tag}`,
        message: "Livrez-vous à Québec avant le 20 ?",
        locale: "fr",
      },
      from: freshClientAddress(),
    });
    expect(sent.status, sent.text).toBe(202);
    const found = await oneMail(SHOP_INBOX, new RegExp(`Livraison ${tag}`));
    expect(found.subject).toBe(`[FR] Contact form: Livraison ${tag} (from Élodie ${tag})`);
    expect(found.text).toContain("please answer in French");
  });
});
