// Saved cards (issue 43): "Save this card" creates the customer's provider Customer once, however
// many saves race; /api/wallet/cards lists, removes and makes default only the customer's own
// cards; paying with a saved card charges the server's total, asks the CVC again (decision 061)
// and refuses another customer's card; a deleted account's cards go from the provider, also when
// it was failing at the time of the deletion.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DELETE_ACCOUNT_PATH } from "@/domain/customer-data";
import type { SavedCardPayment, SavedCardsResponse } from "@/domain/saved-cards";
import { LOCAL_PUBLISHABLE_KEY } from "../../payment-sandbox/local-keys.mjs";
import { paymentOutage } from "../support/payment-outage";
import { readSql } from "../support/shop-db";
import { call, newCustomer, type TestCustomer } from "./client";
import {
  addAddress,
  createIntent,
  expectError,
  getOrders,
  intentIdOf,
  lineFor,
  pickProducts,
  putCart,
  sandboxStripe,
  sandboxUrl,
  settledIntent,
  waitFor,
  type Picked,
} from "./helpers";

let stocked: Picked[] = [];
const take = (count: number): Picked[] => stocked.splice(0, count);

beforeAll(async () => {
  stocked = await pickProducts(20, (product) => product.stock >= 15);
});

/** A customer with an address and one product in the cart. */
async function shopper(name: string): Promise<{ customer: TestCustomer; addressId: number }> {
  const customer = await newCustomer(name);
  const addressId = (await addAddress(customer.cookie, "Ontario")).id;
  await putCart(customer.cookie, [lineFor(take(1)[0]!, 1)]);
  return { customer, addressId };
}

/** Pays a checkout with "Save this card" ticked, with the card as the browser confirms it. */
async function payAndSave(cookie: string, addressId: number, pm = "pm_card_visa") {
  const answer = await createIntent(cookie, { addressId, saveCard: true });
  const id = intentIdOf(answer.clientSecret);
  await sandboxStripe().paymentIntents.confirm(id, { payment_method: pm });
  return settledIntent(id);
}

const cardsOf = (cookie: string) => call<SavedCardsResponse>("GET", "/api/wallet/cards", { cookie });

