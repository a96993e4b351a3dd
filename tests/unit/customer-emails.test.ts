// The customer messages (issue 27): every template rendered to HTML and to plain text with the
// order's facts, readable with images off; the outbox's rules; and the mail settings that deployed
// contexts refuse.
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paiseFromRupees } from "@/domain/money";
import { ConfigError, mailConfig, shopContactEmail } from "@functions/_shared/config";
import { ContactMessageEmail, contactMessageSubject } from "@functions/_shared/emails/contact-message-email";
import { ContactReceivedEmail, contactReceivedSubject } from "@functions/_shared/emails/contact-received-email";
import { OrderCancellationEmail, orderCancellationSubject } from "@functions/_shared/emails/order-cancellation-email";
import { OrderConfirmationEmail, orderConfirmationSubject } from "@functions/_shared/emails/order-confirmation-email";
import { RefundManualEmail, refundManualSubject } from "@functions/_shared/emails/refund-manual-email";
import { renderEmail } from "@functions/_shared/emails/render-email";
import { WelcomeEmail, welcomeSubject } from "@functions/_shared/emails/welcome-email";
import { MESSAGE_GIVE_UP_AFTER_SECONDS, messageId, messageKey, messageRetryDelaySeconds } from "@domain/outbox";
import {
  demoCancellation,
  demoConfirmation,
  demoContact,
  demoContactReceived,
  demoRefundManual,
  demoWelcome,
} from "../support/email-demo";

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The HTML's visible text, tags dropped and entities the renderer uses read back. */
function visibleText(html: string): string {
  return html
    .replace(/<head[\s\S]*?<\/head>/, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");
}

describe("order confirmation", () => {
  const facts = [
    "order #1042",
    "Cotton Kurta",
    "Size: M · Colour: Indigo · Quantity: 2 · ₹649.00 each",
    "₹1,298.00",
    "Canvas Tote",
    "Colour: Natural · Quantity: 1 · ₹350.00 each",
    "Subtotal",
    "₹1,648.00",
    "HST (13%)",
    "₹214.24",
    "Total",
    "₹1,862.24",
    "Asha Verma",
    "12 King Street West",
    "Toronto, Ontario M5H 1A1",
  ];

  it("has an HTML and a plain-text part with every line, the taxes with their rates, the total and the address", async () => {
    const { html, text } = await renderEmail(createElement(OrderConfirmationEmail, demoConfirmation));
    const shown = visibleText(html);
    for (const fact of facts) {
      expect(shown, fact).toContain(fact);
      expect(text.replace(/\s+/g, " "), fact).toContain(fact);
    }
    expect(orderConfirmationSubject(demoConfirmation.order, "en")).toBe("Your order #1042 is confirmed");
  });

  it("links the order and its receipt by absolute URLs, in both parts", async () => {
    const { html, text } = await renderEmail(createElement(OrderConfirmationEmail, demoConfirmation));
    for (const url of ["http://localhost:8888/track?order=1042", "http://localhost:8888/receipt?order=1042"]) {
      expect(html).toContain(`href="${url}"`);
      expect(text).toContain(url);
    }
  });

  it("names the shop by its logo, in text without one, in one column at most 600 px wide", async () => {
    const { html, text } = await renderEmail(createElement(OrderConfirmationEmail, demoConfirmation));
    const header = (markup: string) => markup.slice(0, markup.indexOf("<hr"));
    expect(header(html)).toMatch(/<img[^>]+alt="ShopNest"/);
    // Not printed again under the logo that says it.
    expect(visibleText(header(html))).not.toContain("ShopNest");
    expect(text).toContain("ShopNest");
    const withoutLogo = await renderEmail(
      createElement(OrderConfirmationEmail, { ...demoConfirmation, shop: { ...demoConfirmation.shop, logoUrl: null } }),
    );
    expect(visibleText(header(withoutLogo.html))).toContain("ShopNest");
    expect(html).toContain("max-width:600px");
    expect(html).not.toMatch(/\bwidth="[6-9]\d\d"|(?<!max-)width:\s*[6-9]\d\dpx/);
  });

  it("says HST and PST without rates when the rates the order was taxed at are not known", async () => {
    const { text } = await renderEmail(createElement(OrderConfirmationEmail, { ...demoConfirmation, tax: null }));
    expect(text).toMatch(/HST\s+₹214\.24/);
    expect(text).not.toContain("13%");
  });
});

describe("cancellation confirmation", () => {
  it("gives the reason, the comment and what happens to the payment, in both parts", async () => {
    const { html, text } = await renderEmail(createElement(OrderCancellationEmail, demoCancellation));
    const facts = [
      "Your order #1042 is cancelled",
      "Reason: Incorrect size ordered",
      "I picked the wrong size for the kurta.",
      "Refunded ₹1,862.24 to the card ending 4242.",
      "Cotton Kurta",
    ];
    // The plain text writes headings in capitals.
    for (const fact of facts) {
      expect(visibleText(html), fact).toContain(fact);
      expect(text.replace(/\s+/g, " ").toLowerCase(), fact).toContain(fact.toLowerCase());
    }
    expect(orderCancellationSubject(demoCancellation.order, "en")).toBe("Your order #1042 is cancelled");
  });

  it("says a refund still being retried, and that an order without an online payment refunds nothing", async () => {
    const retrying = {
      ...demoCancellation.order,
      refund: { state: "retrying" as const, amount: paiseFromRupees(10), cardLast4: null },
    };
    const { text } = await renderEmail(createElement(OrderCancellationEmail, { ...demoCancellation, order: retrying }));
    expect(text).toContain("The refund of ₹10.00 to your card failed and is being retried.");
    const unpaid = { ...demoCancellation.order, refund: null };
    const none = await renderEmail(createElement(OrderCancellationEmail, { ...demoCancellation, order: unpaid }));
    expect(none.text).toContain("nothing is refunded");
  });
});

describe("welcome", () => {
  it("greets the customer by name, says which address signs in, and links sign-in and the shop, in both parts", async () => {
    const { html, text } = await renderEmail(createElement(WelcomeEmail, demoWelcome));
    for (const fact of ["Welcome, Asha Verma", "Sign in with asha@example.com", "ShopNest"]) {
      expect(visibleText(html), fact).toContain(fact);
      expect(text.replace(/\s+/g, " ").toLowerCase(), fact).toContain(fact.toLowerCase());
    }
    expect(html).toContain('href="http://localhost:8888/login"');
    expect(text).toContain("http://localhost:8888/login");
    expect(welcomeSubject(demoWelcome.shop, "en")).toBe("Welcome to ShopNest");
  });
});

describe("the outbox's rules", () => {
  it("names each message by its kind and subject, and derives one Message-ID from the key", () => {
    expect(messageKey("order-confirmation", 12)).toBe("order-confirmation:12");
    expect(messageId("order-confirmation:12", "shop.example")).toBe("<order-confirmation.12@shop.example>");
  });

  it("waits longer after each failure, at most an hour, and tries for a day", () => {
    const delays = [1, 2, 3, 4, 20, 200].map(messageRetryDelaySeconds);
    expect(delays).toEqual([10, 20, 40, 80, 3600, 3600]);
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < MESSAGE_GIVE_UP_AFTER_SECONDS) elapsed += messageRetryDelaySeconds(++attempts);
    expect(attempts).toBeGreaterThan(20);
    expect(attempts).toBeLessThan(40);
  });
});

