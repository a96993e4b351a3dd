/**
 * The JavaScript a page needs before a shopper can use it (issue 26's budget for /, measured by
 * `npm run bench:frontend -- --js-only`): the files the server's HTML names and everything they
 * import statically, as the benchmark sums them. What no first screen needs is imported
 * dynamically, on first use: the footer, the back-in-stock notice, the back-to-top button and the
 * home page's parts below its first screen once the frame has hydrated, the search suggestions'
 * options when the box is focused and their request's route module with the first read, the
 * small-screen drawer's lists when it opens, the shopper's read with its route's module after
 * hydration. The checks read the
 * served files, so they hold for any build.
 */
import { gzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

/**
 * Issue 26's bar for `/` (the framework chunk and the route manifest alone are 109.1 of it); the
 * page measured 129.7 when the bar was set (decision 022).
 */
const HOME_BUDGET_KIB = 130;

/** Each part loaded on first use: the name its chunk is given after its module. */
const LOADED_ON_FIRST_USE = [
  "site-footer",
  "back-in-stock-notice",
  "search-suggestion-options",
  "mobile-menu-drawer",
  "scroll-to-top-button",
  "recently-viewed",
  "products-banner",
  "brands-carousel",
];

/** Code that only those parts and the customer's screens import (the API client). */
const NOT_WITH_THE_PAGE = ["api-client"];

/**
 * Each route module used by a fetcher (the search suggestions' request, the wishlist's change, the
 * shopper's read once the frame has hydrated): the route manifest names it, and React Router loads
 * it with the first read or write.
 */
const ROUTES_LOADED_ON_FIRST_USE = ["search-suggestions", "wishlist-change", "shopper"];

/**
 * One of the warnings only React Router's development build holds (behind ENABLE_DEV_WARNINGS), which
 * its package's exports name for every bundle.
 */
const REACT_ROUTER_DEVELOPMENT_WARNING = "You should not include both `Component` and `element` on your route";

interface ScriptGraph {
  /** Every file the page loads before interaction, with its source. */
  staticFiles: Map<string, string>;
  /** The files those import dynamically (on use). */
  dynamicFiles: Set<string>;
}

async function text(path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The page's scripts as bench-frontend.mjs reads them: named by the HTML, then static imports. */
async function scriptGraph(path: string): Promise<ScriptGraph> {
  const html = await text(path);
  const staticFiles = new Map<string, string>();
  const dynamicFiles = new Set<string>();
  const resolve = (from: string, relative: string) => new URL(relative, `${baseUrl}${from}`).pathname;
  const visit = async (file: string): Promise<void> => {
    if (staticFiles.has(file)) return;
    const source = await text(file);
    staticFiles.set(file, source);
    for (const [, imported = ""] of source.matchAll(/import\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g)) {
      dynamicFiles.add(resolve(file, imported));
    }
    for (const [, imported = ""] of source.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) {
      await visit(resolve(file, imported));
    }
  };
  for (const [, file = ""] of html.matchAll(/(\/assets\/[^"'\\\s]+\.js)/g)) await visit(file);
  return { staticFiles, dynamicFiles };
}

const chunkOf = (files: Iterable<string>, name: string) =>
  [...files].filter((file) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(file));

describe("JavaScript before interaction", () => {
  it(`/ needs at most ${HOME_BUDGET_KIB} KiB gzip, and each part used later is imported on use, not with the page`, async () => {
    const { staticFiles, dynamicFiles } = await scriptGraph("/");
    for (const part of LOADED_ON_FIRST_USE) {
      expect(chunkOf(dynamicFiles, part), `${part} imported on use`).toHaveLength(1);
      expect(chunkOf(staticFiles.keys(), part), `${part} not loaded with the page`).toEqual([]);
    }
    for (const part of NOT_WITH_THE_PAGE)
      expect(chunkOf(staticFiles.keys(), part), `${part} not loaded with the page`).toEqual([]);
    const manifest = [...staticFiles].find(([file]) => /\/manifest-[\w-]+\.js$/.test(file))?.[1] ?? "";
    for (const part of ROUTES_LOADED_ON_FIRST_USE) {
      expect(
        manifest.match(new RegExp(`"module":"/assets/${part}-[\\w-]+\\.js"`, "g")),
        `${part} in the manifest`,
      ).toHaveLength(1);
      expect(chunkOf(staticFiles.keys(), part), `${part} not loaded with the page`).toEqual([]);
    }
    const gzip = [...staticFiles.values()].reduce(
      (sum, source) => sum + gzipSync(Buffer.from(source), { level: 9 }).length,
      0,
    );
    // Printed for the notes that compare a change's cost (docs/testing.md).
    console.info(`${(gzip / 1024).toFixed(2)} KiB gzip before interaction on /`);
    expect(gzip / 1024, `${(gzip / 1024).toFixed(2)} KiB gzip before interaction on /`).toBeLessThanOrEqual(
      HOME_BUDGET_KIB,
    );
  });

  it("loads React Router's production build, without its development warnings (decision 053)", async () => {
    const { staticFiles } = await scriptGraph("/fr/");
    const warnings = [...staticFiles].filter(([, source]) => source.includes(REACT_ROUTER_DEVELOPMENT_WARNING));
    expect(warnings.map(([file]) => file)).toEqual([]);
  });
});