/** The CVC typed again, as the payment page has the provider turn it into a single-use token. */
async function cvcToken(cvc = "123"): Promise<string> {
  const answer = await fetch(`${sandboxUrl}/v1/tokens`, {
    method: "POST",
    body: new URLSearchParams({ key: LOCAL_PUBLISHABLE_KEY, "cvc_update[cvc]": cvc }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { id: string }).id;
}

/** POST /api/pay-with-saved-card with a fresh CVC token unless the body brings its own. */
async function payWithSaved(cookie: string, body: Record<string, unknown>) {
  return call<SavedCardPayment>("POST", "/api/pay-with-saved-card", {
    cookie,
    body: { cvcToken: await cvcToken(), ...body },
  });
}

describe("saving a card", () => {
  it("makes the intent with the customer's provider Customer and setup_future_usage; the card is then in the wallet", async () => {
    const { customer, addressId } = await shopper("Saver");
    expect((await cardsOf(customer.cookie)).body).toEqual({ cards: [] });
    const paid = await payAndSave(customer.cookie, addressId);
    expect(paid.status).toBe("succeeded");
    expect(paid.customer).toMatch(/^cus_/);
    expect(paid.setup_future_usage).toBe("on_session");
    const wallet = await cardsOf(customer.cookie);
    expect(wallet.status, wallet.text).toBe(200);
    expect(wallet.headers.get("cache-control")).toBe("private, no-store");
    expect(wallet.body.cards).toEqual([
      {
        id: paid.payment_method,
        brand: "visa",
        last4: "4242",
        expMonth: 12,
        expYear: expect.any(Number),
        isDefault: true,
      },
    ]);
  });

  it("an unticked box saves nothing and makes no provider Customer", async () => {
    const { customer, addressId } = await shopper("NoSave");
    const answer = await createIntent(customer.cookie, { addressId });
    const intent = await sandboxStripe().paymentIntents.retrieve(intentIdOf(answer.clientSecret));
    expect(intent.customer).toBeNull();
    expect(intent.setup_future_usage).toBeNull();
  });

  it("six concurrent first saves and a later one all use one provider Customer", async () => {
    const { customer, addressId } = await shopper("Racer");
    const ontario2 = (await addAddress(customer.cookie, "British Columbia")).id;
    const answers = await Promise.all(
      [addressId, ontario2, addressId, ontario2, addressId, ontario2].map((id) =>
        createIntent(customer.cookie, { addressId: id, saveCard: true }),
      ),
    );
    const stripe = sandboxStripe();
    const customers = new Set(
      await Promise.all(
        answers.map(async (a) => (await stripe.paymentIntents.retrieve(intentIdOf(a.clientSecret))).customer),
      ),
    );
    expect(customers.size).toBe(1);
    const later = await payAndSave(customer.cookie, addressId);
    expect(new Set([...customers, later.customer]).size).toBe(1);
  });
});

describe("one customer cannot list, use, remove or make default another's card (IDOR)", () => {
  let owner: { customer: TestCustomer; addressId: number };
  let other: { customer: TestCustomer; addressId: number };
  let card: string;

  beforeAll(async () => {
    owner = await shopper("Owner");
    other = await shopper("Other");
    card = (await payAndSave(owner.customer.cookie, owner.addressId)).payment_method as string;
    // The other customer has a provider Customer of their own.
    await payAndSave(other.customer.cookie, other.addressId, "pm_card_mastercard");
  });

  it("lists only the customer's own cards", async () => {
    const theirs = await cardsOf(other.customer.cookie);
    expect(theirs.body.cards.map((c) => c.id)).not.toContain(card);
    expect(theirs.body.cards.map((c) => c.last4)).toEqual(["4444"]);
  });

  it("answers 404 to removing, making default or paying with another's card, and the card stays", async () => {
    const body = { paymentMethodId: card };
    expectError(
      await call("POST", "/api/wallet/cards/remove", { cookie: other.customer.cookie, body }),
      404,
      "card_not_found",
    );
    expectError(
      await call("POST", "/api/wallet/cards/default", { cookie: other.customer.cookie, body }),
      404,
      "card_not_found",
    );
    expectError(
      await payWithSaved(other.customer.cookie, { addressId: other.addressId, paymentMethodId: card }),
      404,
      "card_not_found",
    );
    expect((await cardsOf(owner.customer.cookie)).body.cards.map((c) => c.id)).toEqual([card]);
  });

  it("needs a session", async () => {
    expect((await call("GET", "/api/wallet/cards")).status).toBe(401);
  });
});

describe("paying with a saved card", () => {
  it("charges the server's total whatever the body says, and the webhook records one order", async () => {
    const { customer, addressId } = await shopper("Repeat");
    const card = (await payAndSave(customer.cookie, addressId)).payment_method as string;
    await waitFor(async () => ((await getOrders(customer.cookie)).length === 1 ? true : undefined), "first order");
    await putCart(customer.cookie, [lineFor(take(1)[0]!, 2)]);
    const totals = await call<{ total: number }>("POST", "/api/checkout/totals", {
      cookie: customer.cookie,
      body: { addressId },
    });
    const paid = await payWithSaved(customer.cookie, { addressId, paymentMethodId: card, amount: 1, total: 1 });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.status).toBe("paid");
    const intent = await settledIntent(intentIdOf(paid.body.clientSecret));
    expect(intent).toMatchObject({
      status: "succeeded",
      amount: totals.body.total,
      payment_method: card,
      payment_method_options: { card: { require_cvc_recollection: true } },
    });
    const orders = await waitFor(async () => {
      const list = await getOrders(customer.cookie);
      return list.length === 2 ? list : undefined;
    }, "the second order");
    expect(orders.filter((o) => o.paymentReference === intent.id)).toHaveLength(1);
  });

  it("a removed card is gone from the wallet and from the provider Customer, and cannot pay", async () => {
    const { customer, addressId } = await shopper("Remover");
    const card = (await payAndSave(customer.cookie, addressId)).payment_method as string;
    const removed = await call<SavedCardsResponse>("POST", "/api/wallet/cards/remove", {
      cookie: customer.cookie,
      body: { paymentMethodId: card },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.cards).toEqual([]);
    expect((await sandboxStripe().paymentMethods.retrieve(card)).customer).toBeNull();
    expectError(await payWithSaved(customer.cookie, { addressId, paymentMethodId: card }), 404, "card_not_found");
  });

  it("a card that asks for 3-D Secure answers authenticate with the challenge, returning to /complete", async () => {
    const { customer, addressId } = await shopper("Secure");
    // 4000 0027 6000 3184 asks every time: saving it takes one challenge, paying with it another.
    const answer = await createIntent(customer.cookie, { addressId, saveCard: true });
    const id = intentIdOf(answer.clientSecret);
    const asked = await sandboxStripe().paymentIntents.confirm(id, {
      payment_method: "pm_card_authenticationRequired",
      return_url: "http://localhost/complete",
    });
    const page = new URL(asked.next_action?.redirect_to_url?.url ?? "");
    await fetch(`${page.origin}${page.pathname}`, {
      method: "POST",
      body: new URLSearchParams({ token: page.searchParams.get("token") ?? "", outcome: "complete" }),
      redirect: "manual",
    });
    const card = (await settledIntent(id)).payment_method as string;
    await putCart(customer.cookie, [lineFor(take(1)[0]!, 1)]);
    const paid = await payWithSaved(customer.cookie, { addressId, paymentMethodId: card });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.status).toBe("authenticate");
    const challenge = await sandboxStripe().paymentIntents.retrieve(intentIdOf(paid.body.clientSecret));
    expect(challenge.next_action?.redirect_to_url).toMatchObject({ url: paid.body.redirectUrl });
    expect(challenge.next_action?.redirect_to_url?.return_url).toMatch(/\/complete$/);
  });

  it("makes another saved card the default", async () => {
    const { customer, addressId } = await shopper("Chooser");
    const first = (await payAndSave(customer.cookie, addressId)).payment_method as string;
    await putCart(customer.cookie, [lineFor(take(1)[0]!, 1)]);
    const second = (await payAndSave(customer.cookie, addressId, "pm_card_mastercard")).payment_method as string;
    const chosen = await call<SavedCardsResponse>("POST", "/api/wallet/cards/default", {
      cookie: customer.cookie,
      body: { paymentMethodId: first },
    });
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.body.cards.map((c) => [c.id, c.isDefault])).toEqual([
      [first, true],
      [second, false],
    ]);
  });
});

