/**
 * A guest buys without an account (issue 42), in English at 1280 px and in French at 375 px: a
 * product into the cookie cart, "Placed Order" to the sign-in page, "Continue as guest", an email,
 * the customer's checkout (an address added there, taxed by its province), the sandbox's 4242
 * card, the confirmation email in MailDev with its link to the order's status page; then, with no
 * session left, that page answers a wrong number-and-email pair as the right one and mails a
 * signed link for the right one only (decision 060); the link opens the order, which the guest
 * cancels there and sees refunded. Axe on each new screen; every link of a French page stays
 * French.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { taxPaise } from "@/domain/money";
import type { Product } from "@/domain/product";
import { TaxRatesResponseSchema } from "@/domain/tax";
import { getJson } from "../support/api";
import { withBrowser } from "../support/browser";
import { allProducts, productById } from "../support/catalogue";
import { pressAddToCart, recordedOrder } from "../support/checkout";
import { waitForMails } from "../support/maildev";
import { seriousAxeViolations } from "../support/page-checks";
import { frenchMoney, money } from "../support/shop-format";

const baseUrl = inject("baseUrl");
const mailUrl = inject("mailUrl");
const POLL = { timeout: 20_000 };
const TEST_TIMEOUT_MS = 240_000;

/** The words a shopper reads, written out per language. */
interface Words {
  prefix: "" | "/fr";
  width: number;
  addToCart: string;
  cartOne: string;
  placeOrder: string;
  continueAsGuest: string;
  guestTitle: string;
  signInTitle: string;
  email: string;
  toCheckout: string;
  addAddress: string;
  saveAddress: string;
  address: Record<string, string>;
  province: string;
  provincialTax: number;
  summary: string;
  continueLabel: string;
  onlinePayment: string;
  cardNumber: string;
  expiry: string;
  payNow: string;
  paid: string;
  subject: (id: number) => RegExp;
  lookupTitle: string;
  orderNumber: string;
  sendLink: string;
  sent: RegExp;
  linkSubject: (id: number) => RegExp;
  openOrder: string;
  orderName: (id: number) => string;
  placedStep: string;
  reason: string;
  comments: string;
  cancelOrder: string;
  cancelledStep: RegExp;
  refunded: RegExp;
  money: (paise: number) => string;
}

const ENGLISH: Words = {
  prefix: "",
  width: 1280,
  addToCart: "Add to Cart",
  cartOne: "Cart, 1 item",
  placeOrder: "Placed Order",
  continueAsGuest: "Continue as guest",
  guestTitle: "Check out as a guest",
  signInTitle: "Sign In",
  email: "Email",
  toCheckout: "Continue to checkout",
  addAddress: "Add a new address",
  saveAddress: "Save address",
  address: {
    "Full name": "Asha Guest",
    Email: "asha@shop.test",
    "Mobile number": "6045550123",
    "Street address": "1 Test Street",
    Locality: "Centre",
    City: "Vancouver",
    "Postal code": "V6E 3P3",
  },
  province: "British Columbia",
  provincialTax: 7,
  summary: "Price summary",
  continueLabel: "Continue",
  onlinePayment: "Online payment (Stripe)",
  cardNumber: "Card number",
  expiry: "Expiry date (MM / YY)",
  payNow: "Pay now",
  paid: "Payment succeeded!",
  subject: (id) => new RegExp(`^Your order #${id} is confirmed$`),
  lookupTitle: "Order status",
  orderNumber: "Order number",
  sendLink: "Email me a link to my order",
  sent: /^If this number and email match an order placed without an account, we have sent a link/,
  linkSubject: (id) => new RegExp(`^Your link to order #${id} at `),
  openOrder: "Open my order",
  orderName: (id) => `Order #${id}`,
  placedStep: "Order Placed",
  reason: "Incorrect size ordered",
  comments: "Comments",
  cancelOrder: "Cancel order",
  cancelledStep: /^Cancelled/,
  refunded: /^(Refunded|The payment of .* was released)/,
  money,
};

const FRENCH: Words = {
  prefix: "/fr",
  width: 375,
  addToCart: "Ajouter au panier",
  cartOne: "Panier, 1 article",
  placeOrder: "Passer la commande",
  continueAsGuest: "Continuer comme invité",
  guestTitle: "Commander comme invité",
  signInTitle: "Se connecter",
  email: "Courriel",
  toCheckout: "Passer à la caisse",
  addAddress: "Ajouter une adresse",
  saveAddress: "Enregistrer l’adresse",
  address: {
    "Nom complet": "Élodie Invitée",
    Courriel: "elodie@shop.test",
    "Numéro de cellulaire": "5145550199",
    "Numéro et rue": "12, rue Cartier",
    Quartier: "Plateau",
    Ville: "Montréal",
    "Code postal": "h2x1y4",
  },
  province: "Quebec",
  provincialTax: 9.975,
  summary: "Sommaire des prix",
  continueLabel: "Continuer",
  onlinePayment: "Paiement en ligne (Stripe)",
  cardNumber: "Numéro de carte",
  expiry: "Date d’expiration (MM / AA)",
  payNow: "Payer maintenant",
  paid: "Paiement réussi!",
  subject: (id) => new RegExp(`^Votre commande nº ${id} est confirmée$`),
  lookupTitle: "État de la commande",
  orderNumber: "Numéro de commande",
  sendLink: "M’envoyer un lien vers ma commande",
  sent: /^Si ce numéro et ce courriel correspondent à une commande passée sans compte, nous avons envoyé un lien/,
  linkSubject: (id) => new RegExp(`^Votre lien vers la commande nº ${id} chez `),
  openOrder: "Ouvrir ma commande",
  orderName: (id) => `Commande nº ${id}`,
  placedStep: "Commandée",
  reason: "Mauvaise taille commandée",
  comments: "Commentaires",
  cancelOrder: "Annuler la commande",
  cancelledStep: /^Annulée/,
  refunded: /(remboursés|a été libéré)/,
  money: frenchMoney,
};

