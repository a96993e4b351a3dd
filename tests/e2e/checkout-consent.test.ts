/**
 * The checkout's "Email me news and offers" (issue 41, decision 047) in Chromium against the whole
 * stack: unticked on /checkout2, Continue records nothing; ticked (at 375 px), Continue records a
 * grant from source "checkout" with the wording's version and the client's address, and the next
 * news-and-offers letter reaches the customer in MailDev; back on the step, the consent is stated
 * instead of the box. axe at 1280 and 375 px on the step with the box.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { NEWS_CONSENT_WORDING } from "@/domain/consent";
import { enqueueNewsletter, parseLetter } from "../../scripts/newsletter-send.mjs";
import { registerCustomer, signInContext } from "../support/accounts";
import { allProducts } from "../support/catalogue";
import { addAddress, putCart } from "../support/checkout";
import { waitForMails } from "../support/maildev";
import { checkStateAtAllWidths } from "../support/page-checks";
import { readSql } from "../support/shop-db";
import { suiteBrowser } from "../support/suite-browser";

const baseUrl = inject("baseUrl");
const mailUrl = inject("mailUrl");
const shopApiUrl = inject("shopApiUrl");
const shopApiToken = inject("shopApiToken");

const BOX = "Email me news and offers";
const ALREADY = "You receive our news and offers by email.";
const POLL = { timeout: 20_000 };

const browser = suiteBrowser();

/** A fresh customer signed in on `page`, with an Ontario address and one cart line; the step's URL. */
async function atCheckout(page: Page, width: number): Promise<{ id: number; email: string; url: string }> {
  const [product] = (await allProducts(baseUrl)).filter((candidate) => candidate.stock >= 5);
  if (!product) throw new Error("no product in stock");
  const customer = await registerCustomer(baseUrl);
  await signInContext(page, baseUrl, customer);
  await putCart(page, baseUrl, [
    { id: product.id, unit: 1, size: product.sizes[0] ?? "", color: product.colors[0] ?? "" },
  ]);
  await addAddress(page, baseUrl, "Ontario", "Toronto");
  await page.setViewportSize({ width, height: 900 });
  const url = `${baseUrl}/checkout2?items=${product.id}`;
  await page.goto(url);
  // Priced: Continue goes on only then.
  await page.getByRole("complementary", { name: "Price summary" }).getByText("Total", { exact: true }).waitFor(POLL);
  return { id: customer.id, email: customer.email, url };
}

const consentRecords = (customerId: number) =>
  readSql(
    `SELECT granted, source, wording_version, locale, client_address FROM consent_records WHERE customer_id = ${customerId}`,
  );

describe("/checkout2's news-and-offers box", { timeout: 300_000 }, () => {
  it("records nothing when left unticked", async () => {
    const { page, errors } = await browser.newPage();
    const customer = await atCheckout(page, 1280);
    const box = page.getByRole("checkbox", { name: BOX });
    expect(await box.isChecked()).toBe(false);
    expect(await checkStateAtAllWidths(page, "checkout-consent")).toEqual([]);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(/\/paymentpage\?items=\d+&addressId=\d+$/, POLL);
    expect(await consentRecords(customer.id)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("records a grant from the checkout when ticked, and the next letter reaches the customer", async () => {
    const { page, errors } = await browser.newPage();
    const customer = await atCheckout(page, 375);
    await page.getByRole("checkbox", { name: BOX }).check();
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL(/\/paymentpage\?items=\d+&addressId=\d+$/, POLL);
    const [record, ...more] = await consentRecords(customer.id);
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      granted: 1,
      source: "checkout",
      wording_version: NEWS_CONSENT_WORDING,
      locale: "en",
    });
    expect(record?.client_address).toEqual(expect.any(String));

    const letter = {
      ...parseLetter(readFileSync("docs/newsletter-example.md", "utf8")),
      letter_id: `e2e-${randomUUID()}`,
    };
    await enqueueNewsletter({ shopApiUrl, token: shopApiToken, letter });
    // Every consenting customer of the suite gets the letter: the outbox drains them a few at a time.
    const subject = new RegExp(`^${letter.en.subject.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
    const [mail] = await waitForMails(mailUrl, { to: customer.email, subject }, { timeoutMs: 120_000 });
    expect(mail?.text).toContain("Unsubscribe");

    // Back on the step: the choice is stated, not offered again.
    await page.goto(customer.url);
    await page.getByText(ALREADY, { exact: true }).waitFor(POLL);
    expect(await page.getByRole("checkbox", { name: BOX }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
