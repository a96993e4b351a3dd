/**
 * A production build of the SPA configured for Stripe Elements (a publishable key, no payment
 * sandbox URL), served with the functions by scripts/site-server.mjs beside the stack under test.
 * The functions still pay through the stack's payment sandbox; only the browser side differs:
 * the payment page loads Stripe.js, which the Elements test stands in for.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join, resolve } from "node:path";
import { buildSite } from "../../scripts/build-site.mjs";

const root = resolve(import.meta.dirname, "..", "..");

export const ELEMENTS_PORT = 8891;
export const ELEMENTS_PUBLISHABLE_KEY = "pk_test_e2e_elements";
const BUILD_DIR = join(".tmp", "e2e-elements-build");
const READY_TIMEOUT_MS = 60_000;

/** The environment without the test-mode form's setting, so the build carries Elements only. */
function elementsEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, VITE_STRIPE_PUBLISHABLE_KEY: ELEMENTS_PUBLISHABLE_KEY };
  delete env.VITE_PAYMENT_SANDBOX_URL;
  return env;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

export interface ElementsSite {
  url: string;
  stop(): Promise<void>;
}

/** Builds the Elements flavour of the SPA and serves it on ELEMENTS_PORT until stop(). */
export async function startElementsSite(options: {
  shopApiUrl: string;
  shopApiToken: string;
  sandboxUrl: string;
}): Promise<ElementsSite> {
  const url = `http://localhost:${ELEMENTS_PORT}`;
  if (await answers(url))
    throw new Error(`port ${ELEMENTS_PORT} is already in use: stop whatever serves ${url} first.`);
  await buildSite({ env: elementsEnv(), buildDir: BUILD_DIR });

  const server: ChildProcess = spawn(
    process.execPath,
    [join(root, "scripts", "site-server.mjs"), "--port", String(ELEMENTS_PORT), "--build", BUILD_DIR],
    {
      cwd: root,
      env: {
        ...process.env,
        SHOP_API_URL: options.shopApiUrl,
        SHOP_API_TOKEN: options.shopApiToken,
        PAYMENT_SANDBOX_URL: options.sandboxUrl,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const output: string[] = [];
  server.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString("utf8")));
  server.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await exited;
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(`${url}/`))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the Elements site did not start on ${url}:\n${output.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}
