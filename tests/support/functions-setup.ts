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
import type { TestProject } from "vitest/node";
import { LOCAL_WEBHOOK_SECRET } from "../../payment-sandbox/local-keys.mjs";
import { root, startFunctionsServer, startLocalStack } from "./local-stack";
import { functionProbes, waitForAnswers } from "./probes";
import { freshSeededState } from "./seeded-d1";

/** The fixed addresses of `npm run dev`'s stack (scripts/dev.mjs). */
const DEV_URL = "http://localhost:8888";
const SHOP_API_URL = "http://localhost:8787";
const SANDBOX_URL = "http://localhost:12111";
const READY_TIMEOUT_MS = 150_000;
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

export default async function setup(project: TestProject) {
  const started = Date.now();
  // The suite's D1 is new each run, so customer ids repeat from run to run; netlify dev's blob
  // store (revocations, sign-in limits, keyed by customer and account) must start empty
  // too, or a new customer meets an earlier run's revocations. The functions servers' stores are
  // temporary folders of their own.
  rmSync(join(root, ".netlify", "blobs-serve"), { recursive: true, force: true });
  const shopApiToken = randomBytes(32).toString("hex");
  const functionsEnv = {
    SHOP_API_URL: SHOP_API_URL,
    IMAGE_HOST: SHOP_API_URL,
    SHOP_API_TOKEN: shopApiToken,
    PAYMENT_SANDBOX_URL: SANDBOX_URL,
  };
  // The files but one test the functions servers, which need the shop API and the sandbox only:
  // `netlify dev` keeps starting while they run, and dev-site.test.ts (last, see sequencer.mjs)
  // waits for it. A failure to start is reported at teardown if no test met it before.
  // Named here so that tests can change the shop API's database as its owner would (shop-db.ts).
  const stateDir = await freshSeededState("functions");
  const stackStarting = startLocalStack("functions", {
    stateDir,
    env: {
      STACK_SITE: "netlify",
      // MailDev on the fixed 1025/1080 is started by the mail tests themselves, which stop it and
      // start it again (tests/support/maildev.ts); until then mail waits in the outbox.
      STACK_MAIL_SERVER: "off",
      SHOP_API_TOKEN: shopApiToken,
      // The sandbox's webhooks go to the functions under test.
      PAYMENT_SANDBOX_WEBHOOK_URL: `http://localhost:${FAST_PORT}/api/stripe-webhook`,
    },
    // `netlify dev` starts on the cores the tests use; the stack gives up (and stops) past this,
    // its shop API with it, which every other file of the suite uses: at a load average of 30,
    // netlify dev was not up within 290 s, and 20 files failed for a shop API that had gone.
    readyTimeoutMs: 4 * READY_TIMEOUT_MS,
  });
  const stackFailed = stackStarting.then(() => new Promise<never>(() => undefined));
  stackFailed.catch(() => undefined);
  const servers = await Promise.allSettled([
    // The scheduled functions (refund retries) every second instead of every minute; none on the
    // server without a shop API, where every run would only log its failure.
    startFunctionsServer({ port: FAST_PORT, env: { ...functionsEnv, SCHEDULED_FUNCTIONS_EVERY_MS: "1000" } }),
    // Port 9 (discard) on loopback: nothing listens, connections are refused at once.
    startFunctionsServer({
      port: DOWN_PORT,
      env: { ...functionsEnv, SHOP_API_URL: "http://127.0.0.1:9", SCHEDULED_FUNCTIONS_EVERY_MS: "off" },
    }),
  ]);
  const stopAll = async () => {
    await Promise.all([
      ...servers.map((server) => (server.status === "fulfilled" ? server.value.stop() : undefined)),
      stackStarting.then((stack) => stack.stop()),
    ]);
  };
  const [fast, down] = servers;
  if (fast.status === "rejected" || down.status === "rejected") {
    await stopAll().catch(() => undefined);
    throw servers.find((server) => server.status === "rejected")?.reason;
  }
  try {
    await Promise.race([
      stackFailed,
      waitForAnswers(
        [
          ...functionProbes(fast.value.baseUrl),
          ...functionProbes(down.value.baseUrl),
          { method: "GET", url: `${SHOP_API_URL}/api/GetAllTax`, status: [200] },
          { method: "GET", url: `${SANDBOX_URL}/v1/payment_intents/pi_ready_check`, status: [401, 404] },
        ],
        READY_TIMEOUT_MS,
      ),
    ]);
  } catch (error) {
    await stopAll().catch(() => undefined);
    throw error;
  }
  console.log(`functions: functions servers ready in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  project.provide("baseUrl", fast.value.baseUrl);
  project.provide("devUrl", DEV_URL);
  project.provide("shopApiUrl", SHOP_API_URL);
  project.provide("shopApiStateDir", stateDir);
  project.provide("shopApiToken", shopApiToken);
  project.provide("sandboxUrl", SANDBOX_URL);
  project.provide("downUrl", down.value.baseUrl);
  project.provide("webhookSecret", process.env.STRIPE_WEBHOOK_SECRET || LOCAL_WEBHOOK_SECRET);
  return async () => {
    await stopAll();
  };
}
