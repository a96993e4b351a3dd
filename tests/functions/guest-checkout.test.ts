// Guest checkout and the order lookup (issue 42, decision 051) through the real functions, shop
// API, payment sandbox and a MailDev on the fixed ports 1025/1080 started here, as in
// order-emails.test.ts: a guest's intent is priced on the server from the guest's own cart, its
// order is recorded once however often the webhook comes, its confirmation goes once to the email
// the guest gave; the lookup mails a signed link to that order to that email only (decision 060),
// answers a wrong number and a wrong email alike, and is limited; the link opens its one order
// until it expires, and cancels it with its refund.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { CartItem } from "@/domain/cart";
import { LOOKUP_MAX_PER_ADDRESS, LOOKUP_MAX_PER_EMAIL, ORDER_LINK_HOURS } from "@/domain/guest-checkout";
import type { Order } from "@/domain/order";
import { RETURN_REASONS, type OrderReturn } from "@/domain/order-return";
import { advanceOrder } from "../../scripts/order-advance.mjs";
import { freshClientAddress } from "../support/client-addresses";
import { mailServer, waitForMails } from "../support/maildev";
import { readSql } from "../support/shop-db";
import { call, newCustomer, setCookies } from "./client";
import {
  addAddress,
  CANCEL,
  sessionKey,
  buyThroughWebhook,
  createIntent,
  deliverWebhook,
  expectError,
  getOrders,
  lineFor,
  pickProducts,
  putCart,
  taxOf,
  type Picked,
} from "./helpers";

const mail = mailServer({ smtp: 1025, web: 1080 });
beforeAll(() => mail.start());
afterAll(() => mail.stop());

let products: Picked[] = [];
beforeAll(async () => {
  products = await pickProducts(4, (product) => product.stock >= 10);
});

const guestEmail = () => `guest-${randomUUID().slice(0, 8)}@shop.test`;

/** POST /api/guest-session as the /guest-checkout page's action makes it: the `session=` cookie back. */
async function startGuest(email: string, from = freshClientAddress()): Promise<string> {
  const started = await call<{ user: { id: number; name: string } }>("POST", "/api/guest-session", {
    body: { email },
    from,
  });
  expect(started.status, started.text).toBe(201);
  const token = setCookies(started.headers).get("session")?.split(";")[0];
  if (!token) throw new Error("the guest session came without a cookie");
  return token;
}

const lookUp = (orderNumber: string | number, email: string, from: string) =>
  call<{ sent: true }>("POST", "/api/order-lookup", { body: { orderNumber, email }, from });

const openLink = (token: string) => call<{ order: Order }>("GET", `/api/order-link?token=${encodeURIComponent(token)}`);

/** The token of the order link mailed to `email` about order `orderId`. */
async function mailedToken(email: string, orderId: number): Promise<string> {
  const [mailed] = await waitForMails(mail.webUrl, { to: email, subject: new RegExp(`link to order #${orderId}\\b`) });
  const token = /order-lookup\?token=([\w.-]+)/.exec(mailed?.text ?? "")?.[1];
  if (!token) throw new Error(`no order link mailed to ${email}`);
  return token;
}

/** A token as the functions sign one, with any order, expiry and email (the suite shares their secret). */
async function signedToken(orderId: number, expires: number, email: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", sessionKey, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const text = new TextEncoder().encode(`order-link:${orderId}:${expires}:${email.toLowerCase()}`);
  return `${orderId}.${expires}.${Buffer.from(await crypto.subtle.sign("HMAC", key, text)).toString("base64url")}`;
}

const shopApi = { shopApiUrl: inject("shopApiUrl"), token: inject("shopApiToken") };
const SHIPMENT = { carrier: "Canada Post", tracking: "7023210039414604" };

const returnCount = async (orderId: number) =>
  Number((await readSql(`SELECT count(*) AS n FROM returns WHERE order_id = ${orderId}`))[0]?.n);

const linkMessages = async (orderId: number) =>
  Number((await readSql(`SELECT count(*) AS n FROM outbox WHERE kind = 'order-link' AND order_id = ${orderId}`))[0]?.n);

/** Expected totals in paise from the cart's own prices and whole-percent rates (SPEC.md section 9). */
function expectedTotal(items: readonly CartItem[], gstHst: number, pst: number): number {
  const subtotal = items.reduce((sum, item) => sum + item.price * item.unit, 0);
  return subtotal + taxOf(subtotal, gstHst) + taxOf(subtotal, pst);
}

