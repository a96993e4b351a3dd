// Saved cards (issue 43): "Save this card" creates the customer's provider Customer once, however
// many saves race; /api/wallet/cards lists, removes and makes default only the customer's own
// cards; paying with a saved card charges the server's total and refuses another customer's card.
import { beforeAll, describe, expect, it } from "vitest";
import type { SavedCardPayment, SavedCardsResponse } from "@/domain/saved-cards";
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
  settledIntent,
  waitFor,
  type Picked,
} from "./helpers";

let stocked: Picked[] = [];
const take = (count: number): Picked[] => stocked.splice(0, count);

beforeAll(async () => {
  stocked = await pickProducts(12, (product) => product.stock >= 15);
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
      await call("POST", "/api/pay-with-saved-card", {
        cookie: other.customer.cookie,
        body: { addressId: other.addressId, paymentMethodId: card },
      }),
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
    const paid = await call<SavedCardPayment>("POST", "/api/pay-with-saved-card", {
      cookie: customer.cookie,
      body: { addressId, paymentMethodId: card, amount: 1, total: 1 },
    });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.status).toBe("paid");
    const intent = await settledIntent(intentIdOf(paid.body.clientSecret));
    expect(intent).toMatchObject({ status: "succeeded", amount: totals.body.total, payment_method: card });
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
    expectError(
      await call("POST", "/api/pay-with-saved-card", {
        cookie: customer.cookie,
        body: { addressId, paymentMethodId: card },
      }),
      404,
      "card_not_found",
    );
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
    const paid = await call<SavedCardPayment>("POST", "/api/pay-with-saved-card", {
      cookie: customer.cookie,
      body: { addressId, paymentMethodId: card },
    });
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