describe("the CVC asked again (decision 061)", () => {
  it("a saved-card payment needs the CVC's token; a spent one is refused with words to type it again; a double submit pays once", async () => {
    const { customer, addressId } = await shopper("Cvc");
    const card = (await payAndSave(customer.cookie, addressId)).payment_method as string;
    await putCart(customer.cookie, [lineFor(take(1)[0]!, 1)]);
    const withoutToken = await call("POST", "/api/pay-with-saved-card", {
      cookie: customer.cookie,
      body: { addressId, paymentMethodId: card },
    });
    expect(withoutToken.status, withoutToken.text).toBe(400);

    // A double submit: the same body twice at once; the token is spent by whichever confirms first.
    // Side by side, both are answered with the one intent. On a loaded machine the second may be
    // handled only after the first's order has emptied the cart (seen in CI): it then finds nothing
    // to pay and creates no intent. Either way one charge, one order.
    const token = await cvcToken();
    const answers = await Promise.all(
      [1, 2].map(() => payWithSaved(customer.cookie, { addressId, paymentMethodId: card, cvcToken: token })),
    );
    const first = answers.find((answer) => answer.status === 200);
    expect(first, answers.map((answer) => answer.text).join("\n")).toBeDefined();
    expect(first!.body.status).toBe("paid");
    const again = answers.find((answer) => answer !== first)!;
    if (again.status === 200) expect(again.body.clientSecret).toBe(first!.body.clientSecret);
    else expectError(again, 400, "cart_empty");
    const intent = await settledIntent(intentIdOf(first!.body.clientSecret));
    await waitFor(async () => {
      const orders = await getOrders(customer.cookie);
      return orders.some((o) => o.paymentReference === intent.id) ? true : undefined;
    }, "the order");
    expect((await getOrders(customer.cookie)).filter((o) => o.paymentReference === intent.id)).toHaveLength(1);

    // Another purchase with the spent token: the provider refuses it, the shopper is asked again.
    await putCart(customer.cookie, [lineFor(take(1)[0]!, 1)]);
    const spent = await payWithSaved(customer.cookie, { addressId, paymentMethodId: card, cvcToken: token });
    expect(expectError(spent, 400, "cvc_again").message).toBe("Please enter the card's security code (CVC) again.");
  });
});

describe("a deleted account's saved cards", () => {
  afterEach(() => paymentOutage(sandboxUrl, 0));

  const deleteAccount = (customer: TestCustomer) =>
    call("POST", DELETE_ACCOUNT_PATH, { cookie: customer.cookie, body: { password: customer.password } });
  const storedRows = (customerId: number) =>
    readSql(`SELECT provider_customer_id FROM payment_customers WHERE customer_id = ${customerId}`);

  it("are deleted at the provider with its Customer, and the shop forgets the Customer's id", async () => {
    const { customer, addressId } = await shopper("Leaver");
    const paid = await payAndSave(customer.cookie, addressId);
    const deleted = await deleteAccount(customer);
    expect(deleted.status, deleted.text).toBe(200);
    const stripe = sandboxStripe();
    await expect
      .poll(async () => ({ ...(await stripe.customers.retrieve(paid.customer as string)) }), { timeout: 30_000 })
      .toEqual({ id: paid.customer, object: "customer", deleted: true });
    expect((await stripe.paymentMethods.retrieve(paid.payment_method as string)).customer).toBeNull();
    await expect.poll(() => storedRows(customer.id), { timeout: 30_000 }).toEqual([]);
  });

  it("when the provider answers 500 at the deletion, the account is deleted and the retention job deletes the cards once it recovers", async () => {
    const { customer, addressId } = await shopper("Outage");
    const paid = await payAndSave(customer.cookie, addressId);
    await paymentOutage(sandboxUrl, 600, 500);
    const deleted = await deleteAccount(customer);
    expect(deleted.status, deleted.text).toBe(200);
    // The obligation is kept: the row stays while the provider fails.
    expect(await storedRows(customer.id)).toEqual([{ provider_customer_id: paid.customer }]);
    await paymentOutage(sandboxUrl, 0);
    const stripe = sandboxStripe();
    // What the test means: gone at the provider and forgotten by the shop, whenever the job's next run comes.
    await expect.poll(() => storedRows(customer.id), { timeout: 60_000, interval: 500 }).toEqual([]);
    expect({ ...(await stripe.customers.retrieve(paid.customer as string)) }).toEqual({
      id: paid.customer,
      object: "customer",
      deleted: true,
    });
    expect((await stripe.paymentMethods.retrieve(paid.payment_method as string)).customer).toBeNull();
  });
});
