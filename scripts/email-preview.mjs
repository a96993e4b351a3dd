#!/usr/bin/env node
// `npm run email:preview`: every customer message rendered with demo data (tests/support/email-demo.ts)
// into .tmp/email-preview/, its HTML part to open in a browser (narrow the window to see a phone's
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
  load("functions/_shared/emails/render-email.ts"),
]);

const templates = [
  ["order-confirmation", confirmation.OrderConfirmationEmail, demo.demoConfirmation],
  ["order-cancellation", cancellation.OrderCancellationEmail, demo.demoCancellation],
  ["welcome", welcome.WelcomeEmail, demo.demoWelcome],
  ["password-reset", passwordReset.PasswordResetEmail, demo.demoPasswordReset],
  ["password-changed", passwordChanged.PasswordChangedEmail, demo.demoPasswordChanged],
  ["contact-message", contact.ContactMessageEmail, demo.demoContact],
  ["back-in-stock", backInStock.BackInStockEmail, demo.demoBackInStock],
  ["return-requested", returnRequested.ReturnRequestedEmail, demo.demoReturnRequested],
  ["return-refunded", returnRefunded.ReturnRefundedEmail, demo.demoReturnRefunded],
];

mkdirSync(outDir, { recursive: true });
for (const [name, component, props] of templates) {
  const { html, text } = await renderEmail(createElement(component, props));
  writeFileSync(join(outDir, `${name}.html`), html);
  writeFileSync(join(outDir, `${name}.txt`), text);
  console.log(`${name}: ${relative(root, join(outDir, `${name}.html`))} and .txt`);
}
