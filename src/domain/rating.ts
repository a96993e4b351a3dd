/**
 * The rating scale, apart from the reviews' schemas (review.ts): every product card's stars read
 * it, and a card's page needs none of those before it runs.
 */
export const RATING_MAX = 5;
