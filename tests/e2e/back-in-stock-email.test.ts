/**
 * Back in stock by email (issue 27, decision 028) through the real stack: a customer follows a
 * sold-out product; when its stock returns the stack's scheduled mail run (every 5 s here) emails
 * them, with View product and a stop link, in the stack's MailDev. The stop link's page only asks;
 * its button (pressed here in a browser without JavaScript, as a mail client's may be) stops the
 * alerts, and the product's next return mails another customer who still follows it, not them.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { Product } from "@/domain/product";
import { registerCustomer, signInContext, type TestCustomer } from "../support/accounts";
import { withBrowser } from "../support/browser";
import { allProducts } from "../support/catalogue";
import { waitForMails, type CaughtMail } from "../support/maildev";
import { checkAtAllWidths } from "../support/page-checks";
import { setStock } from "../support/shop-db";
import { sameOrigin } from "../support/api";

const baseUrl = inject("baseUrl");
const mailUrl = inject("mailUrl");

// The texts a shopper reads, written out.
const TITLE = "Stop back-in-stock alerts";
const STOP = "Stop my alerts";
const QUESTION = "You follow 1 product. Stop all your back-in-stock alerts and the emails about them?";
const STOPPED = "Your back-in-stock alerts are stopped. We will send you no more emails about them.";
const NOT_VALID = "This link is not valid. Sign in to see and change your alerts on your back-in-stock list.";

/** A scheduled run (every 5 s on the suite's stacks, every minute with `npm start`), and the delivery after it. */
const MAIL_WAIT_MS = 150_000;
const SUBJECT = /^Back in stock: /;

const main = (page: Page) => page.getByRole("main");

async function follow(customer: TestCustomer, productId: number): Promise<void> {
  await withBrowser(async (session) => {
    const { page } = await session.newPage();
    await signInContext(page, baseUrl, customer);
    const response = await page.request.put(`${baseUrl}/api/stock-alerts/${productId}`, {
      headers: sameOrigin(baseUrl),
    });
    expect(response.status(), await response.text()).toBe(200);
  });
}

async function alertCount(customer: TestCustomer): Promise<number> {
  let count = -1;
  await withBrowser(async (session) => {
    const { page } = await session.newPage();
    await signInContext(page, baseUrl, customer);
    const response = await page.request.get(`${baseUrl}/api/stock-alerts`);
    count = ((await response.json()) as { alerts: unknown[] }).alerts.length;
  });
  return count;
}

/** The stop link of a mail, on this worker's stack. */
function stopLink(mail: CaughtMail | undefined): string {
  const found = /https?:\/\/[^"\s]+(\/stock-alerts\/stop\?token=\d+\.[\w-]{43})/.exec(mail?.html ?? "");
  if (!found?.[1]) throw new Error(`no stop link in: ${mail?.text}`);
  return `${baseUrl}${found[1]}`;
}

describe("back in stock by email", () => {
  it(
    "mails the customer who asked, and the stop link's page asks, then stops the alerts for good",
    async () => {
      // Away from the sold-out products other files take (the first, and stock-alerts' last ones).
      const soldOut = (await allProducts(baseUrl)).filter((candidate) => candidate.stock === 0);
      const product = soldOut[Math.floor(soldOut.length / 2)] as Product;
      const [customer, witness] = await Promise.all([
        registerCustomer(baseUrl, "Stopper"),
        registerCustomer(baseUrl, "Witness"),
      ]);
      await follow(customer, product.id);
      await follow(witness, product.id);
      try {
        await setStock([[product.id, 2]]);
        const [mail, ...more] = await waitForMails(
          mailUrl,
          { to: customer.email, subject: SUBJECT },
          { timeoutMs: MAIL_WAIT_MS },
        );
        expect(more).toEqual([]);
        expect(mail?.subject).toBe(`Back in stock: ${product.name}`);
        expect(mail?.html).toMatch(new RegExp(`/product/${product.id}"[^>]*>[\\s\\S]*?View product`));
        const link = stopLink(mail);

        // The page, as a shopper with script sees it: axe and overflow at three widths.
        await withBrowser(async (session) => {
          const { page } = await session.newPage();
          const problems = await checkAtAllWidths(page, link, "stock-alerts-stop", (loaded) =>
            main(loaded).getByRole("button", { name: STOP, exact: true }).waitFor(),
          );
          expect(problems).toEqual([]);
        });

        await withBrowser(
          async (session) => {
            const { page, errors } = await session.newPage();
            // Opening the link (as above, and as a mail scanner does) stops nothing.
            await page.goto(link);
            await main(page).getByRole("heading", { level: 1, name: TITLE }).waitFor();
            await main(page).getByText(QUESTION, { exact: true }).waitFor();
            expect(await alertCount(customer)).toBe(1);

            await main(page).getByRole("button", { name: STOP, exact: true }).click();
            await main(page).getByText(STOPPED).waitFor();
            expect(await alertCount(customer)).toBe(0);
            expect(errors).toEqual([]);

            // A forged link: no such link, nothing to press.
            await page.goto(`${baseUrl}/stock-alerts/stop?token=${customer.id}.${"A".repeat(43)}`);
            await main(page).getByText(NOT_VALID).waitFor();
            expect(await main(page).getByRole("button", { name: STOP }).count()).toBe(0);
          },
          { javaScriptEnabled: false },
        );

        // Sold out and back again: the witness, who still follows it, is mailed a second time;
        // the customer who stopped is not.
        await setStock([[product.id, 0]]);
        await setStock([[product.id, 3]]);
        const witnessMails = await waitForMails(
          mailUrl,
          { to: witness.email, subject: SUBJECT },
          { count: 2, timeoutMs: MAIL_WAIT_MS },
        );
        expect(witnessMails).toHaveLength(2);
        expect(await waitForMails(mailUrl, { to: customer.email, subject: SUBJECT }, { timeoutMs: 0 })).toHaveLength(1);
      } finally {
        await setStock([[product.id, 0]]);
      }
    },
    4 * MAIL_WAIT_MS,
  );
});
