#!/usr/bin/env node
// `npm run email:preview`: every customer message rendered with demo data (tests/support/email-demo.ts)
// in English and in French into .tmp/email-preview/ (name.en.html, name.fr.html), its HTML part to open in a browser (narrow the window to see a phone's
// mail client) and its plain-text part beside it. MailDev (npm start, http://localhost:1080)
// shows the real ones the shop sends.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { createElement } from "react";
import { runnerImport } from "vite";
import { moduleAliases } from "./module-aliases.mjs";

const root = resolve(import.meta.dirname, "..");
const outDir = join(root, ".tmp", "email-preview");
const load = async (path) => (await runnerImport(join(root, path), { resolve: { alias: moduleAliases } })).module;

const [
  demo,
  confirmation,
  cancellation,
  welcome,
  passwordReset,
  passwordChanged,
  contact,
  backInStock,
  returnRequested,
  returnRefunded,
  accountDeleted,
  parcel,
  { renderEmail },
] = await Promise.all([
  load("tests/support/email-demo.ts"),
  load("functions/_shared/emails/order-confirmation-email.tsx"),
  load("functions/_shared/emails/order-cancellation-email.tsx"),
  load("functions/_shared/emails/welcome-email.tsx"),
  load("functions/_shared/emails/password-reset-email.tsx"),
  load("functions/_shared/emails/password-changed-email.tsx"),
  load("functions/_shared/emails/contact-message-email.tsx"),
  load("functions/_shared/emails/back-in-stock-email.tsx"),
  load("functions/_shared/emails/return-requested-email.tsx"),
  load("functions/_shared/emails/return-refunded-email.tsx"),
  load("functions/_shared/emails/account-deleted-email.tsx"),
  load("functions/_shared/emails/order-parcel-emails.tsx"),
  load("functions/_shared/emails/render-email.ts"),
]);

const french = demo.demoInFrench;
const templates = [
  ["order-confirmation", confirmation.OrderConfirmationEmail, demo.demoConfirmation, french.confirmation],
  ["order-cancellation", cancellation.OrderCancellationEmail, demo.demoCancellation, french.cancellation],
  ["welcome", welcome.WelcomeEmail, demo.demoWelcome, french.welcome],
  ["password-reset", passwordReset.PasswordResetEmail, demo.demoPasswordReset, french.passwordReset],
  ["password-changed", passwordChanged.PasswordChangedEmail, demo.demoPasswordChanged, french.passwordChanged],
  ["contact-message", contact.ContactMessageEmail, demo.demoContact, french.contact],
  ["back-in-stock", backInStock.BackInStockEmail, demo.demoBackInStock, french.backInStock],
  ["return-requested", returnRequested.ReturnRequestedEmail, demo.demoReturnRequested, french.returnRequested],
  ["return-refunded", returnRefunded.ReturnRefundedEmail, demo.demoReturnRefunded, french.returnRefunded],
  ["account-deleted", accountDeleted.AccountDeletedEmail, demo.demoAccountDeleted, french.accountDeleted],
  ["order-shipped", parcel.OrderShippedEmail, demo.demoShipped, french.shipped],
  ["order-delivered", parcel.OrderDeliveredEmail, demo.demoDelivered, french.delivered],
];

mkdirSync(outDir, { recursive: true });
for (const [name, component, english, inFrench] of templates) {
  // Each message in both languages: name.en.html and name.fr.html (a contact message: as sent from
  // /contact and from /fr/contact; the shop's inbox reads both in English).
  for (const [locale, props] of [
    ["en", english],
    ["fr", inFrench],
  ]) {
    const { html, text } = await renderEmail(createElement(component, props));
    const file = join(outDir, `${name}.${locale}`);
    writeFileSync(`${file}.html`, html);
    writeFileSync(`${file}.txt`, text);
    console.log(`${name} (${locale}): ${relative(root, file)}.html and .txt`);
  }
}
