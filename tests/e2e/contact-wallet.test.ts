// /contact (help hours and the message form, which sends to the shop's inbox, with script and
// without) and /wallet, the pages behind the account tiles.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openBrowser, withBrowser, type BrowserSession } from "../support/browser";
import { rawHeader, waitForMails, type CaughtMail } from "../support/maildev";
import { checkAtAllWidths, seriousAxeViolations } from "../support/page-checks";
import { registerCustomer, signInContext } from "../support/accounts";
import { describedError, focusedLabel } from "../support/form-checks";

const baseUrl = inject("baseUrl");
const mailUrl = inject("mailUrl");
/** The local stack's inbox for contact messages (scripts/local-stack-env.mjs). */
const SHOP_INBOX = "help@shop.localhost";
const HELP_HOURS = ["Monday to Friday 8:00 to 21:00", "Saturday to Sunday 9:00 to 18:00"];

const main = (page: Page) => page.getByRole("main");

/** The one mail in the shop's inbox whose subject names `tag`. */
async function inboxMail(tag: string): Promise<CaughtMail> {
  const mails = await waitForMails(mailUrl, { to: SHOP_INBOX, subject: new RegExp(tag) });
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

describe("contact and wallet pages", () => {
  let browser: BrowserSession;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("/contact shows the SPEC's help hours word for word, the same as the footer", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/contact`);
    await page.getByRole("heading", { level: 1, name: "Contact Us" }).waitFor();
    const hours = await main(page).locator(".help-hours li").allInnerTexts();
    expect(hours.map((line) => line.trim())).toEqual(HELP_HOURS);
    const footerHours = await page.getByRole("contentinfo").locator(".help-hours li").allInnerTexts();
    expect(footerHours.map((line) => line.trim())).toEqual(HELP_HOURS);
    expect(await page.title()).toMatch(/^Contact Us \| /);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the message form marks each problem on submit, keeps what was typed, and focuses the first invalid field", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/contact`);
    const submit = main(page).getByRole("button", { name: "Send message" });
    await submit.waitFor();
    await main(page)
      .getByText(/goes to our help team by email/)
      .waitFor();

    await submit.click();
    expect(await describedError(page, "Name")).toBe("This field is required");
    expect(await describedError(page, "Email")).toBe("This field is required");
    expect(await describedError(page, "Subject (optional)")).toBeNull();
    expect(await describedError(page, "Message")).toBe("This field is required");
    expect(await focusedLabel(page)).toBe("Name");

    await main(page).getByLabel("Name", { exact: true }).fill("Asha Rao");
    await main(page).getByLabel("Email", { exact: true }).fill("asha@shop");
    await main(page).getByLabel("Message", { exact: true }).fill("Too short");
    await submit.click();
    expect(await describedError(page, "Name")).toBeNull();
    expect(await describedError(page, "Email")).toBe("Please enter a valid email address.");
    expect(await describedError(page, "Message")).toBe("Please enter at least 10 characters.");
    expect(await focusedLabel(page)).toBe("Email");
    // Nothing typed was lost.
    expect(await main(page).getByLabel("Name", { exact: true }).inputValue()).toBe("Asha Rao");
    expect(await main(page).getByLabel("Email", { exact: true }).inputValue()).toBe("asha@shop");
    expect(await main(page).getByLabel("Message", { exact: true }).inputValue()).toBe("Too short");

    const tag = randomUUID().slice(0, 8);
    await main(page).getByLabel("Email", { exact: true }).fill("asha@shop.test");
    await main(page).getByLabel("Subject (optional)", { exact: true }).fill(`Delivery date ${tag}`);
    await main(page).getByLabel("Message", { exact: true }).fill("When will order 12 arrive?");
    await submit.click();

    const confirmation = main(page).getByRole("heading", { name: "Thank you, Asha Rao. Your message has been sent." });
    await confirmation.waitFor();
    expect(await confirmation.evaluate((element) => element === document.activeElement)).toBe(true);
    // Sent by the page's action through React Router's fetch: the address never held the fields.
    expect(new URL(page.url()).search).toBe("");
    const sent = await inboxMail(tag);
    expect(sent.subject).toBe(`Contact form: Delivery date ${tag} (from Asha Rao)`);
    expect(await rawHeader(mailUrl, sent, "Reply-To")).toBe("Asha Rao <asha@shop.test>");
    expect(sent.text).toContain("When will order 12 arrive?");

    await main(page).getByRole("link", { name: "Write another message" }).click();
    await main(page).getByRole("button", { name: "Send message" }).waitFor();
    expect(await main(page).getByLabel("Message", { exact: true }).inputValue()).toBe("");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("without JavaScript the form posts to the page and the message arrives, no field in the URL", async () => {
    const tag = randomUUID().slice(0, 8);
    await withBrowser(
      async (session) => {
        const { page } = await session.newPage();
        await page.goto(`${baseUrl}/contact`);
        expect(await page.locator("html[data-hydrated]").count()).toBe(0);
        // Without script the browser checks nothing: the action does, and the form comes back filled.
        await main(page).getByLabel("Name", { exact: true }).fill("Ravi Kumar");
        await main(page).getByLabel("Email", { exact: true }).fill("ravi@shop");
        await main(page).getByLabel("Message", { exact: true }).fill(`Do you ship to Goa? ${tag}`);
        await main(page).getByRole("button", { name: "Send message" }).click();
        await page.waitForLoadState();
        expect(await main(page).locator("#contact-email-error").innerText()).toBe(
          "Please enter a valid email address.",
        );
        expect(await main(page).getByLabel("Name", { exact: true }).inputValue()).toBe("Ravi Kumar");
        expect(await main(page).getByLabel("Message", { exact: true }).inputValue()).toBe(`Do you ship to Goa? ${tag}`);

        await main(page).getByLabel("Email", { exact: true }).fill("ravi@shop.test");
        await main(page).getByLabel("Subject (optional)", { exact: true }).fill(`Shipping ${tag}`);
        await main(page).getByRole("button", { name: "Send message" }).click();
        await main(page).getByRole("heading", { name: "Thank you, Ravi Kumar. Your message has been sent." }).waitFor();
        expect(new URL(page.url()).pathname).toBe("/contact");
        expect(new URL(page.url()).search).toBe("");
        expect(await rawHeader(mailUrl, await inboxMail(tag), "Reply-To")).toBe("Ravi Kumar <ravi@shop.test>");
      },
      { javaScriptEnabled: false, viewport: { width: 1280, height: 800 } },
    );
  });

  it("at 1280 px a signed-in customer finds their name and email filled in, still editable; no cache keeps that page; a guest's form is empty", async () => {
    // A context of its own: this one's cookies must not sign in the other tests' pages.
    const signedIn = await openBrowser({ viewport: { width: 1280, height: 800 } });
    try {
      const { page, errors } = await signedIn.newPage();
      const customer = await registerCustomer(baseUrl, "Meera");
      await signInContext(page, baseUrl, customer);
      const response = await page.goto(`${baseUrl}/contact`);
      expect(response?.headers()["cache-control"]).toBe("no-store");
      const name = main(page).getByLabel("Name", { exact: true });
      const email = main(page).getByLabel("Email", { exact: true });
      expect(await name.inputValue()).toBe(customer.name);
      expect(await email.inputValue()).toBe(customer.email);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The customer may write under another name; what they typed is what is sent.
      const tag = randomUUID().slice(0, 8);
      await name.fill("Meera for her shop");
      await main(page).getByLabel("Subject (optional)", { exact: true }).fill(`Prefill ${tag}`);
      await main(page).getByLabel("Message", { exact: true }).fill("A question about a bulk order.");
      await main(page).getByRole("button", { name: "Send message" }).click();
      const sent = await inboxMail(tag);
      expect(await rawHeader(mailUrl, sent, "Reply-To")).toBe(`Meera for her shop <${customer.email}>`);
      expect(errors).toEqual([]);
    } finally {
      await signedIn.close();
    }

    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/contact`);
    await main(page).getByRole("button", { name: "Send message" }).waitFor();
    expect(await main(page).getByLabel("Name", { exact: true }).inputValue()).toBe("");
    expect(await main(page).getByLabel("Email", { exact: true }).inputValue()).toBe("");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("/wallet, to a guest, asks to sign in to see the saved cards (no made-up balance), and leads on", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/wallet`);
    await page.getByRole("heading", { level: 1, name: "Wallet" }).waitFor();
    await main(page).getByText("Sign in to see your saved cards.").waitFor();
    expect(await main(page).getByText("₹0.00").count()).toBe(0);
    expect(await main(page).getByRole("link", { name: "Continue shopping" }).getAttribute("href")).toBe("/all-product");
    expect(await main(page).getByRole("link", { name: "Your orders" }).getAttribute("href")).toBe("/your-orders");
    expect(await main(page).getByRole("table").count()).toBe(0);
    expect(await page.title()).toMatch(/^Wallet \| /);
    await main(page).getByRole("link", { name: "Continue shopping" }).click();
    await page.waitForURL((url) => url.pathname === "/all-product");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("/contact passes the page checks at 375, 768 and 1280px", async () => {
    const { page, errors } = await browser.newPage();
    const problems = await checkAtAllWidths(page, `${baseUrl}/contact`, "contact", (p) =>
      p.getByRole("heading", { level: 1 }).waitFor(),
    );
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("/contact with errors shown passes the page checks too", async () => {
    const { page } = await browser.newPage();
    const problems = await checkAtAllWidths(page, `${baseUrl}/contact`, "contact-errors", async (p) => {
      await p.getByRole("button", { name: "Send message" }).click();
      await p.getByText("This field is required").first().waitFor();
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("/wallet passes the page checks at 375, 768 and 1280px", async () => {
    const { page, errors } = await browser.newPage();
    const problems = await checkAtAllWidths(page, `${baseUrl}/wallet`, "wallet", (p) =>
      p.getByRole("heading", { level: 1 }).waitFor(),
    );
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
