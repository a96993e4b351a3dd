// "Your account was deleted" (issue 41, decision 049), rendered to HTML and plain text in both
// languages with demo data: it names the account, says what was kept, and links the policy and
// Contact Us in the message's language.
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { AccountDeletedEmail, accountDeletedSubject } from "@functions/_shared/emails/account-deleted-email";
import { renderEmail } from "@functions/_shared/emails/render-email";
import { demoAccountDeleted, demoInFrench } from "../support/email-demo";

const plain = (text: string) => text.replace(/\s+/g, " ");

describe("account deleted email", () => {
  it("names the account, says the orders are kept without personal data, in English", async () => {
    const { html, text } = await renderEmail(createElement(AccountDeletedEmail, demoAccountDeleted));
    expect(accountDeletedSubject(demoAccountDeleted.shop, "en")).toBe("Your ShopNest account was deleted");
    for (const fact of [
      "Hello Asha Verma, the ShopNest account asha@example.com has been deleted as you asked.",
      "We keep your orders and returns for the tax records, without your name, contact details or address.",
      "If you did not ask for this, contact us at once.",
    ]) {
      expect(plain(text), fact).toContain(fact);
    }
    expect(html).toContain('href="http://localhost:8888/privacy"');
    expect(html).toContain('href="http://localhost:8888/contact"');
  });

  it("is French for a French-speaking customer, its links under /fr", async () => {
    const { html, text } = await renderEmail(createElement(AccountDeletedEmail, demoInFrench.accountDeleted));
    expect(accountDeletedSubject(demoInFrench.accountDeleted.shop, "fr")).toBe("Votre compte ShopNest a été supprimé");
    expect(plain(text)).toContain("le compte ShopNest asha@example.com a été supprimé comme vous l’avez demandé.");
    expect(html).toContain('href="http://localhost:8888/fr/privacy"');
    expect(html).toContain('lang="fr"');
  });
});
