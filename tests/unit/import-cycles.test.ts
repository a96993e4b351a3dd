/**
 * No module of the storefront or the functions reaches itself through the imports that run (issue
 * 39): a cycle makes the order modules start in depend on who imports first, and a value read
 * while its module is still starting is undefined. Type imports are erased before anything runs;
 * dynamic imports and re-exports run and count. Read from the sources, resolved as tsconfig's
 * paths resolve them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const ALIASES: [string, string][] = [
  ["@/", "src/"],
  ["@domain/", "src/domain/"],
  ["@functions/", "functions/"],
];

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  const base = alias
    ? join(root, alias[1], specifier.slice(alias[0].length))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
  return found ?? null;
}

/** What a module imports at run time: not `import type`, nor a list of type names only. */
export function runtimeImports(source: string): string[] {
  const found: string[] = [];
  const statements = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']/g;
  for (const [, , typeOnly, names = "", specifier = ""] of source.matchAll(statements)) {
    if (typeOnly) continue;
    const listed = /^\{([\s\S]*)\}$/.exec(names.trim());
    const onlyTypes =
      listed !== null &&
      listed[1]
        ?.split(",")
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith("type ")) === true;
    if (!onlyTypes) found.push(specifier);
  }
  for (const [, specifier = ""] of source.matchAll(/(?:^|\n)\s*import\s+["']([^"']+)["']/g)) found.push(specifier);
  for (const [, specifier = ""] of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.push(specifier);
  return found;
}

/** The groups of modules that import each other (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexes = new Map<string, number>();
  const lows = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexes.set(node, index);
    lows.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexes.has(next)) {
        visit(next);
        lows.set(node, Math.min(lows.get(node) ?? 0, lows.get(next) ?? 0));
      } else if (onStack.has(next)) {
        lows.set(node, Math.min(lows.get(node) ?? 0, indexes.get(next) ?? 0));
      }
    }
    if (lows.get(node) !== indexes.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!indexes.has(node)) visit(node);
  return found;
}

describe("import cycles", () => {
  it("reads a type-only import as none, and a value, a re-export or a dynamic import as one", () => {
    const source = [
      'import type { A } from "./a";',
      'import { type B, type C } from "./b";',
      'import { type D, e } from "./d";',
      'export { f } from "./f";',
      'export type { G } from "./g";',
      'void import("./h");',
    ].join("\n");
    expect(runtimeImports(source)).toEqual(["./d", "./f", "./h"]);
  });

  // Reads some 800 files: given room on a loaded machine.
  it("no module of src/ or functions/ imports itself back at run time", { timeout: 60_000 }, () => {
    const files = [...sources(join(root, "src")), ...sources(join(root, "functions"))];
    const graph = new Map(
      files.map((file) => [
        file,
        runtimeImports(readFileSync(file, "utf8")).flatMap((specifier) => resolveImport(file, specifier) ?? []),
      ]),
    );
    expect(cycles(graph).map((group) => group.map((file) => relative(root, file)))).toEqual([]);
  });
});
