/**
 * Global setup of the "e2e" vitest project: one `npm start` stack per vitest worker
 * (tests/support/local-stack.ts), each with its own ports, its own copy of the seeded shop API
 * database, payment sandbox, blob store and site server, so that spec files running side by side
 * share no customer, stock, cart or sign-in limit. They serve one production build of the SPA with
 * the functions (scripts/site-server.mjs), i.e. what shoppers get, made here once for all of them.
 * Each worker's tests read their stack's URLs with inject() (tests/support/e2e-worker.ts picks it).
 */
import type { TestProject } from "vitest/node";
import { LOCAL_PUBLISHABLE_KEY } from "../../payment-sandbox/local-keys.mjs";
import { buildSite } from "../../scripts/build-site.mjs";
import { BUILT_SANDBOX_URL, E2E_BUILD_DIR, e2eStackPorts, type E2eStack } from "./e2e-stacks";
import { startLocalStack, type LocalStack } from "./local-stack";
import { seededTemplate } from "./seeded-d1";

declare module "vitest" {
  export interface ProvidedContext {
    /** The storefront under test, e.g. http://localhost:8910 (no trailing slash). */
    baseUrl: string;
    /** The reference shop API the functions talk to. */
    shopApiUrl: string;
    /** Its service token (API_TOKEN), for tests that call it directly. */
    shopApiToken: string;
    /** The payment sandbox standing in for Stripe. */
    sandboxUrl: string;
    /** The stack's MailDev: its inbox and REST API (`/api/email`). */
    mailUrl: string;
    /** Every worker's stack, by VITEST_POOL_ID - 1 (the e2e project). */
    e2eStacks: E2eStack[];
  }
}

function provideStacks(project: TestProject, stacks: E2eStack[]): void {
  const [first] = stacks;
  if (!first) throw new Error("e2e: no stack");
  // Overridden per worker by e2e-worker.ts; the first stack's for anything that runs outside a worker.
  project.provide("baseUrl", first.baseUrl);
  project.provide("shopApiUrl", first.shopApiUrl);
  project.provide("shopApiToken", first.shopApiToken);
  project.provide("sandboxUrl", first.sandboxUrl);
  project.provide("mailUrl", first.mailUrl);
  project.provide("shopApiStateDir", first.shopApiStateDir);
  project.provide("e2eStacks", stacks);
}

export default async function setup(project: TestProject) {
  // E2E_BASE_URL=http://localhost:8888 reuses an `npm start` that is already running (while
  // developing a screen); without it the suite starts its own stacks on fresh databases.
  const running = process.env.E2E_BASE_URL?.replace(/\/+$/, "");
  if (running) {
    // Start that `npm start` with SHOP_API_TOKEN=<value> and run the tests with the same value.
    const stack: E2eStack = {
      baseUrl: running,
      shopApiUrl: process.env.E2E_SHOP_API_URL ?? "http://localhost:8787",
      shopApiToken: process.env.SHOP_API_TOKEN ?? "",
      sandboxUrl: process.env.E2E_SANDBOX_URL ?? "http://localhost:12111",
      mailUrl: process.env.E2E_MAIL_URL ?? "http://localhost:1080",
      shopApiStateDir: process.env.STACK_STATE_DIR ?? "shop-api/.wrangler/state",
    };
    // One stack for every worker: vite.config.ts runs the files one at a time then.
    provideStacks(project, [stack]);
    return;
  }
  // As many as the project's workers (vite.config.ts: E2E_STACKS, default 2).
  const count = Number(project.config.maxWorkers) || 1;
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  await Promise.all([
    // As `npm start` builds, its card form confirming at BUILT_SANDBOX_URL.
    buildSite({
      env: {
        ...process.env,
        VITE_PAYMENT_SANDBOX_URL: BUILT_SANDBOX_URL,
        VITE_PAYMENT_SANDBOX_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
      },
      buildDir: E2E_BUILD_DIR,
    }).then(() => console.log(`e2e: build ready in ${seconds()}s`)),
    seededTemplate().then(() => console.log(`e2e: seeded database ready in ${seconds()}s`)),
  ]);
  const starting = Array.from({ length: count }, (_, index) =>
    startLocalStack(`e2e-${index + 1}`, {
      ports: e2eStackPorts(index + 1),
      skipBuild: true,
      buildDir: E2E_BUILD_DIR,
      // The scheduled functions (mail, refunds) every 5 s instead of every minute: a spec waiting
      // for a back-in-stock mail waited up to two minutes for the schedule alone.
      env: { SCHEDULED_FUNCTIONS_EVERY_MS: "5000" },
    }),
  );
  const results = await Promise.allSettled(starting);
  const stacks = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(stacks.map((stack: LocalStack) => stack.stop()));
  };
  const failed = results.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  console.log(`e2e: ${count} stacks ready at ${stacks.map((stack) => stack.baseUrl).join(", ")} in ${seconds()}s`);
  provideStacks(
    project,
    stacks.map((stack) => ({
      baseUrl: stack.baseUrl,
      shopApiUrl: stack.shopApiUrl,
      shopApiToken: stack.shopApiToken,
      sandboxUrl: stack.sandboxUrl ?? "",
      mailUrl: stack.mailUrl,
      shopApiStateDir: stack.stateDir,
    })),
  );
  return stopAll;
}
