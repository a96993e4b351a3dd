// The customer's own data in the browser (issue 41, decision 049): the privacy policy in both
// languages, linked from every page's footer and the registration form; "Download my data" saves
// the customer's JSON file; "Delete my account" refuses a wrong password and lands signed out on
// the deletion's page, with script and without (in French); axe and overflow at 375, 768 and
// 1280 px with script (axe needs it).
import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { registerCustomer, signInContext } from "../support/accounts";
import { withBrowser } from "../support/browser";
import { describedError } from "../support/form-checks";
import { checkAtAllWidths, checkStateAtAllWidths } from "../support/page-checks";

const baseUrl = inject("baseUrl");

const main = (page: Page) => page.getByRole("main");
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

describe("the privacy policy", { timeout: 180_000 }, () => {
  it("is whole in both languages, names the controller, and is linked from the footer and the registration form", async () => {
    await withBrowser(async (session) => {
      const { page, errors } = await session.newPage();
      const english = await checkAtAllWidths(page, `${baseUrl}/privacy`, "privacy", (loaded) =>
        h1(loaded).filter({ hasText: "Privacy policy" }).waitFor(),
      );
      expect(english).toEqual([]);
      await main(page).getByText("Responsible for your personal information: Shop Demo Inc.").waitFor();
      for (const heading of ["What we hold", "How long", "Who handles it for us", "Your rights"]) {
        await main(page).getByRole("heading", { level: 2, name: heading }).waitFor();
      }
      expect(
        await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).getAttribute("href"),
      ).toBe("/privacy");

      const french = await checkAtAllWidths(page, `${baseUrl}/fr/privacy`, "privacy-fr", (loaded) =>
        h1(loaded).filter({ hasText: "Politique de confidentialité" }).waitFor(),
      );
      expect(french).toEqual([]);
      await main(page).getByRole("heading", { level: 2, name: "Vos droits" }).waitFor();
      expect(
        await page
          .getByRole("contentinfo")
          .getByRole("link", { name: "Politique de confidentialité" })
          .getAttribute("href"),
      ).toBe("/fr/privacy");

      // The form's own link, and the news-and-offers box's (issue 41's consent), both to the French policy.
      await page.goto(`${baseUrl}/fr/register`);
      const policyLinks = main(page).getByRole("link", { name: /^Politique de confidentialité/ });
      expect(await policyLinks.count()).toBeGreaterThan(0);
      for (const href of await policyLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
        expect(href).toBe("/fr/privacy");
      }
      expect(errors).toEqual([]);
    });
  });
});

describe("your data", { timeout: 180_000 }, () => {
  it("downloads the customer's data as a JSON file, then deletes the account", async () => {
    const customer = await registerCustomer(baseUrl, "Hannah");
    await withBrowser(async (session) => {
      const { page, errors } = await session.newPage();
      await signInContext(page, baseUrl, customer);
      const problems = await checkAtAllWidths(page, `${baseUrl}/your-data`, "your-data", (loaded) =>
        main(loaded).getByRole("button", { name: "Delete my account" }).waitFor(),
      );
      expect(problems).toEqual([]);
      const download = page.waitForEvent("download");
      await main(page).getByRole("link", { name: "Download my data" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const path = await file.path();
      const data = JSON.parse(await readFile(path, "utf8")) as { profile: { email: string; firstname: string } };
      expect(data.profile).toMatchObject({ email: customer.email, firstname: "Hannah" });

      // The deletion with script: the refusal and the deleted page at every width.
      await main(page).getByLabel("Password", { exact: true }).fill("Wrong1234");
      await main(page).getByRole("button", { name: "Delete my account" }).click();
      await expect.poll(() => describedError(page, "Password")).toBe("The password is not correct.");
      expect(await checkStateAtAllWidths(page, "your-data-refused")).toEqual([]);
      await main(page).getByLabel("Password", { exact: true }).fill(customer.password);
      await main(page).getByRole("button", { name: "Delete my account" }).click();
      await page.waitForURL(`${baseUrl}/account-deleted`);
      await h1(page).filter({ hasText: "Your account is deleted" }).waitFor();
      expect(await checkStateAtAllWidths(page, "account-deleted")).toEqual([]);
      expect(errors.filter((line) => !/status of 403/.test(line))).toEqual([]);
    });
  });

  it("deletes the account without script, in French, after refusing a wrong password", async () => {
    const customer = await registerCustomer(baseUrl, "Élodie");
    await withBrowser(
      async (session) => {
        const { page, errors } = await session.newPage();
        await signInContext(page, baseUrl, customer);
        await page.goto(`${baseUrl}/fr/your-data`);
        await h1(page).filter({ hasText: "Vos données" }).waitFor();
        expect(await main(page).getByRole("link", { name: "Télécharger mes données" }).getAttribute("href")).toBe(
          "/api/customer-data",
        );

        await main(page).getByLabel("Mot de passe", { exact: true }).fill("Wrong1234");
        await main(page).getByRole("button", { name: "Supprimer mon compte" }).click();
        await page.waitForLoadState();
        expect(await describedError(page, "Mot de passe")).toBe("Le mot de passe n’est pas le bon.");

        await main(page).getByLabel("Mot de passe", { exact: true }).fill(customer.password);
        await main(page).getByRole("button", { name: "Supprimer mon compte" }).click();
        await page.waitForURL(`${baseUrl}/fr/account-deleted`);
        await h1(page).filter({ hasText: "Votre compte est supprimé" }).waitFor();

        // Signed out: the account page asks to sign in, and the old password signs nobody in.
        await page.goto(`${baseUrl}/fr/your-data`);
        await main(page).getByText("Connectez-vous pour télécharger ou supprimer vos données.").waitFor();
        const signIn = await page.request.post(`${baseUrl}/api/session`, {
          data: { email: customer.email, password: customer.password },
          headers: { Origin: baseUrl },
        });
        expect(signIn.status()).toBe(401);
        // The refused form's page answers 403, which the console reports.
        expect(errors.filter((line) => !/status of 403/.test(line))).toEqual([]);
      },
      { javaScriptEnabled: false },
    );
  });
});
