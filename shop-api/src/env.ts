// Bindings and shared Hono types of the shop API Worker.
export interface Bindings {
  DB: D1Database;
  /** When set, every /api/* request must carry `Authorization: Bearer <API_TOKEN>`. */
  API_TOKEN?: string;
}

export type AppEnv = { Bindings: Bindings };
