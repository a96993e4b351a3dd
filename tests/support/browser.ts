/**
 * Chromium for the end-to-end tests: Debian's Chromium headless shell (CHROME_PATH, default
 * /usr/bin/chromium-headless-shell) driven by playwright-core, headless, with the flags this closed network needs and a fresh
 * context (cookies, storage, cache) per session. Requests to anything but the local stack fail,
 * so a test can never reach the outside world (tests that stand in for Stripe.js route those
 * requests themselves).
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page, type Response } from "playwright-core";
import { inject } from "vitest";
import { BUILT_SANDBOX_URL } from "./e2e-stacks";

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
  // Every host but loopback (which Chromium never proxies) goes to a proxy where nothing listens:
  // the outside world is out of reach without routing each request through playwright, which
  // cost about 15% more CPU per page load.
  "--proxy-server=http://127.0.0.1:9",
];

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

/**
 * The browser suite's stacks share one build, whose card form confirms payments at `npm start`'s
 * sandbox address (the one the pages' CSP allows): the page's requests there go on to this
 * worker's own sandbox, headers and body as sent, and its answer comes back as it is. Only for
 * sessions that pay with the card form: routing makes every request of the context wait on
 * playwright.
 */
async function forwardBuiltSandbox(context: BrowserContext): Promise<void> {
  const sandboxUrl = inject("sandboxUrl");
  if (!sandboxUrl || new URL(sandboxUrl).origin === BUILT_SANDBOX_URL) return;
  await context.route(
    (url) => url.origin === BUILT_SANDBOX_URL,
    async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${sandboxUrl}${url.pathname}${url.search}` }).catch(() => null);
      await (response ? route.fulfill({ response }) : route.abort("connectionrefused"));
    },
  );
}

/**
 * One Chromium per vitest worker, started on first use: the e2e project runs its files without
 * isolation (vite.config.ts), so a worker's files share it, each session in a new context (its own
 * cookies, storage and cache, like a fresh profile). Starting Chromium costs seconds of CPU, a
 * context a fraction of that. Playwright closes it when the worker exits.
 */
let chromiumProcess: Promise<Browser> | undefined;

function sharedChromium(): Promise<Browser> {
  chromiumProcess ??= chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  return chromiumProcess;
}

/** Closes the contexts a spec file left open: none of its pages runs on into the worker's next file. */
export async function closeOpenContexts(): Promise<void> {
  const running = chromiumProcess;
  if (!running) return;
  await Promise.all((await running).contexts().map((context) => context.close()));
}

export async function openBrowser(
  options: {
    viewport?: { width: number; height: number };
    /** The session pays with the card form in the page (which confirms at the payment sandbox). */
    cardPayments?: boolean;
    /** false: a browser with JavaScript turned off; its pages are never hydrated, so goto does not wait for it. */
    javaScriptEnabled?: boolean;
    /** The shopper's clock (an IANA zone); the machine's when not given. */
    timezoneId?: string;
  } = {},
): Promise<BrowserSession> {
  const context = await (
    await sharedChromium()
  ).newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: "en-IN",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.timezoneId && { timezoneId: options.timezoneId }),
  });
  if (options.cardPayments) await forwardBuiltSandbox(context);

  return {
    context,
    async newPage() {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // Chromium's "Failed to load resource" names no URL; the location does, so a failure says which call.
        const { url } = message.location();
        const resource = message.text().startsWith("Failed to load resource") && url ? ` (${url})` : "";
        errors.push(`console: ${message.text()}${resource}`);
      });
      page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
      page.on("requestfailed", (request) => {
        const reason = request.failure()?.errorText ?? "failed";
        // Navigations and fetches cancelled by the page itself are not errors.
        if (reason !== "net::ERR_ABORTED")
          errors.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
      });
      if (options.javaScriptEnabled !== false) waitForHydration(page);
      return { page, errors };
    },
    async close() {
      await context.close();
    },
  };
}

/**
 * Saves a full-page screenshot as test-results/{name}.jpg and returns its path. JPEG: encoding a
 * tall page as PNG takes two to three times as long, for an artifact nobody compares pixel by pixel.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(resultsDir, { recursive: true });
  const path = join(resultsDir, `${name.replace(/[^a-z0-9-_]+/gi, "-")}.jpg`);
  await page.screenshot({ path, fullPage: true, type: "jpeg", quality: 80 });
  return path;
}

/** Runs `test` in a browser of its own, closed afterwards whatever happens. */
export async function withBrowser(
  test: (session: BrowserSession) => Promise<void>,
  options: Parameters<typeof openBrowser>[0] = {},
): Promise<void> {
  const session = await openBrowser(options);
  try {
    await test(session);
  } finally {
    await session.close();
  }
}
