/**
 * The account's identity (issues 40 and 42, decision 062) in the browser: the name and phone edited
 * on /UserProfile, and the email changed through the link MailDev catches, at 1280 px; the details
 * form without script in French at 375 px; a guest who buys, creates the account from the order's
 * confirmation, confirms the email from MailDev and finds the order in /your-orders. Axe at every
 * width on each new screen.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { registerCustomer, signInContext } from "../support/accounts";
import { sameOrigin } from "../support/api";
import { allProducts } from "../support/catalogue";
import { addAddress, placeOrder, putCart } from "../support/checkout";
import { describedError } from "../support/form-checks";
import { waitForMails } from "../support/maildev";
import { checkStateAtAllWidths } from "../support/page-checks";
import { sharedContext } from "../support/shared-context";

const baseUrl = inject("baseUrl");
const mailUrl = inject("mailUrl");
const sandboxUrl = inject("sandboxUrl");
const POLL = { timeout: 20_000 };

const session = sharedContext(baseUrl);
const noScript = sharedContext(baseUrl, { javaScriptEnabled: false });
const main = (page: Page) => page.getByRole("main");

/** The confirmation link of the mail to `to` whose subject matches, as the mail's button holds it. */
async function mailedLink(to: string, subject: RegExp): Promise<string> {
  const [mail] = await waitForMails(mailUrl, { to, subject });
  const href = /href="([^"]*emailLink=[^"]+)"/.exec(mail?.html ?? "")?.[1];
  if (!href) throw new Error(`no confirmation link mailed to ${to}`);
  return href.replaceAll("&amp;", "&");
}

describe("the account's identity on /UserProfile", () => {
  it("at 1280 px: the name and phone saved, then a new email confirmed from the link mailed to it", async () => {
    const { page, errors } = await session.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const customer = await registerCustomer(baseUrl, "Noor");
    await signInContext(page, baseUrl, customer);
    await page.goto(`${baseUrl}/UserProfile`);

    const details = main(page).getByRole("form", { name: "Your details" });
    await details.getByLabel("First name", { exact: true }).fill("Nora");
    await details.getByLabel("Phone number", { exact: true }).fill("+1 416-555-0123");
    // A mark on this document: the save is a client navigation, not a new page (issue 39).
    await page.evaluate(() => Object.assign(window, { beforeTheSave: true }));
    await details.getByRole("button", { name: "Save details" }).click();
    await main(page).getByRole("status").getByText("Your details have been saved.").waitFor(POLL);
    await expect.poll(() => details.getByLabel("Phone number", { exact: true }).inputValue(), POLL).toBe("4165550123");
    await page.getByRole("heading", { level: 1, name: `Hello, Nora ${customer.lastname}` }).waitFor(POLL);
    // The frame's header, read again after the action, greets the new name.
    await page
      .getByRole("banner")
      .getByRole("button", { name: `Nora ${customer.lastname}, profile` })
      .waitFor(POLL);
    expect(await page.evaluate(() => "beforeTheSave" in window)).toBe(true);
    expect(await checkStateAtAllWidths(page, "profile-details-saved")).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    const newEmail = `moved-${customer.email}`;
    const emailPanel = main(page).getByRole("region", { name: "Your email" });
    await emailPanel.getByLabel("New email", { exact: true }).fill(newEmail);
    await emailPanel.getByLabel("Your password", { exact: true }).fill(customer.password);
    await emailPanel.getByRole("button", { name: "Send a confirmation link" }).click();
    await emailPanel.getByText(`We have sent a link to ${newEmail}.`, { exact: false }).waitFor(POLL);
    // Until the link is opened, the email stays.
    await emailPanel.getByText(`Your email is ${customer.email}.`, { exact: false }).waitFor(POLL);

    await page.goto(await mailedLink(newEmail, /^Confirm your new email at /));
    const link = main(page).getByRole("region", { name: "Confirm your email" });
    await link.getByText(`Change your account's email to ${newEmail}?`).waitFor(POLL);
    expect(await checkStateAtAllWidths(page, "email-link-open")).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await link.getByRole("button", { name: "Confirm email" }).click();
    await link.getByText(`Your account's email is now ${newEmail}.`, { exact: false }).waitFor(POLL);
    const notices = await waitForMails(mailUrl, { to: customer.email, subject: /was changed$/ });
    expect(notices.filter((mail) => /^Your email at /.test(mail.subject))).toHaveLength(1);
    expect(errors).toEqual([]);
  }, 120_000);

  it("at 375 px without script on /fr/UserProfile: the details form is the page's action, in French", async () => {
    const { page, errors } = await noScript.newPage();
    await page.setViewportSize({ width: 375, height: 900 });
    const customer = await registerCustomer(baseUrl, "Élise");
    await signInContext(page, baseUrl, customer);
    await page.goto(`${baseUrl}/fr/UserProfile`);
    const details = main(page).getByRole("form", { name: "Vos coordonnées" });
    await details.getByLabel("Numéro de téléphone", { exact: true }).fill("1");
    await details.getByRole("button", { name: "Enregistrer les coordonnées" }).click();
    await expect
      .poll(() => describedError(page, "Numéro de téléphone"), POLL)
      .toMatch(/^Veuillez entrer un numéro de téléphone à 10 chiffres/);
    // A blank last name (the form marks it required) posted all the same: the shop API refuses it
    // for an account that has one, and the page says so at the field, in French.
    const blank = await page.request.post(`${baseUrl}/fr/UserProfile`, {
      form: { intent: "details", firstname: "Élise", lastname: "", mobileno: "5145550188" },
      headers: sameOrigin(baseUrl),
    });
    expect(blank.status()).toBe(400);
    expect(await blank.text()).toContain("Le nom de famille est obligatoire.");
    await details.getByLabel("Numéro de téléphone", { exact: true }).fill("514 555 0188");
    await details.getByRole("button", { name: "Enregistrer les coordonnées" }).click();
    await main(page).getByText("Vos coordonnées ont été enregistrées.").waitFor(POLL);
    expect(new URL(page.url()).pathname).toBe("/fr/UserProfile");
    // The refused phone's page came back 400.
    expect(errors.filter((line) => !/status of 400/.test(line))).toEqual([]);
  }, 90_000);
});

