// Bindings and shared Hono types of the shop API Worker.
export interface Bindings {
  DB: D1Database;
  /**
   * The service token (a secret: `wrangler secret put API_TOKEN`). Every /api/* call except the
   * public catalogue reads must carry `Authorization: Bearer <API_TOKEN>`; without it set (or
   * shorter than 16 characters) those calls are refused with 503. See src/lib/auth.ts.
   */
  API_TOKEN?: string;
  /**
   * "off" answers the catalogue query extensions (GetProductPage, GetProductsByIds,
   * GetSearchSuggestions) 404, as a reseller API with section 7 only would: the functions' tests
   * and benchmark use it to exercise their fallback. Unset in every real deployment.
   */
  CATALOGUE_EXTENSIONS?: string;
  /**
   * "off" computes every page query's total and facets and every suggestion list afresh instead
   * of serving the ones kept per catalogue version (src/lib/catalogue-cache.ts): the benchmark
   * uses it to measure what they cost. Unset in every real deployment.
   */
  CATALOGUE_CACHE?: string;
  /**
   * "1" when D1 is a local SQLite file that other processes write too (scripts/shop-api-server.mjs
   * sets it): statements are then tried again while the file is locked (src/lib/locked-retry.ts).
   * Unset in every real deployment.
   */
  D1_SHARED_FILE?: string;
}

export type AppEnv = { Bindings: Bindings };
