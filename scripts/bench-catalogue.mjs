#!/usr/bin/env node
// `npm run bench:catalogue`: what a catalogue request costs through the functions at the demo's
// 340 products and at 340 + N (issue 14). It builds two throw-away D1 databases (the demo data;
// the demo data plus N synthetic products drawn as the demo's are, shop-api/seed/generate.mjs),
// serves both at once with the reference shop API (scripts/shop-api-server.mjs, as `npm start`),
// serves the functions and a production build's pages on one plain Node server
// (scripts/site-server.mjs, not `netlify dev`, whose own overhead would hide ours), and prints the
// median and p99 of each request (the API's, and three server-rendered listing pages, issue 29) at
// both sizes, the ratio, and the shop API's CPU time per request.
//
//   BENCH_PRODUCTS=30000 BENCH_REQUESTS=60 npm run bench:catalogue
//
// Requests are sent one at a time (latency, not throughput), alternating between the two sizes
// (the functions read SHOP_API_URL per request), so a machine busy with other work slows both
// alike and the ratio stays fair. The CPU time of each shop API's workerd process (from
// /proc, in 10 ms ticks, averaged over the requests) does not count time spent waiting for a
// core. Nothing of `npm start` is used or touched; the ports (8787 and 8788 for the shop APIs,
// 8897 for the functions) must be free: run it in its own network namespace when a stack is up.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { buildSite } from "./build-site.mjs";
import { ensureDatabase, toolEnv } from "./shop-api-db.mjs";
import { startShopApiServer } from "./shop-api-server.mjs";
import { ensureSupplierImages } from "./supplier-images.mjs";
import { syntheticProductsSql } from "../shop-api/seed/generate.mjs";

const root = resolve(import.meta.dirname, "..");
const WRANGLER = join(root, "node_modules", "wrangler", "bin", "wrangler.js");
const SHOP_API_PORTS = { small: 8787, large: 8788 };
const FUNCTIONS_PORT = 8897;
/** The site's production build, for the pages (not build/, which a running `npm start` serves). */
const BUILD_DIR = join(".tmp", "bench-catalogue-build");
const DEMO_PRODUCTS = 340;
const extra = Number(process.env.BENCH_PRODUCTS ?? 30_000);
const samples = Number(process.env.BENCH_REQUESTS ?? 60);
const WARMUP = 8;

/**
 * Two passes: as deployed, the shop API serving a page query's total and facets and the
 * suggestions it keeps per filter set and catalogue version (shop-api/src/lib/catalogue-cache.ts),
 * which repeated requests hit; then with that switched off, every answer computed afresh, as the
 * first request of a filter set after any catalogue change is.
 */
const MODES = {
  "kept answers (as deployed; the same request repeated)": {},
  "computed afresh (CATALOGUE_CACHE=off: a filter set's first request after a catalogue change)": {
    CATALOGUE_CACHE: "off",
  },
};

const REQUESTS = [
  ["page", "/api/products?page=1&pageSize=12"],
  ["page 40, by rating", "/api/products?page=40&pageSize=12&sort=rating"],
  ["search", "/api/products?q=cotton%20shirt"],
  ["ids", "/api/products?ids=1,2,3"],
  ["facets", "/api/products?cat=1&sizes=M,L&colors=Black,White&inStock=1&min=500&max=3000&sort=price-asc"],
  ["suggestions", "/api/search-suggestions?q=cott%20sh"],
  // The server-rendered pages (issue 29): the route loaders' reads, the render and the HTML.
  ["/all-product (page)", "/all-product"],
  ["faceted listing (page)", "/filter-side?cat=1&sizes=M%2CL&inStock=1&sort=price-asc"],
  ["/all-product?page=2000 (page)", "/all-product?page=2000"],
];

function run(args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: join(root, "shop-api"),
      env: toolEnv(),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => (code === 0 ? resolvePromise(output) : reject(new Error(output.slice(-3000)))));
  });
}

