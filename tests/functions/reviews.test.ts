// Published reviews (issue 30) through the functions: anyone reads a product's reviews (cacheable),
// a signed-in customer writes one per product, edits and deletes only their own, on the rules of
// src/domain/published-review.ts, and writes are limited per customer and per client address. Against the
// real functions and shop API.
import { describe, expect, it } from "vitest";
import {
  REVIEW_WRITES_PER_ADDRESS,
  REVIEW_WRITES_PER_CUSTOMER,
  RATING_REQUIRED,
  REVIEW_NOT_PLAIN_TEXT,
  REVIEW_TEXT_REQUIRED,
  type PublishedReview,
  type ReviewsPage,
} from "@/domain/published-review";
import { freshClientAddress } from "../support/client-addresses";
import { call, newCustomer, type TestCustomer } from "./client";
import { expectError, shopProducts } from "./helpers";

const write = (who: TestCustomer, productId: number, body: unknown, from = freshClientAddress()) =>
  call<{ review: PublishedReview }>("POST", `/api/products/${productId}/reviews`, { cookie: who.cookie, body, from });
const edit = (who: TestCustomer, reviewId: number, body: unknown, from = freshClientAddress()) =>
  call<{ review: PublishedReview }>("PUT", `/api/reviews/${reviewId}`, { cookie: who.cookie, body, from });
const remove = (who: TestCustomer, reviewId: number) =>
  call("DELETE", `/api/reviews/${reviewId}`, { cookie: who.cookie, from: freshClientAddress() });
const mine = (who: TestCustomer, productId: number) =>
  call<{ review: PublishedReview | null }>("GET", `/api/products/${productId}/reviews/mine`, { cookie: who.cookie });
/** `count` products from the catalogue's `offset`th on: reviews need no stock. */
const productsAt = async (offset: number, count = 1) => (await shopProducts()).slice(offset, offset + count);

const list = (productId: number, page = 1) =>
  call<ReviewsPage>("GET", `/api/products/${productId}/reviews?page=${page}`);

describe("reviews", () => {
  it("a customer's review is listed for everyone, newest first, in a cacheable answer; a second one is refused", async () => {
    const [product] = await productsAt(30);
    const asha = await newCustomer("Asha");
    const written = await write(asha, product!.id, { rating: 5, text: "  Fits well.  " });
    expect(written.status, written.text).toBe(201);
    expect(written.body.review).toMatchObject({
      rating: 5,
      text: "Fits well.",
      author: "Asha S.",
      verifiedPurchase: false,
    });

    const listed = await list(product!.id);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toMatch(/^public/);
    expect(listed.body.reviews[0]).toEqual(written.body.review);
    expect(listed.body.total).toBeGreaterThanOrEqual(1);
    expect(listed.body.distribution).toHaveLength(5);

    expectError(await write(asha, product!.id, { rating: 3, text: "Again." }), 409, "review_exists");
    expect((await mine(asha, product!.id)).body.review).toEqual(written.body.review);
    expect((await mine(await newCustomer(), product!.id)).body.review).toBeNull();
    // A product nobody has reviewed, or none at all, simply has none: the list is not asked to look the product up.
    expect((await list(999_999)).body).toMatchObject({ reviews: [], total: 0 });
    expectError(await call("GET", `/api/products/${product!.id}/reviews?page=0`), 400, "validation_failed");
  });

  it("edits and deletes only the customer's own review: another customer gets 404 and changes nothing", async () => {
    const [product] = await productsAt(31);
    const owner = await newCustomer("Meera");
    const stranger = await newCustomer("Kiran");
    const written = await write(owner, product!.id, { rating: 2, text: "Too small." });
    expect(written.status, written.text).toBe(201);
    const id = written.body.review.id;

    expectError(await edit(stranger, id, { rating: 1, text: "Awful." }), 404, "review_not_found");
    expectError(await remove(stranger, id), 404, "review_not_found");
    expect((await mine(owner, product!.id)).body.review).toMatchObject({ id, rating: 2, text: "Too small." });

    const edited = await edit(owner, id, { rating: 4, text: "Bigger size was right." });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.review).toMatchObject({ id, rating: 4, text: "Bigger size was right." });
    const deleted = await remove(owner, id);
    expect(deleted.status, deleted.text).toBe(204);
    expect((await mine(owner, product!.id)).body.review).toBeNull();
    expect((await list(product!.id)).body.reviews.some((review) => review.id === id)).toBe(false);
  });

  it("refuses no rating, blank text, HTML and over-long text with SPEC's and the rule's messages, naming the field", async () => {
    const [product] = await productsAt(32);
    const customer = await newCustomer();
    const refused = await write(customer, product!.id, { rating: 0, text: "   " });
    expect(expectError(refused, 400, "validation_failed").fields).toEqual({
      rating: RATING_REQUIRED,
      text: REVIEW_TEXT_REQUIRED,
    });
    expect(expectError(await write(customer, product!.id, { rating: 4, text: "<b>Great</b>" }), 400).fields).toEqual({
      text: REVIEW_NOT_PLAIN_TEXT,
    });
    expectError(await write(customer, product!.id, { rating: 4, text: "x".repeat(2001) }), 400, "validation_failed");
    expect((await mine(customer, product!.id)).body.review).toBeNull();
  });

  it(`limits writes to ${REVIEW_WRITES_PER_CUSTOMER} an hour per customer, with Retry-After and a message saying how long to wait`, async () => {
    const [product] = await productsAt(33);
    const customer = await newCustomer();
    const written = await write(customer, product!.id, { rating: 3, text: "Edit 0" });
    expect(written.status, written.text).toBe(201);
    for (let count = 1; count < REVIEW_WRITES_PER_CUSTOMER; count++) {
      const answer = await edit(customer, written.body.review.id, { rating: 3, text: `Edit ${count}` });
      expect(answer.status, answer.text).toBe(200);
    }
    const limited = await edit(customer, written.body.review.id, { rating: 3, text: "One more" });
    expect(expectError(limited, 429, "too_many_reviews").message).toMatch(/Please wait \d+ minutes? and try again\./);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await mine(customer, product!.id)).body.review?.text).toBe(`Edit ${REVIEW_WRITES_PER_CUSTOMER - 1}`);
    // Deleting is never limited.
    expect((await remove(customer, written.body.review.id)).status).toBe(204);
  });

  it(`limits writes to ${REVIEW_WRITES_PER_ADDRESS} an hour per client address, across customers`, async () => {
    const products = await productsAt(0, REVIEW_WRITES_PER_ADDRESS + 1);
    const from = freshClientAddress();
    const perCustomer = REVIEW_WRITES_PER_CUSTOMER - 1;
    const customers = await Promise.all(
      Array.from({ length: Math.ceil((REVIEW_WRITES_PER_ADDRESS + 1) / perCustomer) }, () => newCustomer()),
    );
    const answers = [];
    for (let index = 0; index <= REVIEW_WRITES_PER_ADDRESS; index++) {
      const customer = customers[Math.floor(index / perCustomer)]!;
      answers.push(await write(customer, products[index]!.id, { rating: 4, text: `Review ${index}` }, from));
    }
    expect(answers.slice(0, -1).map((answer) => answer.status)).toEqual(Array(REVIEW_WRITES_PER_ADDRESS).fill(201));
    expectError(answers.at(-1)!, 429, "too_many_reviews");
    // Another address is not held back.
    const other = await write(customers.at(-1)!, products.at(-1)!.id, { rating: 4, text: "From home" });
    expect(other.status, other.text).toBe(201);
  });
});
