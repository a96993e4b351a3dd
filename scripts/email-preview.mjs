#!/usr/bin/env node
// `npm run email:preview`: every customer message rendered with demo data (tests/support/email-demo.ts)
// in English and in French into .tmp/email-preview/ (name.en.html, name.fr.html; EMAIL_PREVIEW_DIR
// to write elsewhere), its HTML part to open in a browser (narrow the window to see a phone's
// mail client) and its plain-text part beside it. The shop is named as the seeded shop API names
// it, and its pictures are the supplier's files (shop-api/.images, made on first use), linked as
// files so that they show without the stack running. The commercial ones (welcome, back in stock,
// the news-and-offers letter) carry the footer's unsubscribe link as a consenting customer gets
// it, with an unsigned demo token. MailDev (npm start, http://localhost:1080)
// shows the real ones the shop sends.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createElement } from "react";
import { runnerImport } from "vite";
import { moduleAliases } from "./module-aliases.mjs";
import { ensureSupplierImages, SUPPLIER_IMAGES_DIR } from "./supplier-images.mjs";

const root = resolve(import.meta.dirname, "..");
const outDir = process.env.EMAIL_PREVIEW_DIR || join(root, ".tmp", "email-preview");
const load = async (path) => (await runnerImport(join(root, path), { resolve: { alias: moduleAliases } })).module;

const [demo, { renderEmail }] = await Promise.all([
  load("tests/support/email-demo.ts"),
  load("functions/_shared/emails/render-email.ts"),
  ensureSupplierImages({ log: (line) => console.log(line) }),
]);

// The demo's picture addresses are the image host's that `npm start` serves; the same files on disk.
const imageFolder = pathToFileURL(SUPPLIER_IMAGES_DIR).href;
const withLocalPictures = (html) => html.replaceAll(`${demo.DEMO_IMAGE_HOST}/`, `${imageFolder}/`);

mkdirSync(outDir, { recursive: true });
for (const { name, component, en, fr } of demo.demoEmails) {
  // Each message in both languages (a contact message: as sent from /contact and from /fr/contact;
  // the shop's inbox reads both in English).
  for (const [locale, props] of [
    ["en", en],
    ["fr", fr],
  ]) {
    const { html, text } = await renderEmail(createElement(component, props));
    const file = join(outDir, `${name}.${locale}`);
    writeFileSync(`${file}.html`, withLocalPictures(html));
    writeFileSync(`${file}.txt`, text);
    console.log(`${name} (${locale}): ${relative(root, file)}.html and .txt`);
  }
}
