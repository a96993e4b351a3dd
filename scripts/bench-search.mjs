#!/usr/bin/env node
// `npm run bench:search`: how often the search finds what a shopper meant, and what it costs
// (issue 44). It builds two throw-away D1 databases (the demo's 340 products; the demo plus N
// synthetic products drawn as the demo's are), serves both with the reference shop API, and sends
// a fixed set of queries written as shoppers type them, each with the product it should find:
// the product's own words, a typo in one of them, the other number (dress/dresses), a synonym,
// mixed case, French without accents. Recall is the share of queries whose product (by name: the
// synthetic catalogue repeats names) is in the first 12 results; latency is the median and p95 of
// the shop API's answer, sent one at a time, alternating the sizes so a busy machine slows both alike.
//
//   BENCH_PRODUCTS=30000 npm run bench:search
//
// Each query is also sent with `exact: true` (no correction: forms and synonyms still apply), the
// nearest this code has to the search before issue 44. Ports 8787 and 8788 must be free (run it in
// a network namespace of its own when a stack is up).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { ensureDatabase, toolEnv } from "./shop-api-db.mjs";
import { startShopApiServer } from "./shop-api-server.mjs";
import { syntheticProductsSql } from "../shop-api/seed/generate.mjs";

const root = resolve(import.meta.dirname, "..");
const WRANGLER = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
const DEMO_PRODUCTS = 340;
const extra = Number(process.env.BENCH_PRODUCTS ?? 30_000);
const PORTS = { small: 8787, large: 8788 };
const TOP = 12;
const WARMUP = 10;

/** Another word shoppers use for a catalogue word (the synonym groups of migration 0026). */
const SYNONYMS = {
  dress: "frock",
  dresses: "frocks",
  sofa: "couch",
  "t-shirt": "tee",
  tshirt: "tee",
  pants: "trousers",
  trousers: "pants",
  sneakers: "trainers",
  sweatshirt: "jumper",
  perfume: "fragrance",
  saree: "sari",
  kurta: "kurti",
  quilt: "blanket",
  comforter: "blanket",
  jeans: "denim",
  backpack: "rucksack",
  moisturiser: "moisturizer",
  sunscreen: "sunblock",
  grey: "gray",
};

function run(args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { cwd: join(root, "shop-api"), env: toolEnv(), stdio: "pipe" });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => (code === 0 ? resolvePromise(output) : reject(new Error(output.slice(-3000)))));
  });
}

async function buildDatabase(label, count) {
  const dir = mkdtempSync(join(tmpdir(), `bench-search-${label}-`));
  await ensureDatabase({ persistTo: dir, quiet: true });
  if (count > 0) {
    const file = join(dir, "synthetic.sql");
    writeFileSync(file, syntheticProductsSql(count, DEMO_PRODUCTS + 1));
    await run([WRANGLER, "d1", "execute", "DB", "--local", "--persist-to", dir, "--file", file, "--yes"]);
  }
  return dir;
}

