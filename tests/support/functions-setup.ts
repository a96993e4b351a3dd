/**
 * Global setup of the "functions" vitest project: the backend-for-frontend under `netlify dev`,
 * through real HTTP, against the real shop API under wrangler on a fresh database and the payment
 * sandbox (`npm start`'s stack), plus a second `netlify dev` whose shop API is unreachable.
 */
import type { TestProject } from "vitest/node";
import { LOCAL_WEBHOOK_SECRET } from "../../payment-sandbox/local-keys.mjs";
import { startLocalStack, startNetlifyDev } from "./local-stack";

declare module "vitest" {
  export interface ProvidedContext {
    /** `netlify dev` whose SHOP_API_URL points at a closed port. */
    downUrl: string;
    /** The webhook secret the stack's functions verify signatures with. */
    webhookSecret: string;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  // Started one after the other: two Vite/esbuild warm-ups at once would crowd 2 cores.
  const stack = await startLocalStack("functions");
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
  console.log(`functions: stacks ready in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  project.provide("baseUrl", stack.baseUrl);
  project.provide("shopApiUrl", stack.shopApiUrl);
  project.provide("sandboxUrl", stack.sandboxUrl ?? "");
  project.provide("downUrl", down.baseUrl);
  project.provide("webhookSecret", process.env.STRIPE_WEBHOOK_SECRET || LOCAL_WEBHOOK_SECRET);
  return async () => {
    await Promise.all([down.stop(), stack.stop()]);
  };
}
