/**
 * Global setup of the "functions" vitest project: the backend-for-frontend through real HTTP on the
 * functions server of `npm start` (scripts/site-server.mjs, functions only: no serialised
 * invocations), against the real shop API on a fresh database and the payment sandbox, plus a
 * second functions server whose shop API is unreachable. The stack itself runs as `npm run dev`
 * does, under `netlify dev`, for the one smoke file that checks it (dev-site.test.ts).
 */
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { TestProject } from "vitest/node";
import { LOCAL_WEBHOOK_SECRET } from "../../payment-sandbox/local-keys.mjs";
import { root, startFunctionsServer, startLocalStack } from "./local-stack";

/** `npm start`'s fixed ports for the shop API and the sandbox (scripts/dev.mjs). */
const SHOP_API_URL = "http://localhost:8787";
const SANDBOX_URL = "http://localhost:12111";
const FAST_PORT = 8889;
const DOWN_PORT = 8890;

declare module "vitest" {
  export interface ProvidedContext {
    /** The functions with a SHOP_API_URL that points at a closed port. */
    downUrl: string;
    /** `npm run dev`'s site: `netlify dev` with the development build. */
    devUrl: string;
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
 * `netlify dev` says it is ready before it has loaded every function (until then it answers 500
 * "Cannot find module"): wait for one whole pass of right answers on every site.
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
  // The suite's D1 is new each run, so customer ids repeat from run to run; netlify dev's blob
  // store (wishlists, revocations, sign-in limits, keyed by customer and account) must start empty
  // too, or a new customer finds an earlier run's wishlist. The functions servers' stores are
  // temporary folders of their own.
  rmSync(join(root, ".netlify", "blobs-serve"), { recursive: true, force: true });
  const shopApiToken = randomBytes(32).toString("hex");
  const functionsEnv = {
    SHOP_API_URL: SHOP_API_URL,
    IMAGE_HOST: SHOP_API_URL,
    SHOP_API_TOKEN: shopApiToken,
    PAYMENT_SANDBOX_URL: SANDBOX_URL,
  };
  // The fast server and the one whose shop API is unreachable start beside `netlify dev`'s stack:
  // they only call the shop API per request.
  const servers = await Promise.allSettled([
    startLocalStack("functions", {
      STACK_SITE: "netlify",
      SHOP_API_TOKEN: shopApiToken,
      // The sandbox's webhooks go to the functions under test.
      PAYMENT_SANDBOX_WEBHOOK_URL: `http://localhost:${FAST_PORT}/api/stripe-webhook`,
    }),
    startFunctionsServer({ port: FAST_PORT, env: functionsEnv }),
    // Port 9 (discard) on loopback: nothing listens, connections are refused at once.
    startFunctionsServer({ port: DOWN_PORT, env: { ...functionsEnv, SHOP_API_URL: "http://127.0.0.1:9" } }),
  ]);
  const stopAll = () =>
    Promise.all(servers.map((server) => (server.status === "fulfilled" ? server.value.stop() : undefined)));
  const [stack, fast, down] = servers;
  if (stack.status === "rejected" || fast.status === "rejected" || down.status === "rejected") {
    await stopAll();
    throw servers.find((server) => server.status === "rejected")?.reason;
  }
  try {
    await waitForFunctions([fast.value.baseUrl, down.value.baseUrl, stack.value.baseUrl]);
  } catch (error) {
    await stopAll();
    throw error;
  }
  console.log(`functions: servers ready in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  project.provide("baseUrl", fast.value.baseUrl);
  project.provide("devUrl", stack.value.baseUrl);
  project.provide("shopApiUrl", stack.value.shopApiUrl);
  project.provide("shopApiToken", stack.value.shopApiToken);
  project.provide("sandboxUrl", stack.value.sandboxUrl ?? "");
  project.provide("downUrl", down.value.baseUrl);
  project.provide("webhookSecret", process.env.STRIPE_WEBHOOK_SECRET || LOCAL_WEBHOOK_SECRET);
  return async () => {
    await stopAll();
  };
}
