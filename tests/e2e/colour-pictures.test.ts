/**
 * Choosing a colour shows that colour's picture where the catalogue has one (issue 40): each
 * colour is a link to the page with `?colour=`, so the server draws the colour's picture first
 * (the page's largest, fetched at once), a reload keeps it, it works without script, and Add to
 * Cart sends that colour, whose picture the cart line then shows (decision 072). The French page
 * names the picture in French.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import frenchLabels from "@domain/option-labels-fr.json";
import type { Product } from "@/domain/product";
import { withBrowser } from "../support/browser";
import { allProducts, pickProduct, productById } from "../support/catalogue";
import { cookieJson } from "../support/cookies";
import { seriousAxeViolations } from "../support/page-checks";

const baseUrl = inject("baseUrl");
const POLL = { timeout: 20_000 };

/** A product in stock whose second colour has a picture, and how many pictures its page then shows. */
async function colourfulProduct(): Promise<{ product: Product; colour: string; file: string; count: number }> {
  const product = pickProduct(
    await allProducts(baseUrl),
    (candidate) =>
      candidate.stock >= 5 &&
      candidate.sizes.length > 0 &&
      (candidate.colorImages ?? []).some((entry) => entry.color === candidate.colors[1]),
    "a product in stock with a picture of its second colour",
  );
  const colour = product.colors[1] ?? "";
  const url = product.colorImages?.find((entry) => entry.color === colour)?.url ?? "";
  return { product, colour, file: url.slice(url.lastIndexOf("/") + 1), count: new Set([url, ...product.images]).size };
}

/** The page's main picture (the gallery's large one). */
function mainPicture(page: Page): Locator {
  return page.locator("img.product-zoom__image");
}

/** The cart line's picture (a mouse shortcut beside the line's name, hidden from screen readers). */
function linePicture(page: Page): Locator {
  return page.locator(".cart-line__image img");
}

/** The picture file an image shows, through the image CDN's `url=`. */
async function fileOf(picture: Locator): Promise<string> {
  const src = (await picture.getAttribute("src")) ?? "";
  const source = new URL(src, baseUrl).searchParams.get("url") ?? src;
  return source.slice(source.lastIndexOf("/") + 1);
}

/** The picture file the product page's main image shows. */
function mainFile(page: Page): Promise<string> {
  return fileOf(mainPicture(page));
}

function frenchColour(value: string): string {
  return (frenchLabels.colors as Record<string, string>)[value] ?? value;
}

describe("a colour's picture on the product page", () => {
  for (const width of [1280, 375]) {
    it(`at ${width} px, choosing a colour shows its picture, named by its alt; a reload keeps it; Add to Cart sends it; the cart line shows it`, async () => {
      const { product, colour, file, count } = await colourfulProduct();
      const alt = `${product.name} in ${colour}, image 1 of ${count}`;
      await withBrowser(
        async (session) => {
          const { page, errors } = await session.newPage();
          await page.goto(`${baseUrl}/product/${product.id}`);
          const colours = page.getByRole("group", { name: /^Colour:/ });
          const link = colours.getByRole("link", { name: colour, exact: true });
          expect(await link.getAttribute("aria-current")).toBeNull();
          expect(await mainFile(page)).not.toBe(file);

          await link.click();
          await page.waitForURL((url) => url.searchParams.get("colour") === colour, POLL);
          await page.getByRole("group", { name: `Colour: ${colour}` }).waitFor(POLL);
          await page.getByRole("img", { name: alt, exact: true }).waitFor(POLL);
          expect(await mainFile(page)).toBe(file);
          expect(await link.getAttribute("aria-current")).toBe("true");
          // Still the page's largest picture: fetched first, never lazily.
          expect(await mainPicture(page).getAttribute("fetchpriority")).toBe("high");
          expect(await mainPicture(page).getAttribute("loading")).not.toBe("lazy");
          expect(await seriousAxeViolations(page)).toEqual([]);

          await page.reload();
          expect(await mainFile(page)).toBe(file);
          expect(await mainPicture(page).getAttribute("alt")).toBe(alt);

          await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
          await expect
            .poll(() => cookieJson(session.context, baseUrl, "cartItems"), POLL)
            .toEqual([[product.id, 1, 0, 1]]);

          // The cart line shows the colour it holds, named as the product page names it.
          await page.goto(`${baseUrl}/addcart`);
          await linePicture(page).waitFor(POLL);
          expect(await fileOf(linePicture(page))).toBe(file);
          expect(await linePicture(page).getAttribute("alt")).toBe(`${product.name} in ${colour}`);
          expect(await seriousAxeViolations(page)).toEqual([]);
          expect(errors).toEqual([]);
        },
        { viewport: { width, height: width === 375 ? 740 : 800 } },
      );
    });
  }

  it("without JavaScript the colour link shows its picture, on the French page in French, and Add to Cart sends it to the line", async () => {
    const { product, colour, file, count } = await colourfulProduct();
    const french = await productById(baseUrl, product.id, "fr");
    await withBrowser(
      async (session) => {
        const { page } = await session.newPage();
        await page.goto(`${baseUrl}/fr/product/${product.id}`);
        await page
          .getByRole("group", { name: /^Couleur\s:/ })
          .getByRole("link", { name: frenchColour(colour), exact: true })
          .click();
        await page.waitForURL((url) => url.pathname === `/fr/product/${product.id}` && url.search !== "", POLL);
        expect(new URL(page.url()).searchParams.get("colour")).toBe(colour);
        expect(await mainFile(page)).toBe(file);
        expect(await mainPicture(page).getAttribute("alt")).toBe(
          `${french.name}, coloris ${frenchColour(colour)}, image 1 sur ${count}`,
        );

        await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click();
        await page.waitForURL((url) => url.pathname === "/fr/addcart", POLL);
        expect(await cookieJson(session.context, baseUrl, "cartItems")).toEqual([[product.id, 1, 0, 1]]);
        expect(await fileOf(linePicture(page))).toBe(file);
        expect(await linePicture(page).getAttribute("alt")).toBe(`${french.name}, coloris ${frenchColour(colour)}`);
      },
      { javaScriptEnabled: false },
    );
  });
});
