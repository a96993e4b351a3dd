/**
 * Addresses that can be delivered to (issue 40): postal code "1" and mobile "1" were saved for a
 * Montréal address at 1280 and 375 px. The form, the functions and the shop API now share one
 * rule (src/domain/phone.ts, src/domain/postal-code.ts): a 10-digit North American mobile, stored
 * as digits, and a numeric zip of 5 or 6 digits; the French page says it in French.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { registerCustomer, signInContext } from "../support/accounts";
import { addAddress } from "../support/checkout";
import { sameOrigin } from "../support/api";
import { describedError } from "../support/form-checks";
import { checkStateAtAllWidths } from "../support/page-checks";
import { sharedContext } from "../support/shared-context";

const baseUrl = inject("baseUrl");
const POLL = { timeout: 20_000 };
const MOBILE_INVALID = "Please enter a 10-digit phone number, like 416 555 0123.";
const POSTAL_CODE_INVALID = "Please enter a postal code like M5V 3L9, or a numeric zip code.";

const session = sharedContext(baseUrl);
const main = (page: Page) => page.getByRole("main");

async function savedAddresses(page: Page): Promise<{ mobile: string; zip: string }[]> {
  const response = await page.request.get(`${baseUrl}/api/addresses`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { addresses: { mobile: string; zip: string }[] }).addresses;
}

/** A Montréal address on /address-form with the mobile and postal code given. */
async function fillMontreal(page: Page, mobile: string, zip: string): Promise<void> {
  const form = main(page);
  await form.getByLabel("Full name", { exact: true }).fill("Élise Tremblay");
  await form.getByLabel("Email", { exact: true }).fill("elise@shop.test");
  await form.getByLabel("Mobile number", { exact: true }).fill(mobile);
  await form.getByLabel("Street address", { exact: true }).fill("1200 rue Sainte-Catherine O");
  await form.getByLabel("Locality", { exact: true }).fill("Ville-Marie");
  await form.getByLabel("City", { exact: true }).fill("Montréal");
  await form.getByLabel("Province", { exact: true }).selectOption("Quebec");
  await form.getByLabel("Postal code", { exact: true }).fill(zip);
}

describe("addresses that can be delivered to", () => {
  for (const width of [1280, 375]) {
    it(`at ${width} px, mobile "1" and postal code "1" are refused for a Montréal address; "+1 (514) 555-0123" is saved as digits`, async () => {
      const { page, errors } = await session.newPage();
      await page.setViewportSize({ width, height: 900 });
      await signInContext(page, baseUrl, await registerCustomer(baseUrl, "Elise"));
      await page.goto(`${baseUrl}/address-form`);
      await fillMontreal(page, "1", "1");
      await main(page).getByRole("button", { name: "Save address" }).click();
      await main(page).getByText(MOBILE_INVALID).waitFor(POLL);
      expect(await describedError(page, "Mobile number")).toBe(MOBILE_INVALID);
      expect(await describedError(page, "Postal code")).toBe(POSTAL_CODE_INVALID);
      expect(await savedAddresses(page)).toEqual([]);
      if (width === 375) expect(await checkStateAtAllWidths(page, "address-form-refused")).toEqual([]);
      await page.setViewportSize({ width, height: 900 });

      // The functions refuse what the form would: a script-less or hand-made request gets no further.
      const direct = await page.request.post(`${baseUrl}/api/addresses`, {
        headers: sameOrigin(baseUrl),
        data: {
          name: "Élise Tremblay",
          email: "elise@shop.test",
          mobile: "1",
          zip: "1",
          street: "1200 rue Sainte-Catherine O",
          locality: "Ville-Marie",
          city: "Montréal",
          province: "Quebec",
        },
      });
      expect(direct.status()).toBe(400);
      const refused = (await direct.json()) as { error: { fields?: Record<string, string> } };
      expect(refused.error.fields).toMatchObject({ mobile: MOBILE_INVALID, zip: POSTAL_CODE_INVALID });

      await fillMontreal(page, "+1 (514) 555-0123", "h2x 1y4");
      await main(page).getByRole("button", { name: "Save address" }).click();
      await page.waitForURL((url) => url.pathname === "/your-address", POLL);
      expect(await savedAddresses(page)).toMatchObject([{ mobile: "5145550123", zip: "H2X 1Y4" }]);
      expect(errors.filter((line) => !/status of 400/.test(line))).toEqual([]);
    }, 90_000);
  }

  it("says it in French on /fr/address-form", async () => {
    const { page, errors } = await session.newPage();
    await signInContext(page, baseUrl, await registerCustomer(baseUrl, "Marc"));
    await page.goto(`${baseUrl}/fr/address-form`);
    await main(page).getByLabel("Numéro de cellulaire", { exact: true }).fill("514 555");
    await main(page).getByLabel("Numéro de cellulaire", { exact: true }).blur();
    await main(page).getByRole("button", { name: "Enregistrer l’adresse" }).click();
    await main(page)
      .getByText("Veuillez entrer un numéro de téléphone à 10 chiffres, comme 416 555 0123.")
      .waitFor(POLL);
    expect(errors).toEqual([]);
  }, 60_000);

  it("Edit on an address card at 375 px opens the form filled in; saving changes that address, not a new one", async () => {
    const { page, errors } = await session.newPage();
    await page.setViewportSize({ width: 375, height: 900 });
    await signInContext(page, baseUrl, await registerCustomer(baseUrl, "Noor"));
    const saved = await addAddress(page, baseUrl, "British Columbia", "Vancouver");
    await page.goto(`${baseUrl}/your-address`);
    const card = main(page).getByRole("article", { name: saved.name, exact: true });
    await card.getByRole("link", { name: `Edit address of ${saved.name}, ${saved.street}` }).click();
    await page.getByRole("heading", { level: 1, name: "Edit address" }).waitFor(POLL);
    expect(await main(page).getByLabel("Street address", { exact: true }).inputValue()).toBe(saved.street);
    expect(await main(page).getByLabel("Mobile number", { exact: true }).inputValue()).toBe(saved.mobile);
    expect(await page.title()).toMatch(/^Edit address \|/);
    expect(await checkStateAtAllWidths(page, "address-form-edit")).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });

    await main(page).getByLabel("Street address", { exact: true }).fill("99 Granville St");
    await main(page).getByRole("button", { name: "Save address" }).click();
    await page.waitForURL((url) => url.pathname === "/your-address", POLL);
    await main(page).getByText("Your address has been updated.").waitFor(POLL);
    await card.locator("address").getByText("99 Granville St").waitFor();
    const book = await page.request.get(`${baseUrl}/api/addresses`);
    expect(((await book.json()) as { addresses: { id: number; street: string }[] }).addresses).toMatchObject([
      { id: saved.id, street: "99 Granville St" },
    ]);
    expect(errors).toEqual([]);
  }, 90_000);

  it("Edit is French on /fr/your-address and opens /fr/address-form filled in", async () => {
    const { page, errors } = await session.newPage();
    await signInContext(page, baseUrl, await registerCustomer(baseUrl, "Luc"));
    const saved = await addAddress(page, baseUrl, "Quebec", "Laval");
    await page.goto(`${baseUrl}/fr/your-address`);
    await main(page)
      .getByRole("link", { name: /^Modifier/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/fr/address-form", POLL);
    await page.getByRole("heading", { level: 1, name: "Modifier l’adresse" }).waitFor(POLL);
    expect(await main(page).getByLabel("Ville", { exact: true }).inputValue()).toBe(saved.city);
    expect(errors).toEqual([]);
  }, 60_000);
});
