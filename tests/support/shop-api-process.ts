// Starts the reference shop API (shop-api/) in workerd through Miniflare (scripts/shop-api-server.mjs,
// as `npm start` runs it) on a fresh, seeded local D1. Used by the contract tests' globalSetup;
// usable by any suite that needs a real shop API.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { signalGroup, stopGroup } from "../../scripts/process-group.mjs";
import { freshSeededState } from "./seeded-d1";
import { toolEnv } from "../../scripts/shop-api-db.mjs";

export const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const SERVER = join(ROOT, "scripts", "shop-api-server.mjs");

export interface ShopApiProcess {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:8797 */
  url: string;
  /** The D1 state directory (wrangler --persist-to). */
  stateDir: string;
  /** The Worker's API_TOKEN (send it as `Authorization: Bearer <token>`), or null when it has none. */
  apiToken: string | null;
  /** Stops the server (the whole process group) and, unless kept, deletes the state directory. */
  stop: () => Promise<void>;
}

export interface StartOptions {
  /** Preferred port; the next free one is used when it is taken. Default 8797. */
  port?: number;
  /** Use this state directory as is (already seeded) instead of preparing a fresh one. */
  stateDir?: string;
  /**
   * The Worker's service token (API_TOKEN). Default: a new random one; null starts a Worker
   * without one (it then refuses every protected call with 503).
   */
  apiToken?: string | null;
  /** Extra Worker variables, passed as `--var KEY:VALUE`. */
  vars?: Record<string, string>;
  /** Keep the state directory on stop (default: delete it when this call created it). */
  keepState?: boolean;
  /** Give up waiting for the server after this many ms. Default 90 s. */
  timeoutMs?: number;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const server = createServer();
    server.once("error", () => resolvePromise(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolvePromise(true)));
  });
}

async function freePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 50; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${preferred}..${preferred + 49}`);
}

export async function startShopApi(options: StartOptions = {}): Promise<ShopApiProcess> {
  const ownState = options.stateDir === undefined;
  const stateDir = options.stateDir ?? (await freshSeededState("contract"));
  const port = await freePort(options.port ?? 8797);
  const url = `http://127.0.0.1:${port}`;
  const args = [SERVER, "--port", String(port), "--ip", "127.0.0.1", "--persist-to", stateDir];
  const apiToken = options.apiToken === undefined ? randomBytes(32).toString("hex") : options.apiToken;
  const vars = { ...(apiToken === null ? {} : { API_TOKEN: apiToken }), ...options.vars };
  for (const [key, value] of Object.entries(vars)) args.push("--var", `${key}:${value}`);

  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: toolEnv(),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  // Safety net: never leave workerd behind when the test process exits without calling stop().
  const onExit = () => signalGroup(child, "SIGKILL");
  process.once("exit", onExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", onExit);
    await stopGroup(child, 5000);
    if (ownState && !options.keepState) await rm(stateDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `the shop API server exited early (${child.exitCode ?? child.signalCode}):\n${log.slice(-3000)}`,
        );
      }
      try {
        const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(2000) });
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline)
        throw new Error(`the shop API server did not answer on ${url} in time:\n${log.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stateDir, apiToken, stop };
}
