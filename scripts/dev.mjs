#!/usr/bin/env node
// `npm start` and `npm run dev`: the whole shop on this machine, with no account, key or network.
//
//   1. migrate and seed the shop API's local D1 (state dir: STACK_STATE_DIR, default
//      shop-api/.wrangler/state)
//   2. the reference shop API in workerd on :8787 (scripts/shop-api-server.mjs: Miniflare, without
//      `wrangler dev`'s proxy in front of it)
//   3. the payment sandbox on :12111 when no STRIPE_SECRET_KEY is set (payment-sandbox/)
//   4. `npm start`: `react-router build`, then the production build (server-rendered pages) and the
//      functions on :8888 from scripts/site-server.mjs: the shop as shoppers get it (and what the
//      browser tests run against). `npm run dev` (--dev, or STACK_SITE=netlify): `netlify dev
//      --offline` instead, with Vite's hot reload on :5173 behind it, on :8886 (STACK_NETLIFY_PORT)
//      behind scripts/whole-request-proxy.mjs on :8888, which keeps requests their clients abort
//      mid-body away from it (netlify-cli 26 exits on one)
//   5. wait until every service answers, then print one "Shop ready at ..." line
//   6. Ctrl-C / SIGTERM stops every child. `netlify dev` is restarted if it dies; any other child
//      that dies stops the rest (exit 1)
//
// Each service is one entry in `services()` below, with the environment it hands to `netlify dev`.
//
// Ports: STACK_SITE_PORT (8888), STACK_SHOP_API_PORT (8787), STACK_SANDBOX_PORT (12111), so that
// several stacks run side by side (the browser suite runs one per worker). STACK_SKIP_BUILD=1
// serves the build already in STACK_BUILD_DIR (default build/; the browser suite builds into a folder
// of its own, which `npm run check:deploy` does not touch); STACK_DB_READY=1 skips step 1 (STACK_STATE_DIR holds a
// migrated and seeded database).
//
// Output: children's lines are prefixed ([shop-api], [netlify]) and routine noise (banners,
// spinners, successful request logs) is dropped; STACK_VERBOSE=1 shows everything. When a child
// fails, its last lines are printed unfiltered.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { delimiter, join, relative, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { BUILD_ARGS, BUILD_COMMAND, buildEnv } from "./build-site.mjs";
import {
  LOCAL_PUBLISHABLE_KEY,
  SHOP_API_TOKEN_FILE,
  localFunctionsSecrets,
  localMailSettings,
} from "./local-stack-env.mjs";
import { portTaken, signalGroup, stopGroup } from "./process-group.mjs";
import { startWholeRequestProxy } from "./whole-request-proxy.mjs";

const root = resolve(import.meta.dirname, "..");
const binDir = join(root, "node_modules", ".bin");
const bin = (name) => join(binDir, name);

const verbose = process.env.STACK_VERBOSE === "1";
const hotReload = process.argv.includes("--dev") || process.env.STACK_SITE === "netlify";
/**
 * How long a service may go without answering AND without showing signs of work (output, or CPU
 * used by its processes) before the start gives up. A first start on a loaded machine spends
 * minutes bundling (Vite's dependency scan): busy, not stuck, so it is waited for, up to a ceiling.
 */
const readyTimeoutMs = Number(process.env.STACK_READY_TIMEOUT_MS) || 150_000;
const READY_CEILING_MS = 15 * 60_000;
const stateDir = resolve(root, process.env.STACK_STATE_DIR || join("shop-api", ".wrangler", "state"));

/** A port from the environment (several stacks side by side: the browser suite), else the default. */
function portSetting(name, fallback) {
  const text = process.env[name]?.trim();
  if (!text) return fallback;
  const port = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`[dev] ${name} is not a port number: ${text}`);
    process.exit(1);
  }
  return port;
}

