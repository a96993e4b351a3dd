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

let axeRunCount = 0;

/** How many times axe has run in this worker: for the test that a layout is checked once. */
export const axeRuns = (): number => axeRunCount;

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
  axeRunCount += 1;
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

/**
 * What axe's rules read of the page, as one hash: the DOM with its attributes and text, the form
 * controls' values, each element's and its pseudo-elements' computed styles that decide visibility,
 * colour and stacking, and the geometry the rules look at: empty and off-screen boxes, regions that
 * clip or scroll, and for each element with text the boxes that can paint over or under it
 * (color-contrast's background: out of the flow, with a background, or an image) and the
 * ancestors it sticks out of. Two widths with the same hash get the same violations.
 *
 * Null where computing it would cost more than it saves or part of the page is outside it: past
 * `maxElements` (a long catalogue page, whose widths differ anyway, took about a third of an axe
 * run to hash), frames, custom elements whose shadow DOM may be closed. axe then runs.
 */
function axeStateKey(page: Page, maxElements: number): Promise<string | null> {
  return page.evaluate((maxElements) => {
    const root = document.documentElement;
    if (document.querySelector("iframe, frame, object, embed")) return null;
    const elements = Array.from(root.querySelectorAll("*"));
    if (elements.length > maxElements) return null;
    if (elements.some((element) => element.tagName.includes("-") || element.shadowRoot)) return null;
    const STYLES = [
      "display",
      "visibility",
      "opacity",
      "color",
      "background-color",
      "background-image",
      "background-clip",
      "font-weight",
      "font-style",
      "text-shadow",
      "text-decoration-line",
      "text-indent",
      "position",
      "z-index",
      "float",
      "overflow-x",
      "overflow-y",
      "clip",
      "clip-path",
      "content-visibility",
      "transform",
      "filter",
      "mix-blend-mode",
      "pointer-events",
      "border-bottom-color",
      "border-bottom-style",
      "border-bottom-width",
      "outline-style",
    ];
    const PSEUDO_STYLES = ["content", "display", "position", "background-color", "background-image", "opacity"];
    const boxes = elements.map((element) => element.getBoundingClientRect());
    const positions = new Map(elements.map((element, position) => [element, position]));
    const styles = elements.map((element) => getComputedStyle(element));
    const parts: string[] = [document.compatMode, root.outerHTML];
    /** Boxes that can paint over or under another element's text. */
    const painters = elements.flatMap((element, position) => {
      const style = styles[position]!;
      const box = boxes[position]!;
      if (box.width === 0 || box.height === 0) return [];
      const paints =
        style.position !== "static" ||
        style.float !== "none" ||
        style.transform !== "none" ||
        ["margin-top", "margin-right", "margin-bottom", "margin-left"].some((side) =>
          style.getPropertyValue(side).startsWith("-"),
        ) ||
        !/^rgba\(.*, 0\)$|^transparent$/.test(style.backgroundColor) ||
        style.backgroundImage !== "none" ||
        /^(IMG|SVG|VIDEO|CANVAS|PICTURE|INPUT|SELECT|TEXTAREA|BUTTON)$/i.test(element.tagName);
      return paints ? [position] : [];
    });
    elements.forEach((element, position) => {
      const style = styles[position]!;
      const box = boxes[position]!;
      const empty = box.width === 0 || box.height === 0;
      // Font size counts only as far as color-contrast's "large text" goes (18 pt, 14 pt bold),
      // but with a text shadow, whose blur it weighs against the size.
      const points = (parseFloat(style.fontSize) * 72) / 96;
      const sizeClass = points >= 18 ? "L" : points >= 14 ? "M" : points > 0 ? "S" : "0";
      const size = style.textShadow === "none" ? sizeClass : style.fontSize;
      const clips = style.overflowX !== "visible" || style.overflowY !== "visible";
      const flags = [
        empty,
        box.right + window.scrollX <= 0,
        box.bottom + window.scrollY <= 0,
        clips && element.scrollWidth > element.clientWidth,
        clips && element.scrollHeight > element.clientHeight,
      ];
      let line = `${size}|${STYLES.map((name) => style.getPropertyValue(name)).join("|")}|${flags.map(Number).join("")}`;
      for (const pseudo of ["::before", "::after"]) {
        const pseudoStyle = getComputedStyle(element, pseudo);
        if (pseudoStyle.content !== "none" && pseudoStyle.content !== "normal")
          line += `|${pseudo}${PSEUDO_STYLES.map((name) => pseudoStyle.getPropertyValue(name)).join("|")}`;
      }
      if (element instanceof HTMLInputElement) line += `|${element.value}|${element.checked}`;
      else if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)
        line += `|${element.value}`;
      else if (element instanceof HTMLOptionElement) line += `|${element.selected}`;
      let hasText = false;
      for (let node = element.firstChild; node && !hasText; node = node.nextSibling)
        hasText = node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "";
      if (hasText && !empty) {
        const covering = painters.filter((other) => {
          const otherBox = boxes[other]!;
          const otherElement = elements[other]!;
          return (
            other !== position &&
            otherBox.left < box.right &&
            otherBox.right > box.left &&
            otherBox.top < box.bottom &&
            otherBox.bottom > box.top &&
            !otherElement.contains(element) &&
            !element.contains(otherElement)
          );
        });
        const overflowed: number[] = [];
        let depth = 0;
        for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement, depth++) {
          const outer = boxes[positions.get(ancestor) ?? -1];
          if (!outer) continue;
          if (box.left < outer.left || box.right > outer.right || box.top < outer.top || box.bottom > outer.bottom)
            overflowed.push(depth);
        }
        line += `|${covering.join(",")}|${overflowed.join(",")}`;
      }
      parts.push(line);
    });
    // Two 53-bit hashes (cyrb53) of the whole: the text is megabytes on a long page.
    const text = parts.join("\n");
    const hash = (seed: number) => {
      let h1 = 0xdeadbeef ^ seed;
      let h2 = 0x41c6ce57 ^ seed;
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        h1 = Math.imul(h1 ^ code, 2654435761);
        h2 = Math.imul(h2 ^ code, 1597334677);
      }
      h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
      h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
      return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
    };
    return `${text.length}:${hash(1)}:${hash(2)}`;
  }, maxElements);
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
/** How many layouts the widths have, so how many axe runs a state can need. */
const LAYOUTS = AXE_WIDTHS.length;
/**
 * Pages larger than this are not hashed (axeStateKey): the sign-in form is about 340 elements, a
 * product listing 1,800, whose widths differ in layout anyway.
 */
