// Every customer message in French (issue 38), rendered from the demo data as a French-speaking
// customer gets it: subject and body in French, `<html lang="fr">`, money as fr-CA writes it, the
// Quebec order's taxes as TPS and TVQ with French rates, the currency stated, and every link to a
// page of the shop under /fr/. The English renderings are tests/unit/*-email*.test.ts's.
import { createElement, type ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { BackInStockEmail, backInStockSubject } from "@functions/_shared/emails/back-in-stock-email";
import { ContactMessageEmail, contactMessageSubject } from "@functions/_shared/emails/contact-message-email";
import { OrderCancellationEmail, orderCancellationSubject } from "@functions/_shared/emails/order-cancellation-email";
import { OrderConfirmationEmail, orderConfirmationSubject } from "@functions/_shared/emails/order-confirmation-email";
import { PasswordChangedEmail, passwordChangedSubject } from "@functions/_shared/emails/password-changed-email";
import { PasswordResetEmail, passwordResetSubject } from "@functions/_shared/emails/password-reset-email";
import { renderEmail } from "@functions/_shared/emails/render-email";
import { ReturnRefundedEmail, returnRefundedSubject } from "@functions/_shared/emails/return-refunded-email";
import { ReturnRequestedEmail, returnRequestedSubject } from "@functions/_shared/emails/return-requested-email";
import { WelcomeEmail, welcomeSubject } from "@functions/_shared/emails/welcome-email";
import { resetLinkUrl } from "@functions/_shared/password-reset";
import { demoInFrench as fr, demoShop } from "../support/email-demo";

const NBSP = "\u00a0";

/** Both parts as one line of words: the plain text with its spaces (no-break ones kept) run together. */
async function rendered<P extends object>(component: ComponentType<P>, props: P) {
  const { html, text } = await renderEmail(createElement(component, props));
  return { html, text: text.replace(/[ \t\r\n]+/g, " ") };
}

/** The links into the shop (not the logo's or an image's address): all of them under /fr/. */
function shopLinks(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1] ?? "")
    .filter((href) => href.startsWith(demoShop.siteUrl));
}

