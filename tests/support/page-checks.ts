/**
 * Checks every e2e spec of a screen runs: axe-core (no serious or critical violation), nothing
 * wider than the viewport, at the three widths of the quality bar; a full-page screenshot of a
 * width with a problem, saved under test-results/ as an artifact.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { saveScreenshot } from "./browser";

export const WIDTHS = [375, 768, 1280] as const;

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface AxeAudit {
  _audit: {
    rules: {
      id: string;
      enabled: boolean;
      tags: string[];
      impact?: string;
      any: unknown[];
      all: unknown[];
      none: unknown[];
    }[];
    /** Tags whose rules a default run leaves out ("experimental"). */
    tagExclude: string[];
    checks: Record<string, { metadata?: { impact?: string } } | undefined>;
  };
}
const IMPACT_RANK: Record<string, number> = { minor: 1, moderate: 2, serious: 3, critical: 4 };

/**
 * The rules axe runs by default that can find something serious or critical: a rule's finding is
 * as grave as its gravest failing check, so a rule whose checks are all minor or moderate (26 of the 90
 * axe 4.14 runs, "region" the costliest: it walks every node) can never fail these tests, and running
 * it only spent the browser's time.
 */
const SERIOUS_RULES: string[] = (() => {
  const { _audit: audit } = require("axe-core") as AxeAudit;
  const rank = (impact: string | undefined) => (impact ? (IMPACT_RANK[impact] ?? 0) : 0);
  return (
    audit.rules
      // What a default run runs: enabled, and none of the tags it leaves out.
      .filter((rule) => rule.enabled !== false && !rule.tags.some((tag) => audit.tagExclude.includes(tag)))
      .filter((rule) => {
        const checks = [...rule.any, ...rule.all, ...rule.none].map((check) =>
          typeof check === "string" ? check : (check as { id: string }).id,
        );
        const gravest = Math.max(rank(rule.impact), ...checks.map((id) => rank(audit.checks[id]?.metadata?.impact)));
        return gravest >= IMPACT_RANK.serious!;
      })
      .map((rule) => rule.id)
  );
})();

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page (injected through the DevTools protocol, which the page's CSP does not
 * govern) and returns the serious and critical violations, with the elements they were found on.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Once per document: the source is half a megabyte to parse.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(`${axeSource}\n;void 0`);
  const violations = await page.evaluate(async (rules) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"], runOnly: { type: "rule", values: rules } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(" ")),
    }));
  }, SERIOUS_RULES);
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
}

/** Elements that stick out past the right edge of the viewport (horizontal overflow). */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      // Carousels and marked scroll regions (the compare table) scroll sideways on purpose.
      if (element.closest(".carousel__viewport, [data-scroll-region] *, .visually-hidden, [hidden]")) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > width + 1) {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.className && typeof element.className === "string" ? `.${element.className.trim().split(/\s+/).join(".")}` : ""}`;
        found.push(`${name} (right edge ${Math.round(box.right)} > ${width})`);
      }
    }
    return found.slice(0, 10);
  });
}

/** Widths whose layouts differ in kind (the phone's drawer, the desktop's menus): axe runs at these. */
const AXE_WIDTHS: readonly number[] = [WIDTHS[0], WIDTHS[2]];

/**
 * A screenshot of every page checked, not only of a width with problems: TEST_SCREENSHOTS=1.
 * Off by default: about 160 full-page screenshots at ~0.2 s of Chromium each were a twentieth of
 * the browser suite's time, for pictures nobody looked at when every check passed.
 */
const SCREENSHOT_EVERY_WIDTH = process.env.TEST_SCREENSHOTS === "1";

/** Resolves after the browser has laid out and painted the page at its current size. */
const nextPaint = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Loads `url` once and returns the problems found at each width of the quality bar: horizontal
 * overflow at all three, serious or critical axe violations at the narrowest and the widest.
 * Saves a full-page screenshot of a width with problems as test-results/{name}-{width}.jpg (of
 * every width with TEST_SCREENSHOTS=1). `ready` waits for the
 * screen's content.
 *
 * The page is resized rather than loaded again per width: the layout is CSS media queries, so a
 * resize shows what a load at that width would, for a third of the loads; axe's rules do not
 * depend on the width but for what each layout hides, and 768 px uses the phone's or the desktop's.
 */
export async function checkAtAllWidths(
  page: Page,
  url: string,
  name: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<string[]> {
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await page.goto(url);
  await ready(page);
  // Let lazy images and late layout settle before measuring.
  await page.waitForLoadState("networkidle", { timeout: 5000 }).catch(() => undefined);
  return checkStateAtAllWidths(page, name);
}

/**
 * The checks of checkAtAllWidths on the page as it is now (a state reached by interaction: open
 * suggestions, a drawer), resized from its current width through each width of the quality bar.
 * `ready` runs after each resize, for a state that must be waited for again at the new width;
 * `axeWidths` where axe runs (default the narrowest and the widest, as above).
 */
export async function checkStateAtAllWidths(
  page: Page,
  name: string,
  options: { ready?: (page: Page) => Promise<unknown>; axeWidths?: readonly number[] } = {},
): Promise<string[]> {
  const { ready = async () => undefined, axeWidths = AXE_WIDTHS } = options;
  const problems: string[] = [];
  const current = page.viewportSize();
  for (const width of WIDTHS) {
    if (width !== current?.width) {
      await page.setViewportSize({ width, height: current?.height ?? 900 });
      await nextPaint(page);
      await ready(page);
    }
    const before = problems.length;
    for (const element of await overflowingElements(page)) problems.push(`${width}px overflow: ${element}`);
    if (axeWidths.includes(width)) {
      for (const violation of await seriousAxeViolations(page)) {
        problems.push(
          `${width}px axe ${violation.impact} ${violation.id}: ${violation.help} at ${violation.targets.join(", ")}`,
        );
      }
    }
    if (problems.length > before || SCREENSHOT_EVERY_WIDTH) await saveScreenshot(page, `${name}-${width}`);
  }
  return problems;
}
