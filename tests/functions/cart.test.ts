// GET/PUT /api/cart and DELETE /api/cart/{id}: the signed-in customer's cart, priced by the shop
// API, with the quantity rules (1 to the stock) and the request-body rules of every JSON route.
import { beforeAll, describe, expect, it } from "vitest";
import { call, newCustomer, type TestCustomer } from "./client";
import type { ProductJson } from "../contract/api";
import { expectError, getCart, lineFor, paise, putCart, shopApiUrl, shopProducts, type Picked } from "./helpers";

let customer: TestCustomer;
/** Two products with plenty of stock, one with 1 to 3, one sold out. */
let plenty: Picked[];
let scarce: Picked;
let soldOut: Picked;

beforeAll(async () => {
  customer = await newCustomer("Cart");
  const products = await shopProducts();
  plenty = products
    .filter((product) => product.stock >= 10 && product.sizes.length > 0 && product.colors.length > 0)
    .slice(0, 2);
  scarce = products.find((product) => product.stock >= 1 && product.stock <= 3) as Picked;
  soldOut = products.find((product) => product.stock === 0) as Picked;
  expect([plenty.length, scarce?.id, soldOut?.id].every(Boolean)).toBe(true);
});

describe("the cart", () => {
  it("a new customer's cart is empty", async () => {
    expect(await getCart(customer.cookie)).toEqual([]);
  });

  it("PUT replaces the whole cart and answers it priced from the catalogue, whatever prices the body claims", async () => {
    const [a, b] = plenty as [Picked, Picked];
    const items = await putCart(customer.cookie, [
      { ...lineFor(a, 2), price: 1, discountPrice: 1, total: 1 },
      { ...lineFor(b, 1), price: 0.01 },
    ]);
    expect(items).toHaveLength(2);
    const first = items.find((item) => item.id === a.id);
    expect(first).toMatchObject({
      id: a.id,
      name: a.name,
      unit: 2,
      size: a.sizes[0],
      color: a.colors[0],
      price: paise(a.discountPrice),
      originalPrice: paise(a.originalPrice),
      stock: a.stock,
    });
    expect(items.find((item) => item.id === b.id)).toMatchObject({ unit: 1, price: paise(b.discountPrice) });
    expect(await getCart(customer.cookie)).toEqual(items);

    // A second PUT replaces, not merges.
    const replaced = await putCart(customer.cookie, [lineFor(b, 3)]);
    expect(replaced.map((item) => [item.id, item.unit])).toEqual([[b.id, 3]]);
    expect((await getCart(customer.cookie)).map((item) => [item.id, item.unit])).toEqual([[b.id, 3]]);
  });

  it("a line carries its colour's own picture as colorImageUrl, beside the product's; a line without a colour does not", async () => {
    const response = await fetch(`${shopApiUrl}/api/GetAllProduct`);
    const { data } = (await response.json()) as { data: ProductJson[] };
    const coloured = data.find(
      (raw) => raw.quantity >= 1 && raw.color_images?.some((entry) => entry.color === raw.color[1]),
    );
    if (!coloured) throw new Error("the catalogue has no product in stock with a picture of its second colour");
    const colour = coloured.color[1] ?? "";
    const other = plenty.find((product) => product.id !== coloured.id) as Picked;
    const items = await putCart(customer.cookie, [
      { id: coloured.id, unit: 1, size: coloured.size[0] ?? "", color: colour },
      { id: other.id, unit: 1, size: "", color: "" },
    ]);
    const file = coloured.color_images?.find((entry) => entry.color === colour)?.image ?? "";
    const line = items.find((item) => item.id === coloured.id);
    expect(line?.colorImageUrl).toMatch(new RegExp(`/products/${file}$`));
    expect(line?.imageUrl).toMatch(new RegExp(`/products/${coloured.image}$`));
    expect(items.find((item) => item.id === other.id)).not.toHaveProperty("colorImageUrl");
  });

  it("DELETE /api/cart/{id} removes one product and answers the rest; removing one not in the cart changes nothing", async () => {
    const [a, b] = plenty as [Picked, Picked];
    await putCart(customer.cookie, [lineFor(a, 1), lineFor(b, 1)]);
    const removed = await call<{ items: { id: number }[] }>("DELETE", `/api/cart/${a.id}`, { cookie: customer.cookie });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.items.map((item) => item.id)).toEqual([b.id]);
    const again = await call<{ items: { id: number }[] }>("DELETE", `/api/cart/${a.id}`, { cookie: customer.cookie });
    expect(again.status).toBe(200);
    expect(again.body.items.map((item) => item.id)).toEqual([b.id]);
    expect((await getCart(customer.cookie)).map((item) => item.id)).toEqual([b.id]);

    const [malformed, collection] = await Promise.all([
      call("DELETE", "/api/cart/abc", { cookie: customer.cookie }),
      call("DELETE", "/api/cart", { cookie: customer.cookie }),
    ]);
    expectError(malformed, 404);
    // DELETE belongs to one product; the cart itself is emptied with PUT {items: []}.
    expectError(collection, 405);
    expect(collection.headers.get("allow")).toBe("GET, PUT");
    expect((await getCart(customer.cookie)).map((item) => item.id)).toEqual([b.id]);
  });

  it("PUT with no items empties the cart", async () => {
    await putCart(customer.cookie, [lineFor(plenty[0] as Picked, 1)]);
    expect(await putCart(customer.cookie, [])).toEqual([]);
    expect(await getCart(customer.cookie)).toEqual([]);
  });

  it("a quantity above the stock is 409 naming the product and the quantity available; the cart is unchanged", async () => {
    const before = await putCart(customer.cookie, [lineFor(plenty[0] as Picked, 1)]);

    const over = expectError(
      await call("PUT", "/api/cart", { cookie: customer.cookie, body: { items: [lineFor(scarce, scarce.stock + 1)] } }),
      409,
    );
    expect(over.message).toContain(scarce.name);
    expect(over.message).toContain(`Only ${scarce.stock} `);
    expect(over.message).toContain(`${scarce.stock + 1} requested`);

    const none = expectError(
      await call("PUT", "/api/cart", { cookie: customer.cookie, body: { items: [lineFor(soldOut, 1)] } }),
      409,
    );
    expect(none.message).toContain(soldOut.name);
    expect(none.message).toContain("0 available");

    // Exactly the stock is fine.
    expect(await getCart(customer.cookie)).toEqual(before);
    const exact = await putCart(customer.cookie, [lineFor(scarce, scarce.stock)]);
    expect(exact[0]).toMatchObject({ id: scarce.id, unit: scarce.stock });
  });

  it("negative, zero, fractional, string, missing or huge quantities, bad ids and unknown products are 400; the cart is unchanged", async () => {
    const good = plenty[0] as Picked;
    const before = await putCart(customer.cookie, [lineFor(good, 1)]);
    const invalid: [string, unknown][] = [
      ["negative", [{ id: good.id, unit: -1 }]],
      ["zero", [{ id: good.id, unit: 0 }]],
      ["fractional", [{ id: good.id, unit: 1.5 }]],
      ["string", [{ id: good.id, unit: "2" }]],
      ["missing", [{ id: good.id }]],
      ["null", [{ id: good.id, unit: null }]],
      ["huge", [{ id: good.id, unit: 1e9 }]],
      ["string id", [{ id: String(good.id), unit: 1 }]],
      ["zero id", [{ id: 0, unit: 1 }]],
      [
        "twice",
        [
          { id: good.id, unit: 1 },
          { id: good.id, unit: 2 },
        ],
      ],
      ["not a list", { id: good.id, unit: 1 }],
      ["too many", Array.from({ length: 101 }, (_, index) => ({ id: index + 1, unit: 1 }))],
    ];
    const answers = await Promise.all(
      invalid.map(([, items]) => call("PUT", "/api/cart", { cookie: customer.cookie, body: { items } })),
    );
    answers.forEach((result, index) => {
      const what = invalid[index]?.[0];
      const error = expectError(result, 400);
      expect(error.code, what).toBe("validation_failed");
      expect(Object.keys(error.fields ?? {}).length, what).toBeGreaterThan(0);
      if (["negative", "zero", "fractional", "string"].includes(what ?? "")) {
        expect(error.message, what).toBe("Quantity must be a whole number of 1 or more.");
      }
    });

    // Rejected by the shop API: an unknown product, a size the product does not offer; no items at all.
    const [unknown, size, none] = await Promise.all([
      call("PUT", "/api/cart", { cookie: customer.cookie, body: { items: [{ id: 999_999, unit: 1 }] } }),
      call("PUT", "/api/cart", {
        cookie: customer.cookie,
        body: { items: [{ id: good.id, unit: 1, size: "No Such Size" }] },
      }),
      call("PUT", "/api/cart", { cookie: customer.cookie, body: {} }),
    ]);
    expect(expectError(unknown, 400).message).toContain("999999");
    expectError(size, 400);
    expectError(none, 400, "validation_failed");

    expect(await getCart(customer.cookie)).toEqual(before);
  });

  it("POST /api/cart/lines adds by SPEC.md's rule in one request: new lines, raised units, the stock's bound, sold-out refused", async () => {
    const [a, b] = plenty as [Picked, Picked];
    await putCart(customer.cookie, [lineFor(a, 1), lineFor(scarce, scarce.stock)]);
    const wanted = (product: Picked, units = 1) => {
      const { id, size, color } = lineFor(product, units);
      return { id, size, color, units };
    };
    const added = await call<{ items: { id: number; unit: number }[]; results: unknown[] }>("POST", "/api/cart/lines", {
      cookie: customer.cookie,
      body: { lines: [wanted(a, 2), wanted(b), wanted(scarce), wanted(soldOut)] },
    });
    expect(added.status, added.text).toBe(200);
    expect(added.body.results).toEqual([
      { ok: true, outcome: "raised" },
      { ok: true, outcome: "added" },
      { ok: false, reason: "max", message: "Maximum quantity reached!" },
      { ok: false, reason: "out-of-stock", message: `${soldOut.name} is out of stock.` },
    ]);
    const units = (items: { id: number; unit: number }[]) =>
      items.map((item) => [item.id, item.unit]).sort(([x = 0], [y = 0]) => x - y);
    const expected = units([
      { id: a.id, unit: 3 },
      { id: scarce.id, unit: scarce.stock },
      { id: b.id, unit: 1 },
    ]);
    expect(units(added.body.items)).toEqual(expected);
    expect(units(await getCart(customer.cookie))).toEqual(expected);

    // Nothing addable: the cart is answered as it is, unchanged.
    const refused = await call<{ items: unknown[]; results: unknown[] }>("POST", "/api/cart/lines", {
      cookie: customer.cookie,
      body: { lines: [wanted(soldOut)] },
    });
    expect(refused.status, refused.text).toBe(200);
    expect(refused.body.results).toEqual([
      { ok: false, reason: "out-of-stock", message: `${soldOut.name} is out of stock.` },
    ]);
    expect(units(await getCart(customer.cookie))).toEqual(expected);

    const [noLines, zero, noId] = await Promise.all([
      call("POST", "/api/cart/lines", { cookie: customer.cookie, body: { lines: [] } }),
      call("POST", "/api/cart/lines", { cookie: customer.cookie, body: { lines: [wanted(a, 0)] } }),
      call("POST", "/api/cart/lines", {
        cookie: customer.cookie,
        body: { lines: [{ units: 1, size: "", color: "" }] },
      }),
    ]);
    for (const result of [noLines, zero, noId]) expectError(result, 400, "validation_failed");
  });

  it("PUT /api/cart/{id} sets one line's units within 1 and the stock; a product not in the cart is 404", async () => {
    const [a] = plenty as [Picked];
    await putCart(customer.cookie, [lineFor(a, 1), lineFor(scarce, 1)]);
    const set = await call<{ items: { id: number; unit: number }[] }>("PUT", `/api/cart/${a.id}`, {
      cookie: customer.cookie,
      body: { unit: 4 },
    });
    expect(set.status, set.text).toBe(200);
    expect(set.body.items.find((item) => item.id === a.id)?.unit).toBe(4);
    const capped = await call<{ items: { id: number; unit: number }[] }>("PUT", `/api/cart/${scarce.id}`, {
      cookie: customer.cookie,
      body: { unit: scarce.stock + 5 },
    });
    expect(capped.body.items.find((item) => item.id === scarce.id)?.unit).toBe(scarce.stock);
    expect((await getCart(customer.cookie)).find((item) => item.id === a.id)?.unit).toBe(4);

    const [absent, malformed, badUnit] = await Promise.all([
      call("PUT", `/api/cart/${soldOut.id}`, { cookie: customer.cookie, body: { unit: 1 } }),
      call("PUT", "/api/cart/abc", { cookie: customer.cookie, body: { unit: 1 } }),
      call("PUT", `/api/cart/${a.id}`, { cookie: customer.cookie, body: { unit: "2" } }),
    ]);
    expectError(absent, 404);
    expectError(malformed, 404);
    expectError(badUnit, 400, "validation_failed");
  });

  it("GET /api/cart/{id}, POST /api/cart and GET /api/cart/lines are refused", async () => {
    expectError(await call("GET", "/api/cart/1", { cookie: customer.cookie }), 405);
    expectError(await call("POST", "/api/cart", { cookie: customer.cookie, body: { items: [] } }), 405);
    expectError(await call("GET", "/api/cart/lines", { cookie: customer.cookie }), 405);
  });
});
