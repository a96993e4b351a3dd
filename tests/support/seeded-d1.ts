/**
 * Fresh shop API databases for the suites: copies of one migrated and seeded D1
 * (`seededTemplate()` in scripts/shop-api-db.mjs, made once under a hash of the migrations and the
 * seed), so that the contract, functions and browser suites of one `npm test` seed only once.
 */
import { cp, mkdir, mkdtemp } from "node:fs/promises";
import { join, resolve } from "node:path";
import { seededTemplate as findOrMakeTemplate } from "../../scripts/shop-api-db.mjs";

const TMP = join(resolve(import.meta.dirname, "..", ".."), ".tmp");

let template: Promise<string> | undefined;

/** The seeded template's directory, made on first use. */
export function seededTemplate(): Promise<string> {
  template ??= findOrMakeTemplate();
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
