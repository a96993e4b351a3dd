/**
 * Returns (issue 30, decision 029) on REAL orders: a fresh customer buys two products through the
 * functions and the payment sandbox, the order is marked Delivered in the shop API's database, and
 * in the browser both lines are returned from /your-orders; the operator's `npm run
 * return:received` marks the return Received; the scheduled function refunds it once, with the
 * lines' tax share, and the order and its receipt say "Refunded ₹X". The instructions and the
 * refund arrive by email. The return page passes axe at every width and works without JavaScript.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatMoney } from "@/domain/money-text";
import type { Order } from "@/domain/order";
import { returnRequestPath } from "@/domain/order-return";
import { registerCustomer, signInContext, type TestCustomer } from "../support/accounts";
import { openBrowser, type BrowserSession, type TrackedPage } from "../support/browser";
import { allProducts } from "../support/catalogue";
import { addAddress, placeOrder, putCart } from "../support/checkout";
import { waitForMails } from "../support/maildev";
import { checkAtAllWidths } from "../support/page-checks";
import { executeSql } from "../support/shop-db";
import { LOCAL_SECRET_KEY } from "../../scripts/local-stack-env.mjs";

const baseUrl = inject("baseUrl");
const sandboxUrl = inject("sandboxUrl");
const shopApiUrl = inject("shopApiUrl");
const shopApiToken = inject("shopApiToken");
const mailUrl = inject("mailUrl");
const POLL = { timeout: 20_000 };
const run = promisify(execFile);

const main = (page: Page) => page.getByRole("main");
const orderCard = (page: Page, id: number) => main(page).getByRole("article", { name: `Order #${id}`, exact: true });
const unitsSelect = (page: Page, name: string) =>
  main(page).getByRole("combobox", { name: `${name}: units to return`, exact: true });
const requestButton = (page: Page) => main(page).getByRole("button", { name: "Request the return" });

async function markDelivered(orderId: number): Promise<void> {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  await executeSql(
    `UPDATE orders SET status = 'Delivered', packed_at = created_at, shipped_at = created_at, delivered_at = '${yesterday}' WHERE id = ${orderId}`,
  );
}

/** The refunds the payment sandbox made of an intent. */
async function refundsOf(intentId: string): Promise<{ amount: number; status: string }[]> {
  const response = await fetch(`${sandboxUrl}/v1/refunds?payment_intent=${intentId}`, {
    headers: { Authorization: `Bearer ${LOCAL_SECRET_KEY}` },
  });
  return ((await response.json()) as { data: { amount: number; status: string }[] }).data;
}

/** Reloads `url` until `text` shows in the page's main region: the scheduled refund runs every few seconds. */
async function reloadUntil(page: Page, url: string, text: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await page.goto(url);
    if ((await main(page).getByText(text).count()) > 0) return;
    if (Date.now() > deadline) throw new Error(`"${text}" never showed on ${url}`);
    await page.waitForTimeout(1000);
  }
}

