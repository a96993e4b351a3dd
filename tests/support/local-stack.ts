/**
 * Starting `npm start`'s stack (scripts/dev.mjs) for a test project, on a fresh shop API database
 * under .tmp/, and servers of the functions alone (scripts/site-server.mjs --functions-only) with
 * an environment of their own. Used by the vitest global setups of the "functions" and "e2e"
 * projects.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { portTaken, stopGroup, waitForPortsFree } from "../../scripts/process-group.mjs";
import { freshSeededState } from "./seeded-d1";

export const root = resolve(import.meta.dirname, "..", "..");
/**
 * The servers' whole output, one file each. A folder below test-results/ since the development
 * server (React Router's config watcher) watches every folder at the top of the repository and
 * read test-results/ again on each line the stacks logged there.
 */
export const SERVER_LOGS_DIR = join(root, "test-results", "logs");
const READY_TIMEOUT_MS = 150_000;
const READY_LINE =
  /Shop ready at (http:\/\/\S+) \(shop API (http:\/\/[^\s,)]+), (?:payment sandbox (http:\/\/[^\s)]+)|payments by Stripe)\)/;

export interface LocalStack {
  baseUrl: string;
  shopApiUrl: string;
  /** The service token this stack's shop API accepts (for tests that call it directly). */
  shopApiToken: string;
  sandboxUrl: string | null;
  /** Its MailDev's inbox and REST API. */
  mailUrl: string;
  /** The shop API's local D1 (wrangler --persist-to), for tests that change its data underneath. */
  stateDir: string;
  stop: () => Promise<void>;
}

async function takenPorts(ports: readonly number[]): Promise<number[]> {
  const taken: number[] = [];
  for (const port of ports) if (await portTaken(port)) taken.push(port);
  return taken;
}

/** Waits for a line matching `ready` in a child's output; rejects with the output if it exits first. */
function waitForLine(child: ChildProcess, ready: RegExp, label: string, timeoutMs: number): Promise<RegExpExecArray> {
  const output: string[] = [];
  return new Promise((resolveReady, reject) => {
    const explain = (what: string) =>
      new Error(`${label} ${what}. Its output:\n${output.map((line) => `  ${line}`).join("\n")}`);
    const timer = setTimeout(() => reject(explain(`was not ready within ${timeoutMs / 1000}s`)), timeoutMs);
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (!line.trim()) continue;
        output.push(line);
        if (output.length > 200) output.shift();
        const match = ready.exec(line);
        if (match) {
          clearTimeout(timer);
          resolveReady(match);
        }
      }
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.once("error", (error) => reject(explain(`could not start (${error.message})`)));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(explain(`exited before it was ready (exit code ${code})`));
    });
  });
}

/** The ports of one stack (scripts/dev.mjs's STACK_*_PORT); `npm start`'s when not given. */
export interface StackPorts {
  site: number;
  shopApi: number;
  sandbox: number;
  /** MailDev's SMTP server and its inbox with the REST API. */
  smtp: number;
  mailWeb: number;
}

export const DEFAULT_PORTS: StackPorts = { site: 8888, shopApi: 8787, sandbox: 12111, smtp: 1025, mailWeb: 1080 };

export interface StackOptions {
  /** Over this process's environment. */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  ports?: StackPorts;
  /** The shop API's state folder, for a caller that must know it before the stack is ready; a fresh seeded copy by default. */
  stateDir?: string;
  /** Serve the build already in `buildDir` instead of building (STACK_SKIP_BUILD). */
  skipBuild?: boolean;
  /** The build folder, relative to the repository (STACK_BUILD_DIR; default build/). */
  buildDir?: string;
}

/**
 * `npm start`'s stack on a fresh copy of the seeded database (tests/support/seeded-d1.ts).
 * Refuses to run when its ports are taken.
 */
