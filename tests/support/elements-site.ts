/**
 * The SPA configured for Stripe Elements (a publishable key, no payment sandbox URL), served with
 * the functions by scripts/site-server.mjs beside the stack under test. The functions still pay
 * through the stack's payment sandbox; only the browser side differs: the payment page loads
 * Stripe.js, which the Elements test stands in for.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { LOCAL_PUBLISHABLE_KEY } from "../../payment-sandbox/local-keys.mjs";
import { buildSite } from "../../scripts/build-site.mjs";
import { BUILT_SANDBOX_URL, servedBuildDir } from "./e2e-stacks";

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

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The one place a build holds its card-payment settings: Vite inlines the three VITE_ values as
 * the literal arguments of `cardPaymentsFrom(...)` (src/features/payment/utils/card-payments.ts),
 * in the client's chunk (minified, template literals) and in the server build, and decides nothing
 * else by them: both card forms are in every build, chosen when the module runs.
 */
const SANDBOX_SETTINGS = new RegExp(
  `\\(void 0,\\s*([\`"])${escaped(BUILT_SANDBOX_URL)}\\1,\\s*([\`"])${escaped(LOCAL_PUBLISHABLE_KEY)}\\2\\)`,
  "g",
);

/**
 * The Elements flavour of the build the stacks serve: a copy of it whose card-payment settings are
 * a publishable key and no sandbox, the code a build with those settings runs, without a second
 * `react-router build` (about 28 s of the spec's 66 s; decision 034). False, and nothing written,
 * when the served build does not hold the test-mode settings once in the client and once in the
 * server build (an `npm start` built with a Stripe key, under E2E_BASE_URL): it is then built.
 */
function elementsCopyOfServedBuild(): boolean {
  const source = resolve(root, servedBuildDir());
  const target = resolve(root, BUILD_DIR);
  const scripts = (folder: string) =>
    readdirSync(join(source, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".js"))
      .map((file) => join(folder, file));
  const changed = new Map<string, string>();
  for (const file of [...scripts("client"), ...scripts("server")]) {
    const text = readFileSync(join(source, file), "utf8");
    const swapped = text.replace(
      SANDBOX_SETTINGS,
      (_, quote: string) => `(${quote}${ELEMENTS_PUBLISHABLE_KEY}${quote}, void 0, void 0)`,
    );
    if (swapped !== text) changed.set(file, swapped);
  }
  const inEach = (folder: string) => [...changed.keys()].filter((file) => file.startsWith(`${folder}/`)).length === 1;
  if (!inEach("client") || !inEach("server")) return false;
  rmSync(target, { recursive: true, force: true });
  for (const folder of ["client", "server"]) cpSync(join(source, folder), join(target, folder), { recursive: true });
  for (const [file, text] of changed) writeFileSync(join(target, file), text);
  return true;
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

/** Makes the Elements flavour of the SPA and serves it on ELEMENTS_PORT until stop(). */
export async function startElementsSite(options: {
  shopApiUrl: string;
  shopApiToken: string;
  sandboxUrl: string;
}): Promise<ElementsSite> {
  const url = `http://localhost:${ELEMENTS_PORT}`;
  if (await answers(url))
    throw new Error(`port ${ELEMENTS_PORT} is already in use: stop whatever serves ${url} first.`);
  if (!elementsCopyOfServedBuild()) await buildSite({ env: elementsEnv(), buildDir: BUILD_DIR });

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
