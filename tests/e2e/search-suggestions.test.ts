/**
 * The header search box as a combobox (issue 14, WAI-ARIA 1.2 combobox pattern with a listbox):
 * suggestions from GET /api/search-suggestions after typing pauses, arrow keys, Enter, Escape,
 * the mouse, highlighted matches, and no stale answers. Debounce tests run on Playwright's fake
 * clock; expected suggestions come from the API.
 */
import type { Locator, Page, Request } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { SearchSuggestionsResponseSchema, type SearchSuggestion } from "@/domain/product";
import { getJson } from "../support/api";
import { withBrowser } from "../support/browser";
import { longWord, ODD_TEXT, SCRIPT_LETTERS } from "../support/hostile-text";
import { checkStateAtAllWidths, WIDTHS } from "../support/page-checks";
import { suiteBrowser } from "../support/suite-browser";

const baseUrl = inject("baseUrl");
/** src/features/shell/hooks/use-search-suggestions.ts */
const DEBOUNCE_MS = 250;
/** One load and three widths, each with an axe run. */
const PAGE_CHECKS_TIMEOUT_MS = 150_000;

async function suggestionsFor(q: string): Promise<SearchSuggestion[]> {
  const path = `/api/search-suggestions?q=${encodeURIComponent(q)}`;
  return (await getJson(baseUrl, path, SearchSuggestionsResponseSchema)).suggestions;
}

const isSuggestionsRequest = (request: Request) => new URL(request.url()).pathname === "/api/search-suggestions";

function combobox(page: Page): Locator {
  return page.getByRole("search").getByRole("combobox", { name: "Search products" });
}

function listbox(page: Page): Locator {
  return page.getByRole("listbox", { name: "Search suggestions" });
}

async function optionLabels(page: Page): Promise<string[]> {
  return listbox(page).getByRole("option").allInnerTexts();
}

/** The id the combobox names as its active option, and the option that says it is selected. */
async function activeOption(page: Page): Promise<{ activeId: string | null; selected: string[] }> {
  const activeId = await combobox(page).getAttribute("aria-activedescendant");
  const selected = await listbox(page)
    .locator('[role="option"][aria-selected="true"]')
    .evaluateAll((options) => options.map((option) => option.id));
  return { activeId, selected };
}

