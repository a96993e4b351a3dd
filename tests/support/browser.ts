/**
 * Chromium for the end-to-end tests: the system's browser (CHROME_PATH, default /usr/bin/chromium)
 * driven by playwright-core, headless, with the flags this closed network needs and a fresh
 * profile per session. Requests to anything but the local stack are refused, so a test can never
 * reach the outside world (tests that stand in for Stripe.js add their own route on top).
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type BrowserContext, type Page, type Response } from "playwright-core";

const root = resolve(import.meta.dirname, "..", "..");
const resultsDir = join(root, "test-results");

const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export interface BrowserSession {
  context: BrowserContext;
  /** A new tab that records console errors, uncaught page errors and failed requests. */
  newPage(): Promise<TrackedPage>;
  close(): Promise<void>;
}

export interface TrackedPage {
  page: Page;
  /** console.error messages, uncaught exceptions and failed requests, in order. */
  errors: string[];
}

/**
 * Pages arrive rendered by the server and become interactive once React has hydrated them
 * (src/app/root.tsx marks <html data-hydrated> then). A test acts like a shopper who waits for
 * that: goto and reload of a page return once it is hydrated.
 */
function waitForHydration(page: Page): void {
  const hydrated = async (response: Response | null) => {
    if (response?.headers()["content-type"]?.startsWith("text/html"))
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => hydrated(await goto(url, options));
  page.reload = async (options) => hydrated(await reload(options));
}

export async function openBrowser(
  options: { viewport?: { width: number; height: number } } = {},
): Promise<BrowserSession> {
  // Outside the project: `netlify dev` watches the whole project directory, and Chromium's
  // SingletonSocket symlink appearing in a watched profile crashes it ("Cannot find module").
  const userDataDir = mkdtempSync(join(tmpdir(), "storefront-chromium-"));

  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: "en-IN",
  });
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    (route) => route.abort("blockedbyclient"),
  );

  return {
    context,
    async newPage() {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
      page.on("requestfailed", (request) => {
        const reason = request.failure()?.errorText ?? "failed";
        // Navigations and fetches cancelled by the page itself are not errors.
        if (reason !== "net::ERR_ABORTED")
          errors.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
      });
      waitForHydration(page);
      return { page, errors };
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Saves a full-page screenshot as test-results/{name}.png and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(resultsDir, { recursive: true });
  const path = join(resultsDir, `${name.replace(/[^a-z0-9-_]+/gi, "-")}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Runs `test` in a browser of its own, closed afterwards whatever happens. */
export async function withBrowser(test: (session: BrowserSession) => Promise<void>): Promise<void> {
  const session = await openBrowser();
  try {
    await test(session);
  } finally {
    await session.close();
  }
}
