// Contract: POST /api/Add_cart (fetch and replace), POST /api/Delete_cart, and the extensions
// clear_cart, add_cart_lines and set_cart_unit.
import { beforeAll, describe, expect, it } from "vitest";
import { CART_MAX_ITEMS } from "@/domain/cart";
import { executeSql } from "../support/shop-db";
import { allProducts, call, expectError, expectOk, newCustomer, post, type ProductJson } from "./api";

let plenty: ProductJson; // stock >= 5, with sizes and colours
let other: ProductJson; // stock >= 5
let scarce: ProductJson; // stock 1..3
let soldOut: ProductJson; // stock 0

beforeAll(async () => {
  const products = await allProducts();
  const pick = (test: (p: ProductJson) => boolean, what: string) => {
    const found = products.find(test);
    if (!found) throw new Error(`the demo data has no ${what}`);
    return found;
  };
  plenty = pick(
    (p) => p.quantity >= 5 && p.size.length > 0 && p.color.length > 0,
    "product with stock, sizes and colours",
  );
  other = pick((p) => p.quantity >= 5 && p.id !== plenty.id, "second product with stock");
  scarce = pick((p) => p.quantity >= 1 && p.quantity <= 3, "product with 1 to 3 in stock");
  soldOut = pick((p) => p.quantity === 0, "sold-out product");
});

const addLines = (userid: number, lines: Record<string, unknown>[]) => post("/api/add_cart_lines", { userid, lines });

const CART_KEYS = ["id", "image", "name", "category", "size", "color", "discountPrice", "Unit", "quantity"];

