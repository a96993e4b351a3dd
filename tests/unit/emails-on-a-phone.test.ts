// Every customer message as a phone's mail app lays it out (issue 40): Chromium emulating a
// 375 px phone, which, as phone mail apps do, lays a page without a viewport setting out 980 px
// wide. Each message in both languages must fit the screen without scrolling sideways.
import { chromium, type Browser, type Page } from "playwright-core";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderEmail } from "@functions/_shared/emails/render-email";
import { demoEmails } from "../support/email-demo";

const PHONE = { width: 375, height: 667 };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
    args: ["--no-sandbox", "--disable-gpu", "--proxy-server=http://127.0.0.1:9"],
  });
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  // The messages' pictures are elsewhere; their boxes are sized by the markup, not by the files.
  await context.route(/^https?:/, (route) => route.abort());
  page = await context.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe("every email on a 375 px phone", () => {
  for (const { name, component, en, fr } of demoEmails) {
    for (const [locale, props] of [
      ["en", en],
      ["fr", fr],
    ] as const) {
      it(`${name} (${locale}) fits the screen's width`, async () => {
        const { html } = await renderEmail(createElement(component, props));
        await page.setContent(html, { waitUntil: "domcontentloaded" });
        const layout = await page.evaluate(() => ({
          viewport: window.innerWidth,
          content: document.documentElement.scrollWidth,
        }));
        expect(layout.viewport, "laid out at the phone's width").toBe(PHONE.width);
        expect(layout.content, "nothing wider than the screen").toBeLessThanOrEqual(PHONE.width);
      });
    }
  }
});
