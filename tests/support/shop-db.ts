/**
 * SQL on the running shop API's local D1, for tests that change data underneath the storefront
 * or read the database's query plans. It goes through Miniflare's D1 binding on the same persisted
 * database the Worker serves (scripts/shop-api-server.mjs's `databaseOptions`), as `wrangler d1
 * execute --local` does, but with one workerd per test process rather than one per statement
 * (each `wrangler d1 execute` cost about 2 s of CPU).
 */
import { resolve } from "node:path";
import { Miniflare } from "miniflare";
import { inject } from "vitest";
import { databaseOptions } from "../../scripts/shop-api-server.mjs";
import { retryingDatabase } from "../../shop-api/src/lib/locked-retry";

const ROOT = resolve(import.meta.dirname, "..", "..");

type Database = Awaited<ReturnType<Miniflare["getD1Database"]>>;

/** One Miniflare per state directory and test process; Miniflare stops its workerd when the process exits. */
const databases = new Map<string, Promise<Database>>();

function database(): Promise<Database> {
  const stateDir = resolve(ROOT, inject("shopApiStateDir"));
  let opened = databases.get(stateDir);
  if (!opened) {
    // This workerd and the shop API's write one SQLite file: a batch that meets the other's lock
    // is tried again, as the Worker's own queries are (shop-api/src/lib/locked-retry.ts).
    opened = new Miniflare(databaseOptions(stateDir)).getD1Database("DB").then(retryingDatabase);
    databases.set(stateDir, opened);
  }
  return opened;
}

/** Splits a script at the semicolons outside its quoted strings and identifiers. */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < sql.length; index++) {
    const char = sql[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === ";") {
      statements.push(sql.slice(start, index));
      start = index + 1;
    }
  }
  statements.push(sql.slice(start));
  return statements.map((statement) => statement.trim()).filter((statement) => statement !== "");
}

/** Runs `sql` (statements separated by `;`) in one batch, all or none; answers each statement's rows. */
export async function executeSql(sql: string): Promise<Record<string, unknown>[][]> {
  const db = await database();
  const results = await db.batch(splitStatements(sql).map((statement) => db.prepare(statement)));
  return results.map((result) => result.results as Record<string, unknown>[]);
}

/**
 * The rows of one read-only statement. The functions servers' scheduled claims (every second in the
 * functions suite) hold the file's write lock for a moment, which this process's workerd reports
 * as an "internal error" rather than SQLITE_BUSY; a read changes nothing, so it is asked again.
 */
export async function readSql(sql: string): Promise<Record<string, unknown>[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [rows] = await executeSql(sql);
      return rows ?? [];
    } catch (error) {
      if (attempt >= 10 || !/internal error/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Sets a product's selling price (paise, as the database keeps it) in the shop API's database. */
export async function setPrice(productId: number, paise: number): Promise<void> {
  await executeSql(`UPDATE products SET discount_price_paise = ${paise} WHERE id = ${productId}`);
}

/** Sets products' stock (units available) in the shop API's database, in one call. */
export async function setStock(entries: readonly (readonly [productId: number, units: number])[]): Promise<void> {
  await executeSql(entries.map(([id, units]) => `UPDATE products SET quantity = ${units} WHERE id = ${id}`).join("; "));
}