describe("POST /api/Add_cart", () => {
  it("fetches an empty cart, saves a cart, and fetches it back priced from the catalogue", async () => {
    const customer = await newCustomer();
    const empty = await post("/api/Add_cart", [{ userid: customer.id }]);
    expectOk(empty);
    expect(empty.body.data).toEqual([]);

    const saved = await post("/api/Add_cart", [
      { prod_id: plenty.id, userid: customer.id, unit: 2, size: plenty.size[0], color: plenty.color[0] },
      { prod_id: other.id, userid: customer.id, unit: 1 },
    ]);
    expectOk(saved);

    const fetched = await post("/api/Add_cart", [{ userid: String(customer.id) }]);
    expectOk(fetched);
    const items = fetched.body.data as Record<string, unknown>[];
    expect(items).toHaveLength(2);
    for (const item of items) for (const key of CART_KEYS) expect(item).toHaveProperty(key);
    const first = items.find((item) => item.id === plenty.id);
    expect(first).toMatchObject({
      id: plenty.id,
      name: plenty.name,
      image: plenty.image,
      size: plenty.size[0],
      color: plenty.color[0],
      discountPrice: plenty.discountPrice,
      Unit: 2,
      quantity: plenty.quantity,
    });
    expect(items.find((item) => item.id === other.id)).toMatchObject({ Unit: 1, size: "", color: "" });
  });

  it("answers the chosen colour's own picture as color_image (extension), and none for a line without one", async () => {
    const coloured = (await allProducts()).find(
      (p) => p.quantity >= 1 && p.id !== other.id && p.color_images?.some((entry) => entry.color === p.color[1]),
    );
    if (!coloured) throw new Error("the demo data has no product with a picture of its second colour");
    const colour = coloured.color[1];
    const customer = await newCustomer();
    const saved = await post("/api/Add_cart", [
      { prod_id: coloured.id, userid: customer.id, unit: 1, color: colour },
      { prod_id: other.id, userid: customer.id, unit: 1 },
    ]);
    expectOk(saved);
    const items = saved.body.data as Record<string, unknown>[];
    expect(items.find((item) => item.id === coloured.id)).toMatchObject({
      image: coloured.image,
      color: colour,
      color_image: coloured.color_images?.find((entry) => entry.color === colour)?.image,
    });
    expect(items.find((item) => item.id === other.id)).not.toHaveProperty("color_image");
  });

  it("replaces the whole cart on every save", async () => {
    const customer = await newCustomer();
    expectOk(await post("/api/Add_cart", [{ prod_id: plenty.id, userid: customer.id, unit: 1 }]));
    expectOk(await post("/api/Add_cart", [{ prod_id: other.id, userid: customer.id, unit: 3 }]));
    const fetched = await post("/api/Add_cart", [{ userid: customer.id }]);
    expect((fetched.body.data as { id: number; Unit: number }[]).map((i) => [i.id, i.Unit])).toEqual([[other.id, 3]]);
  });

  it("refuses units above the stock with 409 naming the product and the available quantity", async () => {
    const customer = await newCustomer();
    const over = await post("/api/Add_cart", [{ prod_id: scarce.id, userid: customer.id, unit: scarce.quantity + 1 }]);
    expectError(over, 409);
    expect(over.body.message).toContain(scarce.name);
    expect(over.body.message).toContain(String(scarce.quantity));
    expectOk(await post("/api/Add_cart", [{ prod_id: scarce.id, userid: customer.id, unit: scarce.quantity }]));
    const none = await post("/api/Add_cart", [{ prod_id: soldOut.id, userid: customer.id, unit: 1 }]);
    expectError(none, 409);
    expect(none.body.message).toContain(soldOut.name);
    expect(none.body.message).toContain("0");
    // The refused save did not touch the saved cart.
    const fetched = await post("/api/Add_cart", [{ userid: customer.id }]);
    expect((fetched.body.data as { id: number }[]).map((i) => i.id)).toEqual([scarce.id]);
  });

  it("refuses bad units, unknown products and customers, mixed users and malformed bodies", async () => {
    const customer = await newCustomer();
    const line = { prod_id: plenty.id, userid: customer.id, unit: 1 };
    expectError(await post("/api/Add_cart", [{ ...line, unit: 0 }]), 400, /unit/);
    expectError(await post("/api/Add_cart", [{ ...line, unit: -2 }]), 400, /unit/);
    expectError(await post("/api/Add_cart", [{ ...line, unit: 1.5 }]), 400, /unit/);
    expectError(await post("/api/Add_cart", [{ ...line, unit: "2" }]), 400, /unit/);
    expectError(await post("/api/Add_cart", [{ prod_id: plenty.id, userid: customer.id }]), 400, /unit/);
    expectError(await post("/api/Add_cart", [{ ...line, prod_id: 999999 }]), 400, /product/i);
    expectError(await post("/api/Add_cart", [{ ...line, prod_id: "abc" }]), 400, /prod_id/);
    expectError(await post("/api/Add_cart", [line, line]), 400, /twice/);
    expectError(await post("/api/Add_cart", [{ ...line, size: "Huge" }]), 400, /Size/);
    expectError(await post("/api/Add_cart", [line, { ...line, prod_id: other.id, userid: 1 }]), 400, /same userid/);
    expectError(await post("/api/Add_cart", [{ ...line, userid: 999999 }]), 404, /customer/i);
    expectError(await post("/api/Add_cart", [{ userid: 999999 }]), 404, /customer/i);
    expectError(await post("/api/Add_cart", [{}]), 400, /userid/);
    expectError(await post("/api/Add_cart", []), 400);
    expectError(await post("/api/Add_cart", { userid: customer.id }), 400, /list/);
    expectError(await post("/api/Add_cart", "[{"), 400, /JSON/);
    const fetched = await post("/api/Add_cart", [{ userid: customer.id }]);
    expect(fetched.body.data).toEqual([]);
  });
});

describe("POST /api/Delete_cart", () => {
  it("removes one product and keeps the rest", async () => {
    const customer = await newCustomer();
    expectOk(
      await post("/api/Add_cart", [
        { prod_id: plenty.id, userid: customer.id, unit: 1 },
        { prod_id: other.id, userid: customer.id, unit: 2 },
      ]),
    );
    const deleted = await post("/api/Delete_cart", { prod_id: plenty.id, userid: customer.id });
    expectOk(deleted);
    const fetched = await post("/api/Add_cart", [{ userid: customer.id }]);
    expect((fetched.body.data as { id: number }[]).map((i) => i.id)).toEqual([other.id]);
    // Deleting again is harmless.
    expectOk(await post("/api/Delete_cart", { prod_id: plenty.id, userid: customer.id }));
  });

  it("refuses missing fields, wrong types and unknown ids", async () => {
    const customer = await newCustomer();
    expectError(await post("/api/Delete_cart", { userid: customer.id }), 400, /prod_id/);
    expectError(await post("/api/Delete_cart", { prod_id: plenty.id }), 400, /userid/);
    expectError(await post("/api/Delete_cart", { prod_id: true, userid: customer.id }), 400, /prod_id/);
    expectError(await post("/api/Delete_cart", { prod_id: 999999, userid: customer.id }), 404, /product/i);
    expectError(await post("/api/Delete_cart", { prod_id: plenty.id, userid: 999999 }), 404, /customer/i);
    expectError(await post("/api/Delete_cart", "{]"), 400, /JSON/);
  });
});

