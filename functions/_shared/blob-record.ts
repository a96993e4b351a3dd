/**
 * One JSON record in Netlify Blobs changed by read-modify-write that holds when many function
 * instances change it at once (the sign-in limit, the session revocations).
 *
 * Netlify Blobs: compare-and-swap on the blob's ETag (`onlyIfMatch`, or `onlyIfNew` for a blob
 * that does not exist yet), read again and retried on conflict, within a time budget.
 *
 * The local stores (`netlify dev`'s blob emulation and scripts/site-server.mjs, both the
 * `BlobsServer` of @netlify/blobs 10.7, the same in 11.x) cannot compare-and-swap: a read answers
 * no ETag, a write checks If-Match / If-None-Match and writes after several awaits (two writers
 * both pass the check), and the ETag is made from the file's mtime in milliseconds (two writes in
 * one millisecond get the same one). There the change is serialised instead, by a lock directory
 * under the system's temp folder: `mkdir` is atomic across processes and threads, and `netlify dev`
 * runs every function invocation in a worker thread of its own, so a lock in memory would not do.
 * A store counts as local only when its URL is on loopback, which Netlify's never is.
 */
import { getStore, type Store } from "@netlify/blobs";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sha256Hex } from "./hash";

/** What a change decides: the record to write (none: leave it as it is) and what to answer. */
export interface Decision<R> {
  write?: unknown;
  result: R;
}

/** The record could not be changed in time (store unreachable or too much contention). */
export class BlobRecordError extends Error {
  override readonly name = "BlobRecordError";
}

/** How long one change may take in Netlify Blobs, retries included (a function has 10 s by default). */
const CHANGE_BUDGET_MS = 8_000;
/**
 * Locally, how long to wait for the lock: under `netlify dev` every request is a worker thread of
 * its own, and 40 of them at once on two cores make each holder slow (its timeout is 30 s).
 */
const LOCAL_LOCK_BUDGET_MS = 20_000;
/** A holder touches its lock this often; one untouched for STALE_LOCK_MS belongs to a dead invocation. */
const LOCK_HEARTBEAT_MS = 1_000;
const STALE_LOCK_MS = 15_000;

export function blobStore(name: string): Store {
  return getStore({ name, consistency: "strong" });
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The blob context's URL is on loopback: `netlify dev` or the local site server. */
export function isLocalBlobStore(): boolean {
  const encoded =
    (globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext ?? process.env.NETLIFY_BLOBS_CONTEXT;
  if (typeof encoded !== "string" || encoded === "") return false;
  try {
    const context = JSON.parse(Buffer.from(encoded, "base64").toString("utf8")) as Record<string, unknown>;
    const url = context.uncachedEdgeURL ?? context.edgeURL ?? context.apiURL;
    return typeof url === "string" && LOOPBACK.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** A short random pause before trying again, growing a little with each conflict. */
function backoff(attempt: number): Promise<void> {
  return sleep(Math.random() * Math.min(10 + attempt * 10, 100));
}

async function changeWithCompareAndSwap<R>(
  store: Store,
  key: string,
  decide: (current: unknown) => Decision<R>,
  deadline: number,
): Promise<R> {
  for (let attempt = 0; Date.now() < deadline; attempt++) {
    const current = await store.getWithMetadata(key, { type: "json" });
    const { write, result } = decide(current?.data ?? null);
    if (write === undefined) return result;
    if (current && !current.etag) throw new BlobRecordError(`the blob store answered ${key} without an ETag`);
    const { modified } = current
      ? await store.setJSON(key, write, { onlyIfMatch: current.etag })
      : await store.setJSON(key, write, { onlyIfNew: true });
    if (modified) return result;
    await backoff(attempt);
  }
  throw new BlobRecordError(`gave up changing ${key} after concurrent writes`);
}

const LOCKS_DIR = join(tmpdir(), "storefront-blob-locks");

async function withLocalLock<R>(name: string, run: () => Promise<R>): Promise<R> {
  const lock = join(LOCKS_DIR, await sha256Hex(name));
  const owner = randomUUID();
  const deadline = Date.now() + LOCAL_LOCK_BUDGET_MS;
  await mkdir(LOCKS_DIR, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      await mkdir(lock);
      await writeFile(join(lock, "owner"), owner);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const held = await stat(lock).catch(() => null);
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) {
        // Renamed away first: of two waiters that both see it stale, only one takes it over.
        const gone = `${lock}.stale-${owner}`;
        const takenOver = await rename(lock, gone).then(
          () => true,
          () => false,
        );
        if (takenOver) await rm(gone, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new BlobRecordError(`timed out waiting for the local lock of ${name}`);
      await backoff(attempt);
    }
  }
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimes(lock, now, now).catch(() => undefined);
  }, LOCK_HEARTBEAT_MS);
  heartbeat.unref();
  try {
    return await run();
  } finally {
    clearInterval(heartbeat);
    const holder = await readFile(join(lock, "owner"), "utf8").catch(() => null);
    if (holder === owner) await rm(lock, { recursive: true, force: true });
  }
}

/**
 * Reads the record at `key` (null when there is none), lets `decide` pick what to write and what
 * to answer, and writes it only if nobody changed the record in between; otherwise decides again
 * on the new value. Throws BlobRecordError (or the store's own error) when that cannot be done.
 */
export async function changeRecord<R>(
  storeName: string,
  key: string,
  decide: (current: unknown) => Decision<R>,
): Promise<R> {
  const store = blobStore(storeName);
  if (!isLocalBlobStore()) return changeWithCompareAndSwap(store, key, decide, Date.now() + CHANGE_BUDGET_MS);
  // A decision to write nothing (a refusal) needs no lock: the store's writes replace the file
  // whole, so a read sees one version or the next, and refusing on either is safe.
  const unlocked = decide((await store.get(key, { type: "json" })) ?? null);
  if (unlocked.write === undefined) return unlocked.result;
  return withLocalLock(`${storeName}/${key}`, async () => {
    const { write, result } = decide((await store.get(key, { type: "json" })) ?? null);
    if (write !== undefined) await store.setJSON(key, write);
    return result;
  });
}