describe("contact message", () => {
  it("renders to HTML and plain text with the sender, the subject and every line written", async () => {
    const { html, text } = await renderEmail(createElement(ContactMessageEmail, demoContact));
    const facts = [
      "Ravi Kumar wrote through the contact form",
      // When it was sent as a person reads a date, not as the outbox stores it.
      "From Ravi Kumar <ravi@example.com> on 27 Nov 2026, 5:30 am GMT-5.",
      "Reply to this email to answer them.",
      "Subject: Delivery to Goa",
      "Do you ship to Goa?",
      "I would like two kurtas before the 20th.",
    ];
    const shown = visibleText(html).replace(/&lt;/g, "<").replace(/&gt;/g, ">");
    for (const fact of facts) {
      expect(shown, fact).toContain(fact);
      // The plain text writes headings in capitals.
      expect(text.replace(/\s+/g, " ").toLowerCase(), fact).toContain(fact.toLowerCase());
    }
    expect(shown).not.toContain(demoContact.sentAt);
    // The sender's line breaks survive in the plain text the help team reads.
    expect(text).toContain("Do you ship to Goa?\nI would like two kurtas before the 20th.");
    expect(contactMessageSubject(demoContact.message, "en")).toBe("Contact form: Delivery to Goa (from Ravi Kumar)");
    expect(contactMessageSubject({ ...demoContact.message, subject: "" }, "en")).toBe(
      "Contact form: (no subject) (from Ravi Kumar)",
    );
  });
});

