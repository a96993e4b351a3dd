/**
 * Setup file of the "e2e" project, run in each worker before each spec file: points inject()'s
 * baseUrl, shopApiUrl, shopApiToken, sandboxUrl, mailUrl and shopApiStateDir at this worker's own stack
 * (tests/support/e2e-setup.ts started one per worker). VITEST_POOL_ID is the worker's number,
 * 1 to maxWorkers, never shared by two files running at the same time. So a spec reads its stack
 * with inject("baseUrl") and so on, like any vitest project's provided values.
 */
import { afterAll, inject } from "vitest";
import { closeOpenContexts } from "./browser";
import { forgetCatalogue } from "./catalogue";

const stacks = inject("e2eStacks");
const worker = Number(process.env.VITEST_POOL_ID ?? "1");
const stack = stacks[(worker - 1) % stacks.length];
if (!stack) throw new Error(`e2e: no stack for worker ${worker}`);

// vitest has no public way to provide a value per worker; inject() reads this object.
const state = (globalThis as { __vitest_worker__?: { providedContext?: Record<string, unknown> } }).__vitest_worker__;
if (!state?.providedContext)
  throw new Error("e2e: vitest's worker state has moved; update tests/support/e2e-worker.ts");
Object.assign(state.providedContext, stack);
if (inject("baseUrl") !== stack.baseUrl) throw new Error("e2e: could not point inject() at this worker's stack");

// The worker's files share its Chromium (tests/support/browser.ts), never its view of the stock.
afterAll(async () => {
  forgetCatalogue();
  await closeOpenContexts();
});
