/**
 * Global setup of the "e2e" vitest project: starts the whole local stack with `node scripts/dev.mjs`
 * (what `npm start` runs) on a fresh shop API database under .tmp/, waits for its ready line,
 * provides the site's base URL to the tests (inject("baseUrl")), and stops the stack afterwards.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The storefront under test, e.g. http://localhost:8888 (no trailing slash). */
    baseUrl: string;
    /** The reference shop API the functions talk to. */
    shopApiUrl: string;
  }
}

const root = resolve(import.meta.dirname, "..", "..");
const PORTS = [8888, 8787, 5173];
const READY_TIMEOUT_MS = 150_000;
const READY_LINE = /Shop ready at (http:\/\/\S+) \(shop API (http:\/\/[^\s)]+)\)/;

function portTaken(port: number): Promise<boolean> {
  const probe = (host: string) =>
    new Promise<boolean>((resolveProbe) => {
      const socket = net.connect({ host, port });
      socket.setTimeout(1000);
      socket.once("connect", () => {
        socket.destroy();
        resolveProbe(true);
      });
      socket.once("timeout", () => {
        socket.destroy();
        resolveProbe(false);
      });
      socket.once("error", () => resolveProbe(false));
    });
  return Promise.all([probe("127.0.0.1"), probe("::1")]).then((results) => results.some(Boolean));
}

async function takenPorts(): Promise<number[]> {
  const taken: number[] = [];
  for (const port of PORTS) if (await portTaken(port)) taken.push(port);
  return taken;
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

export default async function setup(project: TestProject) {
  const busy = await takenPorts();
  if (busy.length > 0) {
    throw new Error(
      `e2e: port ${busy.join(", ")} already in use. The end-to-end tests start their own stack on a fresh ` +
        "database: stop `npm start` (or whatever holds the port) and run them again.",
    );
  }

  // A fresh shop API database per run, so tests never touch a developer's data.
  const tmp = join(root, ".tmp");
  mkdirSync(tmp, { recursive: true });
  const stateDir = mkdtempSync(join(tmp, "e2e-state-"));

  const started = Date.now();
  const output: string[] = [];
  const child = spawn(process.execPath, [join(root, "scripts", "dev.mjs")], {
    cwd: root,
    env: { ...process.env, STACK_STATE_DIR: stateDir, STACK_READY_TIMEOUT_MS: String(READY_TIMEOUT_MS - 10_000) },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolveExit) => child.once("exit", (code) => resolveExit(code)));

  const urls = await new Promise<{ baseUrl: string; shopApiUrl: string }>((resolveReady, reject) => {
    const explain = (what: string) =>
      new Error(`e2e: the stack ${what}. Output of scripts/dev.mjs:\n${output.map((line) => `  ${line}`).join("\n")}`);
    const timer = setTimeout(() => reject(explain(`was not ready within ${READY_TIMEOUT_MS / 1000}s`)), READY_TIMEOUT_MS);
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (!line.trim()) continue;
        output.push(line);
        if (output.length > 200) output.shift();
        const match = READY_LINE.exec(line);
        if (match?.[1] && match[2]) {
          clearTimeout(timer);
          resolveReady({ baseUrl: match[1], shopApiUrl: match[2] });
        }
      }
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.once("error", (error) => reject(explain(`could not start (${error.message})`)));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(explain(`exited before it was ready (exit code ${code})`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });

  console.log(`e2e: stack ready at ${urls.baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  project.provide("baseUrl", urls.baseUrl);
  project.provide("shopApiUrl", urls.shopApiUrl);

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup(child, "SIGTERM");
      const outcome = await Promise.race([exited, sleep(15_000, "timeout" as const, { ref: false })]);
      if (outcome === "timeout") signalGroup(child, "SIGKILL");
    }
    // scripts/dev.mjs stops its own children; wait until the ports are really free again.
    const deadline = Date.now() + 15_000;
    while ((await takenPorts()).length > 0 && Date.now() < deadline) await sleep(200);
    const still = await takenPorts();
    if (still.length > 0) console.warn(`e2e: port ${still.join(", ")} still in use after teardown`);
    rmSync(stateDir, { recursive: true, force: true });
  }

  return stop;
}