const SHOP_API_PORT = portSetting("STACK_SHOP_API_PORT", 8787);
const SITE_PORT = portSetting("STACK_SITE_PORT", 8888);
const VITE_PORT = 5173;
// `npm run dev`: netlify dev listens here, behind scripts/whole-request-proxy.mjs on the site's port.
const NETLIFY_PORT = portSetting("STACK_NETLIFY_PORT", 8886);
const SANDBOX_PORT = portSetting("STACK_SANDBOX_PORT", 12111);
const SMTP_PORT = portSetting("STACK_SMTP_PORT", 1025);
const MAIL_WEB_PORT = portSetting("STACK_MAIL_WEB_PORT", 1080);
// The functions suite starts and stops MailDev itself (a mail server that goes down): `off`.
const startMailServer = process.env.STACK_MAIL_SERVER !== "off";
// STACK_SKIP_BUILD=1: serve the build already in the build folder (the browser suite builds once for all its stacks).
const skipBuild = process.env.STACK_SKIP_BUILD === "1";
const buildDir = process.env.STACK_BUILD_DIR?.trim() || "build";
const shopApiUrl = `http://localhost:${SHOP_API_PORT}`;
const siteUrl = `http://localhost:${SITE_PORT}`;
const sandboxUrl = `http://localhost:${SANDBOX_PORT}`;
const mailUrl = `http://localhost:${MAIL_WEB_PORT}`;
// The shop API's service token: SHOP_API_TOKEN when set, else a new random one per start. Only
// this stack's Worker (API_TOKEN) and functions (SHOP_API_TOKEN) get it; it is never published,
// so no deployed Worker accepts it.
const shopApiToken = process.env.SHOP_API_TOKEN?.trim() || randomBytes(32).toString("hex");
// With a real Stripe key the functions talk to Stripe; without one, to the local sandbox.
const useSandbox = !process.env.STRIPE_SECRET_KEY?.trim();

// Telemetry, update checks and browser opening are off for every child: no network, no surprises.
const quietEnv = {
  NETLIFY_TELEMETRY_DISABLED: "1",
  NO_UPDATE_NOTIFIER: "1",
  BROWSER: "none",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  // Plain text: the lines are prefixed and filtered here.
  FORCE_COLOR: "0",
  NO_COLOR: "1",
};

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const log = (message) => console.log(`[dev] ${message}`);
const fail = (message) => console.error(`[dev] ${message}`);

/** Refuses settings the functions would refuse at their first request, before anything starts. */
function checkSettings() {
  const secret = process.env.SESSION_SECRET;
  if (secret !== undefined && secret !== "" && Buffer.byteLength(secret, "utf8") < 32) {
    fail(
      `SESSION_SECRET is ${Buffer.byteLength(secret, "utf8")} bytes long; it must be at least 32 (or unset for the local stack's own).`,
    );
    process.exit(1);
  }
  const context = process.env.CONTEXT?.trim();
  if (context && context !== "dev") {
    fail(`CONTEXT=${context}: the local stack (local secrets, payment sandbox) is for development only.`);
    process.exit(1);
  }
}

/** What the functions and the SPA need to know about payments. */
function paymentEnv() {
  if (!useSandbox) {
    return process.env.STRIPE_PUBLISHABLE_KEY
      ? { VITE_STRIPE_PUBLISHABLE_KEY: process.env.STRIPE_PUBLISHABLE_KEY }
      : {};
  }
  return {
    PAYMENT_SANDBOX_URL: sandboxUrl,
    VITE_PAYMENT_SANDBOX_URL: sandboxUrl,
    VITE_PAYMENT_SANDBOX_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
  };
}

