#!/usr/bin/env node
// Local D1 database of the reference shop API: migrate, seed, reset.
//
//   node scripts/shop-api-db.mjs ensure [--persist-to DIR]   apply migrations; seed if empty
//   node scripts/shop-api-db.mjs reset  [--persist-to DIR]   restore the demo data
//   node scripts/shop-api-db.mjs reset --hard [...]          delete DIR's D1 state, then ensure
//
// DIR defaults to shop-api/.wrangler/state (where `wrangler dev` in shop-api/ keeps it); relative
// paths are resolved against the repository root. Wrangler runs from shop-api/ with the local
// binary, non-interactively and offline. --config FILE points at another wrangler config (tests).
//
// Also importable: ensureDatabase({ persistTo }), resetDatabase({ persistTo, hard }), seededTemplate().
//
// `template` makes (or finds) the test suites' migrated and seeded D1 under .tmp/ and prints its
// folder: `npm test` makes it once, beside the static checks, before the suites copy it.

import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { generateSeedSql } from "../shop-api/seed/generate.mjs";
import { ensureSupplierImages } from "./supplier-images.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_PERSIST_TO = join(ROOT, "shop-api", ".wrangler", "state");
const DEFAULT_CONFIG = join(ROOT, "shop-api", "wrangler.jsonc");
const WRANGLER = join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");
const BINDING = "DB";

/**
 * The environment wrangler and the shop API's server run in here, in the tests and in the
 * benchmark: never prompting (CI), no metrics, no update check, no colour in their output.
 */
export function toolEnv(env = process.env) {
  return {
    ...env,
    CI: "true",
    WRANGLER_SEND_METRICS: "false",
    NO_UPDATE_NOTIFIER: "1",
    NO_COLOR: "1",
    FORCE_COLOR: "0",
  };
}

function makeLogger(quiet) {
  return quiet ? () => {} : (line) => process.stdout.write(`shop-api-db: ${line}\n`);
}

function resolveOptions({ persistTo, config, quiet, log } = {}) {
  const configPath = resolve(ROOT, config ?? DEFAULT_CONFIG);
  if (!existsSync(configPath)) throw new Error(`wrangler config not found: ${configPath}`);
  if (!existsSync(WRANGLER)) throw new Error(`wrangler is not installed (${WRANGLER} missing): run npm ci`);
  return {
    persistTo: resolve(ROOT, persistTo ?? DEFAULT_PERSIST_TO),
    configPath,
    log: log ?? makeLogger(quiet),
  };
}

/** Runs the local wrangler from the config's directory; resolves with stdout, rejects with output. */
function wrangler(opts, args) {
  const fullArgs = [
    WRANGLER,
    ...args,
    "--local",
    "--persist-to",
    opts.persistTo,
    "--config",
    basename(opts.configPath),
  ];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, fullArgs, {
      cwd: dirname(opts.configPath),
      env: toolEnv(),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) return resolvePromise(stdout);
      const output = `${stdout}\n${stderr}`.trim().split("\n").slice(-25).join("\n");
      reject(new Error(`wrangler ${args.slice(0, 3).join(" ")} failed (${signal ?? `exit ${code}`}):\n${output}`));
    });
  });
}

async function applyMigrations(opts) {
  const out = await wrangler(opts, ["d1", "migrations", "apply", BINDING]);
  const applied = /No migrations to apply/i.test(out) ? "up to date" : "applied";
  opts.log(`migrations ${applied}`);
}

/** Runs one SQL query and returns its result rows. */
async function query(opts, sql) {
  const out = await wrangler(opts, ["d1", "execute", BINDING, "--command", sql, "--json"]);
  const start = out.indexOf("[");
  let parsed;
  try {
    parsed = JSON.parse(out.slice(start));
  } catch {
    throw new Error(`unexpected output from wrangler d1 execute --json:\n${out.slice(0, 2000)}`);
  }
  return parsed.flatMap((r) => r.results ?? []);
}