const MAX_HASHED_ELEMENTS = 1000;

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
  const start = page.viewportSize();
  // The width the page is at now: comparing with the starting width instead checked a page that
  // started at 1280 px at 375, 768 and 768 again.
  let current = start?.width;
  // Asked at more widths than there are layouts, axe runs once per layout: a width whose state
  // hashes as an earlier one's gets that one's violations. The phone's width is not hashed: its
  // layout was another than 768's on every French page (45 of 45), 1280's the same on 31.
  const byState = new Map<string, AxeViolation[]>();
  const violationsAt = async (width: number): Promise<AxeViolation[]> => {
    if (axeWidths.length <= LAYOUTS || width === WIDTHS[0]) return seriousAxeViolations(page);
    const key = await axeStateKey(page, MAX_HASHED_ELEMENTS);
    const known = key === null ? undefined : byState.get(key);
    if (known) return known;
    const violations = await seriousAxeViolations(page);
    if (key !== null) byState.set(key, violations);
    return violations;
  };
  for (const width of WIDTHS) {
    if (width !== current) {
      await page.setViewportSize({ width, height: start?.height ?? 900 });
      current = width;
      await nextPaint(page);
      await ready(page);
    }
    const before = problems.length;
    for (const element of await overflowingElements(page)) problems.push(`${width}px overflow: ${element}`);
    if (axeWidths.includes(width)) {
      for (const violation of await violationsAt(width)) {
        problems.push(
          `${width}px axe ${violation.impact} ${violation.id}: ${violation.help} at ${violation.targets.join(", ")}`,
        );
      }
    }
    if (problems.length > before || SCREENSHOT_EVERY_WIDTH) await saveScreenshot(page, `${name}-${width}`);
  }
  return problems;
}
