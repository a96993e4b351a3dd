// Product reviews published for every shopper (issue 30, migration 0014): one per customer and
// product, written, edited and deleted for the customer the functions name (`userid`, from their
// session). Service token only, reads included (src/lib/auth.ts): the storefront's functions serve
// the public list and keep its cache.
import { Hono } from "hono";
import * as v from "valibot";
import { RATING_MAX } from "@domain/review";
import {
  PublishedRatingSchema,
  PublishedTextSchema,
  REVIEW_EXISTS,
  REVIEW_NOT_FOUND,
  reviewerName,
} from "@domain/published-review";
import type { AppEnv } from "../env";
import { ApiError, conflict, notFound, readBody } from "../lib/http";
import { requireCustomer } from "../lib/db";
import { Id, WholeNumber } from "../lib/schemas";

/** A page holds at most this many reviews. */
const MAX_PAGE_SIZE = 50;

const OBJECT = "The request body must be a JSON object.";

const ListBody = v.object(
  {
    product_id: Id("product_id"),
    page: v.optional(WholeNumber("page", 1, 100_000), 1),
    page_size: v.optional(WholeNumber("page_size", 1, MAX_PAGE_SIZE), 10),
  },
  OBJECT,
);
const OwnBody = v.object({ userid: Id("userid"), product_id: Id("product_id") }, OBJECT);
const InsertBody = v.object(
  { userid: Id("userid"), product_id: Id("product_id"), rating: PublishedRatingSchema, text: PublishedTextSchema },
  OBJECT,
);
const UpdateBody = v.object(
  { userid: Id("userid"), review_id: Id("review_id"), rating: PublishedRatingSchema, text: PublishedTextSchema },
  OBJECT,
);
const DeleteBody = v.object({ userid: Id("userid"), review_id: Id("review_id") }, OBJECT);

interface ReviewRow {
  id: number;
  product_id: number;
  rating: number;
  text: string;
  firstname: string;
  lastname: string;
  created_at: string;
  updated_at: string;
  verified_purchase: number;
}

/** A review with its writer's name and whether they have a delivered order with the product. */
const REVIEW_SELECT = `
  SELECT r.id, r.product_id, r.rating, r.text, c.firstname, c.lastname, r.created_at, r.updated_at,
    EXISTS (
      SELECT 1 FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE i.product_id = r.product_id AND o.customer_id = r.customer_id AND o.status = 'Delivered'
    ) AS verified_purchase
  FROM reviews r JOIN customers c ON c.id = r.customer_id`;

/** The contract's shape: the writer as first name and last initial only, never the customer id. */
function toReview(row: ReviewRow) {
  return {
    id: row.id,
    product_id: row.product_id,
    rating: row.rating,
    text: row.text,
    author: reviewerName(row.firstname, row.lastname),
    created_at: row.created_at,
    updated_at: row.updated_at,
    verified_purchase: row.verified_purchase === 1,
  };
}

async function reviewById(db: D1Database, id: number): Promise<ReviewRow | null> {
  return db.prepare(`${REVIEW_SELECT} WHERE r.id = ?`).bind(id).first<ReviewRow>();
}

async function requireProduct(db: D1Database, id: number): Promise<void> {
  const row = await db.prepare("SELECT id FROM products WHERE id = ?").bind(id).first<{ id: number }>();
  if (!row) throw notFound(`Unknown product ${id}.`);
}

export const reviews = new Hono<AppEnv>();

/** One page of a product's reviews, newest first, with their count and how many give each rating. */
reviews.post("/GetProductReviews", async (c) => {
  const body = await readBody(c, ListBody);
  const db = c.env.DB;
  const [page, counts] = await db.batch([
    db
      .prepare(`${REVIEW_SELECT} WHERE r.product_id = ? ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`)
      .bind(body.product_id, body.page_size, (body.page - 1) * body.page_size),
    db
      .prepare("SELECT rating, COUNT(*) AS count FROM reviews WHERE product_id = ? GROUP BY rating")
      .bind(body.product_id),
  ]);
  const distribution = Array.from({ length: RATING_MAX }, () => 0);
  for (const row of (counts?.results ?? []) as { rating: number; count: number }[]) {
    distribution[row.rating - 1] = row.count;
  }
  return c.json({
    status: "true",
    data: ((page?.results ?? []) as ReviewRow[]).map(toReview),
    total: distribution.reduce((sum, count) => sum + count, 0),
    distribution,
    page: body.page,
    page_size: body.page_size,
  });
});

/** The customer's own review of a product: `data: []` when they have written none. */
reviews.post("/get_customer_review", async (c) => {
  const body = await readBody(c, OwnBody);
  const row = await c.env.DB.prepare(`${REVIEW_SELECT} WHERE r.customer_id = ? AND r.product_id = ?`)
    .bind(body.userid, body.product_id)
    .first<ReviewRow>();
  return c.json({ status: "true", data: row ? [toReview(row)] : [] });
});

reviews.post("/insert_review", async (c) => {
  const body = await readBody(c, InsertBody);
  const db = c.env.DB;
  await requireCustomer(db, body.userid);
  await requireProduct(db, body.product_id);
  const now = new Date().toISOString();
  // ON CONFLICT DO NOTHING: two submits at once write one review, and the second learns it exists.
  const inserted = await db
    .prepare(
      `INSERT INTO reviews (product_id, customer_id, rating, text, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?5) ON CONFLICT (customer_id, product_id) DO NOTHING RETURNING id`,
    )
    .bind(body.product_id, body.userid, body.rating, body.text, now)
    .first<{ id: number }>();
  if (!inserted) throw conflict(REVIEW_EXISTS);
  const row = await reviewById(db, inserted.id);
  if (!row) throw new ApiError(500, "The review was written but could not be read back.");
  return c.json({ status: "true", message: "Review published.", data: [toReview(row)] }, 201);
});

reviews.post("/update_review", async (c) => {
  const body = await readBody(c, UpdateBody);
  const db = c.env.DB;
  const updated = await db
    .prepare("UPDATE reviews SET rating = ?, text = ?, updated_at = ? WHERE id = ? AND customer_id = ? RETURNING id")
    .bind(body.rating, body.text, new Date().toISOString(), body.review_id, body.userid)
    .first<{ id: number }>();
  if (!updated) throw notFound(REVIEW_NOT_FOUND);
  const row = await reviewById(db, updated.id);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return c.json({ status: "true", message: "Review updated.", data: [toReview(row)] });
});

reviews.post("/delete_review", async (c) => {
  const body = await readBody(c, DeleteBody);
  const deleted = await c.env.DB.prepare(
    "DELETE FROM reviews WHERE id = ? AND customer_id = ? RETURNING id, product_id",
  )
    .bind(body.review_id, body.userid)
    .first<{ id: number; product_id: number }>();
  if (!deleted) throw notFound(REVIEW_NOT_FOUND);
  return c.json({
    status: "true",
    message: "Review deleted.",
    data: [{ id: deleted.id, product_id: deleted.product_id }],
  });
});
