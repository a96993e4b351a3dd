// Contract: POST /api/Add_cart (fetch and replace), POST /api/Delete_cart, POST /api/clear_cart (extension).
import { beforeAll, describe, expect, it } from "vitest";
import { allProducts, expectError, expectOk, newCustomer, post, type ProductJson } from "./api";

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
