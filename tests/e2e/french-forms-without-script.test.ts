/**
 * Every French form without JavaScript (issue 38): each is sent from its /fr page to that page's
 * action, comes back with its problem in French (a message of the French catalogue) and what was
 * typed kept, then lands on a French page. Sign-in, add-to-cart (forms-without-script.test.ts) and
 * the cancellation (french-orders.test.ts) are walked there; the rest here, in one browser without
 * script: registration, an address, a message to the shop, the header's search, a reset link, the
 * emails' language, a review, a return request.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { fr } from "@/lib/i18n/catalogs/fr";
import { DEMO_CUSTOMER, signInContext } from "../support/accounts";
import { withBrowser } from "../support/browser";
import { allProducts } from "../support/catalogue";
import { ordersOf } from "../support/checkout";
import { describedError } from "../support/form-checks";

const baseUrl = inject("baseUrl");

const main = (page: Page) => page.getByRole("main");
const FRENCH_MESSAGES = new Set<string>(Object.values(fr));

/** The page after a post: still French, under /fr/. */
async function stillFrench(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
  expect(await page.locator("html").getAttribute("lang")).toBe("fr-CA");
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
}

/** A field's problem: a message of the French catalogue. */
async function frenchError(page: Page, label: string): Promise<string> {
  const text = (await describedError(page, label)) ?? "";
  expect(FRENCH_MESSAGES.has(text), `${label}: "${text}"`).toBe(true);
  return text;
}