describe("guest checkout", () => {
  it("prices a guest's payment on the server from the guest's own cart, whatever the body claims", async () => {
    const cookie = await startGuest(guestEmail());
    const [first, second] = products;
    if (!first || !second) throw new Error("not enough products picked");
    const items = await putCart(cookie, [lineFor(first, 2), lineFor(second, 1)]);
    // Ontario: HST 13 %, no PST.
    const address = await addAddress(cookie, "Ontario");
    const intent = await createIntent(cookie, { addressId: address.id, amount: 1, total: 1, currency: "usd" });
    expect(intent.amount).toBe(expectedTotal(items, 13, 0));
    expect(intent.currency).toBe("inr");
  });

  it("records one order per payment and sends its confirmation once, to the email the guest gave", async () => {
    const email = guestEmail();
    const cookie = await startGuest(email);
    const [, , third] = products;
    if (!third) throw new Error("not enough products picked");
    await putCart(cookie, [lineFor(third, 1)]);
    const address = await addAddress(cookie);
    const { event, orderId } = await buyThroughWebhook(cookie, { addressId: address.id });
    expect(orderId).toBeGreaterThan(0);
    // Stripe delivers again: nothing new.
    const again = await deliverWebhook(event);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ recorded: true, created: false, orderId });
    expect((await getOrders(cookie)).map((order) => order.id)).toEqual([orderId]);

    const mails = await waitForMails(mail.webUrl, { to: email, subject: new RegExp(`#${orderId}\\b`) });
    expect(mails).toHaveLength(1);
  });

  it("cannot be signed in to, and a guest may use the email of an account", async () => {
    const account = await newCustomer("Account");
    await startGuest(account.email);
    // The account still signs in with its own password, and the guest row took nothing of it.
    const signedIn = await call("POST", "/api/session", {
      body: { email: account.email, password: account.password },
      from: freshClientAddress(),
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(await getOrders(account.cookie)).toEqual([]);
  });

  it("refuses an email that is not one", async () => {
    const refused = await call("POST", "/api/guest-session", { body: { email: "nobody" }, from: freshClientAddress() });
    expectError(refused, 400);
  });
});

