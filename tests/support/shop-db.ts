/**
 * SQL on the running shop API's local D1, as its owner would run it (wrangler d1 execute): for
 * tests that change data underneath the storefront, or read the database's query plans.
 */
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { inject } from "vitest";
import { toolEnv } from "../../scripts/shop-api-db.mjs";

const ROOT = resolve(import.meta.dirname, "..", "..");

/** Runs `sql` (statements separated by `;`); with `json`, answers wrangler's JSON, one result per statement. */
export function executeSql(sql: string, { json = false } = {}): Promise<string> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js"),
        "d1",
        "execute",
        "DB",
        "--local",
        "--persist-to",
        resolve(ROOT, inject("shopApiStateDir")),
        ...(json ? ["--json"] : []),
        "--command",
        sql,
      ],
      { cwd: join(ROOT, "shop-api"), env: toolEnv() },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolveRun(out) : reject(new Error(`wrangler d1 execute failed:\n${out}`)),
    );
  });
}

/** Sets a product's selling price (rupees) in the shop API's database. */
export async function setPrice(productId: number, rupees: number): Promise<void> {
  await executeSql(`UPDATE products SET discount_price_paise = ${Math.round(rupees * 100)} WHERE id = ${productId}`);
}

/** Sets products' stock (units available) in the shop API's database, in one call. */
export async function setStock(entries: readonly (readonly [productId: number, units: number])[]): Promise<void> {
  await executeSql(entries.map(([id, units]) => `UPDATE products SET quantity = ${units} WHERE id = ${id}`).join("; "));
}
