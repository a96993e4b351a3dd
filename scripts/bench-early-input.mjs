#!/usr/bin/env node
/* global window, document, addEventListener, Element, MutationObserver -- observeFirstTap and the page.evaluate callbacks run in the page. */
// `npm run bench:early-input`: what an early tap costs a shopper (issue 26). With `npm start`
// running (for the shop API on :8787), it builds the site into .tmp/bench-build (as
// bench:frontend does), serves it on :8898, and on a CPU throttled 4x (Chromium's
// Emulation.setCPUThrottlingRate, a mid-range phone) taps, on each page, the first thing a
// shopper would: "Add to Cart" on a product page, the first card's wishlist heart on a listing.
// Three ways, each BENCH_RUNS times (default 5), in a fresh browser context:
//   early           the tap at DOMContentLoaded, held back by the page's early-input script and
//                   replayed once the frame has hydrated (src/lib/page-start/early-input-script.server.ts)
//   early, no hold  the same tap on the same page with that inline script cut out of the HTML:
//                   the page as it was before the script (the client entry's replay finds nothing)
//   hydrated        the tap once the page has hydrated (<html data-hydrated>)
// For each it prints how many taps came before the page had hydrated (no <html data-hydrated>),
// how many the script held (it holds until the frame has hydrated), how many took effect, the
// median time from the tap (pointerdown) to the confirmation (the toast "... added to Cart", or
// the heart pressed), and the median Interaction to Next Paint of that first interaction (Event
// Timing: the longest entry of its interaction; Chromium reports none under 16 ms, shown as
// "<16"). A tap that shows nothing within 15 s is lost.
//
//   BENCH_PAGES="/,/all-product,/product/1" BENCH_RUNS=5 npm run bench:early-input
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { buildSite } from "./build-site.mjs";
import { runningStackToken } from "./local-stack-env.mjs";
import { startSiteServer } from "./site-server.mjs";

const root = resolve(import.meta.dirname, "..");
const PORT = 8898;
const CPU_SLOWDOWN = 4;
const LOST_AFTER_MS = 15_000;
const pages = (process.env.BENCH_PAGES || "/,/all-product,/product/1").split(",");
const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS || "5", 10) || 5);
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium-headless-shell";
const buildDir = join(".tmp", "bench-build");
/** The early-input script, as client-start.server.ts puts it first in the head. */
const EARLY_INPUT_SCRIPT = /<script\b[^>]*>\(function holdEarlyInput[\s\S]*?<\/script>/;

/**
 * Runs in the page before its own scripts: notes when the first tap came, when its effect showed,
 * and the Event Timing entries of the first interaction.
 */
function observeFirstTap() {
  const seen = {
    tapAt: undefined,
    tapBeforeHydration: false,
    held: false,
    confirmedAt: undefined,
    durations: [],
    interactionId: 0,
  };
  Object.assign(window, { __firstTap: seen });
  let tapped;
  addEventListener(
    "pointerdown",
    (event) => {
      if (seen.tapAt !== undefined) return;
      seen.tapAt = performance.now();
      seen.tapBeforeHydration = !document.documentElement.hasAttribute("data-hydrated");
      seen.held = "__earlyInput" in window;
      tapped = event.target instanceof Element ? event.target.closest("button") : null;
    },
    true,
  );
  const confirmed = () =>
    tapped?.getAttribute("aria-pressed") === "true" ||
    [...document.querySelectorAll("[role=status]")].some((status) => /added to Cart/.test(status.textContent ?? ""));
  new MutationObserver(() => {
    if (seen.tapAt !== undefined && seen.confirmedAt === undefined && confirmed()) seen.confirmedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      seen.interactionId ||= entry.interactionId;
      if (entry.interactionId === seen.interactionId) seen.durations.push(entry.duration);
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 });
}

/** What a shopper taps first on the page. */
function firstTap(page, path) {
  return path.startsWith("/product/")
    ? page.getByRole("main").getByRole("button", { name: "Add to Cart", exact: true })
    : page
        .getByRole("main")
        .getByRole("button", { name: /^Wishlist: /, pressed: false })
        .first();
}

async function tapOnce(browser, baseUrl, path, mode) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "en-IN" });
  try {
    if (mode === "early, no hold") {
      await context.route(`${baseUrl}${path}`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(EARLY_INPUT_SCRIPT, "");
        await route.fulfill({ response, body: html });
      });
    }
    await context.addInitScript(observeFirstTap);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    // A first visit: no script comes compiled from the cache.
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await page.goto(`${baseUrl}${path}`, { waitUntil: "domcontentloaded" });
    if (mode === "hydrated") await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // At once, as a shopper taps: no wait for the page to settle (playwright's click would).
    const target = firstTap(page, path);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page
      .waitForFunction(() => window.__firstTap.confirmedAt !== undefined, null, { timeout: LOST_AFTER_MS })
      .catch(() => undefined);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const seen = await page.evaluate(() => window.__firstTap);
    return {
      early: seen.tapBeforeHydration,
      held: seen.held,
      confirmMs: seen.confirmedAt === undefined ? undefined : seen.confirmedAt - seen.tapAt,
      inpMs: seen.durations.length > 0 ? Math.max(...seen.durations) : 0,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

await buildSite({ buildDir });
// The running stack's token, so the token-guarded reads (a product's reviews) work in the pages.
const stackToken = runningStackToken();
if (stackToken) process.env.SHOP_API_TOKEN = stackToken;
const server = await startSiteServer({ port: PORT, buildDir: join(root, buildDir) });
const browser = await chromium.launch({
  executablePath: chromePath,
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const table = {};
  for (const path of pages) {
    for (const mode of ["early", "early, no hold", "hydrated"]) {
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await tapOnce(browser, server.url, path, mode));
      const confirmed = results.flatMap((result) => (result.confirmMs === undefined ? [] : [result.confirmMs]));
      const inp = median(results.map((result) => result.inpMs));
      table[`${path} ${mode}`] = {
        "taps before hydration": results.filter((result) => result.early).length,
        "held by the script": results.filter((result) => result.held).length,
        "took effect": `${confirmed.length} of ${results.length}`,
        "tap to confirmation ms (median)": confirmed.length > 0 ? Math.round(median(confirmed)) : "-",
        "runs ms": confirmed.map((ms) => Math.round(ms)).join(" "),
        "first INP ms (median)": inp === 0 ? "<16" : Math.round(inp),
      };
    }
  }
  console.log(`\nThe first tap on a CPU throttled ${CPU_SLOWDOWN}x, ${runs} run(s) per row:`);
  console.table(table);
} finally {
  await browser.close();
  await server.close();
}