/** The long-running services, in start order. */
function services() {
  const sandbox = {
    name: "payment-sandbox",
    port: SANDBOX_PORT,
    command: process.execPath,
    args: [join(root, "payment-sandbox", "server.mjs")],
    cwd: root,
    env: {
      PAYMENT_SANDBOX_PORT: String(SANDBOX_PORT),
      // The site's own pages confirm card payments at the sandbox from the browser.
      PAYMENT_SANDBOX_ALLOWED_ORIGINS: siteUrl,
      // The functions suite runs the functions on a second server and points the webhooks there.
      PAYMENT_SANDBOX_WEBHOOK_URL: process.env.PAYMENT_SANDBOX_WEBHOOK_URL || `${siteUrl}/api/stripe-webhook`,
      STRIPE_WEBHOOK_SECRET: localFunctionsSecrets(process.env, { sandbox: true }).STRIPE_WEBHOOK_SECRET,
    },
    readyUrls: [`${sandboxUrl}/v1/payment_intents/pi_ready_check`],
    readyStatus: (status) => status === 401 || status === 404,
    // Its own line for the readiness probe above: a 401 a newcomer would read as a fault.
    noise: [/^Payment sandbox listening on/, /^\[payment-sandbox\] GET \/v1\/payment_intents\/pi_ready_check 40[14] /],
  };
  // MailDev: catches every message the functions send; its inbox and REST API on MAIL_WEB_PORT.
  const mailServer = {
    name: "maildev",
    port: SMTP_PORT,
    command: process.execPath,
    args: [
      join(root, "node_modules", "maildev", "dist", "bin", "maildev.js"),
      ...["--smtp", String(SMTP_PORT), "--ip", "127.0.0.1", "--web", String(MAIL_WEB_PORT), "--web-ip", "127.0.0.1"],
    ],
    cwd: root,
    env: {},
    extraPorts: [MAIL_WEB_PORT],
    readyUrls: [`${mailUrl}/api/email`],
    // Its banner: dev.mjs prints where the inbox is once the stack is ready.
    noise: [/^MailDev( API running at|$)/, /^(Version|SMTP Server|Address|Port|Web Interface|URL):?/, /^Press Ctrl\+C/],
  };
  const functionsEnv = {
    SHOP_API_URL: process.env.SHOP_API_URL || shopApiUrl,
    IMAGE_HOST: process.env.IMAGE_HOST || shopApiUrl,
    SHOP_API_TOKEN: shopApiToken,
    ...paymentEnv(),
    ...localFunctionsSecrets(process.env, { sandbox: useSandbox }),
    ...localMailSettings(process.env, { smtpPort: SMTP_PORT }),
    URL: siteUrl,
    // The site's address for its links and same-origin check (config.ts siteUrl): netlify dev
    // overrides URL with its own port, behind the whole-request proxy on the site's.
    SITE_URL: siteUrl,
  };
  const site = !hotReload
    ? {
        name: "site",
        port: SITE_PORT,
        command: process.execPath,
        args: [
          join(root, "scripts", "site-server.mjs"),
          ...["--port", String(SITE_PORT), "--build", buildDir, "--blobs", join(stateDir, "blobs")],
        ],
        cwd: root,
        env: functionsEnv,
        readyUrls: [`${siteUrl}/`, `${siteUrl}/api/categories`],
        readsShopApi: true,
        noise: [/^Site server listening on/],
      }
    : {
        name: "netlify",
        port: NETLIFY_PORT,
        command: bin("netlify"),
        args: ["dev", "--offline", "--port", String(NETLIFY_PORT), "--no-open"],
        cwd: root,
        env: functionsEnv,
        readyUrls: [`${siteUrl}/`, `${siteUrl}/api/categories`],
        readsShopApi: true,
        restartable: true,
        extraPorts: [VITE_PORT],
        noise: [
          /^[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/,
          /^[╭╰│]/,
          /^✔ #custom dev server ready/,
          /^VITE v\S+ +ready/,
          /^➜ /,
          /^⬥ (Ignored general context env var|Injected|Setting up local dev server|Starting #custom|Loaded function|Loaded edge function|Reloaded function|Running build command)/,
          /^Request from /,
          /^Response with status [23]\d\d /,
          /^> /,
        ],
      };
  return [
    {
      name: "shop-api",
      port: SHOP_API_PORT,
      command: process.execPath,
      args: [
        join(root, "scripts", "shop-api-server.mjs"),
        ...["--port", String(SHOP_API_PORT), "--ip", "127.0.0.1", "--persist-to", stateDir],
        ...["--var", `API_TOKEN:${shopApiToken}`],
        // `npm run dev` reloads the Worker when shop-api/src changes.
        ...(hotReload ? ["--watch"] : []),
      ],
      cwd: root,
      readyUrls: [`${shopApiUrl}/api/GetAllTax`],
      noise: [/^Shop API listening on/],
    },
    site,
    ...(useSandbox ? [sandbox] : []),
    ...(startMailServer ? [mailServer] : []),
  ];
}

// ---- child processes -------------------------------------------------------------------------

const children = new Set();
let stopping = false;

function childEnv(extra) {
  return {
    ...process.env,
    ...quietEnv,
    // node_modules/.bin first: `netlify dev` needs the npm package's `deno` binary offline.
    PATH: `${binDir}${delimiter}${process.env.PATH ?? ""}`,
    ...extra,
  };
}

// Colour codes and cursor moves (spinners) in the children's output.
const ANSI = new RegExp(String.raw`\u001b\[[0-9;?]*[A-Za-z]|\u001b\][^\u0007]*\u0007`, "g");

function pipeLines(stream, onLine) {
  let buffer = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    buffer += chunk;
    const parts = buffer.split(/\r\n|\n|\r/);
    buffer = parts.pop() ?? "";
    for (const part of parts) onLine(part);
  });
  stream.on("end", () => {
    if (buffer) onLine(buffer);
  });
}

