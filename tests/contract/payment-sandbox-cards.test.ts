// Contract: the payment sandbox's Customers, saved PaymentMethods and 3-D Secure test cards answer
// the real stripe-node SDK in the shapes of Stripe's API reference (the Customer object, the
// PaymentMethod object and its list, PaymentIntent.next_action.redirect_to_url, the query Stripe
// adds to return_url, last_payment_error code payment_intent_authentication_failure).
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  startPaymentSandbox,
  type PaymentSandbox,
} from "../../payment-sandbox/server.mjs";

let sandbox: PaymentSandbox;
let stripe: Stripe;
let publishable: Stripe;

const client = (key: string, port: number) =>
  new Stripe(key, { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 });

beforeAll(async () => {
  sandbox = await startPaymentSandbox({ port: 0, webhookUrl: null });
  stripe = client(LOCAL_SECRET_KEY, sandbox.port);
  publishable = client(LOCAL_PUBLISHABLE_KEY, sandbox.port);
});

afterAll(async () => {
  await sandbox?.close();
});

async function rejection(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(Stripe.errors.StripeError);
    return error as Stripe.errors.StripeError;
  }
  throw new Error("expected the request to fail, it succeeded");
}

const RETURN_URL = "http://localhost:8888/complete?lang=en";

function intentFor(customer: string | null, extra: Stripe.PaymentIntentCreateParams = { amount: 0, currency: "" }) {
  return stripe.paymentIntents.create({
    ...extra,
    amount: 12_345,
    currency: "inr",
    capture_method: "manual",
    ...(customer ? { customer } : {}),
  });
}

/** Pays with a card and saves it to the Customer, as the shop's "Save this card" does. */
async function saveCard(customer: string, pm = "pm_card_visa"): Promise<string> {
  const intent = await intentFor(customer, { amount: 0, currency: "", setup_future_usage: "on_session" });
  const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: pm });
  expect(paid.status).toBe("requires_capture");
  return paid.payment_method as string;
}

/** The challenge page's form answered as a browser posts it; the answer is not followed. */
async function answerChallenge(url: string, outcome: "complete" | "fail"): Promise<Response> {
  const page = new URL(url);
  return fetch(`${page.origin}${page.pathname}`, {
    method: "POST",
    body: new URLSearchParams({ token: page.searchParams.get("token") ?? "", outcome }),
    redirect: "manual",
  });
}

describe("Customers", () => {
  it("creates, retrieves and updates a Customer shaped like Stripe's", async () => {
    const created = await stripe.customers.create({ email: "asha@example.com", metadata: { shop_customer: "7" } });
    expect(created.id).toMatch(/^cus_[A-Za-z0-9]+$/);
    expect(created).toMatchObject({
      object: "customer",
      email: "asha@example.com",
      metadata: { shop_customer: "7" },
      livemode: false,
      balance: 0,
      delinquent: false,
      invoice_settings: { default_payment_method: null, custom_fields: null, footer: null },
    });
    expect(Number.isInteger(created.created)).toBe(true);
    const fetched = await stripe.customers.retrieve(created.id);
    expect({ ...fetched }).toEqual({ ...created });
    const updated = await stripe.customers.update(created.id, { name: "Asha" });
    expect(updated).toMatchObject({ id: created.id, name: "Asha", email: "asha@example.com" });
  });

  it("answers an unknown Customer with resource_missing, also on an intent", async () => {
    const error = await rejection(stripe.customers.retrieve("cus_nope"));
    expect(error).toMatchObject({ statusCode: 404, code: "resource_missing", message: "No such customer: 'cus_nope'" });
    const onIntent = await rejection(intentFor("cus_nope"));
    expect(onIntent).toMatchObject({ statusCode: 404, code: "resource_missing", param: "customer" });
  });

  it("replays a Customer created with the same Idempotency-Key instead of making a second", async () => {
    const first = await stripe.customers.create({ email: "once@example.com" }, { idempotencyKey: "customer-once" });
    const again = await stripe.customers.create({ email: "once@example.com" }, { idempotencyKey: "customer-once" });
    expect(again.id).toBe(first.id);
  });

  it("needs the secret key", async () => {
    const error = await rejection(publishable.customers.create({}));
    expect(error.statusCode).toBe(401);
  });
});

