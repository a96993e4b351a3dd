/**
 * The account the shopper owns (issue 40, decision 058), at the widths the issue names (1280 and
 * 375 px), with script and without, in English and French: the default address of the address
 * book, which the checkout selects first; the password changed while signed in (the current one
 * asked, the registration rule, other sessions ended, this one kept, the "password changed" email).
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { Address } from "@/domain/address";
import { registerCustomer, signInContext, type TestCustomer } from "../support/accounts";
import { sameOrigin } from "../support/api";
import { allProducts } from "../support/catalogue";
import { addAddress, putCart } from "../support/checkout";
import { nextDialogMessage } from "../support/dialogs";
import { describedError } from "../support/form-checks";
import { waitForMails } from "../support/maildev";
import { checkStateAtAllWidths } from "../support/page-checks";
import { sharedContext } from "../support/shared-context";

const baseUrl = inject("baseUrl");
const mailUrl = inject("mailUrl");
const POLL = { timeout: 20_000 };

const session = sharedContext(baseUrl);
const noScript = sharedContext(baseUrl, { javaScriptEnabled: false });
const main = (page: Page) => page.getByRole("main");

/** The card of a saved address on /your-address (the two saved share a name and a street: found by city). */
const card = (page: Page, address: Address) => main(page).getByRole("article").filter({ hasText: address.city });

async function defaultIds(page: Page): Promise<number[]> {
  const response = await page.request.get(`${baseUrl}/api/addresses`);
  expect(response.status()).toBe(200);
  const { addresses } = (await response.json()) as { addresses: Address[] };
  return addresses.filter((address) => address.isDefault).map((address) => address.id);
}

/** A customer signed in on `page` with two addresses, the first saved first. */
async function customerWithTwoAddresses(page: Page): Promise<[Address, Address]> {
  await signInContext(page, baseUrl, await registerCustomer(baseUrl, "Dana"));
  const first = await addAddress(page, baseUrl, "Ontario", "Toronto");
  const second = await addAddress(page, baseUrl, "British Columbia", "Vancouver");
  return [first, second];
}

describe("the default address (decision 058)", () => {
  for (const width of [1280, 375]) {
    it(`at ${width} px: the first saved is the default; Make default moves it, the checkout selects it first, deleting it makes the oldest left the default`, async () => {
      const { page, errors } = await session.newPage();
      await page.setViewportSize({ width, height: 900 });
      const [first, second] = await customerWithTwoAddresses(page);
      const stocked = (await allProducts(baseUrl)).find((product) => product.stock >= 2);
      if (!stocked) throw new Error("the seed has no product in stock");
      await putCart(page, baseUrl, [
        { id: stocked.id, unit: 1, size: stocked.sizes[0] ?? "", color: stocked.colors[0] ?? "" },
      ]);
      expect(await defaultIds(page)).toEqual([first.id]);

      await page.goto(`${baseUrl}/your-address`);
      await card(page, first).getByText("Default address", { exact: true }).waitFor(POLL);
      expect(
        await card(page, first)
          .getByRole("button", { name: /^Make default/ })
          .count(),
      ).toBe(0);
      await card(page, second)
        .getByRole("button", { name: `Make default address of ${second.name}, ${second.street}` })
        .click();
      await main(page)
        .getByRole("status")
        .getByText(`The address of ${second.name} is now your default address.`)
        .waitFor(POLL);
      await card(page, second).getByText("Default address", { exact: true }).waitFor(POLL);
      expect(await card(page, first).getByText("Default address", { exact: true }).count()).toBe(0);
      expect(await defaultIds(page)).toEqual([second.id]);
      if (width === 375) expect(await checkStateAtAllWidths(page, "address-book-default")).toEqual([]);
      await page.setViewportSize({ width, height: 900 });

      // The checkout's address step selects the default, not the oldest.
      await page.goto(`${baseUrl}/checkout2`);
      const chosen = main(page).getByRole("radio", { name: new RegExp(second.city) });
      await chosen.waitFor(POLL);
      await expect.poll(() => chosen.isChecked(), POLL).toBe(true);
      expect(
        await main(page)
          .getByRole("radio", { name: new RegExp(first.city) })
          .isChecked(),
      ).toBe(false);

      // Deleting the default leaves the oldest remaining one as the default.
      await page.goto(`${baseUrl}/your-address`);
      const asked = nextDialogMessage(page);
      await card(page, second)
        .getByRole("button", { name: /^Delete/ })
        .click();
      expect(await asked).toBe("Delete this address?");
      await main(page).getByText(`The address of ${second.name} was deleted.`).waitFor(POLL);
      await card(page, first).getByText("Default address", { exact: true }).waitFor(POLL);
      expect(await defaultIds(page)).toEqual([first.id]);
      if (width === 1280) {
        await addAddress(page, baseUrl, "Quebec", "Laval");
        await page.goto(`${baseUrl}/fr/your-address`);
        await card(page, first).getByText("Adresse par défaut", { exact: true }).waitFor(POLL);
        await main(page)
          .getByRole("button", { name: /^Définir par défaut/ })
          .waitFor(POLL);
        expect(await checkStateAtAllWidths(page, "address-book-default-fr")).toEqual([]);
      }
      expect(errors).toEqual([]);
    }, 120_000);
  }

  it("without script at 375 px, Make default is a form the page's action answers; French says it in French", async () => {
    const { page, errors } = await noScript.newPage();
    await page.setViewportSize({ width: 375, height: 900 });
    const [first, second] = await customerWithTwoAddresses(page);
    await page.goto(`${baseUrl}/your-address`);
    await card(page, second)
      .getByRole("button", { name: /^Make default/ })
      .click();
    await main(page).getByText(`The address of ${second.name} is now your default address.`).waitFor(POLL);
    await card(page, second).getByText("Default address", { exact: true }).waitFor(POLL);
    expect(await defaultIds(page)).toEqual([second.id]);

    await page.goto(`${baseUrl}/fr/your-address`);
    await card(page, second).getByText("Adresse par défaut", { exact: true }).waitFor(POLL);
    await card(page, first)
      .getByRole("button", { name: /^Définir par défaut/ })
      .click();
    await main(page).getByText(`L’adresse d’${first.name} est maintenant votre adresse par défaut.`).waitFor(POLL);
    expect(new URL(page.url()).pathname).toBe("/fr/your-address");
    expect(await defaultIds(page)).toEqual([first.id]);
    expect(errors).toEqual([]);
  }, 90_000);
});

