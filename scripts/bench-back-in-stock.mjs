#!/usr/bin/env node
// The back-in-stock run's cost with many customers' alerts (decision 041), on a copy of the seeded
// D1 and a shop API of its own:
//   node scripts/bench-back-in-stock.mjs [--customers 500] [--port 18787]
// Each customer follows 3 of 30 products; 10 of those return to stock. Measured: the run as it is
// (one enqueue_back_in_stock_messages call, the shop API finding the restocked products'
// followers by product), first when it writes the messages, then as every later minute finds
// nothing new; and the read that the run did before, every customer's record in Netlify Blobs
// (a list, then one read per customer, from a local Blobs server as `npm start` runs).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { getStore } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { Miniflare } from "miniflare";
import { seededTemplate } from "./shop-api-db.mjs";
import { databaseOptions } from "./shop-api-server.mjs";

const root = resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: { customers: { type: "string", default: "500" }, port: { type: "string", default: "18787" } },
});
const CUSTOMERS = Number(values.customers);
const FOLLOWED = 30;
const RESTOCKED = 10;
const STEADY_RUNS = 20;

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`;
async function timed(run) {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

const stateDir = await mkdtemp(join(tmpdir(), "bench-back-in-stock-"));
const blobsDir = await mkdtemp(join(tmpdir(), "bench-back-in-stock-blobs-"));
await cp(await seededTemplate(), stateDir, { recursive: true });

// The customers and their alerts, written before the Worker starts (one writer on the file).
const mf = new Miniflare(databaseOptions(stateDir));
const db = await mf.getD1Database("DB");
const { results: products } = await db.prepare(`SELECT id, name FROM products ORDER BY id LIMIT ${FOLLOWED}`).all();
const firstCustomer = Number((await db.prepare("SELECT MAX(id) AS id FROM customers").first()).id) + 1;
const customerIds = Array.from({ length: CUSTOMERS }, (_, index) => firstCustomer + index);
const followed = (index) => [0, 1, 2].map((offset) => products[(index + offset) % FOLLOWED]);
const now = new Date().toISOString();
await db.batch(
  customerIds.flatMap((id, index) => [
    db
      .prepare(
        "INSERT INTO customers (id, firstname, lastname, email, mobileno, password_hash) VALUES (?, 'Bench', 'Customer', ?, '4165550100', 'x')",
      )
      .bind(id, `bench-${id}@example.test`),
    ...followed(index).map((product, position) =>
      db
        .prepare(
          "INSERT INTO stock_alerts (customer_id, product_id, name, position, created_at) VALUES (?, ?, ?, ?, ?)",
        )
        .bind(id, product.id, product.name, 3 - position, now),
    ),
  ]),
);
const restocked = products.slice(0, RESTOCKED).map((product) => product.id);
await db.exec(`UPDATE products SET quantity = 0 WHERE id IN (${restocked.join(",")})`);
await db.exec(`UPDATE products SET quantity = 5 WHERE id IN (${restocked.join(",")})`);
await mf.dispose();

const token = randomBytes(24).toString("hex");
const url = `http://127.0.0.1:${values.port}`;
const server = spawn(
  process.execPath,
  [
    join(root, "scripts", "shop-api-server.mjs"),
    "--port",
    values.port,
    "--persist-to",
    stateDir,
    "--var",
    `API_TOKEN:${token}`,
  ],
  { stdio: ["ignore", "ignore", "inherit"] },
);
try {
  for (let ready = false; !ready;) {
    ready = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (!ready) await new Promise((done) => setTimeout(done, 200));
  }
  const enqueue = async () => {
    const response = await fetch(`${url}/api/enqueue_back_in_stock_messages`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: "{}",
    });
    if (!response.ok) throw new Error(`enqueue answered ${response.status}: ${await response.text()}`);
    return (await response.json()).created.length;
  };
  const first = await timed(enqueue);
  const steady = [];
  for (let run = 0; run < STEADY_RUNS; run++) steady.push((await timed(enqueue)).ms);

  const blobs = new BlobsServer({ directory: blobsDir, token: "local", port: 0 });
  const { port } = await blobs.start();
  const store = getStore({
    name: "stock-alerts",
    siteID: "local",
    token: "local",
    edgeURL: `http://localhost:${port}`,
    uncachedEdgeURL: `http://localhost:${port}`,
    consistency: "strong",
  });
  for (const [index, id] of customerIds.entries()) {
    await store.setJSON(String(id), {
      items: followed(index).map((product) => ({ id: product.id, name: product.name })),
      seen: [],
    });
  }
  const blobReads = [];
  for (let run = 0; run < 5; run++) {
    blobReads.push(
      (
        await timed(async () => {
          const { blobs: listed } = await store.list();
          for (const { key } of listed) await store.get(key, { type: "json" });
        })
      ).ms,
    );
  }
  await blobs.stop();

  console.log(`${CUSTOMERS} customers, ${CUSTOMERS * 3} alerts on ${FOLLOWED} products, ${RESTOCKED} restocked`);
  console.log(`D1, first run: ${ms(first.ms)}, ${first.result} messages written, 1 call`);
  console.log(`D1, each later run (median of ${STEADY_RUNS}): ${ms(median(steady))}, max ${ms(Math.max(...steady))}`);
  console.log(
    `Blobs, the read the run did before (median of 5): ${ms(median(blobReads))} for ${CUSTOMERS + 1} requests, ` +
      `before its ${Math.ceil((CUSTOMERS * 3) / 200)} enqueue calls of at most 200 alerts`,
  );
} finally {
  server.kill();
  await rm(stateDir, { recursive: true, force: true });
  await rm(blobsDir, { recursive: true, force: true });
}
