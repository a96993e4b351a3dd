// Catalogue answers kept per catalogue version (issue 14, migrations/0006_catalogue_version.sql).
// A page query's total and facets depend on its filters only, not on the page or the sort, and
// cost one pass over every product the filters bound (6,000 for a category of a 30,000-product
// catalogue); search suggestions rank every product matching the prefix. The Worker keeps them
// in memory per filter set, with the catalogue version they were computed at, and serves them
// while one read of `catalogue_version` (in the same batch as the rest of the request) says
// nothing has changed since: the answer is always what the database would compute now.

/** The statement telling the catalogue version: one row, `{epoch, version}`. */
export const VERSION_SQL = "SELECT epoch || ':' || version AS version FROM catalogue_version WHERE id = 1";

/** The version in VERSION_SQL's row, or null (a database without migration 0006). */
export function versionOf(row: unknown): string | null {
  const version = (row as { version?: unknown } | null | undefined)?.version;
  return typeof version === "string" ? version : null;
}

interface Entry<T> {
  version: string;
  value: T;
}

/** At most `capacity` answers by key, the least recently used dropped first. */
export class VersionedCache<T> {
  readonly #entries = new Map<string, Entry<T>>();

  constructor(private readonly capacity: number) {}

  /** The answer kept for `key`, whatever its version: the caller checks it against the database. */
  get(key: string): Entry<T> | undefined {
    const entry = this.#entries.get(key);
    if (entry !== undefined) {
      // A Map iterates in insertion order: re-inserting marks it most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, version: string | null, value: T): void {
    if (version === null) return;
    this.#entries.delete(key);
    this.#entries.set(key, { version, value });
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }
}
