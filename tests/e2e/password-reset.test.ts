// Password reset by email (issue 27) in Chromium against the whole stack, reading the mails from
// the stack's MailDev: ask for a link, open it, set a new password (the old session is refused,
// the new password signs in); expired, used and forged links say so before the form and change
// nothing; an unknown email gets the known one's answer; without script the forms work the same;
// axe at every width.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { registerCustomer, signInContext, type TestCustomer } from "../support/accounts";
import { withBrowser } from "../support/browser";
import { describedError, focusedLabel } from "../support/form-checks";
import { waitForMails } from "../support/maildev";
import { checkAtAllWidths } from "../support/page-checks";
import { executeSql } from "../support/shop-db";

const baseUrl = inject("baseUrl");
const mailUrl = inject("mailUrl");

// The texts a shopper reads, written out.
const requestedText = (identifier: string) =>
  `If an account matches ${identifier}, we have sent a link to its email address. The link works for 30 minutes and once. Check your inbox and spam folder.`;
const LINK_USED = "This reset link has already been used. Please ask for a new one.";
const LINK_EXPIRED = "This reset link has expired. Please ask for a new one.";
const LINK_INVALID = "This reset link is not valid. Please ask for a new one.";
const NEW_PASSWORD = "Brand9New";

const main = (page: Page) => page.getByRole("main");

/** The page's errors but the browser's note on each form the action refused with a 400 (as it should). */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/status of 400 \(Bad Request\)( \(\S+\))?$/.test(error));

/** Who the page's cookies sign in as, asked of the functions. */
async function sessionUser(page: Page): Promise<{ id: number } | null> {
  const response = await page.request.get(`${baseUrl}/api/session`);
  return ((await response.json()) as { user: { id: number } | null }).user;
}

async function askForLink(page: Page, identifier: string): Promise<void> {
  await page.goto(`${baseUrl}/reset-password`);
  await main(page).getByLabel("Username or email", { exact: true }).fill(identifier);
  await main(page).getByRole("button", { name: "Request reset link", exact: true }).click();
  await main(page).getByText(requestedText(identifier), { exact: true }).waitFor();
}

/** The link of the `count`-th reset mail to the customer. */
async function mailedLink(customer: TestCustomer, count = 1): Promise<string> {
  const mails = await waitForMails(mailUrl, { to: customer.email, subject: /^Reset your .+ password$/ }, { count });
  expect(mails).toHaveLength(count);
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mails.at(-1)?.text ?? "")?.[0];
  if (!link) throw new Error(`no reset link in: ${mails.at(-1)?.text}`);
  expect(link.startsWith(`${baseUrl}/reset-password?token=`)).toBe(true);
  return link;
}

async function setPassword(page: Page, password: string): Promise<void> {
  await main(page).getByLabel("New password", { exact: true }).fill(password);
  await main(page).getByRole("button", { name: "Set new password", exact: true }).click();
}

async function signInWith(page: Page, customer: TestCustomer, password: string): Promise<number> {
  const response = await page.request.post(`${baseUrl}/api/session`, {
    data: { email: customer.email, password },
    headers: { Origin: baseUrl },
  });
  return response.status();
}

