#!/usr/bin/env node
// `npm run bench:catalogue`: what a catalogue request costs through the functions at the demo's
// 340 products and at 340 + N (issue 14). It builds two throw-away D1 databases (the demo data;
// the demo data plus N deterministic synthetic products), serves each in turn with the reference
// shop API (scripts/shop-api-server.mjs, as `npm start`) on the same port, serves the functions alone on one plain Node
// server (scripts/site-server.mjs, not `netlify dev`, whose own overhead would hide ours), and
// prints the median and p99 of each request at both sizes, with the ratio.
//
//   BENCH_PRODUCTS=30000 BENCH_REQUESTS=60 npm run bench:catalogue
//
// Requests are sent one at a time (latency, not throughput). Nothing of `npm start` is used or
// touched; the ports (8787 for the shop API, 8897 for the functions) must be free: run it in
// its own network namespace when another stack is up.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ensureDatabase } from "./shop-api-db.mjs";
import { signalGroup, stopGroup } from "./process-group.mjs";
import { generateSeedData } from "../shop-api/seed/generate.mjs";
import { SIZE_LADDERS, SUBCATEGORIES } from "../shop-api/seed/catalog.mjs";

const root = resolve(import.meta.dirname, "..");
const WRANGLER = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
const SHOP_API_PORT = 8787;
const FUNCTIONS_PORT = 8897;
const extra = Number(process.env.BENCH_PRODUCTS ?? 30_000);
const samples = Number(process.env.BENCH_REQUESTS ?? 60);
const WARMUP = 8;

const REQUESTS = [
  ["page", "/api/products?page=1&pageSize=12"],
  ["page 40, by rating", "/api/products?page=40&pageSize=12&sort=rating"],
  ["search", "/api/products?q=cotton%20shirt"],
  ["ids", "/api/products?ids=1,2,3"],
  ["facets", "/api/products?cat=1&sizes=M,L&colors=Black,White&inStock=1&min=500&max=3000&sort=price-asc"],
  ["suggestions", "/api/search-suggestions?q=cott%20sh"],
];

const env = {
  ...process.env,
  CI: "true",
  WRANGLER_SEND_METRICS: "false",
  NO_UPDATE_NOTIFIER: "1",
  NO_COLOR: "1",
  FORCE_COLOR: "0",
};

function run(args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: join(root, "shop-api"),
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => (code === 0 ? resolvePromise(output) : reject(new Error(output.slice(-3000)))));
  });
}

/** mulberry32, as the seed generator uses: the same products on every run. */
function createRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  return { next, int, pick };
}

const sql = (value) => (typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`);

/** INSERT statements for `count` synthetic products with ids from `firstId`; triggers index them. */
export async function syntheticProductsSql(count, firstId) {
  const { categories, subcategories } = await generateSeedData();
  const rng = createRng(0xbe7c4);
  const rows = [];
  for (let i = 0; i < count; i++) {
    const index = rng.int(0, SUBCATEGORIES.length - 1);
    const spec = SUBCATEGORIES[index];
    const sub = subcategories[index];
    const category = categories.find((c) => c.category_id === sub.category_id);
    const item = rng.pick(spec.items);
    const material = rng.pick(item.materials ?? spec.materials);
    const name = `${rng.pick(spec.adjectives)} ${material} ${item.item} ${firstId + i}`;
    const [low, high] = item.price;
    const original = Math.round(Math.exp(Math.log(low) + rng.next() * (Math.log(high) - Math.log(low)))) * 100;
    const discount = Math.max(100, Math.round((original * (100 - rng.int(0, 50))) / 10000) * 100);
    const ladder = typeof item.sizes === "string" ? SIZE_LADDERS[item.sizes] : (item.sizes ?? []);
    const start = rng.int(0, Math.max(0, ladder.length - 1));
    const sizes = ladder.slice(start, start + rng.int(1, 4));
    const colors = [...new Set([rng.pick(spec.colors), rng.pick(spec.colors)])];
    const id = firstId + i;
    const search = [name, category.category_desc, sub.subcategory_desc, spec.keywords, material, colors.join(" ")]
      .join(" ")
      .toLowerCase();
    rows.push(
      `(${[
        id,
        sql(name),
        sub.subcategory_id,
        sql(`p${String(id).padStart(4, "0")}.svg`),
        sql("[]"),
        original,
        Math.min(discount, original),
        discount < original ? 1 : 0,
        rng.next() < 0.07 ? 0 : rng.int(1, 80),
        Math.round((1 + rng.next() * 4) * 10) / 10,
        rng.int(1, 20_000),
        sql(search),
        sql(JSON.stringify(sizes)),
        sql(JSON.stringify(colors)),
        sql(material),
        sql(`${name}.`),
      ].join(", ")})`,
    );
  }
  const columns =
    "id, name, subcategory_id, image, thumbnails, original_price_paise, discount_price_paise, on_sale, quantity, rating, ratings, search_text, sizes, colors, material, description";
  const statements = [];
  for (let i = 0; i < rows.length; i += 250) {
    statements.push(`INSERT INTO products (${columns}) VALUES\n${rows.slice(i, i + 250).join(",\n")};`);
  }
  return `${statements.join("\n")}\n`;
}

async function buildDatabase(label, count) {
  const dir = mkdtempSync(join(tmpdir(), `bench-catalogue-${label}-`));
  await ensureDatabase({ persistTo: dir, quiet: true });
  if (count > 0) {
    const t0 = performance.now();
    const file = join(dir, "synthetic.sql");
    writeFileSync(file, await syntheticProductsSql(count, 341));
    await run([WRANGLER, "d1", "execute", "DB", "--local", "--persist-to", dir, "--file", file, "--yes"]);
    console.log(`bench: added ${count} synthetic products in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  return dir;
}

