// The shop in French (issue 38), the catalogue's screens: the listing with its filters, sort and
// pager, the readable category paths, search, the product page (buy box, details, reviews, similar
// products), compare, the studio and baby care pages, each whole in French under /fr with every
// link it draws staying there. The English specs of the same screens stay as they are.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import frenchLabels from "@domain/option-labels-fr.json";
import { registerCustomer, signInContext } from "../support/accounts";
import { allProducts, pickProduct, productById } from "../support/catalogue";
import { checkAtAllWidths } from "../support/page-checks";
import { sharedContext } from "../support/shared-context";

const baseUrl = inject("baseUrl");

/** A page answered 404 on purpose (an unknown category or product) logs its status: nothing else may. */
const NOT_FOUND_LOG = "console: Failed to load resource: the server responded with a status of 404 (Not Found)";
const unexpected = (errors: readonly string[]) => errors.filter((error) => !error.startsWith(NOT_FOUND_LOG));

/** The links the page's main content draws to the shop's own pages. */
async function mainLinks(page: Page): Promise<string[]> {
  return page.locator("main a[href^='/']").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

async function listingReady(page: Page): Promise<void> {
  await page.locator(".product-grid .product-card").first().waitFor();
}

describe("the catalogue's screens in French", () => {
  const browser = sharedContext(baseUrl);
  const signedIn = sharedContext(baseUrl);

  it("shows /fr/all-product in French: heading, filters, sort, pager, and links kept under /fr/", async () => {
    const { page, errors } = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/fr/all-product`);
    await listingReady(page);
    expect(await page.title()).toMatch(/^Tous les produits \| /);
    await page.getByRole("heading", { level: 1, name: "Tous les produits" }).waitFor();
    const filters = page.locator("#catalogue-filters");
    await filters.getByRole("heading", { name: "Filtres" }).waitFor();
    await filters.getByRole("heading", { name: "Catégories" }).waitFor();
    await filters.getByRole("heading", { name: "Prix", exact: true }).waitFor();
    await page.getByLabel("Prix minimum").waitFor();
    await page.getByRole("group", { name: "Disponibilité" }).getByText("En stock seulement").waitFor();
    await page.getByRole("radio", { name: "Toutes les évaluations" }).waitFor();
    const sort = page.getByLabel("Trier par");
    expect(await sort.locator("option").allTextContents()).toEqual([
      "En vedette",
      "Prix\u00a0: du plus bas au plus élevé",
      "Prix\u00a0: du plus élevé au plus bas",
      "Les mieux notés",
      "Nouveautés",
      "Meilleurs rabais",
    ]);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await pages.getByText(/^Page 1 sur \d+$/).waitFor();
    expect(await pages.getByRole("link", { name: "Suivante" }).getAttribute("href")).toMatch(/^\/fr\/all-product\?/);
    await page.getByText(/^Produits 1 à \d+ sur \d+$/).waitFor();
    const links = await mainLinks(page);
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((href) => !href.startsWith("/fr/"))).toEqual([]);
    // A card's price and rating read in French: a decimal comma, thousands parted by a no-break space.
    const card = page.locator(".product-grid .product-card").first();
    expect(await card.locator(".rating").getAttribute("aria-label")).toMatch(
      /^Noté \d(,5)? sur 5, \d{1,3}(\u00a0\d{3})* évaluations?$/,
    );
    expect(await card.locator(".price__now").innerText()).toMatch(/^\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0₹$/);

    // Sorting keeps the page French.
    await sort.selectOption("price-asc");
    await page.waitForURL(/\/fr\/all-product\?.*sort=price-asc/);
    await page.getByRole("heading", { level: 1, name: "Tous les produits" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("words a link's wrong values and a category's page in French", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/fr/filter-side?sort=nope&minRating=9`);
    await listingReady(page);
    await page.getByText("L’ordre de tri de ce lien est inconnu\u00a0: l’ordre habituel est affiché.").waitFor();
    await page
      .getByText("L’évaluation de ce lien n’est pas valide\u00a0: toutes les évaluations sont affichées.")
      .waitFor();

    await page.goto(`${baseUrl}/fr/filter-side?cat=999999`);
    await page.getByText("Catégorie introuvable.").waitFor();
    expect(await page.getByRole("link", { name: "Voir tous les produits" }).getAttribute("href")).toBe(
      "/fr/all-product",
    );

    await page.goto(`${baseUrl}/fr/baby-care`);
    await page.getByRole("heading", { level: 1, name: "Soins pour bébé" }).waitFor();
    await page.getByRole("heading", { name: "Essentiels pour bébé" }).waitFor();
    expect(await page.title()).toMatch(/^Soins pour bébé \| /);
    const crumbs = page.getByRole("navigation", { name: "Fil d’Ariane" });
    expect(await crumbs.getByRole("link", { name: "Tous les produits" }).getAttribute("href")).toBe("/fr/all-product");
    expect(await page.getByRole("link", { name: "Filtrer par prix et par catégorie" }).getAttribute("href")).toMatch(
      /^\/fr\/filter-side\?subcat=\d+$/,
    );

    await page.goto(`${baseUrl}/fr/studio/design`);
    await page.getByRole("heading", { level: 1, name: "Studio de design" }).waitFor();
    await page.getByRole("list", { name: "Comment ça marche" }).getByText("Partagez votre idée").waitFor();

    await page.goto(`${baseUrl}/fr/nowhere/nothing`);
    await page.getByRole("heading", { level: 1, name: "Catégorie introuvable." }).waitFor();
    await page.getByText("Nous n’avons trouvé aucune catégorie à l’adresse /nowhere/nothing.").waitFor();
    expect((await mainLinks(page)).filter((href) => !href.startsWith("/fr/"))).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
  });

  it("searches in French: results, counts, and the ideas when nothing matches", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/fr/search?q=shirt`);
    await listingReady(page);
    await page.getByRole("heading", { level: 1, name: "Résultats de recherche pour « shirt »" }).waitFor();
    await page.getByText(/^\d+ produits? trouvés?$/).waitFor();
    expect(await page.title()).toMatch(/^Recherche\u00a0: shirt \| /);

    await page.goto(`${baseUrl}/fr/search?q=zzqqxx`);
    await page.getByText("Aucun produit ne correspond à « zzqqxx ».").waitFor();
    await page.getByText("Vérifiez l’orthographe.").waitFor();
    expect((await mainLinks(page)).filter((href) => !href.startsWith("/fr/"))).toEqual([]);

    await page.goto(`${baseUrl}/fr/search`);
    await page.getByRole("heading", { level: 1, name: "Rechercher dans la boutique" }).waitFor();
    expect(await page.getByRole("link", { name: "parcourez tous les produits" }).getAttribute("href")).toBe(
      "/fr/all-product",
    );
    expect(errors).toEqual([]);
  });

  it("shows a product page in French: buy box, details, reviews, similar products, compare", async () => {
    const products = await allProducts(baseUrl);
    const product = await productById(
      baseUrl,
      pickProduct(
        products,
        (candidate) => candidate.stock > 3 && candidate.sizes.length > 0 && candidate.colors.length > 0,
        "product in stock with sizes and colours",
      ).id,
      "fr",
    );
    const { page, errors } = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/fr/product/${product.id}`);
    await page.getByRole("heading", { level: 1, name: product.name }).waitFor();
    await page.getByRole("button", { name: "Ajouter au panier" }).waitFor();
    await page.getByText("Prix de vente recommandé").waitFor();
    await page.getByText("En stock", { exact: true }).waitFor();
    const size = product.sizes[0] ?? "";
    // A size that is a word shows by its French label; letter sizes and measures as they are.
    const sizeText = (frenchLabels.sizes as Record<string, string>)[size] ?? size;
    await page.getByRole("group", { name: `Taille\u00a0: ${sizeText}` }).waitFor();
    // Chromium here has a clipboard and no share sheet: Share is "Copy link" (issue 40, phone-layout.test.ts).
    await page.getByRole("button", { name: "Copier le lien", exact: true }).waitFor();
    await page.getByRole("heading", { name: "Détails du produit" }).waitFor();
    await page.getByRole("heading", { name: "Avis", exact: true }).waitFor();
    await page.getByRole("heading", { name: "Rédiger un avis" }).waitFor();
    await page.getByRole("button", { name: "Publier l’avis" }).waitFor();
    await page.getByRole("heading", { name: "Produits semblables" }).waitFor();
    const links = await mainLinks(page);
    expect(links.length).toBeGreaterThan(2);
    expect(links.filter((href) => !href.startsWith("/fr/"))).toEqual([]);

    await page.getByRole("button", { name: "Ajouter à la comparaison" }).click();
    await page.getByText("Ajouté à la comparaison").waitFor();
    expect(await page.getByRole("link", { name: "Voir la liste de comparaison" }).getAttribute("href")).toBe(
      "/fr/compare",
    );
    await page.getByRole("link", { name: "Voir la liste de comparaison" }).click();
    await page.getByRole("heading", { level: 1, name: "Comparer des produits" }).waitFor();
    const table = page.getByRole("region", { name: "Tableau comparatif" });
    await table.getByRole("rowheader", { name: "Prix de vente" }).waitFor();
    await table.getByRole("button", { name: `Retirer ${product.name} de la comparaison` }).click();
    await page.getByText("Votre liste de comparaison est vide.").waitFor();
    expect(await page.getByRole("link", { name: "Parcourir les produits" }).getAttribute("href")).toBe(
      "/fr/all-product",
    );

    await page.goto(`${baseUrl}/fr/product/99999999`);
    await page.getByRole("heading", { level: 1, name: "Produit introuvable." }).waitFor();
    expect(await page.getByRole("link", { name: "Continuer à magasiner" }).getAttribute("href")).toBe(
      "/fr/all-product",
    );
    expect(unexpected(errors)).toEqual([]);
  });

  it("words the review form's validation in French for a signed-in customer", async () => {
    const customer = await registerCustomer(baseUrl, "Élise");
    const product = pickProduct(await allProducts(baseUrl), (candidate) => candidate.stock > 0, "product in stock");
    const { page, errors } = await signedIn.newPage();
    await signInContext(page, baseUrl, customer);
    await page.goto(`${baseUrl}/fr/product/${product.id}`);
    await page.getByRole("heading", { name: "Rédiger un avis" }).waitFor();
    await page.getByRole("button", { name: "Publier l’avis" }).click();
    await page.getByText("Veuillez choisir une évaluation de 1 à 5 étoiles.").waitFor();
    await page.getByText("Veuillez écrire quelques mots sur le produit.").waitFor();
    expect(errors).toEqual([]);
  });

  it("lays the French listing out at every width", async () => {
    const { page } = await browser.newPage();
    const problems = await checkAtAllWidths(page, `${baseUrl}/fr/all-product`, "fr-all-product", listingReady);
    expect(problems).toEqual([]);
  });
});