async function buildDatabase(label, count) {
  const dir = mkdtempSync(join(tmpdir(), `bench-catalogue-${label}-`));
  await ensureDatabase({ persistTo: dir, quiet: true });
  if (count > 0) {
    const t0 = performance.now();
    const file = join(dir, "synthetic.sql");
    writeFileSync(file, syntheticProductsSql(count, DEMO_PRODUCTS + 1));
    await run([WRANGLER, "d1", "execute", "DB", "--local", "--persist-to", dir, "--file", file, "--yes"]);
    console.log(`bench: added ${count} synthetic products in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  return dir;
}

/** The workerd processes this process started (Miniflare's), by pid. */
function workerdPids() {
  const pids = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === process.pid && stat.includes("(workerd)")) pids.push(Number(pid));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** User + system CPU time of a process in ms (10 ms ticks), or 0 when /proc cannot say. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Starts a shop API on `dir` and tells which new child process is its workerd. */
async function startShopApi(dir, port, vars) {
  const before = new Set(workerdPids());
  const server = await startShopApiServer({ port, persistTo: dir, vars });
  const workerd = workerdPids().find((pid) => !before.has(pid)) ?? null;
  return { ...server, workerd };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** What an answer holds: a JSON answer's total or suggestions, a page's product cards. */
function matches(response, body) {
  if (!response.headers.get("Content-Type")?.includes("application/json")) {
    return `${body.match(/<article class="product-card"/g)?.length ?? 0} cards`;
  }
  const json = JSON.parse(body);
  return json.total ?? json.suggestions?.length;
}

async function measure(base, apis) {
  const results = { small: {}, large: {} };
  for (const [name, path] of REQUESTS) {
    const times = { small: [], large: [] };
    const cpu = { small: 0, large: 0 };
    for (let i = 0; i < WARMUP + samples; i++) {
      for (const label of ["small", "large"]) {
        const api = apis[label];
        process.env.SHOP_API_URL = api.url;
        const cpu0 = api.workerd === null ? 0 : cpuMs(api.workerd);
        const t0 = performance.now();
        const response = await fetch(`${base}${path}`, { headers: { Accept: "application/json" } });
        const body = await response.text();
        const ms = performance.now() - t0;
        if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${body.slice(0, 300)}`);
        if (i === 0) results[label][`${name} total`] = matches(response, body);
        if (i >= WARMUP) {
          times[label].push(ms);
          if (api.workerd !== null) cpu[label] += cpuMs(api.workerd) - cpu0;
        }
      }
    }
    for (const label of ["small", "large"]) {
      const sorted = times[label].sort((a, b) => a - b);
      results[label][name] = {
        median: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        cpu: apis[label].workerd === null ? null : cpu[label] / samples,
      };
    }
  }
  return results;
}

const loadavg = () => readFileSync("/proc/loadavg", "utf8").trim();

async function main() {
  const token = randomBytes(24).toString("hex");
  process.env.SHOP_API_TOKEN = token;
  console.log(`bench: building the databases (${DEMO_PRODUCTS} and ${DEMO_PRODUCTS + extra} products)...`);
  const [dirs] = await Promise.all([
    (async () => ({ small: await buildDatabase("small", 0), large: await buildDatabase("large", extra) }))(),
    buildSite({ buildDir: BUILD_DIR }),
    // The shop API serves the supplier's pictures from this checkout's folder, made on first use.
    ensureSupplierImages(),
  ]);
  let site = null;
  const measured = {};
  const loads = [loadavg()];
  try {
    const { startSiteServer } = await import("./site-server.mjs");
    site = await startSiteServer({ port: FUNCTIONS_PORT, buildDir: join(root, BUILD_DIR) });
    for (const [mode, vars] of Object.entries(MODES)) {
      const apis = {};
      try {
        for (const label of ["small", "large"]) {
          apis[label] = await startShopApi(dirs[label], SHOP_API_PORTS[label], { API_TOKEN: token, ...vars });
        }
        measured[mode] = await measure(site.url, apis);
      } finally {
        for (const api of Object.values(apis)) await api.close();
      }
      loads.push(loadavg());
    }
  } finally {
    await site?.close();
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
  }
  const N = DEMO_PRODUCTS + extra;
  const cpuText = (value) => (value === null ? "n/a" : value.toFixed(1));
  console.log(
    `\nbench:catalogue — ${samples} sequential requests each after ${WARMUP} warm-ups, through the functions, ` +
      `the two sizes alternating\nload average before: ${loads[0]}; after each pass: ${loads.slice(1).join("; ")}`,
  );
  for (const mode of Object.keys(MODES)) {
    const rows = REQUESTS.map(([name]) => {
      const a = measured[mode].small[name];
      const b = measured[mode].large[name];
      return {
        request: name,
        [`${DEMO_PRODUCTS}: median ms`]: a.median.toFixed(1),
        [`${DEMO_PRODUCTS}: p99 ms`]: a.p99.toFixed(1),
        [`${N}: median ms`]: b.median.toFixed(1),
        [`${N}: p99 ms`]: b.p99.toFixed(1),
        "ratio (median)": (b.median / a.median).toFixed(2),
        [`shop API CPU ms ${DEMO_PRODUCTS} / ${N}`]: `${cpuText(a.cpu)} / ${cpuText(b.cpu)}`,
        [`matches ${DEMO_PRODUCTS} / ${N}`]: `${measured[mode].small[`${name} total`]} / ${measured[mode].large[`${name} total`]}`,
      };
    });
    console.log(`\n${mode}\n`);
    console.table(rows);
    const header = Object.keys(rows[0] ?? {});
    console.log(`\n| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
    for (const row of rows) console.log(`| ${Object.values(row).join(" | ")} |`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, "bench-catalogue.mjs")) {
  main().catch((error) => {
    console.error(`bench:catalogue: ${error?.stack ?? error}`);
    process.exitCode = 1;
  });
}
