#!/usr/bin/env node
// `npm run bench`: latency of the backend-for-frontend's checkout routes under a short local
// load (autocannon, 10 connections), against a running `npm start` (BENCH_URL, default
// http://localhost:8888). It signs in as the demo customer, puts two products in the cart,
// measures, and puts the demo cart back as it was.
//
// `netlify dev` runs one function invocation at a time with ~0.2 s of its own overhead each, so
// its numbers measure the emulator more than our code. The same function modules are therefore
// also served by a plain Node HTTP server (loaded with Vite's module runner, same shop API and
// payment sandbox) and measured again: that is what the code itself costs per request.
//
// That server calls the shop API itself with the service token `npm start` gave its Worker, read
// from the stack's state folder (or SHOP_API_TOKEN when set).
//
//   npm start   (in one terminal)
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 npm run bench
import autocannon from "autocannon";
import { runningStackToken } from "./local-stack-env.mjs";
import { startSiteServer } from "./site-server.mjs";

const siteUrl = (process.env.BENCH_URL || "http://localhost:8888").replace(/\/+$/, "");
const seconds = Number(process.env.BENCH_SECONDS) || 10;
const connections = Number(process.env.BENCH_CONNECTIONS) || 10;
const DIRECT_PORT = 8899;

let baseUrl = siteUrl;
let origin = new URL(baseUrl).origin;

async function api(method, path, { cookie, body } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Origin: origin,
      Accept: "application/json",
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
  return { body: text ? JSON.parse(text) : null, headers: response.headers };
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
    process.stdout.write(`${title}: ${connections} connections for ${seconds}s... `);
  }).then((result) => {
    const line = {
      route: title,
      requests: result.requests.total,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p90 ms": result.latency.p90,
      "p99 ms": result.latency.p99,
      "max ms": result.latency.max,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
    console.log("done");
    return line;
  });
}

async function measure(label) {
  const login = await api("POST", "/api/session", { body: { email: "demo@shop.test", password: "Demo1234" } });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .find((pair) => pair.startsWith("session="));
  if (!cookie) throw new Error("signing in as the demo customer gave no session cookie");

  const before = (await api("GET", "/api/cart", { cookie })).body.items;
  const page = (await api("GET", "/api/products?pageSize=48")).body.items;
  const inStock = page.filter((product) => product.stock >= 5).slice(0, 2);
  await api("PUT", "/api/cart", { cookie, body: { items: inStock.map((product) => ({ id: product.id, unit: 2 })) } });

  const body = JSON.stringify({ addressId: 2 });
  const headers = { Cookie: cookie, Origin: origin, "Content-Type": "application/json" };
  const results = [];
  try {
    results.push(await run(`${label} GET /api/products`, { url: `${baseUrl}/api/products?page=2` }));
    results.push(
      await run(`${label} POST /api/checkout/totals`, {
        url: `${baseUrl}/api/checkout/totals`,
        method: "POST",
        headers,
        body,
      }),
    );
    results.push(
      await run(`${label} POST /create-payment-intent`, {
        url: `${baseUrl}/create-payment-intent`,
        method: "POST",
        headers,
        body,
      }),
    );
  } finally {
    await api("PUT", "/api/cart", {
      cookie,
      body: { items: before.map((item) => ({ id: item.id, unit: item.unit, size: item.size, color: item.color })) },
    });
  }
  return results;
}

async function main() {
  const token = runningStackToken();
  if (!token) {
    console.error("No shop API token: start `npm start` first (it writes its token into its state folder).");
    process.exit(1);
  }
  process.env.SHOP_API_TOKEN = token;
  const results = await measure("netlify dev:");
  const direct = await startSiteServer({ port: DIRECT_PORT });
  baseUrl = direct.url;
  origin = new URL(baseUrl).origin;
  try {
    results.push(...(await measure("node:")));
  } finally {
    await direct.close();
  }
  console.table(results);
  if (results.some((result) => result.non2xx > 0 || result.errors > 0)) {
    console.error("Some requests failed: the numbers above are not a clean measurement.");
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
