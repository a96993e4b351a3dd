#!/usr/bin/env node
/* global window, document -- the page.evaluate callbacks run in the page. */
// `npm run bench:frontend`: what the production build costs a shopper. With `npm start` running
// (for the shop API on :8787, whose service token it reads from the stack's state folder, or
// SHOP_API_TOKEN when set: a product's reviews are a token-guarded read), it builds the site into .tmp/bench-build (not build/, which the
// running `npm start` serves: a rebuild there deleted the assets its pages name), serves that and
// the functions on one production-like server (scripts/site-server.mjs, port 8898), then
//   1. sums, for each page, the JavaScript before interaction: the files its server-rendered HTML
//      names (module preloads, module scripts, and every /assets/*.js its inline scripts name: the
//      route modules and the client entry, which src/lib/page-start/client-start.server.ts starts after the
//      first paint) and everything they import statically, read from the build's client folder
//      (gzip level 9, what a CDN sends at the least). This number does not depend on the
//      machine's load; `--js-only` stops here,
//   2. loads each page in Chromium and sums the JavaScript it fetched until the network was idle
//      (what the page loads after hydration too: carousels, widgets scrolled to), and
//   3. loads each page in Chromium at 412 px (a phone, 1.75 device pixels per CSS pixel, as
//      Lighthouse's mobile) and 1,280 px (a laptop, 1x), scrolls it to the end so every lazy
//      picture loads, and sums the bytes received: the page's pictures, everything, and what the
//      same pictures would have cost as the supplier's unresized files (issue 29: a quarter at
//      most on / at 412 px); `--bytes-only` stops after this step,
//   4. runs Lighthouse 12.2.3 (mobile, simulated throttling) on each page and, in the same run, on
//      a static copy of the page's rendered HTML with its scripts removed (the physical limit of
//      that page: same server, same CSS and images, no JavaScript), and prints the category scores,
//      the main timings and the LCP ratio app / static. Reports go to test-results/lighthouse-*.json.
//
//      Each page and its copy are measured BENCH_RUNS times (default 3), one after the other, and
//      the tables show each metric's median with the TBT and score of every run: on a 2-core
//      machine one Lighthouse run's TBT moves by 150 ms or more between identical runs (a
//      first-frame task 4x longer in the simulation lands before or after its estimated first
//      paint), and Lighthouse's own guidance is the median of several runs.
//
//   BENCH_PAGES="/,/all-product,/product/1" BENCH_RUNS=3 npm run bench:frontend [-- --js-only | --bytes-only]
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { buildSite } from "./build-site.mjs";
import { runningStackToken } from "./local-stack-env.mjs";
import { acceptedEncoding, compressPage, startSiteServer } from "./site-server.mjs";

const root = resolve(import.meta.dirname, "..");
const PORT = 8898;
const STATIC_PORT = 8899;
const pages = (process.env.BENCH_PAGES || "/,/all-product,/product/1").split(",");
const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS || "3", 10) || 3);
const jsOnly = process.argv.includes("--js-only");
const bytesOnly = process.argv.includes("--bytes-only");
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const resultsDir = join(root, "test-results");
mkdirSync(resultsDir, { recursive: true });

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const buildDir = join(".tmp", "bench-build");
const clientFile = (path) => join(root, buildDir, "client", path);

/** Stripe.js is loaded from js.stripe.com by @stripe/stripe-js: any chunk naming it is Stripe's. */
const isStripe = (path) => readFileSync(clientFile(path), "utf8").includes("js.stripe.com");

/** The JavaScript a page's HTML makes the browser load and run before it can hydrate. */
function javascriptInHtml(html) {
  const named = [
    ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<script\b[^>]*type="module"[^>]*src="([^"]+)"/g),
    // Inline scripts: the route modules' imports and the client entry's, and the preloads added at start.
    ...html.matchAll(/(\/assets\/[^"'\\\s]+\.js)/g),
  ].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"/g)].length;
  const files = new Set();
  const visit = (path) => {
    if (files.has(path)) return;
    files.add(path);
    // Static imports only (`from"./x.js"`, `import"./x.js"`): a dynamic import() waits for its use.
    const source = readFileSync(clientFile(path), "utf8");
    for (const match of source.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) {
      visit(join(path, "..", match[1]));
    }
  };
  named.forEach(visit);
  let raw = 0;
  let gzip = 0;
  for (const path of files) {
    const source = readFileSync(clientFile(path));
    raw += source.length;
    gzip += gzipSync(source, { level: 9 }).length;
  }
  return { preloads, files: files.size, raw, gzip, stripe: [...files].some(isStripe) };
}

async function javascriptUntilIdle(baseUrl, path) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.filter((flag) => flag !== "--headless=new"),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const scripts = new Set();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.origin === baseUrl && url.pathname.endsWith(".js")) scripts.add(url.pathname);
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
    let raw = 0;
    let gzip = 0;
    for (const script of scripts) {
      const source = readFileSync(clientFile(script));
      raw += source.length;
      gzip += gzipSync(source, { level: 9 }).length;
    }
    return { files: scripts.size, raw, gzip, stripe: [...scripts].some(isStripe) };
  } finally {
    await browser.close();
  }
}

