/**
 * The cart, checkout, payment and payment result screens in French (issue 38, step 2): their
 * headings, buttons, labels and messages from the French catalogue, and every link, form and
 * redirect staying under /fr (a card payment returns to /fr/complete). The English specs of the
 * same screens (cart, checkout, payment) hold the English texts.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Product } from "@/domain/product";
import { initial } from "@/lib/i18n/elision";
import { registerCustomer, signInContext } from "../support/accounts";
import { openBrowser, type BrowserSession, type TrackedPage } from "../support/browser";
import { allProducts, pickProduct, productById } from "../support/catalogue";
import { addAddress, putCart } from "../support/checkout";
import { setCookieJson, type CartCookieEntry } from "../support/cookies";
import { checkAtAllWidths } from "../support/page-checks";
import { sharedContext } from "../support/shared-context";

const baseUrl = inject("baseUrl");
const TEST_TIMEOUT_MS = 180_000;
const POLL = { timeout: 20_000 };
const FUTURE_EXPIRY = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`;

/** The hrefs of the page's own links inside `scope` (the screen, not the frame). */
async function shopLinks(page: Page, scope: string): Promise<string[]> {
  return page
    .locator(`${scope} a[href^='/']`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

/** A product with stock to spare, as a French page names it (the catalogue's French, issue 38). */
async function wellStocked(): Promise<Product> {
  const products = (await allProducts(baseUrl)).filter((product) => product.stock >= 20);
  const start = Math.floor(Math.random() * Math.max(products.length - 1, 1));
  return productById(
    baseUrl,
    pickProduct(products.slice(start), () => true, "product with 20 or more in stock").id,
    "fr",
  );
}

async function openFrenchCart(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/fr/addcart`);
  await page.getByRole("heading", { level: 1, name: "Panier" }).waitFor(POLL);
}

describe("the cart in French (/fr/addcart)", () => {
  const browser = sharedContext(baseUrl);
  const noScript = sharedContext(baseUrl, { javaScriptEnabled: false });

  it(
    "a guest's cart: labels, quantity, summary, Passer la commande to /fr/login, removal and the empty cart",
    async () => {
      const product = await wellStocked();
      const entries: CartCookieEntry[] = [[product.id, 2, -1, -1]];
      await setCookieJson(browser.context, baseUrl, "cartItems", entries);
      const { page, errors } = await browser.newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
      await openFrenchCart(page);
      expect(await page.title()).toMatch(/^Panier \| /);

      const steps = page.getByRole("navigation", { name: "Étapes du paiement" }).getByRole("listitem");
      expect(await steps.allTextContents()).toEqual(["1Panier", "2Adresse", "3Paiement"]);
      await page.getByText("100 % SÉCURISÉ").waitFor();
      await page.getByText("1 article sélectionné sur 1", { exact: true }).waitFor(POLL);
      await page.getByRole("checkbox", { name: "Tout sélectionner" }).waitFor();
      await page.getByRole("heading", { level: 2, name: "Offre disponible" }).waitFor();
      const line = page.getByRole("list", { name: "Articles de votre panier" }).getByRole("listitem");
      await line.getByText("N° 1 des ventes").waitFor();
      await line.getByText("En stock", { exact: true }).waitFor();
      await page.getByRole("checkbox", { name: `Sélectionner ${product.name}` }).waitFor();
      // "de" elided before a vowel: "Quantité d’Étui à crayons..." (the product drawn varies by run).
      const of = initial(product.name) === "vowel" ? `d’${product.name}` : `de ${product.name}`;
      const quantity = page.getByRole("group", { name: `Quantité ${of}` });
      expect((await quantity.locator(".quantity__value").textContent())?.replace(/\s+/g, " ").trim()).toBe(
        "Quantité 2",
      );
      await page.getByRole("button", { name: `Diminuer la quantité ${of}` }).click();
      await expect
        .poll(async () => (await quantity.locator(".quantity__value").textContent())?.replace(/\s+/g, " ").trim(), POLL)
        .toBe("Quantité 1");
      const summary = page.getByRole("region", { name: "Détails du prix" });
      await summary.getByText("Articles sélectionnés").waitFor();
      await summary.getByText("Total du panier").waitFor();
      expect(await page.getByRole("link", { name: "Continuer à magasiner" }).getAttribute("href")).toBe(
        "/fr/all-product",
      );
      const links = await shopLinks(page, "main");
      expect(links.length).toBeGreaterThan(1);
      expect(links.filter((href) => !href.startsWith("/fr/"))).toEqual([]);

      // A guest signs in first (SPEC.md section 4), in French.
      await page.getByRole("button", { name: "Passer la commande" }).click();
      await page.waitForURL((url) => url.pathname === "/fr/login", POLL);
      expect(new URL(page.url()).searchParams.get("returnTo")).toMatch(/^\/fr\/Checkout2\?items=/);

      await openFrenchCart(page);
      await page.getByRole("button", { name: `Retirer ${product.name} du panier` }).click();
      await page.getByText("Votre panier est vide.").waitFor(POLL);
      expect(await page.getByRole("link", { name: "Parcourir les produits" }).getAttribute("href")).toBe(
        "/fr/all-product",
      );
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "without script, the line's forms post to /fr/addcart and the server brings the shopper back there",
    async () => {
      const product = await wellStocked();
      await setCookieJson(noScript.context, baseUrl, "cartItems", [[product.id, 1, -1, -1]]);
      const { page } = await noScript.newPage();
      await page.goto(`${baseUrl}/fr/addcart`);
      const remove = page.getByRole("button", { name: `Retirer ${product.name} du panier` });
      expect(await remove.evaluate((button) => button.closest("form")?.getAttribute("action"))).toBe("/fr/addcart");
      const posted = page.waitForResponse((response) => response.request().method() === "POST");
      await remove.click();
      expect((await posted).headers().location).toBe("/fr/addcart");
      await page.waitForLoadState();
      expect(page.url()).toBe(`${baseUrl}/fr/addcart`);
      expect(await page.getByRole("main").innerText()).toContain("Votre panier est vide.");
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "reads well at the three widths",
    async () => {
      const product = await wellStocked();
      await setCookieJson(browser.context, baseUrl, "cartItems", [[product.id, 1, -1, -1]]);
      const { page } = await browser.newPage();
      const problems = await checkAtAllWidths(page, `${baseUrl}/fr/addcart`, "french-cart", (ready) =>
        ready.getByRole("button", { name: "Passer la commande" }).waitFor(POLL),
      );
      expect(problems).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});

describe("checkout, payment and its result in French", () => {
  let session: BrowserSession;
  let tab: TrackedPage;
  let product: Product;
  let addressId: number;

  beforeAll(async () => {
    product = await wellStocked();
    const customer = await registerCustomer(baseUrl);
    session = await openBrowser({ cardPayments: true });
    tab = await session.newPage();
    await signInContext(tab.page, baseUrl, customer);
    addressId = (await addAddress(tab.page, baseUrl, "British Columbia")).id;
    await putCart(tab.page, baseUrl, [{ id: product.id, unit: 1 }]);
  }, TEST_TIMEOUT_MS);

  afterAll(async () => {
    await session?.close();
  });

  it(
    "from the cart through the address step and a declined card to /fr/complete, all in French",
    async () => {
      const { page, errors } = tab;
      await page.setViewportSize({ width: 1280, height: 900 });
      await openFrenchCart(page);
      await page.getByRole("button", { name: "Passer la commande" }).click();
      await page.waitForURL((url) => url.pathname === "/fr/Checkout2", POLL);
      await page.getByRole("heading", { level: 1, name: "Choisissez une adresse de livraison" }).waitFor(POLL);
      await page.getByRole("heading", { level: 2, name: "Adresse de livraison" }).waitFor();
      await page.getByRole("button", { name: "Ajouter une adresse" }).waitFor();
      await page
        .getByRole("group", { name: "Adresses enregistrées" })
        .getByText("Cellulaire\u00a0: 6045550100")
        .waitFor();
      await page.getByRole("heading", { level: 2, name: "Articles (1)" }).waitFor();
      const summary = page.getByRole("complementary", { name: "Sommaire des prix" });
      await summary.getByText("Taxes selon la province de livraison\u00a0: Colombie-Britannique").waitFor(POLL);
      await summary.getByText("Sous-total (1 article)").waitFor();
      expect(await shopLinks(page, "main").then((links) => links.filter((href) => !href.startsWith("/fr/")))).toEqual(
        [],
      );
      await page.getByRole("button", { name: "Continuer" }).click();

      await page.waitForURL((url) => url.pathname === "/fr/paymentpage", POLL);
      expect(new URL(page.url()).searchParams.get("addressId")).toBe(String(addressId));
      await page.getByRole("heading", { level: 1, name: "Paiement" }).waitFor(POLL);
      expect(await page.title()).toMatch(/^Paiement \| /);
      await page
        .getByRole("region", { name: "Sommaire de la commande" })
        .getByText("Province de livraison\u00a0:")
        .waitFor(POLL);
      const modes = page.getByRole("group", { name: "Choisissez un mode de paiement" });
      await modes.getByRole("radio", { name: "Carte de crédit ou de débit" }).waitFor();
      expect(
        await modes.getByText("Pas encore offert — payez par carte avec Paiement en ligne (Stripe).").count(),
      ).toBe(4);
      await modes.getByRole("radio", { name: "Paiement en ligne (Stripe)" }).check();
      await page.getByRole("heading", { level: 3, name: "Renseignements de la carte" }).waitFor(POLL);
      await page.getByText("Mode test").waitFor();
      await page.getByLabel("Numéro de carte").fill("4000 0000 0000 0002");
      const expiry = page.getByLabel("Date d’expiration (MM / AA)");
      expect(await expiry.getAttribute("placeholder")).toBe("MM / AA");
      await expiry.fill(FUTURE_EXPIRY);
      await page.getByLabel("CVC").fill("123");
      await page.getByText("Montant à payer\u00a0:").waitFor();
      await page.getByRole("button", { name: "Payer maintenant" }).click();
      // The sandbox's English refusal, worded in French.
      await page.locator(".pay-controls [role=alert] p").getByText("Votre carte a été refusée.").waitFor(POLL);

      await page.getByLabel("Numéro de carte").fill("4242 4242 4242 4242");
      await page.getByRole("button", { name: "Payer maintenant" }).click();
      await page.waitForURL((url) => url.pathname === "/fr/complete", POLL);
      await page.getByRole("heading", { level: 1, name: "Paiement réussi!" }).waitFor(POLL);
      expect(await page.title()).toMatch(/^Résultat du paiement \| /);
      const confirmation = page.getByRole("link", { name: "Voir la confirmation de commande" });
      expect(await confirmation.getAttribute("href")).toMatch(/^\/fr\/order-confirmation\?payment_intent=pi_/);
      expect(await page.getByRole("link", { name: "Continuer à magasiner" }).getAttribute("href")).toBe(
        "/fr/all-product",
      );
      await confirmation.click();
      await page.waitForURL((url) => url.pathname === "/fr/order-confirmation", POLL);
      // The declined card's answer is logged by the browser as a failed request, on purpose.
      expect(errors.filter((error) => !/status of 402/.test(error))).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "/fr/checkout leads to /fr/paymentpage with its query, and a page without a checkout says so in French",
    async () => {
      const { page } = tab;
      await page.goto(`${baseUrl}/fr/checkout?x=1`);
      await page.waitForURL(`${baseUrl}/fr/paymentpage?x=1`, POLL);
      await page.getByText("Cette page de paiement n’indique pas l’adresse ni les articles à payer.").waitFor(POLL);
      expect(await page.getByRole("link", { name: "Retour à votre panier" }).getAttribute("href")).toBe("/fr/addcart");
    },
    TEST_TIMEOUT_MS,
  );
});
