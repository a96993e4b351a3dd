/**
 * The site's page actions, found in the route config rather than listed, so an action added later
 * is probed too (action-bodies.test.ts, fuzz.test.ts), and the two ways a post reaches one: the
 * document request a browser without script sends, and React Router's `.data` request a fetcher
 * or a scripted `<Form>` sends.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const appDir = resolve(import.meta.dirname, "../../src/app");

/** A value for each dynamic segment: an id (a product, an order) that the seed has. */
const SEGMENT_VALUE = "1";

/** The path of every route whose module has a server `action`, with its segments filled in. */
export function pageActionPaths(): string[] {
  const config = readFileSync(join(appDir, "routes.ts"), "utf8");
  const routes = [...config.matchAll(/route\(\s*"([^"]*)",\s*"([^"]+)"/g)].map(([, path, file]) => ({
    path: path as string,
    file: file as string,
  }));
  const withAction = routes.filter(({ file }) =>
    /export (async )?function action\b|export const action\b|\bas action\b/.test(
      readFileSync(join(appDir, file), "utf8"),
    ),
  );
  return [...new Set(withAction.map(({ path }) => `/${path.replace(/:[A-Za-z]+/g, SEGMENT_VALUE)}`))];
}

/** Where a post to `path` goes: the page itself, or its single-fetch `.data` URL. */
export function postTarget(site: string, path: string, dataRequest: boolean): string {
  return `${site}${dataRequest ? `${path}.data` : path}`;
}