/** The two screens pages are weighed on: a phone as Lighthouse's mobile emulates it, and a laptop. */
const SCREENS = [
  { width: 412, height: 823, deviceScaleFactor: 1.75 },
  { width: 1280, height: 800, deviceScaleFactor: 1 },
];

/**
 * The bytes a page costs on `screen` once scrolled to its end (every lazy picture in view once):
 * all responses, the pictures among them, and the supplier's files those pictures are renditions
 * of, each counted once (a carousel's clone shows the same file).
 */
async function bytesOnScreen(browser, baseUrl, path, screen) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
  });
  const page = await context.newPage();
  const received = [];
  let pending = 0;
  page.on("request", () => pending++);
  page.on("requestfailed", () => pending--);
  page.on("requestfinished", (request) => {
    pending--;
    received.push(
      request
        .sizes()
        .then(async (sizes) => {
          const response = await request.response();
          return {
            url: request.url(),
            type: response?.headers()["content-type"] ?? "",
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          };
        })
        // A request still finishing as the page closes is not the page's.
        .catch(() => null),
    );
  });
  const settled = async () => {
    // A bench, not a test: waiting for quiet is how a page is weighed.
    for (let quiet = 0; quiet < 5; quiet = pending === 0 ? quiet + 1 : 0) await page.waitForTimeout(100);
  };
  await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
  await settled();
  const firstScreen = (await Promise.all(received)).filter((entry) => entry?.type.startsWith("image/"));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += screen.height / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await settled();
  const all = (await Promise.all(received)).filter((entry) => entry !== null);
  await context.close();
  const images = all.filter((entry) => entry.type.startsWith("image/"));
  const sources = new Set(
    images
      .map((entry) => new URL(entry.url))
      .filter((url) => url.pathname === "/.netlify/images")
      .map((url) => url.searchParams.get("url")),
  );
  let unresized = 0;
  for (const source of sources) {
    const original = await fetch(source);
    unresized += (await original.arrayBuffer()).byteLength;
  }
  const sum = (entries) => entries.reduce((total, entry) => total + entry.bytes, 0);
  return {
    page: sum(all),
    images: sum(images),
    pictures: images.length,
    firstScreen: sum(firstScreen),
    unresized,
    renditions: sources.size,
  };
}

async function pageBytes(baseUrl) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.filter((flag) => flag !== "--headless=new"),
  });
  try {
    const table = {};
    for (const path of pages) {
      for (const screen of SCREENS) {
        const bytes = await bytesOnScreen(browser, baseUrl, path, screen);
        table[`${path} @ ${screen.width} px`] = {
          "page KiB": Number((bytes.page / 1024).toFixed(1)),
          "images KiB": Number((bytes.images / 1024).toFixed(1)),
          pictures: bytes.pictures,
          "images first screen KiB": Number((bytes.firstScreen / 1024).toFixed(1)),
          "same files unresized KiB": Number((bytes.unresized / 1024).toFixed(1)),
          "images / unresized": Number((bytes.images / Math.max(bytes.unresized, 1)).toFixed(3)),
        };
      }
    }
    console.log("\nBytes received, the page scrolled to its end (Chromium; pictures through the image CDN):");
    console.table(table);
  } finally {
    await browser.close();
  }
}

/** Asynchronous on purpose: the site server runs in this process and must keep answering. */
function runAsync(command, args) {
  return new Promise((resolveRun, rejectRun) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NO_UPDATE_NOTIFIER: "1" },
    });
    child.on("error", rejectRun);
    child.on("exit", (code) =>
      code === 0 ? resolveRun() : rejectRun(new Error(`${command} ${args.join(" ")} failed (${code})`)),
    );
  });
}

/** The page as the server renders it, without a script or a module preload: what a no-JS visit paints. */
function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (tag) => (tag.includes("application/ld+json") ? tag : ""))
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

/**
 * A second port in front of the site server: the measured pages answer their stripped copies
 * (rendered once, at start), compressed as the site server compresses its pages (an uncompressed
 * copy made the limit slower than the app), everything else
 * (CSS, images, fonts) is passed through unchanged.
 */
async function startStaticCopies(siteUrl, paths) {
  const copies = new Map();
  for (const path of paths) copies.set(path, withoutScripts(await (await fetch(`${siteUrl}${path}`)).text()));
  const server = http.createServer(async (request, response) => {
    const path = request.url ?? "/";
    if (copies.has(path)) {
      const encoding = acceptedEncoding(request.headers["accept-encoding"]);
      const html = Buffer.from(copies.get(path));
      const body = encoding ? compressPage(html, encoding) : html;
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        ...(encoding ? { "content-encoding": encoding, vary: "Accept-Encoding" } : {}),
      });
      response.end(body);
      return;
    }
    const upstream = await fetch(`${siteUrl}${path}`, { headers: { "accept-encoding": "identity" } });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name),
      ),
    );
    response.writeHead(upstream.status, headers);
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise((ready) => server.listen(STATIC_PORT, "127.0.0.1", ready));
  return { url: `http://localhost:${STATIC_PORT}`, close: () => new Promise((done) => server.close(done)) };
}

