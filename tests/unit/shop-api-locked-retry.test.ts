// Unit: the shop API's D1 tried again while another process holds the SQLite file's lock
// (shop-api/src/lib/locked-retry.ts).
import { describe, expect, it } from "vitest";
import { retryingDatabase } from "../../shop-api/src/lib/locked-retry";

const LOCKED = new Error("D1_ERROR: NOSENTRY database is locked: SQLITE_BUSY");

/** A stand-in D1 whose queries fail with `failures` (in order) before they answer. */
function fakeDatabase(failures: Error[]) {
  const calls: string[] = [];
  /** The statements this D1 made: its batch refuses any other object, as D1's does. */
  const own = new WeakSet<object>();
  const answer = async (what: string) => {
    calls.push(what);
    const failure = failures.shift();
    if (failure) throw failure;
    return { results: [what] };
  };
  interface Statement {
    sql: string;
    values: unknown[];
    bind(...bound: unknown[]): Statement;
    run(): Promise<unknown>;
    all(): Promise<unknown>;
    first(column?: string): Promise<unknown>;
    raw(): Promise<unknown>;
  }
  const statement = (sql: string, values: unknown[] = []): Statement => {
    const made: Statement = {
      sql,
      values,
      bind: (...bound: unknown[]) => statement(sql, bound),
      run: () => answer(`run ${sql} ${values.join(",")}`),
      all: () => answer(`all ${sql}`),
      first: (column?: string) => answer(`first ${sql} ${column ?? ""}`.trim()),
      raw: () => answer(`raw ${sql}`),
    };
    own.add(made);
    return made;
  };
  const db = {
    prepare: (sql: string) => statement(sql),
    batch: (statements: Statement[]) => {
      if (!statements.every((each) => own.has(each))) throw new TypeError("D1_TYPE_ERROR: not a D1 statement");
      return answer(`batch ${statements.map((each) => `${each.sql}(${each.values.join(",")})`).join("; ")}`);
    },
    exec: (sql: string) => answer(`exec ${sql}`),
    dump: () => Promise.resolve(new ArrayBuffer(0)),
  };
  return { db: retryingDatabase(db), calls };
}

describe("retryingDatabase", () => {
  it("runs a statement again while the database is locked, with its bound values", async () => {
    const { db, calls } = fakeDatabase([LOCKED, LOCKED]);
    await expect(db.prepare("UPDATE t SET a = ?").bind(7).run()).resolves.toEqual({
      results: ["run UPDATE t SET a = ? 7"],
    });
    expect(calls).toHaveLength(3);
  });

  it("takes Miniflare's bare internal error, whose SQLITE_BUSY went to workerd's log, for the lock", async () => {
    const internal = new Error(
      "D1_ERROR: Failed to parse body as JSON, got: Error: internal error; reference = 7lmn7infqnuu95m0kt2hlmuc",
    );
    const { db, calls } = fakeDatabase([internal, internal]);
    await expect(db.prepare("SELECT id FROM products WHERE id = ?").bind(320).all()).resolves.toEqual({
      results: ["all SELECT id FROM products WHERE id = ?"],
    });
    expect(calls).toHaveLength(3);
  });

  it("hands a batch D1's own statements, and tries it again as a whole", async () => {
    const { db, calls } = fakeDatabase([LOCKED]);
    const statements = [db.prepare("INSERT INTO t VALUES (?)").bind(1), db.prepare("DELETE FROM u")];
    await db.batch(statements);
    expect(calls).toEqual([
      "batch INSERT INTO t VALUES (?)(1); DELETE FROM u()",
      "batch INSERT INTO t VALUES (?)(1); DELETE FROM u()",
    ]);
  });

  it("answers any other failure at once, and first, all and exec as D1 does", async () => {
    const { db, calls } = fakeDatabase([new Error("D1_ERROR: no such table: t")]);
    await expect(db.prepare("SELECT * FROM t").all()).rejects.toThrow("no such table");
    expect(calls).toHaveLength(1);
    await expect(db.prepare("SELECT a FROM t").first("a")).resolves.toEqual({ results: ["first SELECT a FROM t a"] });
    await expect(db.exec("VACUUM")).resolves.toEqual({ results: ["exec VACUUM"] });
  });
});
