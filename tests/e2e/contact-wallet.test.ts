// /contact (help hours and the message form) and /wallet, the pages behind the account tiles.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openBrowser, type BrowserSession } from "../support/browser";
import { checkAtAllWidths } from "../support/page-checks";
import { describedError, focusedLabel } from "../support/form-checks";

const baseUrl = inject("baseUrl");
const HELP_HOURS = ["Monday to Friday 8:00 to 21:00", "Saturday to Sunday 9:00 to 18:00"];

const main = (page: Page) => page.getByRole("main");

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
    const submit = main(page).getByRole("button", { name: "Prepare message" });
    await submit.waitFor();
    // Honest up front: nothing is sent.
    await main(page)
      .getByText(/does not send it/)
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

    await main(page).getByLabel("Email", { exact: true }).fill("asha@shop.test");
    await main(page).getByLabel("Subject (optional)", { exact: true }).fill("Delivery date");
    await main(page).getByLabel("Message", { exact: true }).fill("When will order 12 arrive?");
    await submit.click();

    const confirmation = main(page).getByRole("heading", { name: "Thank you, Asha Rao. Your message is ready." });
    await confirmation.waitFor();
    expect(await confirmation.evaluate((element) => element === document.activeElement)).toBe(true);
    await main(page).getByText("not been sent", { exact: true }).waitFor();
    const kept = await main(page).locator(".message-kept__text").innerText();
    expect(kept).toBe("From: Asha Rao <asha@shop.test>\nSubject: Delivery date\n\nWhen will order 12 arrive?");

    await main(page).getByRole("button", { name: "Edit message" }).click();
    expect(await main(page).getByLabel("Name", { exact: true }).inputValue()).toBe("Asha Rao");
    expect(await main(page).getByLabel("Subject (optional)", { exact: true }).inputValue()).toBe("Delivery date");
    expect(await main(page).getByLabel("Message", { exact: true }).inputValue()).toBe("When will order 12 arrive?");
    await page.waitForFunction(() => document.activeElement?.id === "contact-message");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("/wallet shows a ₹0.00 balance, says plainly there is no stored balance, and leads on", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/wallet`);
    await page.getByRole("heading", { level: 1, name: "Wallet" }).waitFor();
    await main(page).getByText("₹0.00", { exact: true }).waitFor();
    await main(page)
      .getByText(/does not keep a stored wallet balance/)
      .waitFor();
    await main(page)
      .getByText(/by card at checkout/)
      .waitFor();
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
      await p.getByRole("button", { name: "Prepare message" }).click();
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
