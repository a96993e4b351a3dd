/**
 * The browser suite's stacks: one per vitest worker, on ports of its own, so that its spec files
 * run side by side without sharing a database, a blob store or a payment sandbox.
 */
import type { StackPorts } from "./local-stack";

export interface E2eStack {
  baseUrl: string;
  shopApiUrl: string;
  shopApiToken: string;
  sandboxUrl: string;
  /** The shop API's local D1 (wrangler --persist-to), for tests that change its data underneath. */
  shopApiStateDir: string;
}

/**
 * Worker n's ports: 89n0 the site, 89n1 the shop API, 89n2 the payment sandbox. None of them is
 * `npm start`'s, so a running `npm start` does not stop the suite.
 */
export function e2eStackPorts(worker: number): StackPorts {
  const base = 8900 + 10 * worker;
  return { site: base, shopApi: base + 1, sandbox: base + 2 };
}

/**
 * Where the card form of the one build the stacks share confirms payments: `npm start`'s sandbox,
 * the address the pages' Content-Security-Policy allows. The test browser forwards it to its
 * worker's own sandbox (tests/support/browser.ts).
 */
export const BUILT_SANDBOX_URL = "http://localhost:12111";
