// Signing in moves a guest's cart cookie into the customer's cart on the server (decision 068):
// the same product adds its units, clamped to the stock, and the answer removes the cookie. A
// sign-in retried with the same cookie (the first answer, which removed it, was lost) must not add
// the lines again.
import { beforeAll, describe, expect, it } from "vitest";
import { call, newCustomer, setCookies, type TestCustomer } from "./client";
import { getCart, lineFor, pickProducts, putCart, type Picked } from "./helpers";

let plenty: Picked[];

beforeAll(async () => {
  plenty = await pickProducts(2, (product) => product.stock >= 10 && product.sizes.length > 1);
});

/** The cartItems cookie as the browser's store and the cart's action write it: [id, unit, size, colour]. */
const guestCookie = (entries: number[][]) => `cartItems=${encodeURIComponent(JSON.stringify(entries))}`;

/** A sign-in through the JSON API, carrying a guest cart cookie -> the cartItems Set-Cookie, if any. */
async function signInWith(customer: TestCustomer, cookie: string): Promise<string | undefined> {
  const result = await call("POST", "/api/session", {
    body: { email: customer.email, password: customer.password },
    cookie,
  });
  expect(result.status, result.text).toBe(200);
  return setCookies(result.headers).get("cartItems");
}

const units = async (customer: TestCustomer) =>
  (await getCart(customer.cookie)).map((item) => [item.id, item.unit, item.size]).sort();

describe("a guest's cart at sign-in", () => {
  it("merged once, the cookie removed, and a replayed sign-in adds nothing", async () => {
    const signIn = signInWith;
    const [a, b] = plenty as [Picked, Picked];
    const customer = await newCustomer("Merge");
    await putCart(customer.cookie, [lineFor(a, 1)]);
    // The guest chose 2 of a (a new size is ignored: the server's line keeps its own) and 1 of b in its second size.
    const cookie = guestCookie([
      [a.id, 2, 1, -1],
      [b.id, 1, 1, -1],
    ]);

    const cleared = await signIn(customer, cookie);
    expect(cleared).toMatch(/^cartItems=; Max-Age=0;/);
    const merged = [
      [a.id, 3, a.sizes[0]],
      [b.id, 1, b.sizes[1]],
    ].sort();
    expect(await units(customer)).toEqual(merged);

    // The answer was lost: the browser still has the cookie and signs in again with it.
    expect(await signIn(customer, cookie)).toMatch(/^cartItems=; Max-Age=0;/);
    expect(await units(customer)).toEqual(merged);

    // Another guest cart later is merged: the note is of that one cookie only.
    await signIn(customer, guestCookie([[b.id, 2, 1, -1]]));
    expect(await units(customer)).toEqual(
      [
        [a.id, 3, a.sizes[0]],
        [b.id, 3, b.sizes[1]],
      ].sort(),
    );
  });

  it("a sign-in without a guest cart leaves the cart and sets no cart cookie", async () => {
    const customer = await newCustomer("NoMerge");
    await putCart(customer.cookie, [lineFor(plenty[0] as Picked, 2)]);
    expect(await signInWith(customer, "")).toBeUndefined();
    expect((await getCart(customer.cookie)).map((item) => item.unit)).toEqual([2]);
  });
});