async function startShopApi(stateDir, token) {
  const child = spawn(
    process.execPath,
    [
      join(root, "scripts", "shop-api-server.mjs"),
      "--port",
      String(SHOP_API_PORT),
      "--persist-to",
      stateDir,
      "--var",
      `API_TOKEN:${token}`,
    ],
    { cwd: join(root, "shop-api"), env, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  child.stdout.on("data", (chunk) => (log = (log + chunk).slice(-5000)));
  child.stderr.on("data", (chunk) => (log = (log + chunk).slice(-5000)));
  const onExit = () => signalGroup(child, "SIGKILL");
  process.once("exit", onExit);
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${SHOP_API_PORT}/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the shop API did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return async () => {
    process.off("exit", onExit);
    await stopGroup(child, 5000);
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(base) {
  const results = {};
  for (const [name, path] of REQUESTS) {
    const times = [];
    for (let i = 0; i < WARMUP + samples; i++) {
      const t0 = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { Accept: "application/json" } });
      const body = await response.text();
      const ms = performance.now() - t0;
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${body.slice(0, 300)}`);
      if (i === 0) results[`${name} total`] = JSON.parse(body).total ?? JSON.parse(body).suggestions?.length;
      if (i >= WARMUP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    results[name] = { median: percentile(times, 50), p99: percentile(times, 99) };
  }
  return results;
}

async function main() {
  const token = randomBytes(24).toString("hex");
  process.env.SHOP_API_URL = `http://127.0.0.1:${SHOP_API_PORT}`;
  process.env.SHOP_API_TOKEN = token;
  console.log(`bench: building the databases (340 and ${340 + extra} products)...`);
  const small = await buildDatabase("small", 0);
  const large = await buildDatabase("large", extra);
  const { startSiteServer } = await import("./site-server.mjs");
  const site = await startSiteServer({ port: FUNCTIONS_PORT });
  const measured = {};
  try {
    for (const [label, dir] of [
      ["small", small],
      ["large", large],
    ]) {
      const stop = await startShopApi(dir, token);
      try {
        measured[label] = await measure(site.url ?? `http://localhost:${FUNCTIONS_PORT}`);
      } finally {
        await stop();
      }
    }
  } finally {
    await site.close();
    for (const dir of [small, large]) rmSync(dir, { recursive: true, force: true });
  }
  const rows = REQUESTS.map(([name]) => {
    const a = measured.small[name];
    const b = measured.large[name];
    return {
      request: name,
      "340: median ms": a.median.toFixed(1),
      "340: p99 ms": a.p99.toFixed(1),
      [`${340 + extra}: median ms`]: b.median.toFixed(1),
      [`${340 + extra}: p99 ms`]: b.p99.toFixed(1),
      "ratio (median)": (b.median / a.median).toFixed(2),
      "matches at 340 / N": `${measured.small[`${name} total`]} / ${measured.large[`${name} total`]}`,
    };
  });
  console.log(
    `\nbench:catalogue — ${samples} sequential requests each after ${WARMUP} warm-ups, through the functions\n`,
  );
  console.table(rows);
  console.log("\n| request | 340 median | 340 p99 | N median | N p99 | ratio |\n|---|---|---|---|---|---|");
  for (const row of rows) {
    const values = Object.values(row);
    console.log(`| ${values.slice(0, 6).join(" | ")} |`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, "bench-catalogue.mjs")) {
  main().catch((error) => {
    console.error(`bench:catalogue: ${error?.stack ?? error}`);
    process.exitCode = 1;
  });
}
