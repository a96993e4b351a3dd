/**
 * Fulfilment (issue 42, decision 050) in the browser, on a REAL order: a fresh customer buys
 * through the functions and the payment sandbox; the operator's `npm run order:advance` moves the
 * order step by step; /track shows each step only once it happened, with its time, and the carrier
 * with a link to its tracking page once shipped; the shipped order offers no Cancel and the page
 * says why; the delivered one offers Return items; the shipped and delivered emails arrive once
 * each in MailDev. /track passes axe at 375 and 1280 px, in English and in French.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Order } from "@/domain/order";
import { registerCustomer, signInContext, type TestCustomer } from "../support/accounts";
import { openBrowser, type BrowserSession, type TrackedPage } from "../support/browser";
import { allProducts } from "../support/catalogue";
import { addAddress, placeOrder, putCart } from "../support/checkout";
import { waitForMails } from "../support/maildev";
import { checkAtAllWidths } from "../support/page-checks";
import { readSql } from "../support/shop-db";

const baseUrl = inject("baseUrl");
const sandboxUrl = inject("sandboxUrl");
const mailUrl = inject("mailUrl");
const env = { ...process.env, SHOP_API_URL: inject("shopApiUrl"), SHOP_API_TOKEN: inject("shopApiToken") };
const TIMEOUT_MS = 240_000;
const POLL = { timeout: TIMEOUT_MS };
const run = promisify(execFile);
const TRACKING = "7023210039414604";

// The texts a shopper reads, written out.
const STEPS = [
  "Order Placed",
  "Item Packed in Dispatch Warehouse",
  "Shipped",
  "Item shipped to nearest delivery center",
];

const main = (page: Page) => page.getByRole("main");
const steps = (page: Page): Locator => main(page).locator("ol.tracking > li");
const orderCard = (page: Page, id: number) => main(page).getByRole("article", { name: `Order #${id}`, exact: true });

/** The operator's command, as a developer runs it; answers what it printed. */
async function advance(orderId: number, ...args: string[]): Promise<string> {
  const { stdout } = await run("node", ["scripts/order-advance.mjs", String(orderId), ...args], { env });
  return stdout;
}

/** Each step's state on /track, "done" or "upcoming", and whether it shows a time. */
async function timeline(page: Page, orderId: number, prefix = ""): Promise<string[]> {
  await page.goto(`${baseUrl}${prefix}/track?order=${orderId}`);
  await steps(page).first().waitFor(POLL);
  return steps(page).evaluateAll((items) =>
    items.map(
      (item) =>
        `${item.classList.contains("tracking__step--done") ? "done" : "upcoming"}${item.querySelector("time") ? " timed" : ""}`,
    ),
  );
}

/** The one message of `key`, sent: the outbox holds it once, however often its step was asked for. */
async function sentOnce(key: string): Promise<void> {
  const rows = await readSql(`SELECT sent_at FROM outbox WHERE key = '${key}'`);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.sent_at).not.toBeNull();
}