/** Spawns a child in its own process group, with prefixed, filtered output and a line history. */
function startChild({ name, command, args, cwd, env, noise = [] }) {
  // Its own process group (detached) so that stopping it also stops the grandchildren that
  // the shop API (workerd) and netlify (vite, the functions server) start.
  const child = spawn(command, args, { cwd, env: childEnv(env), detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.label = name;
  child.history = [];
  child.lineCount = 0;
  const onLine = (stream) => (raw) => {
    const line = raw.replace(ANSI, "").trimEnd();
    if (!line.trim()) return;
    child.lineCount += 1;
    child.history.push(line);
    if (child.history.length > 60) child.history.shift();
    const text = line.trim();
    if (!verbose && noise.some((pattern) => pattern.test(text))) return;
    (stream === "stderr" ? process.stderr : process.stdout).write(`[${name}] ${line}\n`);
  };
  pipeLines(child.stdout, onLine("stdout"));
  pipeLines(child.stderr, onLine("stderr"));
  child.exited = new Promise((resolveExit) => {
    child.once("exit", (code, signal) => resolveExit({ code, signal }));
    child.once("error", (error) => {
      fail(`${name} could not start: ${error.message}`);
      resolveExit({ code: 127, signal: null });
    });
  });
  children.add(child);
  return child;
}

function printHistory(child) {
  if (child.history.length === 0) return;
  console.error(`[dev] last output of ${child.label}:`);
  for (const line of child.history.slice(-40)) console.error(`  ${child.label} | ${line}`);
}

async function stopAll() {
  stopping = true;
  await Promise.all([...children].map((child) => stopGroup(child, 8000)));
}

async function shutdown(code, reason) {
  if (stopping) return;
  if (reason) log(reason);
  await stopAll();
  process.exit(code);
}

process.on("SIGINT", () => void shutdown(0, "stopping..."));
process.on("SIGTERM", () => void shutdown(0, "stopping..."));
process.on("SIGHUP", () => void shutdown(0, "stopping..."));
// Last resort if this script itself dies: never leave orphans holding the ports.
process.on("exit", () => {
  for (const child of children) signalGroup(child, "SIGKILL");
});

const RESTARTS_PER_MINUTE = 5;

/**
 * A child that exits while we are not stopping takes the whole stack down, except a restartable
 * one (`netlify dev`): that one is started again, up to RESTARTS_PER_MINUTE times a minute.
 */
function watchChild(child, service, restarts = []) {
  void child.exited.then(({ code, signal }) => {
    if (stopping) return;
    children.delete(child);
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    const now = Date.now();
    const recent = restarts.filter((time) => now - time < 60_000);
    if (service.restartable && recent.length < RESTARTS_PER_MINUTE) {
      fail(`${child.label} exited unexpectedly (${how}); restarting it.`);
      printHistory(child);
      // Its grandchildren (Vite, the functions server) would keep holding their ports.
      signalGroup(child, "SIGKILL");
      void restart(service, [...recent, now]);
      return;
    }
    fail(`${child.label} exited unexpectedly (${how}).`);
    printHistory(child);
    void shutdown(1, "stopping the rest of the stack.");
  });
}

async function restart(service, restarts) {
  // The dead process group may still hold the port for a moment.
  const ports = [service.port, ...(service.extraPorts ?? [])];
  for (let waited = 0; waited < 10_000; waited += 250) {
    const busy = await Promise.all(ports.map((port) => portTaken(port)));
    if (!busy.some(Boolean)) break;
    await sleep(250);
  }
  if (stopping) return;
  watchChild(startChild(service), service, restarts);
  await waitUntilReady(service);
  if (!stopping) log(`${service.name} is back on :${service.port}.`);
}

// ---- readiness -------------------------------------------------------------------------------

async function answers(url, readyStatus = (status) => status >= 200 && status < 300) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return readyStatus(response.status);
  } catch {
    return false;
  }
}

