// Contract: the product review extensions (issue 30, migration 0014): GetProductReviews,
// get_customer_review, insert_review, update_review, delete_review.
import { beforeAll, describe, expect, it } from "vitest";
import { executeSql } from "../support/shop-db";
import { allProducts, call, expectError, expectOk, newAddress, newCustomer, post, type ProductJson } from "./api";

interface ReviewJson {
  id: number;
  product_id: number;
  rating: number;
  text: string;
  author: string;
  created_at: string;
  updated_at: string;
  verified_purchase: boolean;
}

let bought: ProductJson;
let other: ProductJson;

beforeAll(async () => {
  const stocked = (await allProducts()).filter((product) => product.quantity >= 8);
  // Away from the products the orders and cart contracts use.
  const [a, b] = stocked.slice(-12, -10);
  if (!a || !b) throw new Error("the seed has too few products in stock");
  [bought, other] = [a, b];
});

const reviewsOf = async (productId: number, extra: Record<string, unknown> = {}) => {
  const response = await post("/api/GetProductReviews", { product_id: productId, ...extra });
  expectOk(response);
  return response.body as {
    data: ReviewJson[];
    total: number;
    distribution: number[];
    page: number;
    page_size: number;
  };
};

describe("product reviews (extension)", () => {
  it("publishes one review per customer and product, newest first, with the writer's first name and last initial", async () => {
    const first = await newCustomer("Asha");
    const second = await newCustomer("Ravi");
    const before = await reviewsOf(other.id);

    const written = await post("/api/insert_review", {
      userid: first.id,
      product_id: other.id,
      rating: 4,
      text: "  Soft and warm.\r\nGood fit.  ",
    });
    expectOk(written, 201);
    const review = written.body.data[0] as ReviewJson;
    expect(review).toMatchObject({
      product_id: other.id,
      rating: 4,
      text: "Soft and warm.\nGood fit.",
      author: "Asha C.",
      verified_purchase: false,
    });
    expect(Object.keys(review).sort()).toEqual(
      ["author", "created_at", "id", "product_id", "rating", "text", "updated_at", "verified_purchase"].sort(),
    );

    expectError(
      await post("/api/insert_review", { userid: first.id, product_id: other.id, rating: 2, text: "Again" }),
      409,
      /already reviewed/,
    );
    expectOk(
      await post("/api/insert_review", { userid: second.id, product_id: other.id, rating: 5, text: "Lovely." }),
      201,
    );

    const after = await reviewsOf(other.id);
    expect(after.total).toBe(before.total + 2);
    expect(after.distribution[3]).toBe(before.distribution[3]! + 1);
    expect(after.distribution[4]).toBe(before.distribution[4]! + 1);
    expect(after.data.slice(0, 2).map((row) => row.author)).toEqual(["Ravi C.", "Asha C."]);
    expect(JSON.stringify(after.data)).not.toContain(String(first.email));

    const own = await post("/api/get_customer_review", { userid: first.id, product_id: other.id });
    expectOk(own);
    expect(own.body.data).toEqual([review]);
    const none = await post("/api/get_customer_review", { userid: first.id, product_id: bought.id });
    expect(none.body.data).toEqual([]);
  });

  it("lets only its writer edit or delete a review: another customer's call is refused and changes nothing", async () => {
    const owner = await newCustomer("Meera");
    const stranger = await newCustomer("Kiran");
    const written = await post("/api/insert_review", {
      userid: owner.id,
      product_id: bought.id,
      rating: 3,
      text: "Fine.",
    });
    expectOk(written, 201);
    const id = (written.body.data[0] as ReviewJson).id;

    expectError(
      await post("/api/update_review", { userid: stranger.id, review_id: id, rating: 1, text: "Bad." }),
      404,
      /not yours/,
    );
    expectError(await post("/api/delete_review", { userid: stranger.id, review_id: id }), 404, /not yours/);
    const unchanged = await post("/api/get_customer_review", { userid: owner.id, product_id: bought.id });
    expect(unchanged.body.data[0]).toMatchObject({ id, rating: 3, text: "Fine." });

    const edited = await post("/api/update_review", {
      userid: owner.id,
      review_id: id,
      rating: 5,
      text: "Better now.",
    });
    expectOk(edited);
    expect(edited.body.data[0]).toMatchObject({ id, rating: 5, text: "Better now." });
    expect(Date.parse(edited.body.data[0].updated_at)).toBeGreaterThanOrEqual(
      Date.parse(edited.body.data[0].created_at),
    );

    expectOk(await post("/api/delete_review", { userid: owner.id, review_id: id }));
    expectError(await post("/api/delete_review", { userid: owner.id, review_id: id }), 404);
    const gone = await post("/api/get_customer_review", { userid: owner.id, product_id: bought.id });
    expect(gone.body.data).toEqual([]);
  });

  it("marks a review Verified purchase once its writer has a delivered order with the product", async () => {
    const buyer = await newCustomer("Lena");
    const addressId = await newAddress(buyer.id);
    const order = await post("/api/insert_order", {
      userid: buyer.id,
      payment_intent_id: `pi_contract_review_${Date.now()}`,
      address_id: addressId,
      items: [{ prod_id: bought.id, unit: 1 }],
    });
    expectOk(order, 201);
    const orderId = order.body.data[0].CoOrderID as number;
    const written = await post("/api/insert_review", {
      userid: buyer.id,
      product_id: bought.id,
      rating: 5,
      text: "Yes.",
    });
    expectOk(written, 201);
    // Placed is not enough: the order must have arrived.
    expect(written.body.data[0].verified_purchase).toBe(false);

    await executeSql(`UPDATE orders SET status = 'Delivered', delivered_at = created_at WHERE id = ${orderId}`);
    const listed = (await reviewsOf(bought.id)).data.find((row) => row.id === written.body.data[0].id);
    expect(listed?.verified_purchase).toBe(true);
  });

  it("refuses blank text, a rating outside 1 to 5, HTML, more than 2,000 characters and unknown products", async () => {
    const customer = await newCustomer();
    const write = (body: Record<string, unknown>) =>
      post("/api/insert_review", { userid: customer.id, product_id: other.id, rating: 4, text: "Good.", ...body });
    expectError(await write({ text: "   " }), 400, /write a few words/);
    expectError(await write({ rating: 0 }), 400, /rating from 1 to 5/);
    expectError(await write({ rating: 6 }), 400, /rating from 1 to 5/);
    expectError(await write({ rating: 2.5 }), 400, /rating from 1 to 5/);
    expectError(await write({ text: 'Nice <img src=x onerror="alert(1)">' }), 400, /plain text/);
    expectError(await write({ text: "x".repeat(2001) }), 400, /2,000 characters/);
    expectError(await write({ product_id: 999999 }), 404, /product/i);
    expectOk(await write({ text: "x".repeat(2000), rating: "4" }), 201);
    // Comparisons that merely use < and > are not markup.
    expectOk(
      await post("/api/insert_review", {
        userid: customer.id,
        product_id: bought.id,
        rating: 4,
        text: "Size < 5 fits, 3 > 2",
      }),
      201,
    );
  });

  it("pages a product's reviews and needs the service token", async () => {
    const page = await reviewsOf(other.id, { page: 1, page_size: 1 });
    expect(page.data).toHaveLength(1);
    expect(page.page_size).toBe(1);
    const second = await reviewsOf(other.id, { page: 2, page_size: 1 });
    expect(second.data[0]?.id).not.toBe(page.data[0]?.id);
    expectError(await post("/api/GetProductReviews", { product_id: other.id, page_size: 51 }), 400, /page_size/);
    const outsider = await call("POST", "/api/GetProductReviews", { product_id: other.id }, {}, { token: null });
    expect(outsider.status).toBe(401);
  });
});
