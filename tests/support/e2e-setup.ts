/**
 * Global setup of the "e2e" vitest project: `npm start`'s stack on a fresh shop API
 * database (tests/support/local-stack.ts): the shop API, the payment sandbox, and the production
 * build of the SPA with the functions (scripts/site-server.mjs), i.e. what shoppers get. The
 * functions suite covers `netlify dev` itself; here a page loads in a few bundled files instead of
 * hundreds of dev modules, which makes the suite about twice as fast. The tests read the URLs
 * with inject().
 */
import type { TestProject } from "vitest/node";
import { startLocalStack } from "./local-stack";

declare module "vitest" {
  export interface ProvidedContext {
    /** The storefront under test, e.g. http://localhost:8888 (no trailing slash). */
    baseUrl: string;
    /** The reference shop API the functions talk to. */
    shopApiUrl: string;
    /** Its service token (API_TOKEN), for tests that call it directly. */
    shopApiToken: string;
    /** The payment sandbox standing in for Stripe. */
    sandboxUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // E2E_BASE_URL=http://localhost:8888 reuses an `npm start` that is already running (while
  // developing a screen); without it the suite starts its own stack on a fresh database.
  const running = process.env.E2E_BASE_URL?.replace(/\/+$/, "");
  if (running) {
    project.provide("baseUrl", running);
    project.provide("shopApiUrl", process.env.E2E_SHOP_API_URL ?? "http://localhost:8787");
    // Start that `npm start` with SHOP_API_TOKEN=<value> and run the tests with the same value.
    project.provide("shopApiToken", process.env.SHOP_API_TOKEN ?? "");
    project.provide("sandboxUrl", process.env.E2E_SANDBOX_URL ?? "http://localhost:12111");
    project.provide("shopApiStateDir", process.env.STACK_STATE_DIR ?? "shop-api/.wrangler/state");
    return;
  }
  const started = Date.now();
  const stack = await startLocalStack("e2e");
  console.log(`e2e: stack ready at ${stack.baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  project.provide("baseUrl", stack.baseUrl);
  project.provide("shopApiUrl", stack.shopApiUrl);
  project.provide("shopApiToken", stack.shopApiToken);
  project.provide("sandboxUrl", stack.sandboxUrl ?? "");
  project.provide("shopApiStateDir", stack.stateDir);
  return stack.stop;
}