describe("fulfilment", { timeout: TIMEOUT_MS }, () => {
  let session: BrowserSession;
  let tab: TrackedPage;
  let customer: TestCustomer;
  let order: Order;

  beforeAll(async () => {
    session = await openBrowser();
    tab = await session.newPage();
    const { page } = tab;
    customer = await registerCustomer(baseUrl, "Parcel");
    await signInContext(page, baseUrl, customer);
    const address = await addAddress(page, baseUrl, "Ontario", "Toronto");
    const stocked = (await allProducts(baseUrl)).filter((product) => product.stock > 5);
    // Apart from what the order, return and buy-again suites buy.
    const product = stocked.at(-18);
    if (!product) throw new Error("the seed has too few products in stock");
    await putCart(page, baseUrl, [{ id: product.id, unit: 1 }]);
    order = await placeOrder(page, baseUrl, sandboxUrl, { addressId: address.id, items: [product.id] });
  }, TIMEOUT_MS);

  afterAll(async () => {
    await session?.close();
  });

  it("advanced by the command, /track shows each step once it happened, the carrier's link, and the emails follow once", async () => {
    const { page, errors } = tab;
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await timeline(page, order.id)).toEqual(["done timed", "upcoming", "upcoming", "upcoming", "upcoming"]);

    expect(await advance(order.id, "packed")).toContain(`Order #${order.id} is Packed.`);
    expect(await timeline(page, order.id)).toEqual(["done timed", "done timed", "upcoming", "upcoming", "upcoming"]);
    await expect(run("node", ["scripts/order-advance.mjs", String(order.id), "delivered"], { env })).rejects.toThrow(
      /must be Out for delivery before it can be Delivered/,
    );

    const shipArgs = ["shipped", "--carrier", "Canada Post", "--tracking", TRACKING];
    expect(await advance(order.id, ...shipArgs)).toContain(`Order #${order.id} is Shipped.`);
    expect(await advance(order.id, ...shipArgs)).toContain("nothing changed");
    expect(await timeline(page, order.id)).toEqual(["done timed", "done timed", "done timed", "upcoming", "upcoming"]);
    expect(await steps(page).allInnerTexts()).toEqual([
      expect.stringContaining(STEPS[0]!),
      expect.stringContaining(STEPS[1]!),
      expect.stringContaining(`Canada Post, tracking number ${TRACKING}`),
      expect.stringContaining(STEPS[3]!),
      expect.stringMatching(/^Arriving by \d{1,2} \w{3} \d{4}/),
    ]);
    const carrierLink = main(page).getByRole("link", { name: "Follow the parcel on the Canada Post site" });
    expect(await carrierLink.getAttribute("href")).toBe(
      `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${TRACKING}`,
    );
    const problems = await checkAtAllWidths(page, `${baseUrl}/track?order=${order.id}`, "track-shipped", (ready) =>
      steps(ready).nth(2).getByText("Canada Post").waitFor(POLL),
    );
    expect(problems).toEqual([]);

    // Shipped: no Cancel, and the list and the cancellation page say why.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/your-orders`);
    const card = orderCard(page, order.id);
    await card
      .getByText("On its way: an order that has shipped can no longer be cancelled.", { exact: false })
      .waitFor(POLL);
    expect(await card.getByRole("link", { name: `Cancel Order #${order.id}`, exact: true }).count()).toBe(0);
    await page.goto(`${baseUrl}/cancellation-form?order=${order.id}`);
    await main(page)
      .getByText(`Order #${order.id} has shipped and can no longer be cancelled`, { exact: false })
      .waitFor(POLL);
    expect(await main(page).getByRole("button", { name: "Cancel order" }).count()).toBe(0);

    const shippedMails = await waitForMails(mailUrl, { to: customer.email, subject: /is on its way$/ });
    expect(shippedMails.map((mail) => mail.subject)).toEqual([`Your order #${order.id} is on its way`]);
    expect(shippedMails[0]?.text).toContain(`Tracking number: ${TRACKING}`);
    await sentOnce(`order-shipped:${order.id}`);

    await advance(order.id, "out-for-delivery");
    expect(await advance(order.id, "delivered")).toContain(`Order #${order.id} is Delivered.`);
    expect(await timeline(page, order.id)).toEqual(Array(5).fill("done timed"));
    expect(await steps(page).nth(4).innerText()).toMatch(/^Delivered on /);
    expect(await steps(page).nth(4).getAttribute("aria-current")).toBe("step");

    await page.goto(`${baseUrl}/your-orders`);
    await card.getByRole("link", { name: `Return items of Order #${order.id}`, exact: true }).waitFor(POLL);
    const deliveredMails = await waitForMails(mailUrl, { to: customer.email, subject: /was delivered$/ });
    expect(deliveredMails.map((mail) => mail.subject)).toEqual([`Your order #${order.id} was delivered`]);
    expect(deliveredMails[0]?.html).toContain(`/your-orders/${order.id}/return"`);
    expect(deliveredMails[0]?.text).toContain(`Write a review of ${order.lines[0]?.name}`);
    await sentOnce(`order-delivered:${order.id}`);
    expect(errors).toEqual([]);
  });

  it("/fr/track says the same in French and links to Canada Post's French page", async () => {
    const { page, errors } = tab;
    const problems = await checkAtAllWidths(page, `${baseUrl}/fr/track?order=${order.id}`, "track-fr", (ready) =>
      steps(ready)
        .nth(4)
        .getByText(/^Livrée le /)
        .waitFor(POLL),
    );
    expect(problems).toEqual([]);
    expect(await steps(page).nth(2).innerText()).toContain(`Canada Post, numéro de suivi ${TRACKING}`);
    const link = main(page).getByRole("link", { name: "Suivre le colis sur le site de Canada Post" });
    expect(await link.getAttribute("href")).toBe(
      `https://www.canadapost-postescanada.ca/track-reperage/fr#/search?searchFor=${TRACKING}`,
    );
    expect(errors).toEqual([]);
  });
});