describe("saved PaymentMethods", () => {
  it("a payment with setup_future_usage saves the card to the intent's Customer; the list is Stripe's list", async () => {
    const customer = await stripe.customers.create({});
    const intent = await intentFor(customer.id, { amount: 0, currency: "", setup_future_usage: "on_session" });
    expect(intent).toMatchObject({ customer: customer.id, setup_future_usage: "on_session" });
    const pm = await saveCard(customer.id);
    const list = await stripe.paymentMethods.list({ customer: customer.id, type: "card" });
    expect(list).toMatchObject({ object: "list", has_more: false, url: "/v1/payment_methods" });
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      id: pm,
      object: "payment_method",
      type: "card",
      customer: customer.id,
      livemode: false,
      card: {
        brand: "visa",
        last4: "4242",
        funding: "credit",
        checks: { cvc_check: "unchecked" },
        networks: { available: ["visa"] },
        three_d_secure_usage: { supported: true },
      },
    });
    expect(list.data[0]?.card?.exp_month).toBe(12);
    expect(typeof list.data[0]?.card?.fingerprint).toBe("string");
    const viaCustomer = await stripe.customers.listPaymentMethods(customer.id, { type: "card" });
    expect(viaCustomer.data.map((m) => m.id)).toEqual([pm]);
  });

  it("without setup_future_usage, or without a Customer, nothing is saved", async () => {
    const customer = await stripe.customers.create({});
    const intent = await intentFor(customer.id);
    await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    expect((await stripe.paymentMethods.list({ customer: customer.id, type: "card" })).data).toEqual([]);
  });

  it("lists newest first, limit pages with has_more", async () => {
    const customer = await stripe.customers.create({});
    const older = await saveCard(customer.id, "pm_card_visa");
    const newer = await saveCard(customer.id, "pm_card_mastercard");
    const all = await stripe.paymentMethods.list({ customer: customer.id, type: "card" });
    expect(all.data.map((m) => m.id)).toEqual([newer, older]);
    const page = await stripe.paymentMethods.list({ customer: customer.id, type: "card", limit: 1 });
    expect(page).toMatchObject({ has_more: true });
    expect(page.data.map((m) => m.id)).toEqual([newer]);
  });

  it("sets the default card (invoice_settings.default_payment_method) only to one of the Customer's own", async () => {
    const customer = await stripe.customers.create({});
    const other = await stripe.customers.create({});
    const mine = await saveCard(customer.id);
    const theirs = await saveCard(other.id);
    const updated = await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: mine } });
    expect(updated.invoice_settings.default_payment_method).toBe(mine);
    const error = await rejection(
      stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: theirs } }),
    );
    expect(error).toMatchObject({ statusCode: 400, param: "invoice_settings[default_payment_method]" });
  });

  it("attaches and detaches; a detached card is gone from the list, is no one's default and cannot pay again", async () => {
    const customer = await stripe.customers.create({});
    const pm = await saveCard(customer.id);
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm } });
    const detached = await stripe.paymentMethods.detach(pm);
    expect(detached).toMatchObject({ id: pm, object: "payment_method", customer: null });
    expect((await stripe.paymentMethods.list({ customer: customer.id, type: "card" })).data).toEqual([]);
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      invoice_settings: { default_payment_method: null },
    });
    const intent = await intentFor(customer.id);
    const reuse = await rejection(stripe.paymentIntents.confirm(intent.id, { payment_method: pm }));
    expect(reuse).toMatchObject({ statusCode: 400, param: "payment_method" });
    const again = await rejection(stripe.paymentMethods.detach(pm));
    expect(again.statusCode).toBe(400);

    const fresh = await stripe.paymentIntents.confirm((await intentFor(null)).id, { payment_method: "pm_card_visa" });
    const attached = await stripe.paymentMethods.attach(fresh.payment_method as string, { customer: customer.id });
    expect(attached).toMatchObject({ customer: customer.id });
  });

  it("refuses to charge one Customer's card on another Customer's intent", async () => {
    const owner = await stripe.customers.create({});
    const thief = await stripe.customers.create({});
    const pm = await saveCard(owner.id);
    const intent = await intentFor(thief.id);
    const error = await rejection(stripe.paymentIntents.confirm(intent.id, { payment_method: pm }));
    expect(error).toMatchObject({ statusCode: 400, param: "payment_method" });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe("requires_payment_method");
    const noCustomer = await rejection(
      stripe.paymentIntents.confirm((await intentFor(null)).id, { payment_method: pm }),
    );
    expect(noCustomer.statusCode).toBe(400);
  });

  it("pays with the Customer's saved card by its id", async () => {
    const customer = await stripe.customers.create({});
    const pm = await saveCard(customer.id);
    const intent = await intentFor(customer.id);
    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: pm });
    expect(paid).toMatchObject({ status: "requires_capture", payment_method: pm, next_action: null });
  });

  it("PaymentMethod routes need the secret key", async () => {
    const error = await rejection(publishable.paymentMethods.list({ customer: "cus_x", type: "card" }));
    expect(error.statusCode).toBe(401);
  });
});

