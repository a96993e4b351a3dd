/**
 * The browser suite's stacks: one per vitest worker, on ports of its own, so that its spec files
 * run side by side without sharing a database, a blob store or a payment sandbox.
 */
import { join } from "node:path";
import type { StackPorts } from "./local-stack";

export interface E2eStack {
  baseUrl: string;
  shopApiUrl: string;
  shopApiToken: string;
  sandboxUrl: string;
  mailUrl: string;
  /** The shop API's local D1 (wrangler --persist-to), for tests that change its data underneath. */
  shopApiStateDir: string;
}

/**
 * The production build the stacks share, made once by the suite's setup: a folder of its own, so
 * that `npm start`'s build/ and `npm run check:deploy` (which writes build/ while the suite runs,
 * under `npm test`) never change what the suite serves.
 */
export const E2E_BUILD_DIR = join(".tmp", "e2e-build");

/** The build the pages under test come from: the suite's own, or `npm start`'s with E2E_BASE_URL. */
export function servedBuildDir(): string {
  return process.env.E2E_BASE_URL ? "build" : E2E_BUILD_DIR;
}

/**
 * Worker n's ports: 89n0 the site, 89n1 the shop API, 89n2 the payment sandbox, 89n3 and 89n4
 * MailDev's SMTP and inbox. None of them is
 * `npm start`'s, so a running `npm start` does not stop the suite.
 */
export function e2eStackPorts(worker: number): StackPorts {
  const base = 8900 + 10 * worker;
  return { site: base, shopApi: base + 1, sandbox: base + 2, smtp: base + 3, mailWeb: base + 4 };
}

/**
 * Where the card form of the one build the stacks share confirms payments: `npm start`'s sandbox,
 * the address the pages' Content-Security-Policy allows. The test browser forwards it to its
 * worker's own sandbox (tests/support/browser.ts).
 */
export const BUILT_SANDBOX_URL = "http://localhost:12111";
