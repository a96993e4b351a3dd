// Two tabs writing one customer's cart at the same moment: every add counts and the bounds hold
// (SPEC.md section 4: a line at most its stock; CART_MAX_ITEMS products). Many requests at once
// through the functions and the real shop API under wrangler; a read of the whole cart and a PUT
// of all of it, as POST /api/cart/lines and PUT /api/cart/:id did, lose most of them.
import { beforeAll, describe, expect, it } from "vitest";
import { CART_MAX_ITEMS } from "@/domain/cart";
import type { CartAddAnswer } from "@/domain/cart-write";
import { call, newCustomer } from "./client";
import { getCart, lineFor, putCart, shopProducts, type Picked } from "./helpers";

/** Requests sent at once for one customer. */
const AT_ONCE = 12;

let inStock: Picked[];

beforeAll(async () => {
  inStock = (await shopProducts()).filter((product) => product.stock >= 1);
  expect(inStock.length).toBeGreaterThan(CART_MAX_ITEMS + 5);
});

function wanted(product: Picked, units = 1) {
  const { id, size, color } = lineFor(product, units);
  return { id, size, color, units };
}

async function add(cookie: string, product: Picked) {
  const result = await call<CartAddAnswer>("POST", "/api/cart/lines", { cookie, body: { lines: [wanted(product)] } });
  expect(result.status, result.text).toBe(200);
  const [answer] = result.body.results;
  if (!answer) throw new Error(`no result: ${result.text}`);
  return answer;
}

const outcomes = (answers: CartAddAnswer["results"]) =>
  answers.map((answer) => (answer.ok ? answer.outcome : answer.reason)).sort();

describe("a customer's cart written from several tabs at once", () => {
  it("keeps every add of different products, and a quantity set beside them", async () => {
    const customer = await newCustomer("Tabs");
    const [kept, ...others] = inStock.filter((product) => product.stock >= 5).slice(0, AT_ONCE + 1) as [
      Picked,
      ...Picked[],
    ];
    await putCart(customer.cookie, [lineFor(kept, 1)]);
    const [set, ...answers] = await Promise.all([
      call("PUT", `/api/cart/${kept.id}`, { cookie: customer.cookie, body: { unit: 4 } }),
      ...others.map((product) => add(customer.cookie, product)),
    ]);
    expect(set.status, set.text).toBe(200);
    expect(outcomes(answers)).toEqual(others.map(() => "added"));
    const cart = await getCart(customer.cookie);
    expect(cart.map((item) => [item.id, item.unit]).sort(([x = 0], [y = 0]) => x - y)).toEqual(
      [[kept.id, 4], ...others.map((product) => [product.id, 1])].sort(([x = 0], [y = 0]) => x - y),
    );
  });

  it("counts every add of the same product, up to its stock and no further", async () => {
    const customer = await newCustomer("Taps");
    const plenty = inStock.find((product) => product.stock >= AT_ONCE) as Picked;
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => add(customer.cookie, plenty)));
    expect(outcomes(answers)).toEqual(["added", ...Array.from({ length: AT_ONCE - 1 }, () => "raised")].sort());
    expect((await getCart(customer.cookie)).map((item) => [item.id, item.unit])).toEqual([[plenty.id, AT_ONCE]]);

    const scarce = inStock.find((product) => product.stock >= 2 && product.stock <= 4) as Picked;
    expect(scarce).toBeDefined();
    const capped = await Promise.all(Array.from({ length: AT_ONCE }, () => add(customer.cookie, scarce)));
    expect(outcomes(capped)).toEqual(
      [
        "added",
        ...Array.from({ length: scarce.stock - 1 }, () => "raised"),
        ...Array.from({ length: AT_ONCE - scarce.stock }, () => "max"),
      ].sort(),
    );
    expect((await getCart(customer.cookie)).find((item) => item.id === scarce.id)?.unit).toBe(scarce.stock);
  });

  it("lets no more products in than the cart holds, however many come at once", async () => {
    const customer = await newCustomer("Full");
    const room = 2;
    const first = inStock.slice(0, CART_MAX_ITEMS - room);
    const more = inStock.slice(CART_MAX_ITEMS - room, CART_MAX_ITEMS - room + AT_ONCE);
    await putCart(
      customer.cookie,
      first.map((product) => lineFor(product, 1)),
    );
    const answers = await Promise.all([
      ...more.map((product) => add(customer.cookie, product)),
      add(customer.cookie, first[0] as Picked),
    ]);
    expect(outcomes(answers)).toEqual(
      [
        ...Array.from({ length: room }, () => "added"),
        ...Array.from({ length: more.length - room }, () => "full"),
        (first[0] as Picked).stock > 1 ? "raised" : "max",
      ].sort(),
    );
    expect(await getCart(customer.cookie)).toHaveLength(CART_MAX_ITEMS);
  });
});