function expectFrench(html: string): void {
  expect(html).toMatch(/<html[^>]* lang="fr"/);
  const links = shopLinks(html);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${demoShop.siteUrl}/fr/`), link).toBe(true);
}

describe("the French emails", () => {
  it("order confirmation: French words, fr-CA money and date, TPS and TVQ with their rates, the currency", async () => {
    const { html, text } = await rendered(OrderConfirmationEmail, fr.confirmation);
    expectFrench(html);
    expect(orderConfirmationSubject(fr.confirmation.order, "fr")).toBe("Votre commande nº 1042 est confirmée");
    for (const fact of [
      "Merci de votre commande".toUpperCase(),
      "passée le 27 novembre 2026",
      `Taille${NBSP}: M · Couleur${NBSP}: Indigo · Quantité${NBSP}: 2 · 649,00${NBSP}₹ chacun`,
      `Sous-total 1${NBSP}648,00${NBSP}₹`,
      `Total 1${NBSP}894,79${NBSP}₹`,
      "Prix en roupies indiennes (INR)",
      `Mode de paiement${NBSP}: Paiement en ligne (Stripe).`,
      "Adresse de livraison",
      "Reçu fiscal",
    ]) {
      expect(text, fact).toContain(fact);
    }
    // The rate's space before % is the catalogue's "tax.withRate" (either space reads the same).
    expect(text).toMatch(/TPS \(5[ \u00a0]%\) 82,40\u00a0₹ TVQ \(9,975[ \u00a0]%\) 164,39\u00a0₹/);
    expect(text).not.toMatch(/HST|PST|GST|QST|Subtotal|₹1/);
    expect(html).toContain(`href="${demoShop.siteUrl}/fr/receipt?order=1042"`);
  });

  it("the same order in Ontario names its one tax TVH, with no provincial line", async () => {
    const { text } = await rendered(OrderConfirmationEmail, {
      ...fr.confirmation,
      order: { ...fr.confirmation.order, hst: 21424, pst: 0, total: 186224 } as typeof fr.confirmation.order,
      tax: { province: "Ontario", gstHst: 13, pst: 0 },
    });
    expect(text).toMatch(/TVH \(13[ \u00a0]%\) 214,24\u00a0₹/);
    expect(text).not.toMatch(/TVP|TVQ|TPS/);
  });

  it("cancellation: the reason and the refund in the order screens' French words", async () => {
    const { html, text } = await rendered(OrderCancellationEmail, fr.cancellation);
    expectFrench(html);
    expect(orderCancellationSubject(fr.cancellation.order, "fr")).toBe("Votre commande nº 1042 est annulée");
    expect(text).toContain("nous avons annulé la commande nº 1042 le 27 novembre 2026.");
    expect(text).toContain(`Raison${NBSP}: Mauvaise taille commandée (« I picked the wrong size for the kurta. »)`);
    expect(text).toContain(`1${NBSP}862,24${NBSP}₹ remboursés sur la carte se terminant par 4242.`);
  });

  it("welcome, reset link and password changed", async () => {
    const welcome = await rendered(WelcomeEmail, fr.welcome);
    expectFrench(welcome.html);
    expect(welcomeSubject(demoShop, "fr")).toBe("Bienvenue chez ShopNest");
    expect(welcome.text).toContain("Votre compte ShopNest est prêt. Connectez-vous avec asha@example.com");
    expect(welcome.html).toContain(`href="${demoShop.siteUrl}/fr/login"`);

    const reset = await rendered(PasswordResetEmail, fr.passwordReset);
    expectFrench(reset.html);
    expect(passwordResetSubject(demoShop, "fr")).toBe("Réinitialisez votre mot de passe ShopNest");
    expect(reset.text).toContain("ouvrez ce lien d’ici 30 minutes");
    expect(resetLinkUrl("https://shop.example", "ab_-C9", "fr")).toBe(
      "https://shop.example/fr/reset-password?token=ab_-C9",
    );

    const changed = await rendered(PasswordChangedEmail, fr.passwordChanged);
    expectFrench(changed.html);
    expect(passwordChangedSubject(demoShop, "fr")).toBe("Votre mot de passe ShopNest a été changé");
    expect(changed.html).toContain(`href="${demoShop.siteUrl}/fr/contact"`);
    expect(changed.text).toContain("vient d’être changé au moyen d’un lien de réinitialisation.");
    const onProfile = await rendered(PasswordChangedEmail, { ...fr.passwordChanged, way: "profile" });
    expect(onProfile.text).toContain("vient d’être changé dans son profil.");
    expect(onProfile.text).not.toContain("au moyen d’un lien de réinitialisation");
  });

  it("back in stock: the price in French money, the links to the French product and alerts pages", async () => {
    const { html, text } = await rendered(BackInStockEmail, fr.backInStock);
    expectFrench(html);
    expect(backInStockSubject(fr.backInStock.product, "fr")).toBe(`De retour en stock${NBSP}: Handloom Cotton Kurta`);
    expect(text).toContain(`il n’en reste que 2.`);
    expect(text).toContain(`1${NBSP}299,00${NBSP}₹`);
    // The button only opens the product, and says so.
    expect(html).toMatch(new RegExp(`href="${demoShop.siteUrl}/fr/product/118"[^>]*>[\\s\\S]*?Voir le produit`));
    expect(html).toContain(`href="${demoShop.siteUrl}/fr/stock-alerts"`);
    expect(text).toContain("arrêter ces alertes");
  });

  it("return requested and refunded: the steps, the reason and the amounts in French", async () => {
    const requested = await rendered(ReturnRequestedEmail, fr.returnRequested);
    expectFrench(requested.html);
    expect(returnRequestedSubject(fr.returnRequested.orderReturn, "fr")).toBe(
      `Votre retour R000012 de la commande nº 1042${NBSP}: comment nous le renvoyer`,
    );
    expect(requested.text).toContain(`Raison${NBSP}: Mauvaise taille (« Both run small. »).`);
    expect(requested.text).toContain("Inscrivez clairement le numéro de retour R000012 sur le colis");
    expect(requested.text).toContain(`À rembourser 1${NBSP}466,74${NBSP}₹`);

    const refunded = await rendered(ReturnRefundedEmail, fr.returnRefunded);
    expectFrench(refunded.html);
    expect(returnRefundedSubject(fr.returnRefunded.orderReturn, "fr")).toBe(
      `Votre retour R000012 est remboursé${NBSP}: 1${NBSP}466,74${NBSP}₹`,
    );
    expect(refunded.text).toContain("nous sont parvenus.");
  });

  it("a contact message from a French page reaches the shop in English, marked to be answered in French", async () => {
    const { html, text } = await rendered(ContactMessageEmail, fr.contact);
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(contactMessageSubject(fr.contact.message, "fr")).toBe(
      "[FR] Contact form: Delivery to Goa (from Ravi Kumar)",
    );
    expect(text).toContain("Written from the French site: please answer in French.");
  });
});
