/**
 * Colours and word sizes in French on French pages (issue 38, decision 040): the product's
 * choices, the cart line and the listing's colour facet show "Bleu marine", "Taille unique"...,
 * while the cart cookie, the filter URL and the form values keep the values as sold. The English
 * specs of the same screens (product, cart, catalogue-facets) hold the English words.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import frenchLabels from "@domain/option-labels-fr.json";
import { allProducts, pickProduct } from "../support/catalogue";
import { cookieJson } from "../support/cookies";
import { sharedContext } from "../support/shared-context";

const baseUrl = inject("baseUrl");
const POLL = { timeout: 20_000 };

function frenchColour(value: string): string {
  const label = (frenchLabels.colors as Record<string, string>)[value];
  if (label === undefined) throw new Error(`no French label for the colour ${value}`);
  return label;
}

async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor(POLL);
}

describe("colours and sizes in French", () => {
  const browser = sharedContext(baseUrl);

  it("/fr/product/N names its size and colours in French; the cart shows what was chosen in French", async () => {
    const product = pickProduct(
      await allProducts(baseUrl),
      (candidate) => candidate.sizes.includes("Free Size") && candidate.colors.length > 1 && candidate.stock >= 5,
      "a Free Size product with two colours in stock",
    );
    const colour = product.colors[1] ?? "";
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/fr/product/${product.id}`);
    await hydrated(page);

    const size = page.getByRole("group", { name: "Taille : Taille unique" });
    expect(await size.getByRole("radio", { name: "Taille unique", exact: true }).isChecked()).toBe(true);
    const colours = page.getByRole("group", { name: /^Couleur :/ });
    expect(await colours.getByRole("link", { name: colour, exact: true }).count()).toBe(0);
    await colours.getByRole("link", { name: frenchColour(colour), exact: true }).click();
    await page.getByRole("group", { name: `Couleur : ${frenchColour(colour)}` }).waitFor();
    const details = page.locator(".product-details");
    expect(await details.locator('dt:text-is("Couleurs") + dd').innerText()).toBe(
      product.colors.map(frenchColour).join(", "),
    );

    await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click();
    // The cookie keeps the indexes of the values as sold.
    await expect
      .poll(() => cookieJson(browser.context, baseUrl, "cartItems"), POLL)
      .toEqual([[product.id, 1, product.sizes.indexOf("Free Size"), 1]]);

    await page.goto(`${baseUrl}/fr/addcart`);
    const line = page.getByRole("list", { name: "Articles de votre panier" }).getByRole("listitem");
    await line.locator('dt:text-is("Taille") + dd', { hasText: "Taille unique" }).waitFor(POLL);
    expect(await line.locator('dt:text-is("Couleur") + dd').innerText()).toBe(frenchColour(colour));
    expect(errors).toEqual([]);
  });

  it("/fr/all-product: the colour facet names colours in French and filters by the value as sold", async () => {
    const { page, errors } = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/fr/all-product`);
    await hydrated(page);
    const facet = page.locator("#catalogue-filters").getByRole("group", { name: "Couleur", exact: true });
    const navy = facet.getByRole("checkbox", { name: /^Bleu marine \(\d+ produits\)$/ });
    await facet.getByRole("checkbox").first().waitFor(POLL);
    expect(await facet.getByRole("checkbox", { name: /^Navy Blue / }).count()).toBe(0);
    if (!(await navy.isVisible())) await facet.locator("summary").click();
    expect(await navy.getAttribute("value")).toBe("Navy Blue");
    await navy.click();
    await expect.poll(() => new URL(page.url()).searchParams.get("colors"), POLL).toBe("Navy Blue");
    await expect.poll(() => navy.isChecked(), POLL).toBe(true);
    expect(errors).toEqual([]);
  });
});
