// The account screens in French (issue 38): sign-in, registration, password reset, the account
// area and its menu, the address book and form, the wallet and the contact page under /fr, with
// their validation messages, alerts and redirects, every link they draw staying under /fr/.
import type { Dialog, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { freshClientAddress } from "../support/client-addresses";
import { postFrom, REGISTER_POSTS } from "../support/fetch-from";
import { registerCustomer, signInContext } from "../support/accounts";
import { allProducts, pickProduct, productById } from "../support/catalogue";
import { checkAtAllWidths } from "../support/page-checks";
import { describedError } from "../support/form-checks";
import { sharedContext } from "../support/shared-context";

const baseUrl = inject("baseUrl");

const main = (page: Page) => page.getByRole("main");
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** The paths of the links and forms inside the page's main content. */
async function mainTargets(page: Page): Promise<string[]> {
  return main(page)
    .locator("a[href^='/'], form[action^='/']")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? node.getAttribute("action") ?? ""));
}

/** Waits until the page's script has taken over the form (its submit button is enabled and hydrated). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector("main button[type=submit]");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
}

async function clickForAlert(page: Page, click: () => Promise<void>): Promise<string> {
  const dialog = page.waitForEvent("dialog");
  await click();
  const opened: Dialog = await dialog;
  const message = opened.message();
  await opened.accept();
  return message;
}

describe("the account screens in French", () => {
  const browser = sharedContext(baseUrl);
  const noScript = sharedContext(baseUrl, { javaScriptEnabled: false });

  it("signs in on /fr/login in French: words, validation, the welcome alert and home in French", async () => {
    const customer = await registerCustomer(baseUrl, "Zoé");
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/fr/login`);
    await h1(page).filter({ hasText: "Se connecter" }).waitFor();
    expect(await page.title()).toMatch(/^Se connecter \| /);
    expect(await main(page).getByRole("link", { name: "Mot de passe oublié?" }).getAttribute("href")).toBe(
      "/fr/reset-password",
    );
    expect(await main(page).getByRole("link", { name: "Créer un compte" }).getAttribute("href")).toBe("/fr/register");
    await main(page).getByRole("button", { name: "Afficher le mot de passe" }).waitFor();
    await hydrated(page);
    await main(page).getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect.poll(() => describedError(page, "Courriel")).toBe("Veuillez entrer votre courriel.");
    expect(await describedError(page, "Mot de passe")).toBe("Veuillez entrer votre mot de passe.");

    await main(page).getByLabel("Courriel", { exact: true }).fill(customer.email);
    await main(page).getByLabel("Mot de passe", { exact: true }).fill("Wrong1234");
    await main(page).getByRole("button", { name: "Se connecter", exact: true }).click();
    await main(page).getByRole("alert").locator("p").waitFor();
    expect((await main(page).getByRole("alert").innerText()).trim()).toBe("Courriel ou mot de passe invalide.");

    await main(page).getByLabel("Mot de passe", { exact: true }).fill(customer.password);
    const welcome = await clickForAlert(page, () =>
      main(page).getByRole("button", { name: "Se connecter", exact: true }).click(),
    );
    expect(welcome).toBe(`Bienvenue, ${customer.name}!`);
    await page.waitForURL(`${baseUrl}/fr/`);
    expect(errors.filter((line) => !/status of 401/.test(line))).toEqual([]);
  });

  it("registers on /fr/register with French rules, the French alert and the French sign-in form after", async () => {
    const { page, errors } = await browser.newPage();
    // From an address of its own: Chromium's 127.0.0.1 has one registration allowance per stack.
    await postFrom(page, REGISTER_POSTS, freshClientAddress(), baseUrl);
    await page.goto(`${baseUrl}/fr/register`);
    await h1(page).filter({ hasText: "Créer un compte" }).waitFor();
    expect(await main(page).getByRole("link", { name: "Se connecter" }).getAttribute("href")).toBe("/fr/login");
    await main(page)
      .getByText("Au moins 8 caractères, dont une lettre majuscule, une lettre minuscule et un chiffre.")
      .waitFor();
    await hydrated(page);
    const form = main(page);
    await form.getByLabel("Courriel", { exact: true }).fill("pas-un-courriel");
    await form.getByLabel("Mot de passe", { exact: true }).fill("secret123");
    await form.getByRole("button", { name: "Créer le compte" }).click();
    await expect.poll(() => describedError(page, "Prénom")).toBe("Le prénom est obligatoire.");
    expect(await describedError(page, "Nom de famille")).toBe("Le nom de famille est obligatoire.");
    expect(await describedError(page, "Courriel")).toBe("Veuillez entrer une adresse courriel valide.");
    expect(await describedError(page, "Numéro de téléphone")).toBe("Le numéro de téléphone est obligatoire.");
    expect(await describedError(page, "Mot de passe")).toBe(
      "Le mot de passe doit contenir au moins une lettre majuscule.",
    );

    const email = `e2e-fr-${Date.now().toString(36)}@shop.test`;
    await form.getByLabel("Prénom", { exact: true }).fill("Zoé");
    await form.getByLabel("Nom de famille", { exact: true }).fill("Tremblay");
    await form.getByLabel("Courriel", { exact: true }).fill(email);
    await form.getByLabel("Numéro de téléphone", { exact: true }).fill("5145550100");
    await form.getByLabel("Mot de passe", { exact: true }).fill("Secret123");
    const registered = await clickForAlert(page, () => form.getByRole("button", { name: "Créer le compte" }).click());
    expect(registered).toBe("Votre compte a été créé!");
    await page.waitForURL(`${baseUrl}/fr/login`);
    await h1(page).filter({ hasText: "Se connecter" }).waitFor();
    expect(await main(page).getByLabel("Courriel", { exact: true }).inputValue()).toBe(email);
    expect(errors).toEqual([]);
  });

  it("asks for a reset link on /fr/reset-password in French", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/fr/reset-password`);
    await h1(page).filter({ hasText: "Réinitialiser le mot de passe" }).waitFor();
    await hydrated(page);
    await main(page).getByRole("button", { name: "Recevoir un lien de réinitialisation" }).click();
    await expect.poll(() => describedError(page, "Nom d’utilisateur ou courriel")).toBe("Ce champ est obligatoire");
    await main(page).getByLabel("Nom d’utilisateur ou courriel", { exact: true }).fill("personne@shop.test");
    await main(page).getByRole("button", { name: "Recevoir un lien de réinitialisation" }).click();
    await main(page).getByRole("heading", { name: "Lien de réinitialisation demandé" }).waitFor();
    await main(page).getByText("Si un compte correspond à personne@shop.test, nous avons envoyé un lien").waitFor();
    expect(await main(page).getByRole("link", { name: "Retour à la connexion" }).getAttribute("href")).toBe(
      "/fr/login",
    );
    expect(errors.filter((line) => !/status of 400/.test(line))).toEqual([]);
  });

  it("shows a guest the French account area, and a customer theirs; Sign Out lands on the French sign-in form", async () => {
    const { page, errors } = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/fr/overview`);
    await h1(page).filter({ hasText: "Aperçu" }).waitFor();
    const menu = page.getByRole("navigation", { name: "Compte" });
    await menu.getByRole("link", { name: "Se connecter" }).waitFor();
    expect(await menu.getByRole("link", { name: "Aperçu" }).getAttribute("aria-current")).toBe("page");
    await main(page).getByRole("link", { name: "Créer un compte" }).waitFor();

    const customer = await registerCustomer(baseUrl, "Élise");
    await signInContext(page, baseUrl, customer);
    await page.goto(`${baseUrl}/fr/UserProfile`);
    await h1(page)
      .filter({ hasText: `Bonjour, ${customer.name}` })
      .waitFor();
    expect(await page.title()).toMatch(/^Bonjour, /);
    expect(await menu.getByRole("link").allInnerTexts()).toEqual([
      "Aperçu",
      "Commandes et retours",
      "Collection et liste de souhaits",
      "Alertes de retour en stock",
      "Profil",
      "Préférences de courriel",
      "Vos données",
      "Nous joindre",
    ]);
    expect(await menu.getByRole("link", { name: "Profil" }).getAttribute("aria-current")).toBe("page");
    const tiles = main(page).getByRole("list", { name: "Votre compte" });
    expect(await tiles.getByRole("link").allInnerTexts()).toEqual([
      "Commandes",
      "Collection et liste de souhaits",
      "Portefeuille",
      "Adresses",
      "Nous joindre",
    ]);
    await main(page).getByRole("heading", { name: "Vos appareils" }).waitFor();
    const targets = [
      ...(await mainTargets(page)),
      ...(await menu
        .locator("a, form")
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? node.getAttribute("action") ?? ""))),
    ];
    expect(targets.length).toBeGreaterThan(10);
    expect(targets.filter((target) => !target.startsWith("/fr/"))).toEqual([]);

    await menu.getByRole("button", { name: "Se déconnecter" }).click();
    await page.waitForURL(`${baseUrl}/fr/login`);
    await h1(page).filter({ hasText: "Se connecter" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("adds and deletes an address in French, with French field messages and the way back under /fr", async () => {
    const customer = await registerCustomer(baseUrl, "Maude");
    const { page, errors } = await browser.newPage();
    await signInContext(page, baseUrl, customer);
    await page.goto(`${baseUrl}/fr/your-address`);
    await h1(page).filter({ hasText: "Vos adresses" }).waitFor();
    await main(page).getByText("Vous n’avez encore aucune adresse enregistrée.").waitFor();
    const add = main(page).getByRole("link", { name: "Ajouter une adresse" });
    expect(await add.getAttribute("href")).toBe("/fr/address-form?returnTo=/fr/your-address");
    await add.click();
    await page.waitForURL(`${baseUrl}/fr/address-form?returnTo=/fr/your-address`);
    const form = main(page);
    await form.locator("#address-province option:not([value=''])").first().waitFor({ state: "attached" });
    await hydrated(page);
    expect(await form.getByRole("link", { name: "Annuler" }).getAttribute("href")).toBe("/fr/your-address");
    await form.getByRole("button", { name: "Enregistrer l’adresse" }).click();
    await expect.poll(() => describedError(page, "Nom complet")).toBe("Ce champ est obligatoire");
    expect(await describedError(page, "Code postal")).toBe("Ce champ est obligatoire");

    await form.getByLabel("Nom complet", { exact: true }).fill("Maude Roy");
    await form.getByLabel("Courriel", { exact: true }).fill("maude@shop.test");
    await form.getByLabel("Numéro de cellulaire", { exact: true }).fill("5145550101");
    await form.getByLabel("Numéro et rue", { exact: true }).fill("12 rue Cartier");
    await form.getByLabel("Quartier", { exact: true }).fill("Plateau");
    await form.getByLabel("Ville", { exact: true }).fill("Montréal");
    await form.getByLabel("Province", { exact: true }).selectOption("Ontario");
    await form.getByLabel("Code postal", { exact: true }).fill("H2X 1Y4");
    await form.getByRole("button", { name: "Enregistrer l’adresse" }).click();
    await expect
      .poll(() => describedError(page, "Code postal"))
      .toBe("Un code postal de l’Ontario commence par K, L, M, N ou P.");
    await form.getByLabel("Province", { exact: true }).selectOption("Quebec");
    await form.getByRole("button", { name: "Enregistrer l’adresse" }).click();

    await page.waitForURL((url) => url.pathname === "/fr/your-address");
    await main(page).getByText("Votre nouvelle adresse a été enregistrée.").waitFor();
    const card = main(page).getByRole("article", { name: "Maude Roy" });
    await card.getByText("Nouvelle").waitFor();
    // confirm() holds the click until it is answered: the answer is set up first.
    const questions: string[] = [];
    page.once("dialog", (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await card.getByRole("button", { name: "Supprimer l’adresse de Maude Roy, 12 rue Cartier" }).click();
    await main(page).getByText("L’adresse de Maude Roy a été supprimée.").waitFor();
    expect(questions).toEqual(["Supprimer cette adresse?"]);
    expect(errors).toEqual([]);
  });

  it("shows the wallet and the contact page in French, the contact form's messages too", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/fr/wallet`);
    await h1(page).filter({ hasText: "Portefeuille" }).waitFor();
    expect(await page.title()).toMatch(/^Portefeuille \| /);
    expect(await main(page).getByRole("link", { name: "Continuer à magasiner" }).getAttribute("href")).toBe(
      "/fr/all-product",
    );
    expect(await main(page).getByRole("link", { name: "Vos commandes" }).getAttribute("href")).toBe("/fr/your-orders");

    await page.goto(`${baseUrl}/fr/contact`);
    await h1(page).filter({ hasText: "Nous joindre" }).waitFor();
    await main(page).getByRole("heading", { name: "Écrivez-nous" }).waitFor();
    await hydrated(page);
    await main(page).getByLabel("Message", { exact: true }).fill("Court");
    await main(page).getByRole("button", { name: "Envoyer le message" }).click();
    await expect.poll(() => describedError(page, "Nom")).toBe("Ce champ est obligatoire");
    expect(await describedError(page, "Message")).toBe("Veuillez entrer au moins 10 caractères.");
    expect((await mainTargets(page)).filter((target) => !target.startsWith("/fr/"))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("shows the wishlist, the back-in-stock alerts and the stop link's page in French", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/fr/wishlist`);
    await h1(page).filter({ hasText: "Ma liste de souhaits" }).waitFor();
    await main(page).getByText("Votre liste de souhaits est vide.").waitFor();
    expect(await main(page).getByRole("link", { name: "Parcourir les produits" }).getAttribute("href")).toBe(
      "/fr/all-product",
    );

    await page.goto(`${baseUrl}/fr/stock-alerts`);
    await h1(page).filter({ hasText: "Alertes de retour en stock" }).waitFor();
    await main(page).getByText("Vos alertes de retour en stock sont conservées avec votre compte.").waitFor();
    const customer = await registerCustomer(baseUrl, "Luc");
    await signInContext(page, baseUrl, customer);
    await page.goto(`${baseUrl}/fr/stock-alerts`);
    await main(page).getByText("Vous n’avez aucune alerte de retour en stock.", { exact: false }).waitFor();

    await page.goto(`${baseUrl}/fr/stock-alerts/stop?token=nope`);
    await h1(page).filter({ hasText: "Arrêter les alertes de retour en stock" }).waitFor();
    await main(page).getByText("Ce lien n’est pas valide.", { exact: false }).waitFor();
    expect((await mainTargets(page)).filter((target) => !target.startsWith("/fr/"))).toEqual([]);
    // A link that is not valid answers 404, which Chromium logs.
    expect(errors.filter((line) => !/status of 404/.test(line))).toEqual([]);
  });

  it("a heart, a back-in-stock alert and the alert list's visit post to their French routes", async () => {
    const products = await allProducts(baseUrl);
    const inStock = await productById(baseUrl, pickProduct(products, (p) => p.stock > 0, "product in stock").id, "fr");
    const soldOut = await productById(
      baseUrl,
      pickProduct(products, (p) => p.stock === 0, "sold-out product").id,
      "fr",
    );
    const { page, errors } = await browser.newPage();
    await signInContext(page, baseUrl, await registerCustomer(baseUrl, "Zoé"));
    const posts: string[] = [];
    let shopperReads = 0;
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === "POST") posts.push(pathname);
      else if (pathname === "/shopper.data") shopperReads += 1;
    });

    await page.goto(`${baseUrl}/fr/product/${inStock.id}`);
    await h1(page).filter({ hasText: inStock.name }).waitFor();
    await page.getByRole("banner").getByRole("link", { name: "Liste de souhaits, 0 article", exact: true }).waitFor();
    shopperReads = 0;
    // The buy box's heart (its form is outside Add to Cart's), not a similar product's.
    const heart = main(page).locator("button.wishlist-toggle[form]");
    await heart.click();
    await main(page).getByRole("button", { name: "Dans la liste de souhaits", exact: true }).waitFor();
    // Kept once saved: the shopper's list, read again after the French post, holds it.
    await expect.poll(() => heart.getAttribute("aria-busy")).toBeNull();
    expect(await heart.getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("banner").getByRole("link", { name: "Liste de souhaits, 1 article", exact: true }).waitFor();
    expect(shopperReads).toBe(1);

    await page.goto(`${baseUrl}/fr/product/${soldOut.id}`);
    await main(page).getByRole("button", { name: "M’aviser du retour en stock", exact: true }).click();
    await main(page).getByText("Nous vous aviserons", { exact: true }).waitFor();
    // Opening the list marks what it shows in stock as seen: a post of its own.
    await page.goto(`${baseUrl}/fr/stock-alerts`);
    await main(page).getByRole("article").first().waitFor();
    // The list names the product in French, as its page did.
    const listed = await main(page).getByRole("article").first().innerText();
    expect(listed).toContain(soldOut.name);
    const englishName = products.find((product) => product.id === soldOut.id)?.name ?? "";
    expect(englishName !== soldOut.name && listed.includes(englishName)).toBe(false);
    await expect.poll(() => posts.length).toBe(3);
    expect(posts).toEqual(["/fr/wishlist/change.data", "/fr/stock-alerts.data", "/fr/stock-alerts.data"]);
    expect(errors).toEqual([]);
  });

  it("without script a heart on a French product page posts to /fr/wishlist/change and comes back to the page", async () => {
    const products = await allProducts(baseUrl);
    const inStock = await productById(baseUrl, pickProduct(products, (p) => p.stock > 0, "product in stock").id, "fr");
    const plain = await noScript.newPage();
    const documentPosts: string[] = [];
    plain.page.on("request", (request) => {
      if (request.method() === "POST") documentPosts.push(new URL(request.url()).pathname);
    });
    const page = `/fr/product/${inStock.id}`;
    await plain.page.goto(`${baseUrl}${page}`);
    const cameBack = plain.page.waitForResponse(
      (response) =>
        response.request().isNavigationRequest() &&
        response.request().method() === "GET" &&
        new URL(response.url()).pathname === page,
    );
    await main(plain.page).getByRole("button", { name: "Liste de souhaits", exact: true }).click();
    await cameBack;
    await h1(plain.page).filter({ hasText: inStock.name }).waitFor();
    expect(await plain.page.locator("html").getAttribute("lang")).toBe("fr-CA");
    await main(plain.page).getByRole("button", { name: "Ajouter au panier", exact: true }).waitFor();
    expect(documentPosts).toEqual(["/fr/wishlist/change"]);
    expect(plain.errors).toEqual([]);
  });

  it("lays out the French sign-in form at the three widths without a problem", async () => {
    const { page } = await browser.newPage();
    const problems = await checkAtAllWidths(page, `${baseUrl}/fr/login`, "fr-login", (page) =>
      h1(page).filter({ hasText: "Se connecter" }).waitFor(),
    );
    expect(problems).toEqual([]);
  });
});
