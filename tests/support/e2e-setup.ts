/**
 * Global setup of the "e2e" vitest project: starts the whole local stack with `node scripts/dev.mjs`
 * (what `npm start` runs) on a fresh shop API database under .tmp/, waits for its ready line,
 * provides the site's base URL to the tests (inject("baseUrl")), and stops the stack afterwards.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { portTaken, stopGroup, waitForPortsFree } from "../../scripts/process-group.mjs";

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

async function takenPorts(): Promise<number[]> {
  const taken: number[] = [];
  for (const port of PORTS) if (await portTaken(port)) taken.push(port);
  return taken;
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
    await stopGroup(child, 15_000);
    // scripts/dev.mjs stops its own children; wait until the ports are really free again.
    const still = await waitForPortsFree(PORTS, 15_000);
    if (still.length > 0) console.warn(`e2e: port ${still.join(", ")} still in use after teardown`);
    rmSync(stateDir, { recursive: true, force: true });
  }

  return stop;
}
