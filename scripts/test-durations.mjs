#!/usr/bin/env node
// The test files' durations from vitest's cache (node_modules/.vite/vitest/*/results.json, written
// by every `vitest run`): the slowest of each project, to find where `npm test`'s time goes.
//
//   npm run test:durations              prints the 12 slowest files of each project
//   npm run test:durations -- --write   also records the browser suite's in tests/support/file-durations.json
//
// tests/support/sequencer.mjs orders the files by those recorded durations (longest first) where
// vitest's cache has none, i.e. on a fresh clone. Record them after a run of the browser suite
// (the numbers depend on the machine's load; their order is what counts).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const cacheRoot = join(root, "node_modules", ".vite", "vitest");
const RECORD = join(root, "tests", "support", "file-durations.json");

const results = new Map();
for (const folder of readdirSync(cacheRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
  let cached;
  try {
    cached = JSON.parse(readFileSync(join(cacheRoot, folder.name, "results.json"), "utf8"));
  } catch {
    continue;
  }
  for (const [key, result] of cached.results ?? []) {
    if (result && Number.isFinite(result.duration)) results.set(key, result.duration);
  }
}
if (results.size === 0) {
  console.error(`test-durations: no results in ${cacheRoot}: run the tests first`);
  process.exit(1);
}

const byProject = new Map();
for (const [key, duration] of results) {
  const project = key.slice(0, key.indexOf(":"));
  byProject.set(project, [...(byProject.get(project) ?? []), [key.slice(project.length + 1), duration]]);
}
for (const [project, files] of [...byProject].sort()) {
  files.sort((a, b) => b[1] - a[1]);
  const total = files.reduce((sum, [, duration]) => sum + duration, 0);
  console.log(`${project}: ${files.length} files, ${(total / 1000).toFixed(0)} s in all`);
  for (const [file, duration] of files.slice(0, 12))
    console.log(`  ${(duration / 1000).toFixed(1).padStart(7)} s  ${file}`);
}

if (process.argv.includes("--write")) {
  // Merged into what is recorded: `npm test` runs each project in a vitest process of its own,
  // and each rewrites the cache with its own files, so it keeps the project that ended last
  // (usually the browser suite).
  const kept = (() => {
    try {
      return JSON.parse(readFileSync(RECORD, "utf8")).durations;
    } catch {
      return {};
    }
  })();
  // The browser suite only: the other projects run one file at a time (contract, functions) or
  // in seconds (unit), where the order changes nothing but which tests meet the busiest moment.
  for (const [key, duration] of results) if (key.startsWith("e2e:")) kept[key] = Math.round(duration / 100) * 100;
  const durations = Object.fromEntries(Object.entries(kept).sort(([a], [b]) => (a < b ? -1 : 1)));
  const note =
    "Each test file's duration in ms, from vitest's cache after a run (npm run test:durations -- --write): " +
    "tests/support/sequencer.mjs runs the longest first where that cache has none (a fresh clone).";
  writeFileSync(RECORD, `${JSON.stringify({ note, durations }, null, 2)}\n`);
  console.log(`test-durations: ${Object.keys(durations).length} files recorded in ${RECORD}`);
}