/** Another device's session: the cookie POST /api/session sets, outside the page's browser. */
async function otherDeviceCookie(customer: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...sameOrigin(baseUrl) },
    body: JSON.stringify({ email: customer.email, password: customer.password }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function signedInAs(cookie: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}/api/session`, { headers: { Cookie: cookie } });
  return ((await response.json()) as { user: unknown }).user;
}

async function changePassword(page: Page, current: string, next: string, words = ENGLISH): Promise<void> {
  const form = main(page).getByRole("form", { name: words.title });
  await form.getByLabel(words.current, { exact: true }).fill(current);
  await form.getByLabel(words.new, { exact: true }).fill(next);
  await form.getByRole("button", { name: words.submit }).click();
}

const ENGLISH = {
  title: "Change your password",
  current: "Current password",
  new: "New password",
  submit: "Change password",
};

describe("the password changed while signed in (decision 058)", () => {
  it("at 1280 px: a wrong current password and a weak new one are refused; then other sessions end, this one stays, the email goes once", async () => {
    const { page, errors } = await session.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const customer: TestCustomer = await registerCustomer(baseUrl, "Omar");
    await signInContext(page, baseUrl, customer);
    const elsewhere = await otherDeviceCookie(customer);
    await page.goto(`${baseUrl}/UserProfile`);

    await changePassword(page, "NotMine123", "Better456");
    await expect
      .poll(() => describedError(page, "Current password"), POLL)
      .toBe("The current password is not correct.");
    await changePassword(page, customer.password, "short");
    await expect
      .poll(() => describedError(page, "New password"), POLL)
      .toBe("Password must be at least 8 characters long.");
    expect(await signedInAs(elsewhere)).not.toBeNull();

    await changePassword(page, customer.password, "Better456");
    await main(page)
      .getByRole("status")
      .getByText("Your password has been changed. Your other devices have been signed out.")
      .waitFor(POLL);
    expect(await checkStateAtAllWidths(page, "profile-password-changed")).toEqual([]);
    // This device keeps its session; the other device's is over; the new password signs in.
    const here = await page.request.get(`${baseUrl}/api/session`);
    expect(((await here.json()) as { user: { id: number } | null }).user).toMatchObject({ id: customer.id });
    expect(await signedInAs(elsewhere)).toBeNull();
    expect(await signedInAs(await otherDeviceCookie({ ...customer, password: "Better456" }))).not.toBeNull();
    const mails = await waitForMails(mailUrl, { to: customer.email, subject: /password was changed$/ });
    expect(mails).toHaveLength(1);
    expect(errors.filter((line) => !/status of 40[03]/.test(line))).toEqual([]);
  }, 120_000);

  it("at 375 px without script on /fr/UserProfile: the form is the page's action, in French", async () => {
    const { page, errors } = await noScript.newPage();
    await page.setViewportSize({ width: 375, height: 900 });
    const customer = await registerCustomer(baseUrl, "Inès");
    await signInContext(page, baseUrl, customer);
    const french = {
      title: "Changer votre mot de passe",
      current: "Mot de passe actuel",
      new: "Nouveau mot de passe",
      submit: "Changer le mot de passe",
    };
    await page.goto(`${baseUrl}/fr/UserProfile`);
    await changePassword(page, "NotMine123", "Better456", french);
    await main(page).getByText("Le mot de passe actuel n’est pas correct.").waitFor(POLL);
    await changePassword(page, customer.password, "Better456", french);
    await main(page)
      .getByText("Votre mot de passe a été changé. Vos autres appareils ont été déconnectés.")
      .waitFor(POLL);
    expect(new URL(page.url()).pathname).toBe("/fr/UserProfile");
    const here = await page.request.get(`${baseUrl}/api/session`);
    expect(((await here.json()) as { user: { id: number } | null }).user).toMatchObject({ id: customer.id });
    // The wrong password's page came back 403.
    expect(errors.filter((line) => !/status of 403/.test(line))).toEqual([]);
  }, 90_000);
});