const main = (page: Page) => page.getByRole("main");

async function axeProblems(page: Page, where: string): Promise<string[]> {
  return (await seriousAxeViolations(page)).map(
    (violation) => `${where}: ${violation.id} (${violation.help}) at ${violation.targets.join(", ")}`,
  );
}

/** The visible shop links of a French page that leave French (the language switch aside). */
async function linksOutOfFrench(page: Page): Promise<string[]> {
  return page.locator("a[href^='/']:visible").evaluateAll((links) =>
    links
      .filter((link) => link.textContent?.trim() !== "English")
      .map((link) => link.getAttribute("href") ?? "")
      .filter((href) => href !== "/fr" && !href.startsWith("/fr/") && !href.startsWith("/fr?")),
  );
}

describe("guest checkout", () => {
  for (const words of [ENGLISH, FRENCH])
    it(
      `at ${words.width} px (${words.prefix ? "French" : "English"}): buys without an account, gets the email, gets a link to the order by number and email, cancels it there`,
      async () => {
        await withBrowser(
          async (browser) => {
            const { page, errors } = await browser.newPage();
            const started = Date.now();
            const at = (path: string) => `${baseUrl}${words.prefix}${path}`;
            const problems: string[] = [];
            const french = async () => (words.prefix ? linksOutOfFrench(page) : []);
            const products = (await allProducts(baseUrl)).filter((product) => product.stock >= 5);
            const product: Product | undefined = products[words.prefix ? 40 : 41];
            if (!product) throw new Error("the seed has too few products in stock");
            // Its name as the page's language shows it.
            const { name } = words.prefix ? await productById(baseUrl, product.id, "fr") : product;

            // A guest's cart, in the cookie.
            await page.goto(at(`/product/${product.id}`));
            await pressAddToCart(page, main(page).getByRole("button", { name: words.addToCart, exact: true }));
            await page.getByRole("banner").getByRole("link", { name: words.cartOne }).waitFor(POLL);
            await page.goto(at("/addcart"));
            await main(page).getByRole("button", { name: words.placeOrder }).click();
            await page.waitForURL((url) => url.pathname === `${words.prefix}/login`, POLL);

            // Beside sign-in: continue as a guest, with an email.
            await main(page).getByRole("link", { name: words.continueAsGuest }).click();
            await page.waitForURL((url) => url.pathname === `${words.prefix}/guest-checkout`, POLL);
            await page.getByRole("heading", { level: 1, name: words.guestTitle }).waitFor(POLL);
            problems.push(...(await axeProblems(page, "guest checkout")), ...(await french()));
            const email = `e2e-guest-${words.width}-${Date.now().toString(36)}@shop.test`;
            await main(page).getByLabel(words.email, { exact: true }).fill(email);
            await main(page).getByRole("button", { name: words.toCheckout }).click();
            await page.waitForURL((url) => url.pathname.toLowerCase() === `${words.prefix}/checkout2`, POLL);

            // The customer's checkout: the cookie cart's line, an address added here, its taxes.
            await main(page).getByText(name).first().waitFor(POLL);
            await main(page).getByRole("button", { name: words.addAddress }).click();
            await main(page).getByRole("button", { name: words.saveAddress }).waitFor(POLL);
            await main(page)
              .locator(`#address-province option[value='${words.province}']`)
              .waitFor({ state: "attached", ...POLL });
            for (const [label, value] of Object.entries(words.address))
              await main(page).getByLabel(label, { exact: true }).fill(value);
            await main(page).getByLabel("Province", { exact: true }).selectOption(words.province);
            await main(page).getByRole("button", { name: words.saveAddress }).click();
            const chosen = main(page).getByRole("radio", { name: new RegExp(Object.values(words.address)[0] ?? "") });
            await chosen.waitFor(POLL);
            expect(await chosen.isChecked()).toBe(true);
            const { rates } = await getJson(baseUrl, "/api/tax-rates", TaxRatesResponseSchema);
            expect(rates.find((rate) => rate.province === words.province)).toMatchObject({
              gstHst: 5,
              pst: words.provincialTax,
            });
            const subtotal = product.discountPrice;
            const total = subtotal + taxPaise(subtotal, 5) + taxPaise(subtotal, words.provincialTax);
            const summary = page.getByRole("complementary", { name: words.summary });
            await summary
              .locator("dl > div")
              .filter({ hasText: words.money(total) })
              .first()
              .waitFor(POLL);
            await main(page).getByRole("button", { name: words.continueLabel, exact: true }).click();

            // Paid with the sandbox's 4242 card.
            await page.waitForURL((url) => url.pathname === `${words.prefix}/paymentpage`, POLL);
            await page.getByRole("radio", { name: words.onlinePayment }).check();
            await page.getByLabel(words.cardNumber).fill("4242 4242 4242 4242");
            await page.getByLabel(words.expiry).fill("12 / 34");
            await page.getByLabel("CVC").fill("123");
            await page.getByRole("button", { name: words.payNow }).click();
            await page.waitForURL((url) => url.pathname === `${words.prefix}/complete`, POLL);
            await page.getByRole("heading", { level: 1, name: words.paid }).waitFor(POLL);
            const paymentIntent = new URL(page.url()).searchParams.get("payment_intent") ?? "";
            const order = await recordedOrder(page, baseUrl, paymentIntent);
            expect(order.total).toBe(total);

            // The confirmation, to the email the guest gave, links to the order's status page.
            const [mail] = await waitForMails(mailUrl, { to: email, subject: words.subject(order.id) });
            if (!mail) throw new Error(`no confirmation email for order ${order.id}`);
            const lookupLink = `${baseUrl}${words.prefix}/order-lookup?order=${order.id}`;
            expect(mail.html).toContain(`href="${lookupLink}"`);

            // The guest's checkout session is no account: /login still offers to sign in.
            await page.goto(at("/login"));
            await page.getByRole("heading", { level: 1, name: words.signInTitle }).waitFor(POLL);
            expect(new URL(page.url()).pathname).toBe(`${words.prefix}/login`);

            // No session: the emailed link's page; a wrong email and the right one get the same
            // answer, and only the right one is mailed a link to the order.
            // Off the shop first: a read the guest's page starts (the frame's stock alerts) must not
            // meet the cleared session.
            await page.goto("about:blank");
            await page.context().clearCookies();
            await page.goto(lookupLink);
            await page.getByRole("heading", { level: 1, name: words.lookupTitle }).waitFor(POLL);
            expect(await main(page).getByLabel(words.orderNumber, { exact: true }).inputValue()).toBe(String(order.id));
            problems.push(...(await axeProblems(page, "order lookup")), ...(await french()));
            const sent = main(page).getByRole("status").filter({ hasText: words.sent });
            await main(page).getByLabel(words.email, { exact: true }).fill(`someone-else-${email}`);
            await main(page).getByRole("button", { name: words.sendLink }).click();
            await sent.waitFor(POLL);
            problems.push(...(await axeProblems(page, "order lookup answered")));
            await main(page).getByLabel(words.email, { exact: true }).fill(email.toUpperCase());
            await main(page).getByRole("button", { name: words.sendLink }).click();
            const [linkMail] = await waitForMails(mailUrl, { to: email, subject: words.linkSubject(order.id) });
            const orderLink = /href="([^"]+)"[^>]*>\s*(?:<[^>]+>\s*)*([^<]+)/g;
            const href = [...(linkMail?.html ?? "").matchAll(orderLink)].find(
              (link) => link[2]?.trim() === words.openOrder,
            )?.[1];
            expect(href?.replaceAll("&amp;", "&")).toMatch(
              new RegExp(`^${baseUrl}${words.prefix}/order-lookup\\?token=${order.id}\\.`),
            );

            // The link opens the order; the guest cancels it there and sees the refund.
            await page.goto((href ?? "").replaceAll("&amp;", "&"));
            await main(page)
              .getByRole("heading", { name: words.orderName(order.id) })
              .waitFor(POLL);
            const timeline = main(page).locator("ol.tracking");
            expect(await timeline.locator('[aria-current="step"]').innerText()).toContain(words.placedStep);
            // The line in the page's language (decision 043).
            expect(await main(page).getByText(name).count()).toBeGreaterThan(0);
            problems.push(...(await axeProblems(page, "order link")), ...(await french()));
            await main(page).getByRole("radio", { name: words.reason }).check();
            await main(page).getByLabel(words.comments, { exact: true }).fill("Ordered the wrong size by mistake.");
            await main(page).getByRole("button", { name: words.cancelOrder }).click();
            await main(page).locator(".order-facts__refund").filter({ hasText: words.refunded }).waitFor(POLL);
            expect(await timeline.locator('[aria-current="step"]').innerText()).toMatch(words.cancelledStep);
            problems.push(...(await axeProblems(page, "order cancelled by link")), ...(await french()));

            expect(problems).toEqual([]);
            expect(errors).toEqual([]);
            console.log(`guest checkout at ${words.width} px: ${((Date.now() - started) / 1000).toFixed(1)} s`);
          },
          { viewport: { width: words.width, height: 900 }, cardPayments: true },
        );
      },
      TEST_TIMEOUT_MS,
    );
});