async function lighthouse(baseUrl, path, label = "", run = 1) {
  const name =
    (path === "/" ? "home" : path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")) +
    (label ? `-${label}` : "") +
    (runs > 1 ? `-run${run}` : "");
  const output = join(resultsDir, `lighthouse-${name}.json`);
  // Offline first: a copy npx has cached runs without the registry (which a network namespace,
  // where the benchmark's ports are free, cannot reach).
  await runAsync("npx", [
    "--prefer-offline",
    "-y",
    "lighthouse@12.2.3",
    `${baseUrl}${path}`,
    "--quiet",
    "--output=json",
    `--output-path=${output}`,
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
  ]);
  const report = JSON.parse(readFileSync(output, "utf8"));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const ms = (id) => Math.round(report.audits[id]?.numericValue ?? 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best practices": score("best-practices"),
    seo: score("seo"),
    "FCP ms": ms("first-contentful-paint"),
    "LCP ms": ms("largest-contentful-paint"),
    "TBT ms": ms("total-blocking-time"),
    CLS: Number((report.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
  };
}

/** Each metric's median over the runs, and every run's TBT and performance score beside them. */
function medianOfRuns(results) {
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const summary = {};
  for (const key of Object.keys(results[0])) summary[key] = median(results.map((result) => result[key]));
  if (results.length > 1) {
    summary["TBT runs"] = results.map((result) => result["TBT ms"]).join(" ");
    summary["perf runs"] = results.map((result) => result.performance).join(" ");
  }
  return summary;
}

/** Steps 2 and 3: Chromium and Lighthouse, which measure the machine as much as the page. */
async function measureInBrowsers(siteUrl, sizes) {
  const idle = {};
  for (const path of pages) {
    const measured = await javascriptUntilIdle(siteUrl, path);
    idle[path] = {
      "JS files": measured.files,
      "JS raw": kib(measured.raw),
      "JS gzip": kib(measured.gzip),
      "Stripe code": measured.stripe ? "yes" : "no",
    };
  }
  console.log("\nJavaScript fetched until the network was idle (Chromium):");
  console.table(idle);
  const copies = await startStaticCopies(siteUrl, pages);
  try {
    const scores = {};
    const limits = {};
    for (const path of pages) {
      const appRuns = [];
      const copyRuns = [];
      for (let run = 1; run <= runs; run++) {
        appRuns.push(await lighthouse(siteUrl, path, "", run));
        copyRuns.push(await lighthouse(copies.url, path, "static", run));
      }
      const app = medianOfRuns(appRuns);
      const copy = medianOfRuns(copyRuns);
      scores[path] = app;
      scores[`${path} (static copy)`] = copy;
      limits[path] = {
        "LCP app ms": app["LCP ms"],
        "LCP static ms": copy["LCP ms"],
        "LCP ratio": Number((app["LCP ms"] / Math.max(copy["LCP ms"], 1)).toFixed(2)),
        "JS gzip": sizes[path]["JS gzip"],
      };
    }
    console.log(`\nLighthouse 12.2.3, mobile (simulated throttling), median of ${runs} run(s):`);
    console.table(scores);
    console.log("\nAgainst the page's own static copy (same run):");
    console.table(limits);
  } finally {
    await copies.close();
  }
}

if (!existsSync(chromePath)) {
  console.error(
    `No browser at ${chromePath}: Lighthouse needs full Chromium (\`apt-get install -y chromium\`), or set CHROME_PATH.`,
  );
  process.exit(1);
}
process.env.CHROME_PATH = chromePath;
await buildSite({ buildDir });
// The running stack's token, so the token-guarded reads (a product's reviews) work in the pages.
const stackToken = runningStackToken();
if (stackToken) process.env.SHOP_API_TOKEN = stackToken;
const server = await startSiteServer({ port: PORT, buildDir: join(root, buildDir) });
try {
  const sizes = {};
  for (const path of pages) {
    const inHtml = javascriptInHtml(await (await fetch(`${server.url}${path}`)).text());
    sizes[path] = {
      "module preloads": inHtml.preloads,
      "JS files": inHtml.files,
      "JS raw": kib(inHtml.raw),
      "JS gzip": kib(inHtml.gzip),
      "Stripe code": inHtml.stripe ? "yes" : "no",
    };
  }
  console.log("\nJavaScript before interaction (named by the page's HTML, with its static imports):");
  console.table(sizes);
  if (!jsOnly) await pageBytes(server.url);
  if (!jsOnly && !bytesOnly) await measureInBrowsers(server.url, sizes);
} finally {
  await server.close();
}
