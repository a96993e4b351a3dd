// The shop in French (issue 38), first step: /fr routing, the page frame and the home page in
// French, the language switch (header and small-screen menu) keeping the page and its query, and
// the same pages without script. Later steps add the screens, the catalogue data and the emails.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { checkAtAllWidths } from "../support/page-checks";
import { sharedContext } from "../support/shared-context";

const baseUrl = inject("baseUrl");

const header = (page: Page) => page.getByRole("banner");

async function homeReady(page: Page): Promise<void> {
  await page.locator(".hero-slide__title").first().waitFor();
}

describe("the shop in French", () => {
  const browser = sharedContext(baseUrl);
  const noScript = sharedContext(baseUrl, { javaScriptEnabled: false });

  it("serves /fr/ whole in French: the document's language, the frame, the home page and its title", async () => {
    const { page, errors } = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/fr/`);
    await homeReady(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr-CA");
    expect(await page.title()).toMatch(/^Vêtements, maison, beauté \| /);
    expect(await page.locator('meta[name="description"]').first().getAttribute("content")).toMatch(/^Vêtements pour/);
    await expect.poll(() => page.getByRole("link", { name: "Aller au contenu" }).count()).toBe(1);
    expect(await header(page).getByRole("link", { name: "Panier, 0 article" }).getAttribute("href")).toBe(
      "/fr/addcart",
    );
    expect(await header(page).getByRole("link", { name: "Liste de souhaits, 0 article" }).getAttribute("href")).toBe(
      "/fr/wishlist",
    );
    expect(await page.locator("#site-search").getAttribute("placeholder")).toBe(
      "Rechercher des produits, des marques et plus",
    );
    await page.getByRole("heading", { name: "Meilleures aubaines" }).waitFor();
    expect(await page.locator(".hero-slide__cta").first().textContent()).toBe("Magasiner pour femme");
    // Every link the frame draws stays in French.
    const frameLinks = await page
      .locator("header a[href^='/'], footer a[href^='/']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(frameLinks.length).toBeGreaterThan(20);
    expect(frameLinks.filter((href) => !href.startsWith("/fr/"))).toEqual(["/"]);
    const footer = page.getByRole("contentinfo");
    await footer.getByText("Propulsé par", { exact: false }).waitFor();
    await footer.getByRole("heading", { name: "Service à la clientèle" }).waitFor();
    expect(await footer.getByText("Du lundi au vendredi de 8 h à 21 h").count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("switches to the same page in the other language, query kept, with no second page load", async () => {
    const { page, errors } = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/search?q=shirt`);
    const toFrench = header(page).getByRole("link", { name: "Français" });
    expect(await toFrench.getAttribute("href")).toBe("/fr/search?q=shirt");
    expect(await toFrench.getAttribute("hreflang")).toBe("fr-CA");
    // A mark the page keeps only if the switch is a client navigation, not a new document.
    await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));
    await toFrench.click();
    await page.waitForURL(`${baseUrl}/fr/search?q=shirt`);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("fr-CA");
    await expect.poll(() => page.locator("#site-search").inputValue()).toBe("shirt");
    await header(page).getByRole("link", { name: "Panier, 0 article" }).waitFor();
    expect(await page.locator("html[data-same-document]").count()).toBe(1);
    const toEnglish = header(page).getByRole("link", { name: "English" });
    expect(await toEnglish.getAttribute("href")).toBe("/search?q=shirt");
    await toEnglish.click();
    await page.waitForURL(`${baseUrl}/search?q=shirt`);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en-CA");
    await header(page).getByRole("link", { name: "Cart, 0 items" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("offers the switch in the small-screen menu, where the header has no room for it", async () => {
    const { page } = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseUrl}/fr/all-product?page=2`);
    expect(await header(page).getByRole("link", { name: "English" }).isVisible()).toBe(false);
    await header(page).getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const toEnglish = drawer.getByRole("link", { name: "English" });
    expect(await toEnglish.getAttribute("href")).toBe("/all-product?page=2");
    expect(await drawer.getByRole("link", { name: /^Panier/ }).getAttribute("href")).toBe("/fr/addcart");
    await toEnglish.click();
    await page.waitForURL(`${baseUrl}/all-product?page=2`);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en-CA");
  });

  it("answers an unknown French address with the French 404, and another prefix with no page", async () => {
    const french = await fetch(`${baseUrl}/fr/no-such-page`);
    expect(french.status).toBe(404);
    const html = await french.text();
    expect(html).toContain('<html lang="fr-CA"');
    expect(html).toContain("Page introuvable");
    expect((await fetch(`${baseUrl}/de/addcart`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/fr/product/1`)).status).toBe(200);
  });

  it("never redirects by the browser's language and varies on no header: the URL alone says the language", async () => {
    const response = await fetch(`${baseUrl}/`, {
      headers: { "Accept-Language": "fr-CA,fr;q=0.9" },
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en-CA"');
    expect(response.headers.get("vary") ?? "").not.toMatch(/accept-language|cookie/i);
    const french = await fetch(`${baseUrl}/fr/`, { redirect: "manual" });
    expect(french.headers.get("vary") ?? "").not.toMatch(/accept-language|cookie/i);
    // Indexed as the English page is, under its own canonical (crawler-view.test.ts).
    expect(french.headers.get("x-robots-tag")).toBeNull();
    expect(response.headers.get("x-robots-tag")).toBeNull();
  });

  it("works without script in French: the frame, the menu with its switch, the search form", async () => {
    const { page } = await noScript.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseUrl}/fr/`);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr-CA");
    await page.locator("summary.mobile-menu__button").click();
    const menu = page.getByRole("navigation", { name: "Menu pour petit écran" });
    expect(await menu.getByRole("link", { name: "English" }).getAttribute("href")).toBe("/");
    expect(await menu.getByRole("link", { name: "Liste de souhaits" }).getAttribute("href")).toBe("/fr/wishlist");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator("#site-search").fill("chemise");
    await page.locator("#site-search").press("Enter");
    await page.waitForURL(`${baseUrl}/fr/search?q=chemise`);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr-CA");
  });

  it("lays out /fr/ at every width with no overflow or serious axe finding", async () => {
    const { page } = await browser.newPage();
    expect(await checkAtAllWidths(page, `${baseUrl}/fr/`, "fr-home", homeReady)).toEqual([]);
  });
});