describe("POST /api/clear_cart (extension)", () => {
  it("empties the cart", async () => {
    const customer = await newCustomer();
    expectOk(await post("/api/Add_cart", [{ prod_id: plenty.id, userid: customer.id, unit: 1 }]));
    expectOk(await post("/api/clear_cart", { userid: customer.id }));
    const fetched = await post("/api/Add_cart", [{ userid: customer.id }]);
    expect(fetched.body.data).toEqual([]);
    expectError(await post("/api/clear_cart", { userid: 999999 }), 404, /customer/i);
    expectError(await post("/api/clear_cart", {}), 400, /userid/);
  });
});

describe("POST /api/add_cart_lines and /api/set_cart_unit (extensions: one line, in one statement)", () => {
  const units = (response: { body: { data: { id: number; Unit: number }[] } }) =>
    response.body.data.map((item) => [item.id, item.Unit]);

  it("adds by SPEC.md's rule: new at the units, raised up to the stock, then refused; sold-out and unknown products untouched", async () => {
    const customer = await newCustomer();
    const added = await addLines(customer.id, [
      { prod_id: plenty.id, units: 2, size: plenty.size[0], color: plenty.color[0] },
      { prod_id: scarce.id, units: scarce.quantity + 5 },
      { prod_id: soldOut.id, units: 1 },
      { prod_id: 999999, units: 1 },
      { prod_id: plenty.id, units: 1 },
    ]);
    expectOk(added);
    expect(added.body.results).toEqual([
      { prod_id: plenty.id, name: plenty.name, outcome: "added" },
      { prod_id: scarce.id, name: scarce.name, outcome: "added" },
      { prod_id: soldOut.id, name: soldOut.name, outcome: "out-of-stock" },
      { prod_id: 999999, name: "", outcome: "unknown" },
      { prod_id: plenty.id, name: plenty.name, outcome: "raised" },
    ]);
    expect(units(added)).toEqual(
      [
        [plenty.id, 3],
        [scarce.id, scarce.quantity],
      ].sort(([x = 0], [y = 0]) => x - y),
    );
    const again = await addLines(customer.id, [{ prod_id: scarce.id, units: 1 }]);
    expect(again.body.results).toEqual([{ prod_id: scarce.id, name: scarce.name, outcome: "max" }]);
    expect(again.body.data.find((item: { id: number }) => item.id === scarce.id)).toMatchObject({
      Unit: scarce.quantity,
    });
  });

  it("counts every one of many adds at once", async () => {
    const customer = await newCustomer();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => addLines(customer.id, [{ prod_id: plenty.id, units: 1 }])),
    );
    for (const answer of answers) expectOk(answer);
    const fetched = await post("/api/Add_cart", [{ userid: customer.id }]);
    expect(units(fetched)).toEqual([[plenty.id, 5]]);
  });

  it("sets one line's units within 1 and the stock, in this customer's cart only", async () => {
    const customer = await newCustomer();
    const stranger = await newCustomer();
    expectOk(
      await post("/api/Add_cart", [
        { prod_id: plenty.id, userid: customer.id, unit: 1 },
        { prod_id: scarce.id, userid: customer.id, unit: 1 },
      ]),
    );
    const set = await post("/api/set_cart_unit", { userid: customer.id, prod_id: plenty.id, unit: 4 });
    expectOk(set);
    expect(units(set)).toContainEqual([plenty.id, 4]);
    const capped = await post("/api/set_cart_unit", { userid: customer.id, prod_id: scarce.id, unit: 500 });
    expect(units(capped)).toContainEqual([scarce.id, scarce.quantity]);
    const floored = await post("/api/set_cart_unit", { userid: customer.id, prod_id: plenty.id, unit: 0 });
    expect(units(floored)).toContainEqual([plenty.id, 1]);

    // Another customer's line is not theirs to change, nor to read.
    const foreign = await post("/api/set_cart_unit", { userid: stranger.id, prod_id: scarce.id, unit: 1 });
    expectError(foreign, 404, "No such product in the cart.");
    const foreignAdd = await addLines(stranger.id, [{ prod_id: other.id, units: 1 }]);
    expect(units(foreignAdd)).toEqual([[other.id, 1]]);
    const mine = await post("/api/Add_cart", [{ userid: customer.id }]);
    expect(units(mine)).toEqual(
      [
        [plenty.id, 1],
        [scarce.id, scarce.quantity],
      ].sort(([x = 0], [y = 0]) => x - y),
    );

    // A line whose product sold out since it was added.
    await executeSql(
      `INSERT INTO cart_items (customer_id, product_id, unit) VALUES (${customer.id}, ${soldOut.id}, 1)`,
    );
    expectError(
      await post("/api/set_cart_unit", { userid: customer.id, prod_id: soldOut.id, unit: 2 }),
      409,
      /out of stock/,
    );
  });

  it("refuses bad input, unknown customers and sizes not offered; the cart is unchanged", async () => {
    const customer = await newCustomer();
    const line = { prod_id: plenty.id, units: 1 };
    expectError(await addLines(customer.id, [{ ...line, units: 0 }]), 400, /unit/);
    expectError(await addLines(customer.id, [{ ...line, units: 1.5 }]), 400, /unit/);
    expectError(await addLines(customer.id, [{ ...line, prod_id: "abc" }]), 400, /prod_id/);
    expectError(await addLines(customer.id, [{ ...line, size: "Huge" }]), 400, /Size/);
    expectError(await addLines(customer.id, []), 400, /lines/);
    expectError(await addLines(999999, [line]), 404, /customer/i);
    expectError(await post("/api/add_cart_lines", { userid: customer.id }), 400, /lines/);
    expectError(await post("/api/set_cart_unit", { userid: customer.id, prod_id: plenty.id, unit: -1 }), 400, /unit/);
    expectError(await post("/api/set_cart_unit", { userid: customer.id, prod_id: plenty.id, unit: "2" }), 400, /unit/);
    expectError(await post("/api/set_cart_unit", { userid: customer.id, prod_id: plenty.id, unit: 2 }), 404, /cart/);
    expectError(await post("/api/set_cart_unit", { userid: 999999, prod_id: plenty.id, unit: 2 }), 404, /customer/i);
    const fetched = await post("/api/Add_cart", [{ userid: customer.id }]);
    expect(fetched.body.data).toEqual([]);
  });

  it("needs the service token", async () => {
    for (const path of ["/api/add_cart_lines", "/api/set_cart_unit"]) {
      const response = await call(
        "POST",
        path,
        { userid: 1, lines: [{ prod_id: plenty.id, units: 1 }] },
        {},
        {
          token: null,
        },
      );
      expect(response.status, path).toBe(401);
    }
  });
});

describe("the cart holds at most CART_MAX_ITEMS products", () => {
  it("add_cart_lines raises a line of a full cart but adds no new one", async () => {
    const customer = await newCustomer();
    const stocked = (await allProducts()).filter((product) => product.quantity >= 2);
    const full = stocked.slice(0, CART_MAX_ITEMS);
    expectOk(
      await post(
        "/api/Add_cart",
        full.map((product) => ({ prod_id: product.id, userid: customer.id, unit: 1 })),
      ),
    );
    const answer = await addLines(customer.id, [
      { prod_id: (stocked[CART_MAX_ITEMS] as ProductJson).id, units: 1 },
      { prod_id: (full[0] as ProductJson).id, units: 1 },
    ]);
    expect(answer.body.results.map((result: { outcome: string }) => result.outcome)).toEqual(["full", "raised"]);
    expect(answer.body.data).toHaveLength(CART_MAX_ITEMS);
  });
});
