// Guest checkout and the order lookup (issue 42, decision 051) through the real functions, shop
// API, payment sandbox and a MailDev on the fixed ports 1025/1080 started here, as in
// order-emails.test.ts: a guest's intent is priced on the server from the guest's own cart, its
// order is recorded once however often the webhook comes, its confirmation goes once to the email
// the guest gave; the lookup finds that order by number and email only, answers a wrong number
// and a wrong email alike, and is limited.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartItem } from "@/domain/cart";
import { LOOKUP_MAX_PER_ADDRESS, LOOKUP_MAX_PER_EMAIL, ORDER_LOOKUP_REFUSED } from "@/domain/guest-checkout";
import type { Order } from "@/domain/order";
import { freshClientAddress } from "../support/client-addresses";
import { mailServer, waitForMails } from "../support/maildev";
import { call, newCustomer, setCookies } from "./client";
import {
  addAddress,
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
  call<{ order: Order }>("POST", "/api/order-lookup", { body: { orderNumber, email }, from });

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

describe("POST /api/order-lookup", () => {
  let email: string;
  let orderId: number;
  let customerOrderId: number;
  let customerEmail: string;

  beforeAll(async () => {
    email = guestEmail();
    const cookie = await startGuest(email);
    const [, , , fourth] = products;
    if (!fourth) throw new Error("not enough products picked");
    await putCart(cookie, [lineFor(fourth, 1)]);
    orderId = (await buyThroughWebhook(cookie, { addressId: (await addAddress(cookie)).id })).orderId;

    const account = await newCustomer("Lookup");
    await putCart(account.cookie, [lineFor(fourth, 1)]);
    customerOrderId = (await buyThroughWebhook(account.cookie, { addressId: (await addAddress(account.cookie)).id }))
      .orderId;
    customerEmail = account.email;
  });

  it("finds the guest's order by its number and email, in any case and with its '#'", async () => {
    const found = await lookUp(`#${orderId}`, email.toUpperCase(), freshClientAddress());
    expect(found.status, found.text).toBe(200);
    expect(found.body.order.id).toBe(orderId);
    expect(found.body.order.status).toBe("Placed");
  });

  it("answers a wrong number, a wrong email and a customer's order alike", async () => {
    const answers = await Promise.all([
      lookUp(orderId + 100_000, email, freshClientAddress()),
      lookUp(orderId, guestEmail(), freshClientAddress()),
      lookUp(customerOrderId, customerEmail, freshClientAddress()),
    ]);
    for (const answer of answers) {
      expect(expectError(answer, 404, "order_not_found").message).toBe(ORDER_LOOKUP_REFUSED);
    }
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
  });

  it("is limited per email, whichever address asks", async () => {
    const target = guestEmail();
    for (let attempt = 0; attempt < LOOKUP_MAX_PER_EMAIL; attempt++) {
      expect((await lookUp(attempt + 1, target, freshClientAddress())).status).toBe(404);
    }
    const refused = await lookUp(1, target, freshClientAddress());
    expectError(refused, 429, "too_many_attempts");
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("is limited per client address, whichever email it asks about", async () => {
    const from = freshClientAddress();
    for (let attempt = 0; attempt < LOOKUP_MAX_PER_ADDRESS; attempt++) {
      expect((await lookUp(orderId, guestEmail(), from)).status).toBe(404);
    }
    expectError(await lookUp(orderId, email, from), 429, "too_many_attempts");
    // The owner, from elsewhere, still finds it.
    expect((await lookUp(orderId, email, freshClientAddress())).status).toBe(200);
  });
});