describe("password reset by email", () => {
  it("mails a link that sets a new password once, signs in here and ends the old session", async () => {
    const customer = await registerCustomer(baseUrl, "Reset");
    await withBrowser(async (oldDevice) => {
      const { page: oldPage } = await oldDevice.newPage();
      await signInContext(oldPage, baseUrl, customer);
      expect(await sessionUser(oldPage)).toMatchObject({ id: customer.id });

      await withBrowser(async (session) => {
        const { page, errors } = await session.newPage();
        await page.goto(`${baseUrl}/reset-password`);
        await main(page).getByRole("button", { name: "Request reset link", exact: true }).click();
        await main(page).locator("#reset-identifier-error").waitFor();
        expect(await describedError(page, "Username or email")).toBe("This field is required");
        expect(await focusedLabel(page)).toBe("Username or email");

        await main(page).getByLabel("Username or email", { exact: true }).fill(customer.email);
        await main(page).getByRole("button", { name: "Request reset link", exact: true }).click();
        const confirmation = main(page).getByRole("heading", { name: "Reset link requested" });
        await confirmation.waitFor();
        expect(await confirmation.evaluate((element) => element === document.activeElement)).toBe(true);
        await main(page).getByText(requestedText(customer.email), { exact: true }).waitFor();

        const link = await mailedLink(customer);
        await page.goto(link);
        await setPassword(page, "weakpass");
        await main(page).locator("#new-password-error").waitFor();
        expect(await describedError(page, "New password")).toBe("Password must contain at least one uppercase letter.");
        expect(await focusedLabel(page)).toBe("New password");

        await setPassword(page, NEW_PASSWORD);
        await page.waitForURL(`${baseUrl}/UserProfile`);
        expect(await sessionUser(page)).toMatchObject({ id: customer.id });
        await waitForMails(mailUrl, { to: customer.email, subject: /password was changed$/ });

        expect(await sessionUser(oldPage)).toBeNull();
        expect(await signInWith(oldPage, customer, customer.password)).toBe(401);
        expect(await signInWith(oldPage, customer, NEW_PASSWORD)).toBe(200);

        // The same link again: refused before the form is shown, and the password stays the new one.
        await page.goto(link);
        await main(page).getByText(LINK_USED, { exact: true }).waitFor();
        expect(await main(page).getByLabel("New password", { exact: true }).count()).toBe(0);
        expect(await main(page).getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
          "/reset-password",
        );
        expect(await signInWith(oldPage, customer, NEW_PASSWORD)).toBe(200);
        expect(unexpected(errors)).toEqual([]);
      });
    });
  });

  it("refuses an expired or a forged link with a clear message and changes nothing", async () => {
    const customer = await registerCustomer(baseUrl, "Expired");
    await withBrowser(async (session) => {
      const { page, errors } = await session.newPage();
      await askForLink(page, customer.email);
      const link = await mailedLink(customer);
      // Expired while its page was open: the form's answer says so.
      await page.goto(link);
      await executeSql(
        `UPDATE password_resets SET expires_at = '2000-01-01T00:00:00.000Z' WHERE customer_id = ${customer.id}`,
      );
      await setPassword(page, NEW_PASSWORD);
      await main(page).getByText(LINK_EXPIRED, { exact: true }).waitFor();

      // Opened expired, or forged: said at once, with no form to fill in for nothing.
      for (const [opened, message] of [
        [link, LINK_EXPIRED],
        [`${baseUrl}/reset-password?token=${"x".repeat(43)}`, LINK_INVALID],
        [`${baseUrl}/reset-password?token=forged`, LINK_INVALID],
      ] as const) {
        await page.goto(opened);
        await main(page).getByText(message, { exact: true }).waitFor();
        expect(await main(page).getByLabel("New password", { exact: true }).count(), opened).toBe(0);
        await main(page).getByRole("link", { name: "Ask for a new link" }).waitFor();
      }

      expect(await signInWith(page, customer, NEW_PASSWORD)).toBe(401);
      expect(await signInWith(page, customer, customer.password)).toBe(200);
      expect(unexpected(errors)).toEqual([]);
    });
  });

  it("gives an unknown email the answer a known one gets, and sends it nothing", async () => {
    const unknown = `nobody-${Date.now()}@shop.test`;
    await withBrowser(async (session) => {
      const { page } = await session.newPage();
      await askForLink(page, unknown);
      expect(await waitForMails(mailUrl, { to: unknown, subject: /./ }, { timeoutMs: 1000 })).toEqual([]);
    });
  });

  it("works without JavaScript: the request, the link and the new password", async () => {
    const customer = await registerCustomer(baseUrl, "NoScript");
    await withBrowser(
      async (session) => {
        const { page } = await session.newPage();
        await askForLink(page, customer.email);
        await page.goto(await mailedLink(customer));
        await setPassword(page, NEW_PASSWORD);
        await page.waitForURL(`${baseUrl}/UserProfile`);
        expect(await sessionUser(page)).toMatchObject({ id: customer.id });
      },
      { javaScriptEnabled: false },
    );
  });

  it("the link's page passes the page checks at 375, 768 and 1280px", async () => {
    const customer = await registerCustomer(baseUrl, "Checks");
    await withBrowser(async (session) => {
      const { page, errors } = await session.newPage();
      await askForLink(page, customer.email);
      const problems = await checkAtAllWidths(page, await mailedLink(customer), "reset-password-new", (p) =>
        p.getByLabel("New password", { exact: true }).waitFor(),
      );
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
});