/** The migration files wrangler would apply, from the config's migrations_dir. */
async function migrationFiles(opts) {
  const config = await readFile(opts.configPath, "utf8");
  const dir = /"migrations_dir"\s*:\s*"([^"]+)"/.exec(config)?.[1] ?? "migrations";
  const files = await readdir(resolve(dirname(opts.configPath), dir)).catch(() => []);
  return files.filter((f) => f.endsWith(".sql")).sort();
}

/**
 * One cheap query for the common case (already migrated and seeded): the applied migrations and
 * the product count. null when the database is new or lacks the tables.
 */
async function probe(opts) {
  if (!existsSync(join(opts.persistTo, "v3", "d1"))) return null;
  const config = await readFile(opts.configPath, "utf8");
  const table = /"migrations_table"\s*:\s*"([^"]+)"/.exec(config)?.[1] ?? "d1_migrations";
  try {
    const rows = await query(
      opts,
      `SELECT (SELECT group_concat(name, '|') FROM ${table}) AS applied, (SELECT COUNT(*) FROM products) AS n`,
    );
    const applied = new Set(
      String(rows[0]?.applied ?? "")
        .split("|")
        .filter(Boolean),
    );
    return { applied, products: Number(rows[0]?.n) };
  } catch {
    return null;
  }
}

async function countProducts(opts) {
  const rows = await query(opts, "SELECT COUNT(*) AS n FROM products");
  const n = Number(rows[0]?.n);
  if (!Number.isInteger(n)) throw new Error(`could not count products: ${JSON.stringify(rows)}`);
  return n;
}

async function seed(opts) {
  const sql = await generateSeedSql();
  const file = join(opts.persistTo, `.seed-${process.pid}.sql`);
  await writeFile(file, sql);
  try {
    await wrangler(opts, ["d1", "execute", BINDING, "--file", file, "--yes"]);
  } finally {
    await rm(file, { force: true });
  }
  const n = await countProducts(opts);
  if (n === 0) throw new Error("seeding finished but the products table is still empty");
  opts.log(`seeded demo data (${n} products)`);
  return n;
}

/**
 * Applies pending migrations to the local D1 under persistTo and seeds the demo data when the
 * products table is empty. Idempotent. Returns { seeded, products, persistTo, ms }.
 */
export async function ensureDatabase(options = {}) {
  const t0 = performance.now();
  const opts = resolveOptions(options);
  await mkdir(opts.persistTo, { recursive: true });
  opts.log(`local D1 in ${opts.persistTo}`);
  const state = await probe(opts);
  const pending = (await migrationFiles(opts)).filter((f) => !state?.applied.has(f));
  let products;
  if (state && pending.length === 0 && Number.isInteger(state.products)) {
    opts.log("migrations up to date");
    products = state.products;
  } else {
    await applyMigrations(opts);
    products = await countProducts(opts);
  }
  const seeded = products === 0;
  if (seeded) {
    products = await seed(opts);
  } else {
    opts.log(`already seeded (${products} products)`);
  }
  const ms = Math.round(performance.now() - t0);
  opts.log(`ready in ${(ms / 1000).toFixed(1)} s`);
  return { seeded, products, persistTo: opts.persistTo, ms };
}

/**
 * Restores the demo data. Default: migrate, then run the seed, which deletes every row first
 * (works while `wrangler dev` holds the database). hard: delete the D1 state under persistTo and
 * ensure from scratch; also the fallback when the soft reset fails.
 */
export async function resetDatabase(options = {}) {
  const t0 = performance.now();
  const opts = resolveOptions(options);
  const finish = (result) => {
    const ms = Math.round(performance.now() - t0);
    opts.log(`reset done in ${(ms / 1000).toFixed(1)} s`);
    return { ...result, ms };
  };
  if (!options.hard) {
    try {
      await mkdir(opts.persistTo, { recursive: true });
      opts.log(`resetting local D1 in ${opts.persistTo}`);
      await applyMigrations(opts);
      const products = await seed(opts);
      return finish({ seeded: true, products, persistTo: opts.persistTo });
    } catch (err) {
      opts.log(`soft reset failed, dropping the local D1 state instead: ${String(err.message).split("\n")[0]}`);
    }
  }
  const d1Dir = join(opts.persistTo, "v3", "d1");
  opts.log(`deleting ${d1Dir}`);
  await rm(d1Dir, { recursive: true, force: true });
  const result = await ensureDatabase({ ...options, hard: undefined, log: opts.log });
  return finish(result);
}