describe("POST /api/order-lookup and the order link", () => {
  let email: string;
  let orderId: number;
  let otherEmail: string;
  let otherOrderId: number;
  let customerOrderId: number;
  let customerEmail: string;

  /** A new guest's order of one line: its number. */
  async function guestOrder(guest: string): Promise<number> {
    const cookie = await startGuest(guest);
    const [, , , fourth] = products;
    if (!fourth) throw new Error("not enough products picked");
    await putCart(cookie, [lineFor(fourth, 1)]);
    return (await buyThroughWebhook(cookie, { addressId: (await addAddress(cookie)).id })).orderId;
  }

  beforeAll(async () => {
    email = guestEmail();
    otherEmail = guestEmail();
    [orderId, otherOrderId] = [await guestOrder(email), await guestOrder(otherEmail)];

    const account = await newCustomer("Lookup");
    const [, , , fourth] = products;
    if (!fourth) throw new Error("not enough products picked");
    await putCart(account.cookie, [lineFor(fourth, 1)]);
    customerOrderId = (await buyThroughWebhook(account.cookie, { addressId: (await addAddress(account.cookie)).id }))
      .orderId;
    customerEmail = account.email;
  });

  it("mails a link to the guest's order to its email, once however often it is asked at once", async () => {
    const asked = await Promise.all([
      lookUp(`#${orderId}`, email.toUpperCase(), freshClientAddress()),
      lookUp(orderId, email, freshClientAddress()),
    ]);
    for (const answer of asked) expect(answer.status, answer.text).toBe(202);
    const token = await mailedToken(email, orderId);
    expect(await linkMessages(orderId)).toBe(1);
    const opened = await openLink(token);
    expect(opened.status, opened.text).toBe(200);
    expect(opened.body.order.id).toBe(orderId);
    expect(opened.body.order.status).toBe("Placed");
  });

  it("answers a wrong number, a wrong email and a customer's order alike, and mails nothing for them", async () => {
    const answers = await Promise.all([
      lookUp(orderId + 100_000, email, freshClientAddress()),
      lookUp(otherOrderId, guestEmail(), freshClientAddress()),
      lookUp(customerOrderId, customerEmail, freshClientAddress()),
    ]);
    for (const answer of answers) expect(answer.status, answer.text).toBe(202);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(await linkMessages(otherOrderId)).toBe(0);
    expect(await linkMessages(customerOrderId)).toBe(0);
  });

  it("opens its one order: not another guest's, not with another email", async () => {
    const expires = Math.floor(Date.now() / 1000) + 3600;
    expect((await openLink(await signedToken(otherOrderId, expires, otherEmail))).body.order.id).toBe(otherOrderId);
    // A genuine signature for one order, put on another's number; another guest's email on this order.
    const genuine = await signedToken(orderId, expires, email);
    expectError(await openLink(genuine.replace(`${orderId}.`, `${otherOrderId}.`)), 404, "order_link_invalid");
    expectError(await openLink(await signedToken(orderId, expires, otherEmail)), 404, "order_link_invalid");
    // Nor an account's order, whatever was signed.
    expectError(await openLink(await signedToken(customerOrderId, expires, customerEmail)), 404, "order_link_invalid");
  });

  it("refuses an altered link and says when a genuine one has expired", async () => {
    const token = await mailedToken(email, orderId);
    const [id, expires, mac = ""] = token.split(".");
    const flipped = `${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`;
    expectError(await openLink(`${id}.${expires}.${flipped}`), 404, "order_link_invalid");
    expectError(await openLink(`${id}.${Number(expires) + 3600}.${mac}`), 404, "order_link_invalid");
    expectError(await openLink(token.slice(0, -1)), 404, "order_link_invalid");
    const past = Math.floor(Date.now() / 1000) - 1;
    expectError(await openLink(await signedToken(orderId, past, email)), 410, "order_link_expired");
    // The mailed link's own expiry: the period decision 060 gives, from the lookup's window.
    const hoursLeft = (Number(expires) * 1000 - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(ORDER_LINK_HOURS);
    expect(hoursLeft).toBeLessThanOrEqual(ORDER_LINK_HOURS + 0.25);
  });

  it("cancels the link's order, refunded, and no other", async () => {
    const guest = guestEmail();
    const cancelledId = await guestOrder(guest);
    const expires = Math.floor(Date.now() / 1000) + 3600;
    const cancel = (token: string) =>
      call<{ order: Order }>("POST", `/api/order-link/cancel?token=${encodeURIComponent(token)}`, { body: CANCEL });
    const forged = (await signedToken(cancelledId, expires, guest)).replace(`${cancelledId}.`, `${otherOrderId}.`);
    expectError(await cancel(forged), 404, "order_link_invalid");
    expect((await openLink(await signedToken(otherOrderId, expires, otherEmail))).body.order.status).toBe("Placed");

    const cancelled = await cancel(await signedToken(cancelledId, expires, guest));
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.order.status).toBe("Cancelled");
    expect(cancelled.body.order.refund?.state).toMatch(/^(refunded|released)$/);
  });

  it("returns the link's delivered order as a customer's return is made, and no other; an expired link returns nothing", async () => {
    const guest = guestEmail();
    const returnedId = await guestOrder(guest);
    for (const to of ["packed", "shipped", "out-for-delivery", "delivered"] as const)
      await advanceOrder({ ...shopApi, number: returnedId, to, ...(to === "shipped" ? SHIPMENT : {}) });
    const expires = Math.floor(Date.now() / 1000) + 3600;
    const token = await signedToken(returnedId, expires, guest);
    const order = (await openLink(token)).body.order;
    expect(order.status).toBe("Delivered");
    const body = {
      lines: order.lines.map((line) => ({ lineId: line.id, units: line.quantity })),
      reason: RETURN_REASONS[0],
      comment: "Too small.",
    };
    const returnBy = (link: string, id = returnedId) =>
      call<{ return: OrderReturn }>("POST", `/api/order-link/orders/${id}/returns?token=${encodeURIComponent(link)}`, {
        body,
      });

    // The link of one order names no other: not by the path, not by another number on its signature.
    expectError(await returnBy(token, otherOrderId), 404, "order_link_invalid");
    expectError(
      await returnBy(token.replace(`${returnedId}.`, `${otherOrderId}.`), otherOrderId),
      404,
      "order_link_invalid",
    );
    expectError(
      await returnBy(await signedToken(returnedId, Math.floor(Date.now() / 1000) - 1, guest)),
      410,
      "order_link_expired",
    );
    // Without a link, the guest's order is nobody's to return.
    expect((await call("POST", `/api/orders/${returnedId}/returns`, { body })).status).toBe(401);
    expect(await returnCount(returnedId)).toBe(0);
    expect(await returnCount(otherOrderId)).toBe(0);

    const made = await returnBy(token);
    expect(made.status, made.text).toBe(201);
    expect(made.body.return).toMatchObject({ state: "Requested", reason: RETURN_REASONS[0] });
    const [mailed] = await waitForMails(mail.webUrl, { to: guest, subject: /return/i });
    expect(mailed?.text).toContain(made.body.return.number);
    // The same rules as a customer's: the lines are in a return now.
    expect((await returnBy(token)).status).toBe(409);
    expect(await returnCount(returnedId)).toBe(1);
  });

  it("is limited per email, whichever address asks", async () => {
    const target = guestEmail();
    for (let attempt = 0; attempt < LOOKUP_MAX_PER_EMAIL; attempt++) {
      expect((await lookUp(attempt + 1, target, freshClientAddress())).status).toBe(202);
    }
    const refused = await lookUp(1, target, freshClientAddress());
    expectError(refused, 429, "too_many_attempts");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("is limited per client address, whichever email it asks about", async () => {
    const from = freshClientAddress();
    for (let attempt = 0; attempt < LOOKUP_MAX_PER_ADDRESS; attempt++) {
      expect((await lookUp(orderId, guestEmail(), from)).status).toBe(202);
    }
    expectError(await lookUp(orderId, email, from), 429, "too_many_attempts");
    // The owner, from elsewhere, still asks.
    expect((await lookUp(orderId, email, freshClientAddress())).status).toBe(202);
  });
});