/** CPU time (clock ticks) used by the processes of one process group (Linux /proc); null elsewhere. */
async function groupCpuTicks(pgid) {
  const entries = await readdir("/proc").catch(() => null);
  if (!entries) return null;
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => null);
    if (!stat) continue;
    // After the command's closing parenthesis: state, ppid, pgrp ... utime (12th), stime (13th).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks;
}

/** A fifth of a CPU second since the last sign: the service is working. */
const BUSY_TICKS = 20;

async function waitUntilReady(service) {
  const started = Date.now();
  const child = [...children].find((candidate) => candidate.label === service.name);
  let lastSign = started;
  let lastLines = child?.lineCount ?? 0;
  let lastTicks = child ? await groupCpuTicks(child.pid) : null;
  let lastNotice = started;
  for (const url of service.readyUrls) {
    while (!(await answers(url, service.readyStatus))) {
      if (stopping) return;
      const now = Date.now();
      const ticks = child ? await groupCpuTicks(child.pid) : null;
      if (
        (child && child.lineCount > lastLines) ||
        (ticks !== null && lastTicks !== null && ticks - lastTicks >= BUSY_TICKS)
      ) {
        lastSign = now;
        lastLines = child?.lineCount ?? 0;
        lastTicks = ticks;
      }
      const quiet = now - lastSign > readyTimeoutMs;
      if (quiet || now - started > READY_CEILING_MS) {
        fail(
          quiet
            ? `${service.name} did not answer ${url} and showed no sign of work for ${readyTimeoutMs / 1000}s.`
            : `${service.name} did not answer ${url} within ${READY_CEILING_MS / 60_000} minutes.`,
        );
        if (child) printHistory(child);
        await shutdown(1, "stopping the stack.");
        return;
      }
      if (now - lastNotice > 30_000) {
        log(`${service.name} is still starting (${Math.round((now - started) / 1000)}s).`);
        lastNotice = now;
      }
      await sleep(250);
    }
  }
  log(`${service.name} answers on :${service.port} (${seconds()}s)`);
}

// ---- the steps -------------------------------------------------------------------------------

/** A Node script the stack needs done before it starts; its failure ends the start with its output. */
async function runStep(name, args, doing) {
  const child = startChild({ name, command: process.execPath, args, cwd: root, env: {} });
  const { code, signal } = await child.exited;
  children.delete(child);
  if (stopping) return;
  if (code !== 0) {
    fail(`${doing} failed (${signal ? `signal ${signal}` : `exit code ${code}`}).`);
    printHistory(child);
    process.exit(1);
  }
}

async function ensureDatabase() {
  const script = join(root, "scripts", "shop-api-db.mjs");
  if (!existsSync(script)) {
    fail("scripts/shop-api-db.mjs is missing: cannot prepare the shop API's database.");
    process.exit(1);
  }
  mkdirSync(stateDir, { recursive: true });
  log(`preparing the shop API database in ${relative(root, stateDir) || "."}`);
  await runStep("shop-api-db", [script, "ensure", "--persist-to", stateDir], "preparing the database");
}

