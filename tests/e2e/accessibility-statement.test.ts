// The accessibility statement (issue 41): whole in both languages, linked from every page's
// footer beside the privacy policy, its way to report a barrier leading to the contact form, axe
// and overflow at 375, 768 and 1280 px with script, and the same page without script.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { withBrowser } from "../support/browser";
import { checkAtAllWidths } from "../support/page-checks";

const baseUrl = inject("baseUrl");

const main = (page: Page) => page.getByRole("main");
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const footerHrefs = (page: Page) =>
  page
    .getByRole("contentinfo")
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => item.querySelector("a")?.getAttribute("href")));

describe("the accessibility statement", { timeout: 180_000 }, () => {
  it("states the target, the tests, the limits and how to report a barrier, in both languages", async () => {
    await withBrowser(async (session) => {
      const { page, errors } = await session.newPage();
      const english = await checkAtAllWidths(page, `${baseUrl}/accessibility`, "accessibility", (loaded) =>
        h1(loaded).filter({ hasText: "Accessibility statement" }).waitFor(),
      );
      expect(english).toEqual([]);
      await main(page)
        .getByText(/WCAG\) 2\.2 at level AA/)
        .waitFor();
      for (const heading of ["Our target", "How we check it", "Known limits", "Report a barrier"]) {
        await main(page).getByRole("heading", { level: 2, name: heading }).waitFor();
      }
      expect(await main(page).getByRole("link", { name: "Write to us" }).getAttribute("href")).toBe("/contact");
      // Beside the privacy policy in the footer.
      const hrefs = await footerHrefs(page);
      expect(hrefs[hrefs.indexOf("/privacy") + 1]).toBe("/accessibility");

      const french = await checkAtAllWidths(page, `${baseUrl}/fr/accessibility`, "accessibility-fr", (loaded) =>
        h1(loaded).filter({ hasText: "Déclaration d’accessibilité" }).waitFor(),
      );
      expect(french).toEqual([]);
      await main(page).getByRole("heading", { level: 2, name: "Signaler un obstacle" }).waitFor();
      expect(await main(page).getByRole("link", { name: "Nous écrire" }).getAttribute("href")).toBe("/fr/contact");
      expect(
        await page.getByRole("contentinfo").getByRole("link", { name: "Accessibilité" }).getAttribute("href"),
      ).toBe("/fr/accessibility");
      expect(errors).toEqual([]);
    });
  });

  it("is whole without script", async () => {
    await withBrowser(
      async (session) => {
        const { page, errors } = await session.newPage();
        await page.goto(`${baseUrl}/fr/accessibility`);
        await h1(page).filter({ hasText: "Déclaration d’accessibilité" }).waitFor();
        await main(page).getByRole("heading", { level: 2, name: "Limites connues" }).waitFor();
        expect(errors).toEqual([]);
      },
      { javaScriptEnabled: false },
    );
  });
});
