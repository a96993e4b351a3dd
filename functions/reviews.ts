import type { Config } from "@netlify/functions";
import { parseIdText } from "@domain/ids";
import { ReviewDraftSchema, type ReviewsPage } from "@domain/published-review";
import { CLIENT_ADDRESS_HEADER } from "./_shared/client-window";
import { errorResponse, json, readJson } from "./_shared/http";
import {
  changeReview,
  readProductReviews,
  ReviewThrottleUnavailable,
  type ReviewChange,
} from "./_shared/product-reviews";
import { anyone, customer, endpoint, type CustomerContext } from "./_shared/route";

export const config: Config = {
  path: ["/api/products/:id/reviews", "/api/products/:id/reviews/mine", "/api/reviews/:id"],
};

export const REVIEWS_UNAVAILABLE = "Reviews cannot be written right now. Please try again in a minute.";

/** As the product pages: a CDN may keep the list a minute and serve it stale while it asks again. */
const REVIEWS_CACHE_HEADERS = { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" };

const noSuchProduct = () => errorResponse(404, "product_not_found", "Product not found.");
const noSuchReview = () => errorResponse(404, "review_not_found", "No such review.");

async function change(ctx: CustomerContext, reviewChange: ReviewChange): Promise<Response> {
  let outcome;
  try {
    outcome = await changeReview(
      ctx.shopApi,
      ctx.customer.id,
      ctx.req.headers.get(CLIENT_ADDRESS_HEADER) ?? "",
      reviewChange,
    );
  } catch (error) {
    if (!(error instanceof ReviewThrottleUnavailable)) throw error;
    return errorResponse(503, "reviews_unavailable", REVIEWS_UNAVAILABLE);
  }
  switch (outcome.status) {
    case "saved":
      return json({ review: outcome.review }, { status: reviewChange.kind === "create" ? 201 : 200 });
    case "deleted":
      return new Response(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
    case "limited":
      return errorResponse(429, "too_many_reviews", outcome.message, {
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
      });
    case "refused":
      return errorResponse(outcome.code === "review_exists" ? 409 : 404, outcome.code, outcome.message);
  }
}

export default endpoint(config, {
  "/api/products/:id/reviews": {
    /** One page (`?page=N`, 10 a page) of the product's reviews, newest first, with their count and distribution. */
    GET: anyone(async ({ params, url, shopApi }) => {
      const id = parseIdText(params.id);
      const pageText = url.searchParams.get("page");
      const page = pageText === null ? 1 : parseIdText(pageText);
      if (id === null) return noSuchProduct();
      if (page === null) return errorResponse(400, "validation_failed", "page must be a whole number of 1 or more.");
      const body: ReviewsPage = await readProductReviews(shopApi, id, page);
      return json(body, { headers: REVIEWS_CACHE_HEADERS });
    }),
    /** The customer's review of the product {rating, text}: 201, or 409 when they have one already. */
    POST: customer(async (ctx) => {
      const productId = parseIdText(ctx.params.id);
      if (productId === null) return noSuchProduct();
      const draft = await readJson(ctx.req, ReviewDraftSchema);
      return change(ctx, { kind: "create", productId, draft });
    }),
  },
  "/api/products/:id/reviews/mine": {
    /** The customer's own review of the product, `{review: null}` when none. */
    GET: customer(async ({ params, shopApi, customer: me }) => {
      const productId = parseIdText(params.id);
      if (productId === null) return noSuchProduct();
      return json({ review: await shopApi.getCustomerReview(me.id, productId) });
    }),
  },
  "/api/reviews/:id": {
    /** Edits the customer's own review {rating, text}; someone else's is 404. */
    PUT: customer(async (ctx) => {
      const reviewId = parseIdText(ctx.params.id);
      if (reviewId === null) return noSuchReview();
      const draft = await readJson(ctx.req, ReviewDraftSchema);
      return change(ctx, { kind: "edit", reviewId, draft });
    }),
    /** Deletes the customer's own review (204); someone else's is 404. */
    DELETE: customer(async (ctx) => {
      const reviewId = parseIdText(ctx.params.id);
      if (reviewId === null) return noSuchReview();
      return change(ctx, { kind: "delete", reviewId });
    }),
  },
});
