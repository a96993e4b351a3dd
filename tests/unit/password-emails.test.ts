// The password reset's two messages (issue 27), rendered to HTML and plain text with demo data.
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { PasswordChangedEmail, passwordChangedSubject } from "@functions/_shared/emails/password-changed-email";
import { PasswordResetEmail, passwordResetSubject } from "@functions/_shared/emails/password-reset-email";
import { messageKey, passwordChangeWay, profilePasswordChangeSubject } from "@domain/outbox";
import { renderEmail } from "@functions/_shared/emails/render-email";
import { resetLinkUrl } from "@functions/_shared/password-reset";
import { demoPasswordChanged, demoPasswordReset } from "../support/email-demo";

/** What a reader sees of the HTML part: tags, comments and the head gone, entities read. */
const visibleText = (html: string) =>
  html
    .replace(/<head[\s\S]*?<\/head>/, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");
const plain = (text: string) => text.replace(/\s+/g, " ").toLowerCase();

describe("password reset email", () => {
  it("carries the link, says it works for 30 minutes and once, in both parts", async () => {
    const { html, text } = await renderEmail(createElement(PasswordResetEmail, demoPasswordReset));
    for (const fact of [
      "Reset your password",
      "Hello Asha Verma",
      "within 30 minutes. It works once.",
      "ignore this email",
    ]) {
      expect(visibleText(html), fact).toContain(fact);
      expect(plain(text), fact).toContain(fact.toLowerCase());
    }
    expect(html).toContain(`href="${demoPasswordReset.resetUrl}"`);
    expect(text).toContain(demoPasswordReset.resetUrl);
    expect(html).toContain('alt="ShopNest"');
    expect(passwordResetSubject(demoPasswordReset.shop, "en")).toBe("Reset your ShopNest password");
  });

  it("links the reset page with the token as a query value", () => {
    expect(resetLinkUrl("https://shop.example", "ab_-C9", "en")).toBe(
      "https://shop.example/reset-password?token=ab_-C9",
    );
  });
});

describe("password changed email", () => {
  it("names the account, says every device was signed out, and links a new reset and Contact Us", async () => {
    const { html, text } = await renderEmail(createElement(PasswordChangedEmail, demoPasswordChanged));
    for (const fact of [
      "Your password was changed",
      "account asha@example.com",
      "Every device that was signed in has been signed out.",
    ]) {
      expect(visibleText(html), fact).toContain(fact);
      expect(plain(text), fact).toContain(fact.toLowerCase());
    }
    expect(html).toContain('href="http://localhost:8888/contact"');
    expect(text).toContain("http://localhost:8888/reset-password");
    expect(passwordChangedSubject(demoPasswordChanged.shop, "en")).toBe("Your ShopNest password was changed");
  });

  it("says how the password changed: through a reset link, or on the profile", async () => {
    const reset = await renderEmail(createElement(PasswordChangedEmail, demoPasswordChanged));
    expect(plain(reset.text)).toContain("was just changed through a reset link.");
    const profile = await renderEmail(createElement(PasswordChangedEmail, { ...demoPasswordChanged, way: "profile" }));
    expect(plain(profile.text)).toContain("was just changed on its profile. every other device");
    expect(plain(profile.text)).not.toContain("reset link. every");
  });

  it("reads the way from the message key the shop API writes", () => {
    expect(passwordChangeWay(messageKey("password-changed", profilePasswordChangeSubject(7, new Date())))).toBe(
      "profile",
    );
    expect(passwordChangeWay(messageKey("password-changed", 12))).toBe("reset");
  });
});
