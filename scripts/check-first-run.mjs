#!/usr/bin/env node
// `npm run check:first-run [-- --dev]`: what a newcomer's first `npm start` (or `npm run dev`)
// prints and serves, checked (issue 40). A fresh database (a temporary STACK_STATE_DIR), with
// --dev no Vite pre-bundle (node_modules/.vite removed), then the stack is started as `npm start`
// starts it, / is opened in Chromium once it says "Shop ready", and the stack is stopped. Fails
// on a console error on /, or on a line of the start's log that a newcomer reads as an error and
// that is not true of this stack. The warnings that remain and why: README.md.
// Uses the default ports: run it where no other stack runs (or in a network namespace of its own).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";

const root = resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
const SITE = "http://localhost:8888";

/** Lines a first start once printed that said something untrue or alarming about a working stack. */
const NOISE = [
  /ECONNREFUSED/,
  /Source maps are enabled in production/,
  /Failed to resolve IPv4 addresses/,
  /Invalid hook call/,
  /peer dep|ERESOLVE/i,
  /new dependencies optimized|optimized dependencies changed\. reloading/i,
  // A stack that answers every call is logging a failure: the readiness probe's own line.
  / 40[0-9] req_/,
];

const stateDir = mkdtempSync(join(tmpdir(), "first-run-"));
if (dev) rmSync(join(root, "node_modules", ".vite"), { recursive: true, force: true });

const started = Date.now();
const stack = spawn(process.execPath, [join(root, "scripts", "dev.mjs"), ...(dev ? ["--dev"] : [])], {
  cwd: root,
  env: { ...process.env, STACK_STATE_DIR: stateDir },
  stdio: ["ignore", "pipe", "pipe"],
});
const log = [];
let ready;
const isReady = new Promise((resolveReady) => (ready = resolveReady));
for (const stream of [stack.stdout, stack.stderr]) {
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    process.stdout.write(chunk);
    log.push(...chunk.split("\n"));
    if (chunk.includes("Shop ready at")) ready(true);
  });
}
stack.once("exit", () => ready(false));

const problems = [];
try {
  if (!(await isReady)) throw new Error("the stack stopped before it was ready");
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage();
    page.on("console", (message) => message.type() === "error" && problems.push(`console: ${message.text()}`));
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await page.goto(`${SITE}/`, { waitUntil: "load" });
    // Hydrated: the header's cart link carries its count only once the page's script runs.
    await page.getByRole("link", { name: /^Cart, \d+ items?$/ }).waitFor({ timeout: 600_000 });
  } finally {
    await browser.close();
  }
} catch (error) {
  problems.push(String(error));
} finally {
  stack.kill("SIGTERM");
  await new Promise((resolveExit) => (stack.exitCode !== null ? resolveExit() : stack.once("exit", resolveExit)));
  rmSync(stateDir, { recursive: true, force: true });
}
problems.push(...log.filter((line) => NOISE.some((pattern) => pattern.test(line))).map((line) => `log: ${line}`));
const envFileLines = log.filter((line) => line.includes("`envFile` option is deprecated")).length;
console.log(
  `\n[first-run] ${dev ? "npm run dev" : "npm start"}: ready and / loaded in ${((Date.now() - started) / 1000).toFixed(0)}s; ` +
    `"envFile is deprecated" lines: ${envFileLines} (React Router's config loader, README)`,
);
if (problems.length > 0) {
  console.error(`[first-run] ${problems.length} problem(s):\n${problems.map((line) => `  ${line}`).join("\n")}`);
  process.exit(1);
}
console.log("[first-run] no error and no misleading warning");
