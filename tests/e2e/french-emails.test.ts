// The customer's language for emails (issue 38) in Chromium against the whole stack, reading the
// mails from the stack's MailDev: registered on /fr/register, the welcome comes in French; the
// profile's "Language for emails" set to English, the next email (a reset link asked from the
// French page) comes in English. Without script the profile's form works the same.
import type { Dialog, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { registerCustomer, signInContext } from "../support/accounts";
import { withBrowser } from "../support/browser";
import { freshClientAddress } from "../support/client-addresses";
import { postFrom, REGISTER_POSTS } from "../support/fetch-from";
import { waitForMails } from "../support/maildev";

const baseUrl = inject("baseUrl");
const mailUrl = inject("mailUrl");

const main = (page: Page) => page.getByRole("main");

async function acceptAlert(page: Page, click: () => Promise<void>): Promise<void> {
  const dialog = page.waitForEvent("dialog");
  await click();
  await ((await dialog) as Dialog).accept();
}

async function askResetOnFrenchPage(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl}/fr/reset-password`);
  await main(page).getByLabel("Nom d’utilisateur ou courriel", { exact: true }).fill(email);
  await main(page).getByRole("button", { name: "Recevoir un lien de réinitialisation" }).click();
  await main(page).getByRole("heading", { name: "Lien de réinitialisation demandé" }).waitFor();
}

describe("emails in the customer's language", () => {
  it("registers on /fr/register and gets the welcome in French; set to English in the profile, the next email is English", async () => {
    await withBrowser(async (session) => {
      const { page, errors } = await session.newPage();
      const email = `e2e-fr-mail-${Date.now().toString(36)}@shop.test`;
      const password = "Secret123";
      // From an address of its own: Chromium's 127.0.0.1 has one registration allowance per stack.
      await postFrom(page, REGISTER_POSTS, freshClientAddress(), baseUrl);
      await page.goto(`${baseUrl}/fr/register`);
      const form = main(page);
      await form.getByLabel("Prénom", { exact: true }).fill("Zoé");
      await form.getByLabel("Nom de famille", { exact: true }).fill("Gagnon");
      await form.getByLabel("Courriel", { exact: true }).fill(email);
      await form.getByLabel("Numéro de téléphone", { exact: true }).fill("5145550100");
      await form.getByLabel("Mot de passe", { exact: true }).fill(password);
      // The welcome is commercial: it comes to a customer who ticks the box (decision 047).
      await form.getByLabel("M’envoyer les nouvelles et les offres par courriel", { exact: true }).check();
      await acceptAlert(page, () => form.getByRole("button", { name: "Créer le compte" }).click());
      await page.waitForURL(`${baseUrl}/fr/login`);

      const [welcome] = await waitForMails(mailUrl, { to: email, subject: /^Bienvenue chez / });
      expect(welcome?.html).toMatch(/<html[^>]* lang="fr"/);
      expect(welcome?.text).toContain("BIENVENUE, ZOÉ GAGNON");
      expect(welcome?.text).toContain("Votre compte");
      expect(welcome?.html).toContain(`${baseUrl}/fr/login"`);

      await signInContext(page, baseUrl, { email, password });
      await page.goto(`${baseUrl}/fr/UserProfile`);
      const language = main(page).getByRole("group", { name: "Langue des courriels" });
      expect(await language.getByRole("radio", { name: "Français" }).isChecked()).toBe(true);
      await language.getByRole("radio", { name: "English" }).check();
      await main(page).getByRole("button", { name: "Enregistrer", exact: true }).click();
      await main(page).getByRole("status").filter({ hasText: "Enregistré." }).waitFor();
      expect(await language.getByRole("radio", { name: "English" }).isChecked()).toBe(true);

      await askResetOnFrenchPage(page, email);
      const [reset] = await waitForMails(mailUrl, { to: email, subject: /^Reset your .+ password$/ });
      expect(reset?.html).toMatch(/<html[^>]* lang="en"/);
      expect(reset?.text).toMatch(new RegExp(`${baseUrl}/reset-password\\?token=`));
      expect(errors).toEqual([]);
    });
  });

  it("changes the language of the emails without JavaScript", async () => {
    const customer = await registerCustomer(baseUrl, "Sans");
    await withBrowser(
      async (session) => {
        const { page } = await session.newPage();
        await signInContext(page, baseUrl, customer);
        await page.goto(`${baseUrl}/UserProfile`);
        const language = main(page).getByRole("group", { name: "Language for emails" });
        expect(await language.getByRole("radio", { name: "English" }).isChecked()).toBe(true);
        await language.getByRole("radio", { name: "Français" }).check();
        await main(page).getByRole("button", { name: "Save", exact: true }).click();
        await main(page).getByRole("status").filter({ hasText: "Saved." }).waitFor();
        expect(await language.getByRole("radio", { name: "Français" }).isChecked()).toBe(true);

        await askResetOnFrenchPage(page, customer.email);
        const [reset] = await waitForMails(mailUrl, {
          to: customer.email,
          subject: /^Réinitialisez votre mot de passe /,
        });
        expect(reset?.text).toMatch(new RegExp(`${baseUrl}/fr/reset-password\\?token=`));
      },
      { javaScriptEnabled: false },
    );
  });
});
