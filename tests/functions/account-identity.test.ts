// The account's identity (issues 40 and 42, decision 062) through the real functions (the JSON API
// whose services the profile's and the order confirmation's actions call), shop API and a MailDev
// on the fixed ports 1025/1080 started here: the name and phone saved under the registration's and
// the courier's rules; a new email confirmed by a link mailed to it, once, the old address told; and a
// guest's orders joining an account only once its email is confirmed by a link mailed to it.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freshClientAddress } from "../support/client-addresses";
import { mailServer, waitForMails } from "../support/maildev";
import { readSql } from "../support/shop-db";
import { addressForm, call, newCustomer, setCookies, signIn } from "./client";
import {
  addAddress,
  alteredToken,
  buyThroughWebhook,
  getOrders,
  lineFor,
  pickProducts,
  putCart,
  shopApiUrl,
  type Picked,
} from "./helpers";

const shopApiToken = inject("shopApiToken");
const mail = mailServer({ smtp: 1025, web: 1080 });
beforeAll(() => mail.start());
afterAll(() => mail.stop());

let products: Picked[] = [];
beforeAll(async () => {
  products = await pickProducts(2, (product) => product.stock >= 10);
});

const freshEmail = (what: string) => `${what}-${randomUUID().slice(0, 8)}@shop.test`;

/** A call from an address of its own: registrations and password checks are limited per address. */
const send = (method: string, path: string, body: unknown, cookie?: string) =>
  call(method, path, { body, cookie: cookie ?? null, from: freshClientAddress() });

const customerRow = async (id: number) =>
  (await readSql(`SELECT email, firstname, lastname, mobileno FROM customers WHERE id = ${id}`))[0];

/** The token of the confirmation link mailed to `email` with a subject matching `subject`. */
async function mailedLink(email: string, subject: RegExp): Promise<string> {
  const [mailed] = await waitForMails(mail.webUrl, { to: email, subject });
  const token = /emailLink=([\w.%-]+)/.exec(mailed?.text ?? "")?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return decodeURIComponent(token);
}

const confirm = (token: string) => send("POST", "/api/account/email/link", { token });

/** A guest's session cookie and one paid order, placed with `email`, delivered to `name` (the address's name). */
async function guestOrder(email: string, product: Picked, name?: string): Promise<{ cookie: string; orderId: number }> {
  const started = await call("POST", "/api/guest-session", { body: { email }, from: freshClientAddress() });
  expect(started.status, started.text).toBe(201);
  const cookie = setCookies(started.headers).get("session")?.split(";")[0] ?? "";
  await putCart(cookie, [lineFor(product, 1)]);
  const address = name
    ? (await call<{ address: { id: number } }>("POST", "/api/addresses", { cookie, body: { ...addressForm(), name } }))
        .body.address
    : await addAddress(cookie);
  const { orderId } = await buyThroughWebhook(cookie, { addressId: address.id });
  return { cookie, orderId };
}

async function register(email: string): Promise<{ id: number; cookie: string }> {
  const password = "Passw0rdTest";
  const result = await call<{ customer: { id: number } }>("POST", "/api/customers", {
    body: { firstname: "Later", lastname: "Shopper", email, mobileno: "4165550100", password },
    from: freshClientAddress(),
  });
  expect(result.status, result.text).toBe(201);
  return { id: result.body.customer.id, cookie: await signIn(email, password) };
}

