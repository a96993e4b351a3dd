/**
 * How browser tests read a form the way assistive technology does: a field's error through its
 * aria-describedby (ids ending in "-error"), and which field has focus, by its label.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The field's error text, or null when it is not marked invalid. */
export async function describedError(page: Page, label: string): Promise<string | null> {
  const field = page.getByRole("main").getByLabel(label, { exact: true });
  if ((await field.getAttribute("aria-invalid")) !== "true") return null;
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter((id) => id.endsWith("-error"));
  expect(ids, `${label} links its error`).toHaveLength(1);
  return (await page.locator(`#${ids[0]}`).innerText()).trim();
}

/** The text of the label of the focused field, or null. */
export async function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element?.id ? (document.querySelector(`label[for="${element.id}"]`)?.textContent ?? null) : null;
  });
}