describe("returns", { timeout: 240_000 }, () => {
  let session: BrowserSession;
  let tab: TrackedPage;
  let customer: TestCustomer;
  let returned: Order;
  let other: Order;

  beforeAll(async () => {
    session = await openBrowser();
    tab = await session.newPage();
    const { page } = tab;
    customer = await registerCustomer(baseUrl, "Rhea");
    await signInContext(page, baseUrl, customer);
    const address = await addAddress(page, baseUrl, "Ontario", "Toronto");
    const stocked = (await allProducts(baseUrl)).filter((product) => product.stock > 5);
    // Near the end of the catalogue, apart from what the order, cart and buy-again suites buy.
    const [a, b, c] = stocked.slice(-14, -11);
    if (!a || !b || !c) throw new Error("the seed has too few products in stock");
    await putCart(page, baseUrl, [
      { id: a.id, unit: 2 },
      { id: b.id, unit: 1 },
    ]);
    returned = await placeOrder(page, baseUrl, sandboxUrl, { addressId: address.id, items: [a.id, b.id] });
    await putCart(page, baseUrl, [{ id: c.id, unit: 1 }]);
    other = await placeOrder(page, baseUrl, sandboxUrl, { addressId: address.id, items: [c.id] });
    await markDelivered(returned.id);
    await markDelivered(other.id);
  }, 180_000);

  afterAll(async () => {
    await session?.close();
  });

  it("the return page passes axe and fits at 375, 768 and 1280 px", async () => {
    const { page, errors } = tab;
    const problems = await checkAtAllWidths(
      page,
      `${baseUrl}${returnRequestPath(returned.id)}`,
      "return-form",
      (ready) => requestButton(ready).waitFor(POLL),
    );
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("returns a delivered order's two lines, refunds them once with their tax share, and says so by email, on the order and on the receipt", async () => {
    const { page, errors } = tab;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/your-orders`);
    await orderCard(page, returned.id)
      .getByRole("link", { name: `Return items of Order #${returned.id}`, exact: true })
      .click(POLL);
    await requestButton(page).waitFor(POLL);
    expect(new URL(page.url()).pathname).toBe(returnRequestPath(returned.id));

    // Nothing picked: refused on the spot, with the reason kept.
    await main(page).getByRole("combobox", { name: "Reason for the return" }).selectOption("Wrong size");
    await requestButton(page).click();
    await main(page).getByText("Please choose at least one item to return.").waitFor(POLL);
    for (const line of returned.lines) await unitsSelect(page, line.name).selectOption(String(line.quantity));
    await main(page).getByRole("textbox", { name: "Comment (optional)" }).fill("Both run small.");
    await requestButton(page).click();

    const heading = main(page).getByRole("heading", { level: 1, name: /^Return R\d{6} requested$/ });
    await heading.waitFor(POLL);
    const number = /R\d{6}/.exec(await heading.innerText())?.[0] ?? "";
    await main(page).getByText(`Write the return number ${number} clearly on the parcel`, { exact: false }).waitFor();
    const [instructions] = await waitForMails(mailUrl, {
      to: customer.email,
      subject: new RegExp(`^Your return ${number} for order #${returned.id}`),
    });
    expect(instructions?.text).toContain(`Write the return number ${number}`);

    await page.goto(`${baseUrl}/your-orders`);
    await orderCard(page, returned.id)
      .getByText("Requested: send the items back as the instructions say")
      .waitFor(POLL);
    expect(
      await orderCard(page, returned.id)
        .getByRole("link", { name: /^Return items/ })
        .count(),
    ).toBe(0);

    // The operator's command, as a developer runs it, twice: the second changes nothing.
    const env = { ...process.env, SHOP_API_URL: shopApiUrl, SHOP_API_TOKEN: shopApiToken };
    const first = await run("node", ["scripts/return-received.mjs", number], { env });
    expect(first.stdout).toContain(`Return ${number} is Received`);
    const second = await run("node", ["scripts/return-received.mjs", number], { env });
    expect(second.stdout).toContain("nothing changed");

    // Both lines in full: the whole subtotal and all of the order's tax, what was charged.
    const refunded = `Refunded ${formatMoney(returned.total)} to the card ending 4242`;
    await reloadUntil(page, `${baseUrl}/your-orders`, refunded);
    const refunds = await refundsOf(returned.paymentReference ?? "");
    expect(refunds).toEqual([expect.objectContaining({ amount: returned.total, status: "succeeded" })]);
    await page.goto(`${baseUrl}/receipt?order=${returned.id}`);
    await main(page).getByText(refunded).waitFor(POLL);

    const refundMails = await waitForMails(mailUrl, {
      to: customer.email,
      subject: new RegExp(`^Your return ${number} is refunded: ${formatMoney(returned.total).replace(/[.]/g, "\\.")}`),
    });
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]?.text).toContain(refunded);
    expect(errors).toEqual([]);
  });

  it("without JavaScript the form refuses with a clear message, keeps what was chosen, and requests the return", async () => {
    const noScript = await openBrowser({ javaScriptEnabled: false });
    try {
      const { page, errors } = await noScript.newPage();
      await signInContext(page, baseUrl, customer);
      await page.goto(`${baseUrl}${returnRequestPath(other.id)}`);
      const [line] = other.lines as [Order["lines"][number]];
      await unitsSelect(page, line.name).selectOption("1");
      await requestButton(page).click();
      await main(page).getByText("Please choose a reason for the return.").waitFor(POLL);
      expect(await unitsSelect(page, line.name).inputValue()).toBe("1");

      await main(page).getByRole("combobox", { name: "Reason for the return" }).selectOption("Damaged or defective");
      await requestButton(page).click();
      await main(page)
        .getByRole("heading", { level: 1, name: /^Return R\d{6} requested$/ })
        .waitFor(POLL);
      await main(page).getByText("How to send the items back").waitFor();
      // The refused post answered 400, as it should; nothing else went wrong.
      expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    } finally {
      await noScript.close();
    }
  });
});