async function pathOf(page: Page): Promise<string> {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Opens the home page with the fake clock paused, so the debounce only runs when the test says. */
async function openClocked(page: Page): Promise<void> {
  const start = new Date("2026-03-02T10:00:00Z").getTime();
  await page.clock.install({ time: start });
  await page.goto(`${baseUrl}/`);
  await combobox(page).waitFor();
  await page.clock.pauseAt(start + 60_000);
}

describe("search suggestions: the header search box as a combobox", () => {
  const browser = suiteBrowser();

  it("works from the keyboard alone: type, arrows, Escape twice, Enter on an option or on none", async () => {
    const expected = await suggestionsFor("shi");
    expect(expected.length).toBeGreaterThan(2);
    await withBrowser(async (clocked) => {
      const { page, errors } = await clocked.newPage();
      const sent: URL[] = [];
      page.on("request", (request) => {
        if (isSuggestionsRequest(request)) sent.push(new URL(request.url()));
      });
      await openClocked(page);
      const box = combobox(page);
      expect(await box.getAttribute("aria-expanded")).toBe("false");
      expect(await box.getAttribute("aria-autocomplete")).toBe("list");

      await box.focus();
      await page.keyboard.type("shi");
      await page.clock.runFor(DEBOUNCE_MS - 1);
      expect(sent).toEqual([]);
      await page.clock.runFor(1);
      await listbox(page).getByRole("option").first().waitFor();
      // One request, for the words typed when typing paused.
      expect(sent.map((url) => url.searchParams.get("q"))).toEqual(["shi"]);
      expect(await optionLabels(page)).toEqual(expected.map((suggestion) => suggestion.label));
      expect(await box.getAttribute("aria-expanded")).toBe("true");
      expect(await box.getAttribute("aria-controls")).toBe(await listbox(page).getAttribute("id"));
      expect(await activeOption(page)).toEqual({ activeId: null, selected: [] });

      const ids = await listbox(page)
        .getByRole("option")
        .evaluateAll((options) => options.map((o) => o.id));
      await page.keyboard.press("ArrowDown");
      expect(await activeOption(page)).toEqual({ activeId: ids[0], selected: [ids[0]] });
      await page.keyboard.press("ArrowDown");
      expect(await activeOption(page)).toEqual({ activeId: ids[1], selected: [ids[1]] });
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      // Up from the first wraps to the last; the focus never leaves the box.
      expect(await activeOption(page)).toEqual({ activeId: ids.at(-1), selected: [ids.at(-1)] });
      expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);

      // Escape closes the list and keeps the words; a second Escape empties the box.
      await page.keyboard.press("Escape");
      await listbox(page).waitFor({ state: "hidden" });
      expect(await box.getAttribute("aria-expanded")).toBe("false");
      expect(await box.getAttribute("aria-activedescendant")).toBeNull();
      expect(await box.inputValue()).toBe("shi");
      // Down opens it again on the first option.
      await page.keyboard.press("ArrowDown");
      expect(await activeOption(page)).toEqual({ activeId: ids[0], selected: [ids[0]] });
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
      expect(await box.inputValue()).toBe("");
      expect(await box.getAttribute("aria-expanded")).toBe("false");

      // Enter on the second option opens it.
      await page.keyboard.type("shi");
      await page.clock.runFor(DEBOUNCE_MS);
      await listbox(page).getByRole("option").first().waitFor();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(expected[1]?.href);
      expect(await box.getAttribute("aria-expanded")).toBe("false");

      // Enter with the list open but no option active searches, as SPEC.md section 2 says.
      await box.focus();
      await page.keyboard.type("  shi ");
      await page.clock.runFor(DEBOUNCE_MS);
      await listbox(page).getByRole("option").first().waitFor();
      await page.keyboard.press("Enter");
      await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe("/search?q=shi");
      expect(errors).toEqual([]);
    });
  });

  it("drops the request in flight at the next keystroke, so its answer never shows", async () => {
    const fresh = await suggestionsFor("shir");
    expect(fresh.length).toBeGreaterThan(0);
    await withBrowser(async (clocked) => {
      const { page, errors } = await clocked.newPage();
      // The answer for "shi" is held back until the test releases it, with a label no real
      // suggestion has.
      let held: (() => Promise<void>) | undefined;
      await page.route(
        (url) => url.pathname === "/api/search-suggestions" && url.searchParams.get("q") === "shi",
        (route) => {
          held = () =>
            route.fulfill({
              contentType: "application/json",
              body: JSON.stringify({ suggestions: [{ type: "product", label: "Stale shirt", href: "/product/1" }] }),
            });
        },
      );
      const failed: string[] = [];
      page.on("requestfailed", (request) => {
        if (isSuggestionsRequest(request)) failed.push(new URL(request.url()).searchParams.get("q") ?? "");
      });
      await openClocked(page);
      await combobox(page).focus();
      await page.keyboard.type("shi");
      await page.clock.runFor(DEBOUNCE_MS);
      await expect.poll(() => held !== undefined, { timeout: 10_000 }).toBe(true);

      // The next keystroke aborts it at once, before the debounce of the new words has run.
      await page.keyboard.type("r");
      await expect.poll(() => failed, { timeout: 10_000 }).toEqual(["shi"]);
      await held?.().catch(() => undefined);
      await page.clock.runFor(DEBOUNCE_MS);
      await listbox(page).getByRole("option").first().waitFor();
      expect(await optionLabels(page)).toEqual(fresh.map((suggestion) => suggestion.label));
      expect(errors).toEqual([]);
    });
  });

  it("opens a suggestion clicked with the mouse", async () => {
    const expected = await suggestionsFor("saree");
    expect(expected.length).toBeGreaterThan(1);
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await combobox(page).fill("saree");
    const second = listbox(page).getByRole("option").nth(1);
    await second.waitFor();
    await second.click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(expected[1]?.href);
    expect(await combobox(page).getAttribute("aria-expanded")).toBe("false");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("marks the matched starts of the words in each suggestion", async () => {
    const expected = await suggestionsFor("cott shi");
    expect(expected.length).toBeGreaterThan(0);
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await combobox(page).fill("cott shi");
    await listbox(page).getByRole("option").first().waitFor();
    expect(await optionLabels(page)).toEqual(expected.map((suggestion) => suggestion.label));
    const marks = await listbox(page)
      .getByRole("option")
      .evaluateAll((options) =>
        options.map((option) => [...option.querySelectorAll("mark")].map((m) => m.textContent)),
      );
    // Every word of a label that starts with a query word has that start marked, and only that.
    const expectedMarks = expected.map((suggestion) =>
      (suggestion.label.match(/[\p{L}\p{N}]+/gu) ?? []).flatMap((word) => {
        const start = ["cott", "shi"].find((prefix) => word.toLowerCase().startsWith(prefix));
        return start ? [word.slice(0, start.length)] : [];
      }),
    );
    expect(marks).toEqual(expectedMarks);
    expect(marks.flat().length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("takes long words of any script, emoji, marks and a lone surrogate: suggestions or none, and Enter searches", async () => {
    const { page, errors } = await browser.newPage();
    const answers: number[] = [];
    page.on("response", (response) => {
      if (isSuggestionsRequest(response.request())) answers.push(response.status());
    });
    await page.goto(`${baseUrl}/`);
    const box = combobox(page);
    const texts = [
      longWord(SCRIPT_LETTERS.devanagari, 60),
      `${longWord(SCRIPT_LETTERS.latin, 48)} ${ODD_TEXT.zwjFamily}${ODD_TEXT.skinTones}`,
      `${ODD_TEXT.zalgo}${ODD_TEXT.rtlMarks}${ODD_TEXT.arabicVowelled}${ODD_TEXT.controls}`,
      longWord(SCRIPT_LETTERS.cjkExtensionB, 90),
    ];
    for (const text of texts) {
      const asked = answers.length;
      await box.fill(text);
      await expect.poll(() => answers.length, { timeout: 10_000 }).toBeGreaterThan(asked);
    }
    // A lone surrogate, as a script or a paste can leave in the box (made in the page: the
    // protocol to the browser would carry it as U+FFFD).
    const asked = answers.length;
    await box.evaluate((input: HTMLInputElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      setValue?.call(input, `shi${String.fromCharCode(0xd800)}`);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await expect.poll(() => answers.length, { timeout: 10_000 }).toBeGreaterThan(asked);
    expect(answers.every((status) => status === 200)).toBe(true);
    await box.press("Enter");
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe("/search?q=shi%EF%BF%BD");
    await page.getByRole("heading", { level: 1, name: "Search results for “shi\ufffd”" }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it(
    "passes the page checks with the suggestions open at every width",
    async () => {
      const { page, errors } = await browser.newPage();
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(`${baseUrl}/`);
      await combobox(page).fill("shi");
      await listbox(page).getByRole("option").first().waitFor();
      await combobox(page).press("ArrowDown");
      // One load, resized: the open suggestions at each width, axe at each too (the list's width
      // follows the search box's, which each layout places differently).
      const problems = await checkStateAtAllWidths(page, "search-suggestions", {
        ready: (current) => listbox(current).getByRole("option").first().waitFor(),
        axeWidths: WIDTHS,
      });
      expect(await combobox(page).getAttribute("aria-activedescendant")).not.toBeNull();
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
    PAGE_CHECKS_TIMEOUT_MS,
  );
});
