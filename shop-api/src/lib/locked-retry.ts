/**
 * A write that meets another process's lock on the database, tried again. Locally (`npm start`,
 * wrangler dev, the test suites) the Worker's D1 is a SQLite file that another process may be
 * writing at the same moment: the tests' SQL (tests/support/shop-db.ts) or `wrangler d1 execute
 * --local`. D1 answers SQLITE_BUSY at once, having no busy timeout, and a shopper's sign-in failed
 * with HTTP 500 in CI that way. A statement or batch that fails with it has written nothing (each
 * is atomic), so it is run again after a short pause. Deployed D1 has one writer and never
 * answers it: the Worker wraps its D1 only when D1_SHARED_FILE says the file is shared.
 */
// Miniflare's D1 often hands the Worker only "internal error; reference = <id>" for a busy
// database, the SQLITE_BUSY text going to workerd's log under that reference (seen in CI: a
// product read and four outbox and refund claims answered HTTP 500 that way). Locally a
// statement's internal error is that lock.
const LOCKED = /SQLITE_BUSY|database is locked|internal error; reference = /;
const ATTEMPTS = 20;

export async function retryWhileLocked<T>(query: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await query();
    } catch (error) {
      if (attempt >= ATTEMPTS || !LOCKED.test(String(error))) throw error;
      await new Promise((wake) => setTimeout(wake, 25 * attempt));
    }
  }
}

type Method = (...args: unknown[]) => unknown;

/** Calls `target`'s method `property` as itself. Typed loosely: the unit tests run without D1's types. */
function call(target: object, property: PropertyKey, args: unknown[]): unknown {
  return (Reflect.get(target, property) as Method).apply(target, args);
}

/** Any other member, as D1 has it. */
function member(target: object, property: PropertyKey): unknown {
  const value: unknown = Reflect.get(target, property);
  return typeof value === "function" ? (value as Method).bind(target) : value;
}

/** The statement a wrapper stands for: a batch is given D1's own statements. */
const wrapped = new WeakMap<object, object>();
const RUNS = new Set<PropertyKey>(["first", "run", "all", "raw"]);

function retryingStatement(statement: object): object {
  const wrapper = new Proxy(statement, {
    get(target, property) {
      if (property === "bind")
        return (...values: unknown[]) => retryingStatement(call(target, "bind", values) as object);
      if (RUNS.has(property)) return (...args: unknown[]) => retryWhileLocked(async () => call(target, property, args));
      return member(target, property);
    },
  });
  wrapped.set(wrapper, statement);
  return wrapper;
}

const databases = new WeakMap<object, object>();

/** `db` (D1) with every statement, batch and exec tried again while another process holds the lock. */
export function retryingDatabase<Database extends object>(db: Database): Database {
  let retrying = databases.get(db);
  if (!retrying) {
    retrying = new Proxy(db, {
      get(target, property) {
        if (property === "prepare")
          return (query: string) => retryingStatement(call(target, "prepare", [query]) as object);
        if (property === "batch") {
          return (statements: object[]) =>
            retryWhileLocked(async () =>
              call(target, "batch", [statements.map((statement) => wrapped.get(statement) ?? statement)]),
            );
        }
        if (property === "exec") return (query: string) => retryWhileLocked(async () => call(target, "exec", [query]));
        return member(target, property);
      },
    });
    databases.set(db, retrying);
  }
  return retrying as Database;
}