describe("3-D Secure test cards", () => {
  it("4000 0027 6000 3184 answers requires_action with next_action.redirect_to_url; Complete settles and returns as Stripe does", async () => {
    const intent = await intentFor(null);
    const confirmed = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: "pm_card_authenticationRequired",
      return_url: RETURN_URL,
    });
    expect(confirmed).toMatchObject({
      status: "requires_action",
      next_action: { type: "redirect_to_url", redirect_to_url: { return_url: RETURN_URL } },
      last_payment_error: null,
      amount_capturable: 0,
    });
    const url = confirmed.next_action?.redirect_to_url?.url ?? "";
    expect(url.startsWith(sandbox.url)).toBe(true);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<form method="post"[^>]*>[\s\S]*>Complete<\/button>[\s\S]*>Fail<\/button>/);
    expect(html).not.toContain("<script");

    const answer = await answerChallenge(url, "complete");
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get("location") ?? "");
    expect(`${back.origin}${back.pathname}`).toBe("http://localhost:8888/complete");
    expect(Object.fromEntries(back.searchParams)).toEqual({
      lang: "en",
      payment_intent: intent.id,
      payment_intent_client_secret: intent.client_secret,
      redirect_status: "succeeded",
    });
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after).toMatchObject({ status: "requires_capture", next_action: null, amount_capturable: 12_345 });
    const types = sandbox
      .events()
      .filter((e) => (e.data.object as { id: string }).id === intent.id)
      .map((e) => e.type);
    expect(types).toEqual(["payment_intent.requires_action", "payment_intent.amount_capturable_updated"]);

    // Answered already (back button, a second tab): back to return_url, nothing settles twice.
    const twice = await answerChallenge(url, "fail");
    expect(twice.status).toBe(303);
    expect(new URL(twice.headers.get("location") ?? "").searchParams.get("redirect_status")).toBe("succeeded");
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe("requires_capture");
  });

  it("Fail leaves the intent payable again with last_payment_error payment_intent_authentication_failure", async () => {
    const intent = await intentFor(null);
    const confirmed = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: "pm_card_authenticationRequired",
      return_url: RETURN_URL,
    });
    const answer = await answerChallenge(confirmed.next_action?.redirect_to_url?.url ?? "", "fail");
    expect(new URL(answer.headers.get("location") ?? "").searchParams.get("redirect_status")).toBe("failed");
    const failed = await stripe.paymentIntents.retrieve(intent.id);
    expect(failed).toMatchObject({
      status: "requires_payment_method",
      payment_method: null,
      next_action: null,
      last_payment_error: { type: "invalid_request_error", code: "payment_intent_authentication_failure" },
    });
    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: "pm_card_visa" });
    expect(paid.status).toBe("requires_capture");
  });

  it("a challenge link with a wrong token is refused and settles nothing", async () => {
    const intent = await intentFor(null);
    const confirmed = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: "pm_card_authenticationRequired",
      return_url: RETURN_URL,
    });
    const url = new URL(confirmed.next_action?.redirect_to_url?.url ?? "");
    url.searchParams.set("token", "guessed");
    expect((await fetch(url)).status).toBe(404);
    expect((await answerChallenge(url.href, "complete")).status).toBe(404);
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe("requires_action");
  });

  it("4000 0025 0000 3155 asks unless the Customer saved it for on-session use", async () => {
    const customer = await stripe.customers.create({});
    const first = await intentFor(customer.id, { amount: 0, currency: "", setup_future_usage: "on_session" });
    const asked = await stripe.paymentIntents.confirm(first.id, {
      payment_method: "pm_card_authenticationRequiredOnSetup",
      return_url: RETURN_URL,
    });
    expect(asked.status).toBe("requires_action");
    await answerChallenge(asked.next_action?.redirect_to_url?.url ?? "", "complete");
    const pm = (await stripe.paymentIntents.retrieve(first.id)).payment_method as string;
    expect((await stripe.paymentMethods.list({ customer: customer.id, type: "card" })).data.map((m) => m.id)).toEqual([
      pm,
    ]);
    const second = await intentFor(customer.id);
    const paid = await stripe.paymentIntents.confirm(second.id, { payment_method: pm, return_url: RETURN_URL });
    expect(paid).toMatchObject({ status: "requires_capture", next_action: null });

    // Not saved: asked every time.
    const unsaved = await stripe.paymentIntents.confirm((await intentFor(null)).id, {
      payment_method: "pm_card_authenticationRequiredOnSetup",
      return_url: RETURN_URL,
    });
    expect(unsaved.status).toBe("requires_action");
  });
});

