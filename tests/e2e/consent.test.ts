/**
 * Consent to news and offers (issue 41) in Chromium against the whole stack and its MailDev: the
 * registration's unticked box, ticked, brings the (commercial) welcome; its visible unsubscribe
 * link opens a page that only asks (axe at three widths), whose button, pressed without
 * JavaScript, withdraws; the email preferences page then shows it and gives it back, without
 * JavaScript too (axe at three widths).
 */
import type { Dialog, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { signInContext } from "../support/accounts";
import { withBrowser } from "../support/browser";
import { freshClientAddress } from "../support/client-addresses";
import { postFrom, REGISTER_POSTS } from "../support/fetch-from";
import { waitForMails } from "../support/maildev";
import { checkAtAllWidths } from "../support/page-checks";

const baseUrl = inject("baseUrl");
const mailUrl = inject("mailUrl");

// The texts a shopper reads, written out.
const BOX = "Email me news and offers";
const UNSUBSCRIBE = "Unsubscribe";
const DONE = "You are unsubscribed: no more news, offers or back-in-stock alerts will be sent to you.";
const PREFERENCES = "Email preferences";
const SAVE = "Save preferences";

const main = (page: Page) => page.getByRole("main");

/** A registration, a mail, two pages at three widths and two without script: far past one page's minute on a loaded machine. */
const TEST_TIMEOUT_MS = 300_000;

describe("consent to news and offers", () => {
  it(
    "registers with the box ticked, unsubscribes from the welcome's link without script, and consents again in the preferences",
    async () => {
      const email = `e2e-consent-${Date.now().toString(36)}@shop.test`;
      const password = "Secret123";
      await withBrowser(async (session) => {
        const { page, errors } = await session.newPage();
        // From an address of its own: Chromium's 127.0.0.1 has one registration allowance per stack.
        await postFrom(page, REGISTER_POSTS, freshClientAddress(), baseUrl);
        await page.goto(`${baseUrl}/register`);
        const form = main(page);
        await form.getByLabel("First name", { exact: true }).fill("Inès");
        await form.getByLabel("Last name", { exact: true }).fill("Côté");
        await form.getByLabel("Email", { exact: true }).fill(email);
        await form.getByLabel("Phone number", { exact: true }).fill("5145550100");
        await form.getByLabel("Password", { exact: true }).fill(password);
        const box = form.getByLabel(BOX, { exact: true });
        expect(await box.isChecked()).toBe(false);
        await box.check();
        const dialog = page.waitForEvent("dialog");
        await form.getByRole("button", { name: "Create Account" }).click();
        await ((await dialog) as Dialog).accept();
        await page.waitForURL(`${baseUrl}/login`);
        expect(errors).toEqual([]);
      });

      const [welcome] = await waitForMails(mailUrl, { to: email, subject: /^Welcome to / });
      const link = /href="(https?:\/\/[^"]+\/unsubscribe\?token=[^"]+)"/.exec(welcome?.html ?? "")?.[1];
      if (!link) throw new Error(`no unsubscribe link in: ${welcome?.text}`);
      const confirmUrl = link.replace(/^https?:\/\/[^/]+/, baseUrl).replace(/&amp;/g, "&");

      await withBrowser(async (session) => {
        const { page } = await session.newPage();
        const problems = await checkAtAllWidths(page, confirmUrl, "unsubscribe", (loaded) =>
          main(loaded).getByRole("button", { name: UNSUBSCRIBE, exact: true }).waitFor(),
        );
        expect(problems).toEqual([]);
      });

      await withBrowser(
        async (session) => {
          const { page } = await session.newPage();
          await page.goto(confirmUrl);
          await main(page).getByRole("button", { name: UNSUBSCRIBE, exact: true }).click();
          await main(page).getByText(DONE).waitFor();

          await signInContext(page, baseUrl, { email, password });
          await page.goto(`${baseUrl}/email-preferences`);
          await main(page).getByRole("heading", { level: 1, name: PREFERENCES }).waitFor();
          await main(page).getByText("You do not receive them.").waitFor();
          const box = main(page).getByLabel(BOX, { exact: true });
          expect(await box.isChecked()).toBe(false);
          await box.check();
          await main(page).getByRole("button", { name: SAVE }).click();
          await main(page).getByText("You receive them.").waitFor();
          await main(page).getByRole("status").filter({ hasText: "Saved." }).waitFor();
          expect(await main(page).getByLabel(BOX, { exact: true }).isChecked()).toBe(true);
        },
        { javaScriptEnabled: false },
      );

      await withBrowser(async (session) => {
        const { page } = await session.newPage();
        await signInContext(page, baseUrl, { email, password });
        const problems = await checkAtAllWidths(page, `${baseUrl}/email-preferences`, "email-preferences", (loaded) =>
          main(loaded).getByRole("button", { name: SAVE }).waitFor(),
        );
        expect(problems).toEqual([]);
      });
    },
    TEST_TIMEOUT_MS,
  );
});