describe("French forms without JavaScript", () => {
  it("registers, adds an address, writes to the shop, searches and asks for a reset link, in French", async () => {
    await withBrowser(
      async (session) => {
        const { page, errors } = await session.newPage();
        const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
        const customer = {
          email: `e2e-frforms-${unique}@shop.test`,
          password: `Calme${unique}9A`,
          last: `Sansscript${unique}`,
        };

        await page.goto(`${baseUrl}/fr/register`);
        await main(page).getByLabel("Prénom", { exact: true }).fill("Éloïse");
        await main(page).getByLabel("Nom de famille", { exact: true }).fill(customer.last);
        await main(page).getByLabel("Courriel", { exact: true }).fill(customer.email);
        await main(page).getByLabel("Numéro de téléphone", { exact: true }).fill("5145550142");
        await main(page).getByLabel("Mot de passe", { exact: true }).fill("court");
        await main(page).getByRole("button", { name: "Créer le compte", exact: true }).click();
        await stillFrench(page, "/fr/register");
        expect(await frenchError(page, "Mot de passe")).toBe("Le mot de passe doit contenir au moins 8 caractères.");
        expect(await main(page).getByLabel("Nom de famille", { exact: true }).inputValue()).toBe(customer.last);
        await main(page).getByLabel("Mot de passe", { exact: true }).fill(customer.password);
        await main(page).getByRole("button", { name: "Créer le compte", exact: true }).click();
        await stillFrench(page, "/fr/login");
        await main(page).getByLabel("Mot de passe", { exact: true }).fill(customer.password);
        await main(page).getByRole("button", { name: "Se connecter", exact: true }).click();
        await stillFrench(page, "/fr/");

        await page.goto(`${baseUrl}/fr/address-form?returnTo=/fr/your-address`);
        const street = `12 rue des Lanternes ${unique}`;
        await main(page).getByLabel("Nom complet", { exact: true }).fill("Éloïse Sansscript");
        await main(page).getByLabel("Courriel", { exact: true }).fill(customer.email);
        await main(page).getByLabel("Numéro de cellulaire", { exact: true }).fill("5145550142");
        await main(page).getByLabel("Numéro et rue", { exact: true }).fill(street);
        await main(page).getByLabel("Quartier", { exact: true }).fill("Plateau");
        await main(page).getByLabel("Ville", { exact: true }).fill("Montréal");
        await main(page).getByLabel("Province", { exact: true }).selectOption("Quebec");
        await main(page).getByLabel("Code postal", { exact: true }).fill("M5V 3L9");
        await main(page).getByRole("button", { name: "Enregistrer l’adresse", exact: true }).click();
        await stillFrench(page, "/fr/address-form");
        await frenchError(page, "Code postal");
        expect(await main(page).getByLabel("Numéro et rue", { exact: true }).inputValue()).toBe(street);
        await main(page).getByLabel("Code postal", { exact: true }).fill("H2T 1S6");
        await main(page).getByRole("button", { name: "Enregistrer l’adresse", exact: true }).click();
        await stillFrench(page, "/fr/your-address");

        await page.goto(`${baseUrl}/fr/contact`);
        await main(page).getByLabel("Nom", { exact: true }).fill("Éloïse");
        await main(page).getByLabel("Courriel", { exact: true }).fill(customer.email);
        await main(page).getByLabel("Message", { exact: true }).fill("Bleu?");
        await main(page).getByRole("button", { name: "Envoyer le message", exact: true }).click();
        await stillFrench(page, "/fr/contact");
        expect(await frenchError(page, "Message")).toBe("Veuillez entrer au moins 10 caractères.");
        expect(await main(page).getByLabel("Nom", { exact: true }).inputValue()).toBe("Éloïse");
        await main(page).getByLabel("Message", { exact: true }).fill(`La lanterne ${unique} existe-t-elle en bleu?`);
        await main(page).getByRole("button", { name: "Envoyer le message", exact: true }).click();
        await main(page).getByRole("heading", { name: "Merci, Éloïse. Votre message a été envoyé." }).waitFor();
        await stillFrench(page, "/fr/contact");

        const box = page.getByRole("banner").getByRole("combobox", { name: "Rechercher des produits" });
        await box.fill("chemise");
        await box.press("Enter");
        await stillFrench(page, "/fr/search");
        expect(new URL(page.url()).searchParams.get("q")).toBe("chemise");
        await page.getByRole("heading", { level: 1, name: "Résultats de recherche pour « chemise »" }).waitFor();

        await page.goto(`${baseUrl}/fr/reset-password`);
        await main(page).getByRole("button", { name: "Recevoir un lien de réinitialisation", exact: true }).click();
        await stillFrench(page, "/fr/reset-password");
        await frenchError(page, "Nom d’utilisateur ou courriel");
        await main(page).getByLabel("Nom d’utilisateur ou courriel", { exact: true }).fill(customer.email);
        await main(page).getByRole("button", { name: "Recevoir un lien de réinitialisation", exact: true }).click();
        await main(page).getByRole("heading", { name: "Lien de réinitialisation demandé" }).waitFor();
        await stillFrench(page, "/fr/reset-password");

        await page.goto(`${baseUrl}/fr/UserProfile`);
        await main(page).getByRole("radio", { name: "English" }).check();
        await main(page).getByRole("button", { name: "Enregistrer", exact: true }).click();
        await main(page).getByText("Enregistré. Vos prochains courriels seront dans cette langue.").waitFor();
        await stillFrench(page, "/fr/UserProfile");
        expect(await main(page).getByRole("radio", { name: "English" }).isChecked()).toBe(true);

        const product = (await allProducts(baseUrl))[7];
        if (!product) throw new Error("the seed has no products");
        await page.goto(`${baseUrl}/fr/product/${product.id}`);
        const reviews = page.getByRole("region", { name: "Avis" });
        const write = reviews.getByRole("form", { name: "Rédiger un avis" });
        await write.getByRole("textbox", { name: "Votre avis" }).fill("Coutures solides, taille juste.");
        await write.getByRole("button", { name: "Publier l’avis" }).click();
        await stillFrench(page, `/fr/product/${product.id}`);
        await reviews.getByText("Veuillez choisir une évaluation de 1 à 5 étoiles.").first().waitFor();
        expect(await write.getByRole("textbox", { name: "Votre avis" }).inputValue()).toBe(
          "Coutures solides, taille juste.",
        );

        // Posts with a problem answer 400, as in English.
        expect(errors.filter((line) => !/status of 400/.test(line))).toEqual([]);
      },
      { javaScriptEnabled: false },
    );
  }, 180_000);

  it("sends a return request back with its problem in French, the reason kept", async () => {
    await withBrowser(
      async (session) => {
        const { page, errors } = await session.newPage();
        await signInContext(page, baseUrl, DEMO_CUSTOMER);
        // The latest delivered order is within its return window (the seed delivers one last week).
        const [delivered] = (await ordersOf(page, baseUrl))
          .filter((order) => order.status === "Delivered")
          .sort((a, b) => (b.deliveredAt ?? "").localeCompare(a.deliveredAt ?? ""));
        if (!delivered) throw new Error("the demo customer has no delivered order");
        await page.goto(`${baseUrl}/fr/your-orders/${delivered.id}/return`);
        const reason = main(page).getByRole("combobox", { name: "Raison du retour" });
        const choice = await reason.locator("option:not([value=''])").first().getAttribute("value");
        await reason.selectOption(choice ?? "");
        await main(page).getByRole("button", { name: "Demander le retour" }).click();
        await stillFrench(page, `/fr/your-orders/${delivered.id}/return`);
        await main(page).getByText("Veuillez choisir au moins un article à retourner.").first().waitFor();
        expect(await reason.inputValue()).toBe(choice);
        expect(errors.filter((line) => !/status of 400/.test(line))).toEqual([]);
      },
      { javaScriptEnabled: false },
    );
  }, 120_000);
});