describe("mail settings", () => {
  it("take SMTP_URL or SMTP_HOST and MAIL_FROM, without TLS only on the local stack", () => {
    vi.stubEnv("CONTEXT", "");
    vi.stubEnv("SMTP_URL", "smtp://localhost:1025");
    vi.stubEnv("MAIL_FROM", "Shop <orders@shop.localhost>");
    expect(mailConfig()).toMatchObject({ host: "localhost", port: 1025, secure: false, requireTls: false });
    vi.stubEnv("CONTEXT", "production");
    vi.stubEnv("URL", "https://shop.example");
    vi.stubEnv("SMTP_URL", "");
    vi.stubEnv("SMTP_HOST", "smtp.provider.example");
    vi.stubEnv("SMTP_USER", "apikey");
    vi.stubEnv("SMTP_PASS", "secret");
    vi.stubEnv("MAIL_FROM", "Shop <orders@shop.example>");
    expect(mailConfig()).toMatchObject({
      host: "smtp.provider.example",
      port: 587,
      requireTls: true,
      auth: { user: "apikey", pass: "secret" },
      domain: "shop.example",
    });
  });

  it("are refused when deployed with the local mail catcher, the local sender, or none", () => {
    vi.stubEnv("URL", "https://shop.example");
    for (const context of ["production", "deploy-preview", "branch-deploy"]) {
      vi.stubEnv("CONTEXT", context);
      vi.stubEnv("SMTP_URL", "smtp://localhost:1025");
      vi.stubEnv("MAIL_FROM", "Shop <orders@shop.example>");
      expect(() => mailConfig(), context).toThrow(/local mail catcher/);
      vi.stubEnv("SMTP_URL", "smtps://user:pass@smtp.provider.example");
      vi.stubEnv("MAIL_FROM", "Shop <orders@shop.localhost>");
      expect(() => mailConfig(), context).toThrow(/local stack's sender/);
      vi.stubEnv("MAIL_FROM", "");
      expect(() => mailConfig(), context).toThrow(ConfigError);
      vi.stubEnv("SMTP_URL", "");
      vi.stubEnv("SMTP_HOST", "");
      vi.stubEnv("MAIL_FROM", "orders@shop.example");
      expect(() => mailConfig(), context).toThrow(/SMTP_URL/);
    }
  });

  it("need SHOP_CONTACT_EMAIL, and refuse the local stack's inbox when deployed", () => {
    vi.stubEnv("CONTEXT", "");
    vi.stubEnv("URL", "");
    vi.stubEnv("SHOP_CONTACT_EMAIL", "help@shop.localhost");
    expect(shopContactEmail()).toBe("help@shop.localhost");
    vi.stubEnv("URL", "https://shop.example");
    for (const context of ["production", "deploy-preview", "branch-deploy"]) {
      vi.stubEnv("CONTEXT", context);
      expect(() => shopContactEmail(), context).toThrow(/local stack's inbox/);
      vi.stubEnv("SHOP_CONTACT_EMAIL", "");
      expect(() => shopContactEmail(), context).toThrow(/SHOP_CONTACT_EMAIL is not set/);
      vi.stubEnv("SHOP_CONTACT_EMAIL", "help@shop.example");
      expect(shopContactEmail(), context).toBe("help@shop.example");
      vi.stubEnv("SHOP_CONTACT_EMAIL", "help@shop.localhost");
    }
  });
});

describe("a refund left to a person, and a contact message's acknowledgement", () => {
  it("tells the customer a person makes the refund, to which card and within how many business days", async () => {
    const { html, text } = await renderEmail(createElement(RefundManualEmail, demoRefundManual));
    const shown = visibleText(html);
    for (const fact of [
      "Our team is making your refund",
      "Hi Asha Verma, the refund of ₹1,862.24 for the cancelled order #1042 could not be made automatically.",
      "A person on our team will refund it to the card ending 4242 within 5 business days.",
    ]) {
      expect(shown, fact).toContain(fact);
      // The plain text writes headings in capitals.
      expect(text.replace(/\s+/g, " ").toLowerCase(), fact).toContain(fact.toLowerCase());
    }
    expect(refundManualSubject(demoRefundManual.order, demoRefundManual.refund, "en")).toBe(
      "Your refund of ₹1,862.24 for order #1042 is being made by our team",
    );
  });

  it("acknowledges a contact message in the page's language, repeating none of the sender's words", async () => {
    const en = await renderEmail(createElement(ContactReceivedEmail, demoContactReceived));
    expect(visibleText(en.html)).toContain("Thank you for writing to ShopNest.");
    const fr = await renderEmail(createElement(ContactReceivedEmail, { ...demoContactReceived, locale: "fr" }));
    expect(fr.html).toContain('lang="fr"');
    expect(visibleText(fr.html)).toContain("Merci d’avoir écrit à ShopNest.");
    expect(contactReceivedSubject(demoContactReceived.shop, "fr")).toBe("Nous avons reçu votre message à ShopNest");
  });
});
