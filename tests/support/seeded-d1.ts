/**
 * Fresh shop API databases for the suites, copied from one migrated and seeded D1: migrating and
 * seeding runs wrangler several times (40 to 80 s on a loaded machine), copying the files takes
 * milliseconds. The template lives in .tmp/ under a hash of what it is made from (the migrations,
 * the seed, the wrangler config and scripts/shop-api-db.mjs), so a change to any of them makes a
 * new one, and the contract, functions and browser suites of one `npm test` seed only once.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { ensureDatabase } from "../../scripts/shop-api-db.mjs";

const ROOT = resolve(import.meta.dirname, "..", "..");
const TMP = join(ROOT, ".tmp");
const SOURCES = ["shop-api/migrations", "shop-api/seed", "shop-api/wrangler.jsonc", "scripts/shop-api-db.mjs"];

async function filesUnder(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => null);
  if (!entries) return [path];
  const nested = await Promise.all(entries.map((entry) => filesUnder(join(path, entry.name))));
  return nested.flat().sort();
}

async function sourcesHash(): Promise<string> {
  const hash = createHash("sha256");
  for (const source of SOURCES) {
    for (const file of await filesUnder(join(ROOT, source))) {
      hash.update(relative(ROOT, file));
      hash.update(await readFile(file));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

let template: Promise<string> | undefined;

async function makeTemplate(): Promise<string> {
  const dir = join(TMP, `d1-seeded-${await sourcesHash()}`);
  if (existsSync(join(dir, "v3"))) return dir;
  await mkdir(TMP, { recursive: true });
  // Built aside and renamed into place, so a suite starting meanwhile never copies half a database.
  const building = await mkdtemp(join(TMP, "d1-seeding-"));
  try {
    await ensureDatabase({ persistTo: building, quiet: true });
    await rename(building, dir);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    if (!existsSync(join(dir, "v3"))) throw error;
    return dir;
  }
  for (const entry of await readdir(TMP)) {
    if (entry.startsWith("d1-seeded-") && join(TMP, entry) !== dir)
      await rm(join(TMP, entry), { recursive: true, force: true });
  }
  return dir;
}

/** The seeded template's directory, made on first use. */
export function seededTemplate(): Promise<string> {
  template ??= makeTemplate();
  return template;
}

/** A new state directory .tmp/{label}-state-... holding a copy of the seeded D1. */
export async function freshSeededState(label: string): Promise<string> {
  const source = await seededTemplate();
  await mkdir(TMP, { recursive: true });
  const dir = await mkdtemp(join(TMP, `${label}-state-`));
  await cp(source, dir, { recursive: true });
  return dir;
}
