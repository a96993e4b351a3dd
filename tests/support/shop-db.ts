/**
 * Changes the running shop API's data underneath it, as its owner would (wrangler d1 execute on
 * the stack's local D1): for tests that check the storefront shows the change.
 */
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { inject } from "vitest";

const ROOT = resolve(import.meta.dirname, "..", "..");

function execute(sql: string): Promise<void> {
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
        "--command",
        sql,
      ],
      { cwd: join(ROOT, "shop-api"), env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" } },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolveRun() : reject(new Error(`wrangler d1 execute failed:\n${out}`))));
  });
}

/** Sets a product's selling price (rupees) in the shop API's database. */
export function setPrice(productId: number, rupees: number): Promise<void> {
  return execute(`UPDATE products SET discount_price_paise = ${Math.round(rupees * 100)} WHERE id = ${productId}`);
}
