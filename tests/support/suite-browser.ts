/**
 * One browser for every test of a describe block: opened before the first test, closed after the
 * last. Tests that need a context to themselves (a fake clock, a phone viewport, a signed-in
 * customer) open their own with withBrowser or openBrowser.
 */
import { afterAll, beforeAll } from "vitest";
import { openBrowser, type BrowserSession } from "./browser";

export type SuiteBrowser = Pick<BrowserSession, "context" | "newPage">;

export function suiteBrowser(options: Parameters<typeof openBrowser>[0] = {}): SuiteBrowser {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    session = await openBrowser(options);
  });
  afterAll(async () => {
    await session?.close();
  });
  const open = (): BrowserSession => {
    if (!session) throw new Error("the suite's browser opens in beforeAll: use it inside tests and hooks");
    return session;
  };
  return {
    get context() {
      return open().context;
    },
    newPage: () => open().newPage(),
  };
}