export async function startLocalStack(label: string, options: StackOptions = {}): Promise<LocalStack> {
  const { env = {}, readyTimeoutMs = READY_TIMEOUT_MS, ports = DEFAULT_PORTS } = options;
  const stackPorts = [
    ports.site,
    ports.shopApi,
    ports.sandbox,
    ...(env.STACK_MAIL_SERVER === "off" ? [] : [ports.smtp, ports.mailWeb]),
    ...(env.STACK_SITE === "netlify" ? [5173, 8886] : []),
  ];
  const busy = await takenPorts(stackPorts);
  if (busy.length > 0) {
    throw new Error(
      `${label}: port ${busy.join(", ")} already in use. These tests start their own stack on a fresh ` +
        "database: stop whatever holds the port (`npm start`, another test run) and run them again.",
    );
  }
  // A caller that changes the database underneath the stack (tests/support/shop-db.ts) names the folder.
  const stateDir = options.stateDir ?? (await freshSeededState(label));
  // dev.mjs gives this token to its Worker and its functions; the tests keep it to call the shop API.
  const shopApiToken = env.SHOP_API_TOKEN?.trim() || randomBytes(32).toString("hex");
  const child = spawn(process.execPath, [join(root, "scripts", "dev.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      SHOP_API_TOKEN: shopApiToken,
      STACK_STATE_DIR: stateDir,
      STACK_DB_READY: "1",
      STACK_READY_TIMEOUT_MS: String(readyTimeoutMs - 10_000),
      STACK_SITE_PORT: String(ports.site),
      STACK_SHOP_API_PORT: String(ports.shopApi),
      STACK_SANDBOX_PORT: String(ports.sandbox),
      STACK_SMTP_PORT: String(ports.smtp),
      STACK_MAIL_WEB_PORT: String(ports.mailWeb),
      ...(options.skipBuild ? { STACK_SKIP_BUILD: "1" } : {}),
      ...(options.buildDir ? { STACK_BUILD_DIR: options.buildDir } : {}),
    },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The whole output (the shop API's included) goes to a file: a shop API hiccup in the middle of a
  // run is otherwise invisible in the test report.
  mkdirSync(SERVER_LOGS_DIR, { recursive: true });
  const log = createWriteStream(join(SERVER_LOGS_DIR, `${label}-stack.log`));
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const stop = async () => {
    await stopGroup(child, 15_000);
    log.end();
    const still = await waitForPortsFree(stackPorts, 15_000);
    if (still.length > 0) console.warn(`${label}: port ${still.join(", ")} still in use after teardown`);
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    const match = await waitForLine(child, READY_LINE, `${label}: scripts/dev.mjs`, readyTimeoutMs);
    return {
      baseUrl: match[1] ?? "",
      shopApiUrl: match[2] ?? "",
      shopApiToken,
      sandboxUrl: match[3] ?? null,
      mailUrl: `http://localhost:${ports.mailWeb}`,
      stateDir,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The functions alone on their own port (scripts/site-server.mjs --functions-only: each module
 * behind plain Node HTTP, no serialised invocations, blobs and the client-address header as
 * Netlify gives them), with `env` over this process's: e.g. a shop API URL where nothing listens.
 * `pages` names a production build (a folder relative to the repository) to serve as well.
 */
export async function startFunctionsServer(options: {
  port: number;
  env: Record<string, string>;
  pages?: string;
}): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const label = `${options.pages ? "site" : "functions"} server :${options.port}`;
  if (await portTaken(options.port)) throw new Error(`${label}: port ${options.port} already in use.`);
  mkdirSync(SERVER_LOGS_DIR, { recursive: true });
  const child = spawn(
    process.execPath,
    [
      join(root, "scripts", "site-server.mjs"),
      "--port",
      String(options.port),
      ...(options.pages ? ["--build", options.pages] : ["--functions-only"]),
    ],
    { cwd: root, env: { ...process.env, ...options.env }, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  const log = createWriteStream(join(SERVER_LOGS_DIR, `functions-server-${options.port}.log`));
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const stop = async () => {
    await stopGroup(child, 15_000);
    log.end();
    await waitForPortsFree([options.port], 15_000);
  };
  try {
    await waitForLine(child, /^Site server listening on/, label, READY_TIMEOUT_MS);
    return { baseUrl: `http://localhost:${options.port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