describe("a guest's order joining the account created from its confirmation (issue 42)", () => {
  it("at 1280 px: the account is created there, the email confirmed from MailDev, the order in /your-orders", async () => {
    const { page, errors } = await session.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const email = `e2e-guest-account-${Date.now().toString(36)}@shop.test`;
    // The guest's checkout as its page starts it, then the cart, an address and the paid order.
    const started = await page.request.post(`${baseUrl}/api/guest-session`, {
      headers: sameOrigin(baseUrl),
      data: { email },
    });
    expect(started.status()).toBe(201);
    const product = (await allProducts(baseUrl)).find((candidate) => candidate.stock >= 2);
    if (!product) throw new Error("the seed has no product in stock");
    await putCart(page, baseUrl, [
      { id: product.id, unit: 1, size: product.sizes[0] ?? "", color: product.colors[0] ?? "" },
    ]);
    const address = await addAddress(page, baseUrl, "Ontario", "Toronto");
    const order = await placeOrder(page, baseUrl, sandboxUrl, { addressId: address.id, items: [product.id] });

    await page.goto(`${baseUrl}/order-confirmation?payment_intent=${order.paymentReference}`);
    const offer = main(page).getByRole("region", { name: "Create an account" });
    await offer.getByText(email, { exact: false }).waitFor(POLL);
    expect(await checkStateAtAllWidths(page, "guest-account-offer")).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await offer.getByLabel("Password", { exact: true }).fill("GuestNow1");
    await offer.getByRole("button", { name: "Create my account" }).click();
    await offer.getByText("Your account is created.", { exact: false }).waitFor(POLL);

    await page.goto(await mailedLink(email, /^Confirm your email at /));
    const link = main(page).getByRole("region", { name: "Confirm your email" });
    await link.getByRole("button", { name: "Confirm email" }).click();
    await link.getByText("1 order you placed as a guest is now in your account.").waitFor(POLL);
    expect(await checkStateAtAllWidths(page, "email-link-confirmed")).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await signInContext(page, baseUrl, { email, password: "GuestNow1" });
    await page.goto(`${baseUrl}/your-orders`);
    await main(page).getByText(`#${order.id}`, { exact: false }).first().waitFor(POLL);
    expect(errors).toEqual([]);
  }, 180_000);
});
