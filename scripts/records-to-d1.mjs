#!/usr/bin/env node
// `npm run records:to-d1`: moves the customers' wishlists and back-in-stock alerts that Netlify
// Blobs still holds into the shop API's D1 (decision 041), once, after migration 0018 is applied
// and the functions that read D1 are deployed. Safe to run again: what moved is gone from Blobs.
//
// Netlify's stores: NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (a personal access token). A local
// store instead: `-- --blobs DIR`, the folder `npm start` keeps them in (its state folder's blobs/).
// The shop API: SHOP_API_URL and SHOP_API_TOKEN, else the running local stack's.
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { runnerImport } from "vite";
import { runningStackToken } from "./local-stack-env.mjs";
import { moduleAliases } from "./module-aliases.mjs";

const root = resolve(import.meta.dirname, "..");
const load = async (path) => (await runnerImport(join(root, path), { resolve: { alias: moduleAliases } })).module;

/** The two stores, on Netlify or served from a local folder; `stop` ends the local server. */
async function openStores(blobsDir) {
  const { getStore } = await import("@netlify/blobs");
  const { RECORD_STORES } = await load("scripts/records-to-d1-move.ts");
  if (blobsDir) {
    const { BlobsServer } = await import("@netlify/blobs/server");
    const server = new BlobsServer({ directory: resolve(blobsDir), token: "local", port: 0 });
    const { port } = await server.start();
    const options = { siteID: "local", token: "local", edgeURL: `http://localhost:${port}` };
    return {
      wishlists: getStore({ name: RECORD_STORES.wishlists, ...options }),
      alerts: getStore({ name: RECORD_STORES.alerts, ...options }),
      stop: () => server.stop(),
    };
  }
  const siteID = process.env.NETLIFY_SITE_ID?.trim();
  const token = process.env.NETLIFY_AUTH_TOKEN?.trim();
  if (!siteID || !token) throw new Error("set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN, or pass --blobs DIR");
  return {
    wishlists: getStore({ name: RECORD_STORES.wishlists, siteID, token }),
    alerts: getStore({ name: RECORD_STORES.alerts, siteID, token }),
    stop: async () => undefined,
  };
}

const { values } = parseArgs({ options: { blobs: { type: "string" } } });
process.env.SHOP_API_TOKEN ||= runningStackToken() ?? "";
const stores = await openStores(values.blobs);
try {
  const [{ moveRecordsToD1 }, { createShopApiClient }] = await Promise.all([
    load("scripts/records-to-d1-move.ts"),
    load("functions/_shared/shop-api-client.ts"),
  ]);
  const report = await moveRecordsToD1(stores, createShopApiClient());
  let leftAny = false;
  for (const [name, { moved, added, left }] of Object.entries(report)) {
    console.log(`${name}: ${moved} customers moved (${added} rows added), ${left.length} left`);
    for (const why of left) console.log(`  left ${why}`);
    leftAny ||= left.length > 0;
  }
  process.exitCode = leftAny ? 1 : 0;
} catch (error) {
  console.error(`records:to-d1: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stores.stop();
}