/** The supplier's photographs the shop API serves (scripts/supplier-images.mjs), made once. */
async function renderSupplierImages() {
  await runStep("supplier-images", [join(root, "scripts", "supplier-images.mjs")], "rendering the supplier's pictures");
}

/** `npm start`: the production build of the site, with the same VITE_ settings netlify dev would give. */
async function buildSite() {
  log("building the site (react-router build)");
  const child = startChild({
    name: "build",
    command: BUILD_COMMAND,
    args: BUILD_ARGS,
    cwd: root,
    env: buildEnv({ ...paymentEnv(), BUILD_DIR: buildDir }),
  });
  const { code, signal } = await child.exited;
  children.delete(child);
  if (stopping) return;
  if (code !== 0) {
    fail(`react-router build failed (${signal ? `signal ${signal}` : `exit code ${code}`}).`);
    printHistory(child);
    process.exit(1);
  }
}

async function main() {
  checkSettings();
  const stack = services();
  const ports = [
    ...stack.flatMap((service) =>
      [service.port, ...(service.extraPorts ?? [])].map((port) => ({ name: service.name, port })),
    ),
    ...(hotReload
      ? [
          { name: "vite (behind netlify)", port: VITE_PORT },
          { name: "site (in front of netlify)", port: SITE_PORT },
        ]
      : []),
  ];
  const taken = [];
  for (const { name, port } of ports) if (await portTaken(port)) taken.push(`${port} (${name})`);
  if (taken.length > 0) {
    fail(`port ${taken.join(", ")} already in use: is another \`npm start\` running? Stop it first.`);
    process.exit(1);
  }

  // The test suites hand over a copy of a database they migrated and seeded already, and their
  // setup rendered the pictures. Rendering them (first run only) overlaps the database and the build.
  const pictures = process.env.STACK_DB_READY !== "1" ? renderSupplierImages() : Promise.resolve();
  if (process.env.STACK_DB_READY !== "1") await ensureDatabase();
  // For the operator's scripts run beside this stack (`npm run return:received`): readable by
  // this user only, beside the database it opens.
  mkdirSync(stateDir, { recursive: true });
  writeFileSync(join(stateDir, SHOP_API_TOKEN_FILE), shopApiToken, { mode: 0o600 });
  if (!hotReload && !skipBuild) await buildSite();
  else if (!hotReload && !existsSync(join(resolve(root, buildDir), "server"))) {
    fail(`STACK_SKIP_BUILD=1 but there is no build in ${buildDir}/: run \`npm run build\` first.`);
    process.exit(1);
  }
  // A deploy build leaves its page-rendering function in .netlify/v1/functions, which `netlify dev`
  // would load and serve for every page instead of Vite's development server: not here.
  else rmSync(join(root, ".netlify", "v1"), { recursive: true, force: true });
  await pictures;

  // Start everything at once (the functions only call the shop API per request), then wait: the
  // site once the shop API answers, as its readiness check renders a page that reads the shop API
  // (asked earlier, that first page logged a refused connection's stack trace, issue 40).
  if (hotReload) await startWholeRequestProxy({ port: SITE_PORT, target: { host: "localhost", port: NETLIFY_PORT } });
  for (const service of stack) watchChild(startChild(service), service);
  const shopApiReady = waitUntilReady(stack.find((service) => service.name === "shop-api"));
  await Promise.all(
    stack.map((service) =>
      service.name === "shop-api"
        ? shopApiReady
        : service.readsShopApi
          ? shopApiReady.then(() => waitUntilReady(service))
          : waitUntilReady(service),
    ),
  );
  if (stopping) return;

  const payments = useSandbox ? `payment sandbox ${sandboxUrl}` : "payments by Stripe";
  console.log(`Shop ready at ${siteUrl} (shop API ${shopApiUrl}, ${payments}) in ${seconds()}s. Press Ctrl-C to stop.`);
  if (startMailServer) console.log(`Mails the shop sends: ${mailUrl} (MailDev; REST API ${mailUrl}/api/email)`);
}

main().catch((error) => {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
  void shutdown(1, "stopping the stack.");
});