/** A cvc_update token as Stripe.js's createToken("cvc_update", cvcElement) makes it: publishable key, form body. */
async function cvcToken(cvc: string): Promise<Response> {
  return fetch(`${sandbox.url}/v1/tokens`, {
    method: "POST",
    body: new URLSearchParams({ key: LOCAL_PUBLISHABLE_KEY, "cvc_update[cvc]": cvc }),
  });
}

async function newCvcToken(cvc = "123"): Promise<string> {
  const answer = await cvcToken(cvc);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { id: string }).id;
}

describe("the CVC of a saved card asked again (require_cvc_recollection, cvc_update tokens)", () => {
  it("POST /v1/tokens makes a single-use cvc_update token shaped like Stripe's; a malformed CVC is invalid_cvc", async () => {
    const answer = await cvcToken("123");
    expect(answer.status).toBe(200);
    const token = (await answer.json()) as Record<string, unknown>;
    expect(token).toEqual({
      id: expect.stringMatching(/^cvctok_[A-Za-z0-9]+$/),
      object: "token",
      client_ip: null,
      created: expect.any(Number),
      livemode: false,
      redaction: null,
      type: "cvc_update",
      used: false,
    });
    expect(JSON.stringify(token)).not.toContain("123");
    const bad = await cvcToken("12a");
    expect(bad.status).toBe(402);
    expect(await bad.json()).toMatchObject({ error: { type: "card_error", code: "invalid_cvc", param: "cvc" } });
    const viaSdk = await stripe.tokens.retrieve(token.id as string);
    expect(viaSdk).toMatchObject({ id: token.id, type: "cvc_update" });
  });

  it("an intent that requires it refuses a saved card without a cvc_token, in Stripe's error shape, and pays with one (once)", async () => {
    const customer = await stripe.customers.create({});
    const pm = await saveCard(customer.id);
    const intent = await stripe.paymentIntents.create({
      amount: 12_345,
      currency: "inr",
      capture_method: "manual",
      customer: customer.id,
      payment_method_options: { card: { require_cvc_recollection: true } },
    });
    expect(intent.payment_method_options?.card).toMatchObject({
      require_cvc_recollection: true,
      request_three_d_secure: "automatic",
    });
    const refused = await rejection(stripe.paymentIntents.confirm(intent.id, { payment_method: pm }));
    expect(refused).toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
      code: "parameter_missing",
      param: "payment_method_options[card][cvc_token]",
    });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe("requires_payment_method");

    const token = await newCvcToken();
    const paid = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: pm,
      payment_method_options: { card: { cvc_token: token } },
    });
    expect(paid).toMatchObject({ status: "requires_capture", payment_method: pm });
    expect(JSON.stringify(paid)).not.toContain(token);
    expect((await stripe.paymentMethods.retrieve(pm)).card?.checks?.cvc_check).toBe("pass");
    expect(await stripe.tokens.retrieve(token)).toMatchObject({ used: true });

    // A token is spent once; an unknown one does not exist.
    const next = await intentFor(customer.id, {
      amount: 0,
      currency: "",
      payment_method_options: { card: { require_cvc_recollection: true } },
    });
    const reused = await rejection(
      stripe.paymentIntents.confirm(next.id, {
        payment_method: pm,
        payment_method_options: { card: { cvc_token: token } },
      }),
    );
    expect(reused).toMatchObject({ statusCode: 400, code: "token_already_used" });
    const unknown = await rejection(
      stripe.paymentIntents.confirm(next.id, {
        payment_method: pm,
        payment_method_options: { card: { cvc_token: "cvctok_guessed" } },
      }),
    );
    expect(unknown).toMatchObject({ statusCode: 404, code: "resource_missing" });
  });

  it("card details typed in the confirmation carry their own CVC: no token needed; a PaymentMethod id needs one", async () => {
    const options = { card: { require_cvc_recollection: true } };
    const typed = await stripe.paymentIntents.create({
      amount: 12_345,
      currency: "inr",
      payment_method_options: options,
    });
    const paid = await publishable.paymentIntents.confirm(typed.id, {
      client_secret: typed.client_secret ?? "",
      payment_method_data: {
        type: "card",
        card: { number: "4242424242424242", exp_month: 12, exp_year: 2034, cvc: "123" },
      },
    } as Stripe.PaymentIntentConfirmParams);
    expect(paid.status).toBe("succeeded");
    const byId = await stripe.paymentIntents.create({
      amount: 12_345,
      currency: "inr",
      payment_method_options: options,
    });
    const refused = await rejection(stripe.paymentIntents.confirm(byId.id, { payment_method: "pm_card_visa" }));
    expect(refused).toMatchObject({ statusCode: 400, code: "parameter_missing" });
  });
});

describe("deleting a Customer (DELETE /v1/customers/:id)", () => {
  it("answers Stripe's deleted object, detaches its cards for good, and a second delete is a 404", async () => {
    const customer = await stripe.customers.create({});
    const pm = await saveCard(customer.id);
    const deleted = await stripe.customers.del(customer.id);
    expect({ ...deleted }).toEqual({ id: customer.id, object: "customer", deleted: true });
    expect({ ...(await stripe.customers.retrieve(customer.id)) }).toEqual({
      id: customer.id,
      object: "customer",
      deleted: true,
    });
    expect((await stripe.paymentMethods.retrieve(pm)).customer).toBeNull();
    const reuse = await rejection(stripe.paymentIntents.confirm((await intentFor(null)).id, { payment_method: pm }));
    expect(reuse).toMatchObject({ statusCode: 400, param: "payment_method" });
    const again = await rejection(stripe.customers.del(customer.id));
    expect(again).toMatchObject({ statusCode: 404, code: "resource_missing" });
    const onIntent = await rejection(intentFor(customer.id));
    expect(onIntent).toMatchObject({ statusCode: 404, param: "customer" });
  });
});