describe("the profile's details", () => {
  it("saves the name and a phone typed with +1, spaces and dashes as its 10 digits, and refuses '1'", async () => {
    const customer = await newCustomer("Before");
    const saved = await send(
      "PUT",
      "/api/account/details",
      { firstname: "Renamed", lastname: "Person", mobileno: "+1 514-555 0199" },
      customer.cookie,
    );
    expect(saved.status, saved.text).toBe(200);
    // This device's session carries the new name (the header greets by it).
    expect(decodeURIComponent(setCookies(saved.headers).get("user_name") ?? "")).toContain("user_name=Renamed Person");
    expect(await customerRow(customer.id)).toMatchObject({
      firstname: "Renamed",
      lastname: "Person",
      mobileno: "5145550199",
    });

    const refused = await send(
      "PUT",
      "/api/account/details",
      { firstname: "Other", lastname: "Name", mobileno: "1" },
      customer.cookie,
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Please enter a 10-digit phone number");
    expect(await customerRow(customer.id)).toMatchObject({ firstname: "Renamed", mobileno: "5145550199" });

    // An account that has a last name keeps one (only a one-name account may leave it blank).
    const blank = await send(
      "PUT",
      "/api/account/details",
      { firstname: "Renamed", lastname: " ", mobileno: "5145550199" },
      customer.cookie,
    );
    expect(blank.status, blank.text).toBe(400);
    expect(JSON.parse(blank.text)).toMatchObject({ error: { fields: { lastname: "Last name is required." } } });
    expect(await customerRow(customer.id)).toMatchObject({ lastname: "Person" });
  });
});

describe("a change of email", () => {
  it("mails a link to the new address once, changes the email only when it is opened, and tells the old address", async () => {
    const customer = await newCustomer("Mover");
    const newEmail = freshEmail("moved");
    const ask = (currentPassword: string) =>
      send("POST", "/api/account/email", { email: newEmail, currentPassword }, customer.cookie);
    expect((await ask("Wrong-Passw0rd")).status).toBe(403);
    expect((await ask(customer.password)).status).toBe(202);
    // A double submit writes nothing new.
    expect((await ask(customer.password)).status).toBe(202);
    const links = await readSql(`SELECT key FROM outbox WHERE kind = 'email-confirm' AND customer_id = ${customer.id}`);
    expect(links).toHaveLength(1);
    const token = await mailedLink(newEmail, /^Confirm your new email at /);
    expect((await customerRow(customer.id))?.email).toBe(customer.email);

    // Opened without a session: what it would do; a GET changes nothing.
    const read = await call("GET", `/api/account/email/link?token=${encodeURIComponent(token)}`);
    expect(read.body).toEqual({ status: "open", email: newEmail, change: true });
    expect((await customerRow(customer.id))?.email).toBe(customer.email);

    // An altered link does nothing.
    const altered = alteredToken(token);
    expect((await confirm(altered)).status).toBe(400);

    const confirmed = await confirm(token);
    expect(confirmed.status, confirmed.text.slice(0, 300)).toBe(200);
    expect((await customerRow(customer.id))?.email).toBe(newEmail);
    const notices = await waitForMails(mail.webUrl, { to: customer.email, subject: /^Your email at .* was changed$/ });
    expect(notices).toHaveLength(1);
    await signIn(newEmail, customer.password);

    // Used: refused, and nothing changes again.
    const again = await confirm(token);
    expect(again.status).toBe(410);
    expect(again.text).toContain("email_link_used");
  });

  it("is refused when another account took the email before the link was opened", async () => {
    const customer = await newCustomer("Slow");
    const wanted = freshEmail("wanted");
    const asked = await send(
      "POST",
      "/api/account/email",
      { email: wanted, currentPassword: customer.password },
      customer.cookie,
    );
    expect(asked.status, asked.text).toBe(202);
    const token = await mailedLink(wanted, /^Confirm your new email at /);
    await register(wanted);
    expect((await confirm(token)).status).toBe(409);
    expect((await customerRow(customer.id))?.email).toBe(customer.email);
  });
});

describe("a guest's orders joining an account", () => {
  it("are the account's only once the email is confirmed, not through another account's link, and once", async () => {
    const email = freshEmail("guest-later");
    const [product] = products;
    if (!product) throw new Error("no product picked");
    const { orderId } = await guestOrder(email, product);

    // Registered later with the guest's email: none of the guest's orders until it is confirmed.
    const account = await register(email);
    expect(await getOrders(account.cookie)).toEqual([]);
    const token = await mailedLink(email, /^Confirm your email at /);

    // Another account's own link claims nothing, and the link with the guest's email put in is refused.
    const other = await newCustomer("Other");
    expect((await send("PUT", "/api/account/email/link", {}, other.cookie)).status).toBe(202);
    const otherToken = await mailedLink(other.email, /^Confirm your email at /);
    const [id, expires, stamp, , mac] = otherToken.split(".");
    const forged = [id, expires, stamp, Buffer.from(email).toString("base64url"), mac].join(".");
    expect((await confirm(forged)).status).toBe(400);
    expect((await confirm(otherToken)).status).toBe(200);
    expect(await getOrders(other.cookie)).toEqual([]);
    expect(await getOrders(account.cookie)).toEqual([]);

    // The account's own link, opened without a session.
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ ok: true, email, changed: false, ordersJoined: 1 });
    expect((await getOrders(account.cookie)).map((order) => order.id)).toEqual([orderId]);

    // The shop API's move again, with the stamp as it is now: nothing more moves.
    const [row] = await readSql(`SELECT email_confirmed_at AS stamp FROM customers WHERE id = ${account.id}`);
    const again = await fetch(`${shopApiUrl}/api/confirm_email`, {
      method: "POST",
      headers: { Authorization: `Bearer ${shopApiToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ userid: account.id, email, stamp: Number(row?.stamp) }),
    });
    expect(await again.json()).toMatchObject({ status: "true", orders_joined: 0 });
    expect((await getOrders(account.cookie)).map((order) => order.id)).toEqual([orderId]);
  });

  it("join the account a guest creates from its order's confirmation, once the link is opened", async () => {
    const email = freshEmail("guest-now");
    const [, product] = products;
    if (!product) throw new Error("no product picked");
    const { cookie, orderId } = await guestOrder(email, product);
    const created = await send("POST", "/api/account/guest", { password: "NewAccount1" }, cookie);
    expect(created.status, created.text).toBe(201);
    const accountCookie = await signIn(email, "NewAccount1");
    expect(await getOrders(accountCookie)).toEqual([]);
    // The same offer again: the account exists.
    expect((await send("POST", "/api/account/guest", { password: "NewAccount1" }, cookie)).status).toBe(409);

    const token = await mailedLink(email, /^Confirm your email at /);
    expect((await confirm(token)).status).toBe(200);
    expect((await getOrders(accountCookie)).map((order) => order.id)).toEqual([orderId]);
  });

  it("make an account for a guest whose address gives one name, kept whole as the first name (decision 063)", async () => {
    const email = freshEmail("guest-one-name");
    const [product] = products;
    if (!product) throw new Error("no product picked");
    const { cookie: guestCookie } = await guestOrder(email, product, "Madonna");
    const created = await send("POST", "/api/account/guest", { password: "NewAccount1" }, guestCookie);
    expect(created.status, created.text).toBe(201);
    const [row] = await readSql(
      `SELECT id, firstname, lastname FROM customers WHERE email = '${email}' AND guest_email IS NULL`,
    );
    expect(row).toMatchObject({ firstname: "Madonna", lastname: "" });
    const cookie = await signIn(email, "NewAccount1");
    const session = await call<{ user: { name: string } }>("GET", "/api/session", { cookie });
    expect(session.body.user.name).toBe("Madonna");

    // Her details saved later keep one name: she is not asked for a last name she does not have.
    const saved = await send(
      "PUT",
      "/api/account/details",
      { firstname: "Madonna", lastname: "", mobileno: "514 555 0177" },
      cookie,
    );
    expect(saved.status, saved.text).toBe(200);
    expect(await customerRow(Number(row?.id))).toMatchObject({
      firstname: "Madonna",
      lastname: "",
      mobileno: "5145550177",
    });
  });
});