const TMP = join(ROOT, ".tmp");
/** What the template is made from: a change to any of these makes a new one. */
const TEMPLATE_SOURCES = ["shop-api/migrations", "shop-api/seed", "shop-api/wrangler.jsonc", "scripts/shop-api-db.mjs"];

async function filesUnder(path) {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (!entries) return [path];
  const nested = await Promise.all(entries.map((entry) => filesUnder(join(path, entry.name))));
  return nested.flat().sort();
}

async function templateSourcesHash() {
  const hash = createHash("sha256");
  for (const source of TEMPLATE_SOURCES) {
    for (const file of await filesUnder(join(ROOT, source))) {
      hash.update(relative(ROOT, file));
      hash.update(await readFile(file));
    }
  }
  // The demo customer's orders are dated from the seeding day: a template of another day has aged.
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest("hex").slice(0, 16);
}

/**
 * The folder of a migrated and seeded D1 that the test suites copy (tests/support/seeded-d1.ts),
 * under .tmp/ and a hash of what it is made from; made when missing. Migrating and seeding runs
 * wrangler several times (40 to 80 s on a loaded machine); copying takes milliseconds.
 */
export async function seededTemplate() {
  // The suites' shop API serves the supplier's pictures from the one folder of this checkout.
  // Rendered beside the database: the pictures keep both cores busy while wrangler's steps, one
  // process after another, use one (`npm test` starts the suites only once both are made).
  const [, dir] = await Promise.all([ensureSupplierImages(), seededDatabase()]);
  return dir;
}

async function seededDatabase() {
  const dir = join(TMP, `d1-seeded-${await templateSourcesHash()}`);
  if (existsSync(join(dir, "v3"))) return dir;
  await mkdir(TMP, { recursive: true });
  // Built aside and renamed into place, so that a suite (or a second `template`) starting
  // meanwhile never copies half a database; the loser of a race keeps the winner's.
  const building = await mkdtemp(join(TMP, "d1-seeding-"));
  try {
    await ensureDatabase({ persistTo: building, quiet: true });
    await rename(building, dir);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    if (!existsSync(join(dir, "v3"))) throw error;
    return dir;
  }
  for (const entry of await readdir(TMP)) {
    if (entry.startsWith("d1-seeded-") && join(TMP, entry) !== dir)
      await rm(join(TMP, entry), { recursive: true, force: true });
  }
  return dir;
}

function parseArgs(argv) {
  const [command, ...rest] = argv;
  const options = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const [flag, inline] = arg.split(/=(.*)/s, 2);
    const value = () => {
      const v = inline ?? rest[++i];
      if (!v) throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === "--persist-to") options.persistTo = value();
    else if (flag === "--config") options.config = value();
    else if (flag === "--hard") options.hard = true;
    else if (flag === "--quiet" || flag === "-q") options.quiet = true;
    else throw new Error(`unknown option ${arg}`);
  }
  return { command, options };
}

const USAGE =
  "usage: node scripts/shop-api-db.mjs ensure|reset|template [--persist-to DIR] [--hard] [--config FILE] [--quiet]";

async function main(argv) {
  const { command, options } = parseArgs(argv);
  if (command === "ensure") await ensureDatabase(options);
  else if (command === "reset") await resetDatabase(options);
  else if (command === "template") process.stdout.write(`${await seededTemplate()}\n`);
  else if (command === "-h" || command === "--help" || command === "help") process.stdout.write(`${USAGE}\n`);
  else throw new Error(`unknown command ${command ?? "(none)"}\n${USAGE}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((err) => {
    process.stderr.write(`shop-api-db: error: ${err?.message ?? err}\n`);
    process.exitCode = 1;
  });
}
