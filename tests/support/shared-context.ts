/**
 * One browser context for the tests of a describe block whose point is not the isolation of one
 * browser from another: each test starts as in a new context (no tab, cookie or stored list of the
 * test before it), but the pages' scripts and styles stay in the context's cache, so a spec file
 * pays for a context once rather than per test. Tests that install a fake clock (page.clock governs
 * the whole context), add init scripts or need a second device keep opening their own.
 */
import type { BrowserContext } from "playwright-core";
import { beforeEach } from "vitest";
import type { openBrowser } from "./browser";
import { suiteBrowser, type SuiteBrowser } from "./suite-browser";

/** What the site keeps in a browser besides cookies: the compare and recently viewed lists. */
const SITE_STORAGE = "local_storage,indexeddb,cache_storage,service_workers";

/** Closes the context's tabs and forgets the site's cookies and storage. */
async function forgetSite(context: BrowserContext, origin: string): Promise<void> {
  await Promise.all(context.pages().map((page) => page.close()));
  await context.clearCookies();
  const blank = await context.newPage();
  try {
    const devtools = await context.newCDPSession(blank);
    await devtools.send("Storage.clearDataForOrigin", { origin, storageTypes: SITE_STORAGE });
    await devtools.detach();
  } finally {
    await blank.close();
  }
}

export function sharedContext(baseUrl: string, options: Parameters<typeof openBrowser>[0] = {}): SuiteBrowser {
  const browser = suiteBrowser(options);
  let used = false;
  beforeEach(async () => {
    if (used) await forgetSite(browser.context, new URL(baseUrl).origin);
    used = true;
  });
  return browser;
}