async function post(url, path, body) {
  const t0 = performance.now();
  const response = await fetch(`${url}/api/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  const ms = performance.now() - t0;
  if (!response.ok) throw new Error(`${path} ${JSON.stringify(body)}: HTTP ${response.status} ${JSON.stringify(json)}`);
  return { json, ms };
}

/** A deterministic typo in a word of 4+ letters: a swap, a dropped letter or a wrong one, by turns. */
function typo(word, turn) {
  const at = Math.max(1, Math.floor(word.length / 2) - 1);
  if (turn % 3 === 0) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (turn % 3 === 1) return word.slice(0, at) + word.slice(at + 1);
  const wrong = word[at] === "e" ? "a" : "e";
  return word.slice(0, at) + wrong + word.slice(at + 1);
}

const words = (name) => name.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
const withoutAccents = (text) => text.normalize("NFD").replace(/\p{M}/gu, "");

/** The queries: for every ninth demo product (about 38), each kind of query a shopper types. */
async function querySet(url) {
  const products = [];
  for (let page = 1; products.length < DEMO_PRODUCTS; page += 1) {
    const { json } = await post(url, "GetProductPage", { page, page_size: 100 });
    products.push(...json.data);
    if (json.data.length === 0) break;
  }
  const french = new Map();
  for (let page = 1; french.size < DEMO_PRODUCTS; page += 1) {
    const { json } = await post(url, "GetProductPage", { page, page_size: 100, locale: "fr" });
    for (const product of json.data) french.set(product.id, product);
    if (json.data.length === 0) break;
  }
  const queries = [];
  products
    .filter((_, index) => index % 9 === 0)
    .forEach((product, turn) => {
      const name = words(product.name);
      const first = name[0];
      const last = name[name.length - 1];
      const longest = [...name].sort((a, b) => b.length - a.length)[0];
      const base = `${first} ${last}`;
      const expect = { name: product.name, locale: "en" };
      queries.push({ kind: "exact words", q: base, ...expect });
      queries.push({
        kind: "typo",
        q: name.map((word) => (word === longest ? typo(word, turn) : word)).join(" "),
        ...expect,
      });
      queries.push({
        kind: "other number",
        q: `${first} ${last.endsWith("s") ? last.replace(/e?s$/, "") : `${last}s`}`,
        ...expect,
      });
      queries.push({
        kind: "mixed case",
        q: `${first.toUpperCase()} ${last[0].toUpperCase()}${last.slice(1)}`,
        ...expect,
      });
      queries.push({
        kind: "two words, one typo",
        q: `${typo(first.length >= 4 ? first : last, turn + 1)} ${first.length >= 4 ? last : first}`,
        ...expect,
      });
      const synonym = SYNONYMS[last];
      if (synonym !== undefined) queries.push({ kind: "synonym", q: `${first} ${synonym}`, ...expect });
      const fr = french.get(product.id);
      if (fr !== undefined && fr.lang !== "en") {
        const frWords = words(fr.name);
        queries.push({
          kind: "French, no accents",
          q: withoutAccents(`${frWords[0]} ${frWords.slice(1).sort((a, b) => b.length - a.length)[0] ?? ""}`).trim(),
          name: fr.name,
          locale: "fr",
        });
      }
    });
  return queries;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  process.env.SHOP_API_TOKEN = randomBytes(24).toString("hex");
  console.log(`bench: building the databases (${DEMO_PRODUCTS} and ${DEMO_PRODUCTS + extra} products)...`);
  const dirs = { small: await buildDatabase("small", 0), large: await buildDatabase("large", extra) };
  const servers = {};
  try {
    for (const label of ["small", "large"]) {
      servers[label] = await startShopApiServer({ port: PORTS[label], persistTo: dirs[label], vars: {} });
    }
    const queries = await querySet(servers.small.url);
    console.log(`bench: ${queries.length} queries`);
    const results = [];
    for (const exact of [false, true]) {
      for (const [index, query] of [...queries.slice(0, WARMUP), ...queries].entries()) {
        for (const label of ["small", "large"]) {
          const body = { q: query.q, page_size: TOP, locale: query.locale, ...(exact ? { exact: true } : {}) };
          const { json, ms } = await post(servers[label].url, "GetProductPage", body);
          if (index < WARMUP) continue;
          const found = json.data.some((product) => product.name === query.name);
          results.push({ ...query, exact, label, ms, found, corrected: json.corrected_q ?? null });
        }
      }
    }
    report(results);
  } finally {
    for (const server of Object.values(servers)) await server.close();
  }
}

function report(results) {
  const kinds = [...new Set(results.map((result) => result.kind))];
  const line = (label, rows) => {
    const recall = rows.filter((row) => row.found).length / rows.length;
    const times = rows.map((row) => row.ms).sort((a, b) => a - b);
    return `${label.padEnd(28)} ${String(rows.length).padStart(4)}  recall ${(recall * 100).toFixed(1).padStart(5)}%  median ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`;
  };
  for (const exact of [false, true]) {
    for (const label of ["small", "large"]) {
      const size = label === "small" ? DEMO_PRODUCTS : DEMO_PRODUCTS + extra;
      console.log(`\n${exact ? "exact: true (no corrections)" : "as deployed"}, ${size} products`);
      const rows = results.filter((row) => row.exact === exact && row.label === label);
      console.log(line("all queries", rows));
      for (const kind of kinds)
        console.log(
          line(
            kind,
            rows.filter((row) => row.kind === kind),
          ),
        );
    }
  }
  const missed = results.filter((row) => !row.exact && row.label === "small" && !row.found);
  if (missed.length > 0) {
    console.log(`\nmissed at ${DEMO_PRODUCTS} products:`);
    for (const row of missed)
      console.log(`  ${row.kind}: "${row.q}" -> ${row.name} (searched: ${row.corrected ?? "as typed"})`);
  }
}

await main();
