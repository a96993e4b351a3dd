/**
 * Global setup of the "functions" vitest project: the backend-for-frontend under `netlify dev`,
 * through real HTTP, against the real shop API under wrangler on a fresh database and the payment
 * sandbox (`npm start`'s stack), plus a second `netlify dev` whose shop API is unreachable.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { TestProject } from "vitest/node";
import { LOCAL_WEBHOOK_SECRET } from "../../payment-sandbox/local-keys.mjs";
import { root, startLocalStack, startNetlifyDev } from "./local-stack";

declare module "vitest" {
  export interface ProvidedContext {
    /** `netlify dev` whose SHOP_API_URL points at a closed port. */
    downUrl: string;
    /** The webhook secret the stack's functions verify signatures with. */
    webhookSecret: string;
  }
}

/** A cheap request per function that needs no shop API, and what it answers once loaded. */
const FUNCTION_PROBES: [method: string, path: string, status: number][] = [
  ["GET", "/api/session", 200],
  ["GET", "/api/customers", 405],
  ["POST", "/api/categories", 405],
  ["GET", "/api/products?pageSize=49", 400],
  ["GET", "/api/cart", 401],
  ["GET", "/api/addresses", 401],
  ["GET", "/api/orders", 401],
  ["GET", "/api/payment-status", 400],
  ["GET", "/api/stripe-webhook", 405],
];

/**
 * Both `netlify dev`s build the functions into the same .netlify/functions-serve folder, and the
 * second one empties it at start and rebuilds after it says it is ready: until then the first
 * answers 500 "Cannot find module". Wait for one whole pass of right answers on both sites.
 */
async function waitForFunctions(sites: readonly string[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  const probes = sites.flatMap((site) =>
    FUNCTION_PROBES.map(([method, path, status]) => ({ site, method, path, status })),
  );
  for (;;) {
    const statuses = await Promise.all(
      probes.map(({ site, method, path }) =>
        fetch(`${site}${path}`, {
          method,
          headers: { Origin: site, "Content-Type": "application/json" },
          body: method === "POST" ? "{}" : undefined,
        })
          .then(async (response) => {
            await response.arrayBuffer();
            return response.status;
          })
          .catch(() => 0),
      ),
    );
    const wrong = probes.findIndex((probe, index) => statuses[index] !== probe.status);
    if (wrong === -1) return;
    if (Date.now() > deadline) {
      const probe = probes[wrong];
      throw new Error(
        `functions: ${probe?.method} ${probe?.site}${probe?.path} still answers ${statuses[wrong]} after 120 s`,
      );
    }
    await sleep(500);
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  // Started one after the other: two Vite/esbuild warm-ups at once would crowd 2 cores.
  // The suite's D1 is new each run, so customer ids repeat from run to run; netlify dev's blob
  // store (wishlists, revocations, sign-in limits, keyed by customer and account) must start empty
  // too, or a new customer finds an earlier run's wishlist.
  rmSync(join(root, ".netlify", "blobs-serve"), { recursive: true, force: true });
  const stack = await startLocalStack("functions", { STACK_SITE: "netlify" });
  let down;
  try {
    down = await startNetlifyDev({
      port: 8890,
      vitePort: 5174,
      // Port 9 (discard) on loopback: nothing listens, connections are refused at once.
      env: { SHOP_API_URL: "http://127.0.0.1:9", PAYMENT_SANDBOX_URL: stack.sandboxUrl ?? "http://127.0.0.1:9" },
    });
  } catch (error) {
    await stack.stop();
    throw error;
  }
  try {
    await waitForFunctions([stack.baseUrl, down.baseUrl]);
  } catch (error) {
    await Promise.all([down.stop(), stack.stop()]);
    throw error;
  }
  console.log(`functions: stacks ready in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  project.provide("baseUrl", stack.baseUrl);
  project.provide("shopApiUrl", stack.shopApiUrl);
  project.provide("shopApiToken", stack.shopApiToken);
  project.provide("sandboxUrl", stack.sandboxUrl ?? "");
  project.provide("downUrl", down.baseUrl);
  project.provide("webhookSecret", process.env.STRIPE_WEBHOOK_SECRET || LOCAL_WEBHOOK_SECRET);
  return async () => {
    await Promise.all([down.stop(), stack.stop()]);
  };
}
