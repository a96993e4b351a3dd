/**
 * The order screens (SPEC.md sections 2, 4, 5, 6 and 8): /your-orders, /order-confirmation,
 * /track, /cancellation-form and /order-cancelled, on REAL orders: a fresh customer buys twice
 * through the functions and the payment sandbox before the browser looks. The demo customer's
 * seeded orders are only read, never cancelled. page.route only simulates failures.
 */
import type { Locator, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Order } from "@/domain/order";
import type { Product } from "@/domain/product";
import { NO_SCRIPT_LOOKS } from "@/lib/orders-api";
import { DEMO_CUSTOMER, registerCustomer, signInContext } from "../support/accounts";
import { openBrowser, withBrowser, type BrowserSession, type TrackedPage } from "../support/browser";
import { allProducts } from "../support/catalogue";
import { addAddress, ordersOf, placeOrder, putCart } from "../support/checkout";
import { checkAtAllWidths } from "../support/page-checks";
import { money } from "../support/shop-format";
import { sharedContext } from "../support/shared-context";
import { executeSql } from "../support/shop-db";

const baseUrl = inject("baseUrl");
const sandboxUrl = inject("sandboxUrl");
const TEST_TIMEOUT_MS = 180_000;
// A wait ends when what it waits for shows, bounded only by the test's own limit: a 20 s bound
// failed on a fresh clone at load 13 (issue 40).
const POLL = { timeout: TEST_TIMEOUT_MS };

// The texts a shopper reads, written out: a test importing the app's constants could not catch a changed wording.
const NO_ORDERS_FOUND = "No orders found.";
const ORDER_DATA_NOT_FOUND = "Order data not found.";
const NO_ORDER_INFORMATION = "No order information found.";
const REASON_REQUIRED = "Please select a reason for cancellation.";
const COMMENT_TOO_SHORT_SUMMARY = "Please enter at least 10 characters in the comments.";
const COMMENT_TOO_SHORT_FIELD = "Please enter at least 10 characters.";
const CANCEL_REASONS = [
  "Incorrect size ordered",
  "Product not required anymore",
  "Cash Issue",
  "Ordered By Mistake",
  "Wants to change style/color",
  "Delayed Delivery Cancellation",
  "Duplicate Order",
];
const STEP_LABELS = [
  "Order Placed",
  "Item Packed in Dispatch Warehouse",
  "Shipped",
  "Item shipped to nearest delivery center",
];

/** en-IN dates as the order screens write them ("26 Nov 2026"), worked out here. */
const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" });
const shownDate = (iso: string) => dateFormat.format(new Date(iso));

const main = (page: Page) => page.getByRole("main");
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
const orderCard = (page: Page, id: number) => main(page).getByRole("article", { name: `Order #${id}`, exact: true });
const cancelLink = (scope: Locator, id: number) =>
  scope.getByRole("link", { name: `Cancel Order #${id}`, exact: true });
const trackLink = (scope: Locator, id: number) => scope.getByRole("link", { name: `Track Order #${id}`, exact: true });

/** The value shown for `label` in a list of label/value pairs (dt/dd). */
function fact(scope: Locator, label: string): Locator {
  return scope.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

async function factText(scope: Locator, label: string): Promise<string> {
  return (await fact(scope, label).innerText()).trim();
}

function trackingSteps(page: Page): Locator {
  return main(page).locator("ol.tracking > li");
}

/** Console lines Chromium writes for a failure the test itself provoked. */
function withoutProvoked(errors: string[], patterns: RegExp[]): string[] {
  return errors.filter((line) => !patterns.some((pattern) => pattern.test(line)));
}

interface BoughtLine {
  product: Product;
  unit: number;
  size: string;
  color: string;
}

/** The screen of one order line must say the product, its size and colour, the quantity and the unit price. */
async function expectLines(list: Locator, bought: BoughtLine[]): Promise<void> {
  const items = list.getByRole("listitem");
  expect(await items.count()).toBe(bought.length);
  for (const line of bought) {
    const item = items.filter({ hasText: line.product.name });
    expect(await item.count(), line.product.name).toBe(1);
    expect(await item.getByRole("img", { name: line.product.name, exact: true }).count()).toBe(1);
    expect(await factText(item, "Size")).toBe(line.size);
    expect(await factText(item, "Colour")).toBe(line.color);
    expect(await factText(item, "Quantity")).toBe(String(line.unit));
    expect(await factText(item, "Price")).toBe(money(line.product.discountPrice));
  }
}

function subtotalOf(lines: BoughtLine[]): number {
  return lines.reduce((sum, line) => sum + line.product.discountPrice * line.unit, 0);
}

/** SPEC.md section 9: subtotal x rate / 100, to the paisa. */
function taxOf(subtotal: number, ratePercent: number): number {
  return Math.round((subtotal * ratePercent) / 100);
}

describe("order screens", () => {
  /** For the tests that are not about the customer who bought twice: a context they share. */
  const browser = sharedContext(baseUrl);
  const noScript = sharedContext(baseUrl, { javaScriptEnabled: false });
  let session: BrowserSession;
  let tab: TrackedPage;
  /** The older order: two lines, one of them two units. */
  let first: { order: Order; lines: BoughtLine[] };
  /** The newer order: one line. It is the one the tests cancel. */
  let second: { order: Order; lines: BoughtLine[] };

  beforeAll(async () => {
    session = await openBrowser();
    tab = await session.newPage();
    const { page } = tab;
    await signInContext(page, baseUrl, await registerCustomer(baseUrl, "Orla"));
    const address = await addAddress(page, baseUrl, "British Columbia", "Victoria");
    const stocked = (await allProducts(baseUrl)).filter(
      (product) => product.stock > 5 && product.sizes.length > 0 && product.colors.length > 0,
    );
    // Spread over the catalogue, away from the first products other suites tend to buy.
    const [a, b, c] = [
      stocked[Math.floor(stocked.length / 3)],
      stocked[Math.floor(stocked.length / 2)],
      stocked[Math.floor((stocked.length * 2) / 3)],
    ];
    if (!a || !b || !c) throw new Error("the seed has too few products in stock with sizes and colours");
    const lineOf = (product: Product, unit: number): BoughtLine => ({
      product,
      unit,
      size: product.sizes[0] ?? "",
      color: product.colors[0] ?? "",
    });
    const buy = async (lines: BoughtLine[]) => {
      await putCart(
        page,
        baseUrl,
        lines.map(({ product, unit, size, color }) => ({ id: product.id, unit, size, color })),
      );
      return {
        order: await placeOrder(page, baseUrl, sandboxUrl, {
          addressId: address.id,
          items: lines.map((line) => line.product.id),
        }),
        lines,
      };
    };
    first = await buy([lineOf(a, 2), lineOf(b, 1)]);
    second = await buy([lineOf(c, 1)]);
  }, TEST_TIMEOUT_MS);

  afterAll(async () => {
    await session?.close();
  });

  it("/your-orders lists the customer's orders newest first, with their lines, status, payment mode, total, Track and Cancel", async () => {
    const { page, errors } = tab;
    await page.goto(`${baseUrl}/your-orders`);
    await orderCard(page, first.order.id).waitFor(POLL);
    expect(await h1(page).count()).toBe(1);
    expect(
      await page
        .getByRole("navigation", { name: "Account" })
        .getByRole("link", { name: "Orders & Returns" })
        .getAttribute("aria-current"),
    ).toBe("page");

    const titles = await main(page).getByRole("article").getByRole("heading", { level: 2 }).allInnerTexts();
    expect(titles).toEqual([`Order #${second.order.id}`, `Order #${first.order.id}`]);

    for (const { order, lines } of [first, second]) {
      const card = orderCard(page, order.id);
      expect(await factText(card.locator(".order-facts").first(), "Status")).toBe("Placed");
      expect(await factText(card.locator(".order-facts").first(), "Payment")).toBe(order.paymentMode);
      expect(order.paymentMode).toBe("Online payment (Stripe)");
      expect(await factText(card.locator(".order-facts").first(), "Total")).toBe(money(order.total));
      expect(await factText(card.locator(".order-facts").first(), "Ordered on")).toBe(shownDate(order.placedAt ?? ""));
      await expectLines(card.getByRole("list", { name: `Items of Order #${order.id}` }), lines);
      expect(await trackLink(card, order.id).getAttribute("href")).toBe(`/track?order=${order.id}`);
      expect(await cancelLink(card, order.id).getAttribute("href")).toBe(`/cancellation-form?order=${order.id}`);
    }
    expect(errors).toEqual([]);
  });

  it("/order-confirmation?payment_intent= shows the paid order, its prices, the delivery-to block and the way to /your-orders", async () => {
    const { page, errors } = tab;
    const { order, lines } = first;
    await page.goto(`${baseUrl}/order-confirmation?payment_intent=${encodeURIComponent(order.paymentReference ?? "")}`);
    await h1(page).filter({ hasText: "Order confirmed" }).waitFor(POLL);
    expect(await main(page).getByText(`Order #${order.id}`).count()).toBeGreaterThan(0);
    // The day the order email names (issue 40).
    expect(order.expectedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await factText(main(page), "Expected delivery")).toBe(
      new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
        new Date(order.expectedDelivery ?? ""),
      ),
    );
    await expectLines(main(page).getByRole("list", { name: "Items" }), lines);

    const prices = main(page).getByRole("region", { name: "Price details" });
    expect(await factText(prices, "Subtotal")).toBe(money(subtotalOf(lines)));
    // British Columbia: GST 5% and PST 7% of the subtotal, to the paisa (SPEC's "HST" and "PST"
    // by the names the province charges them; an order keeps no rates, so the names go alone).
    expect(await factText(prices, "GST")).toBe(money(taxOf(subtotalOf(lines), 5)));
    expect(await factText(prices, "PST")).toBe(money(taxOf(subtotalOf(lines), 7)));
    expect(await factText(prices, "Total")).toBe(money(order.total));

    const delivery = main(page).getByRole("region", { name: "Delivery to" });
    const address = await delivery.innerText();
    expect(address).toContain("Asha Tester");
    expect(address).toContain("1 Test Street");
    expect(address).toContain("Victoria, British Columbia");
    expect(await main(page).getByRole("link", { name: "View your orders" }).getAttribute("href")).toBe("/your-orders");
    expect(errors).toEqual([]);
  });

  it("the header's cart count drops when the confirmation finds the order (the bought line left the server cart)", async () => {
    const { page, errors } = await browser.newPage();
    await signInContext(page, baseUrl, await registerCustomer(baseUrl, "Kai"));
    const address = await addAddress(page, baseUrl, "British Columbia");
    const stocked = (await allProducts(baseUrl)).filter((product) => product.stock > 5);
    const [bought, kept] = [stocked[Math.floor(stocked.length / 4)], stocked[Math.floor(stocked.length / 4) + 1]];
    if (!bought || !kept) throw new Error("the seed has too few products in stock");
    await putCart(page, baseUrl, [
      { id: bought.id, unit: 1 },
      { id: kept.id, unit: 1 },
    ]);
    await page.goto(`${baseUrl}/`);
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Cart, 2 items" }).waitFor(POLL);
    const order = await placeOrder(page, baseUrl, sandboxUrl, { addressId: address.id, items: [bought.id] });
    // In the same page, as the link on /complete would: no reload that would re-read the cart anyway.
    await page.evaluate(
      (path) => {
        window.history.pushState(null, "", path);
        window.dispatchEvent(new PopStateEvent("popstate"));
      },
      `/order-confirmation?payment_intent=${order.paymentReference ?? ""}`,
    );
    await h1(page).filter({ hasText: "Order confirmed" }).waitFor(POLL);
    await header.getByRole("link", { name: "Cart, 1 item" }).waitFor(POLL);
    expect(errors).toEqual([]);
  });

  it("/order-confirmation says 'Order data not found.' without a payment, and when the order never shows up", async () => {
    await withBrowser(async (clockBrowser) => {
      // The fake clock governs a whole browser context: this test has one of its own.
      const { page, errors } = await clockBrowser.newPage();
      await page.goto(`${baseUrl}/order-confirmation`);
      await main(page).getByText(ORDER_DATA_NOT_FOUND, { exact: true }).waitFor();
      expect(await h1(page).count()).toBe(1);
      expect(await main(page).getByRole("link", { name: "Go to your orders" }).getAttribute("href")).toBe(
        "/your-orders",
      );

      // Signed in, a payment whose order never appears: the wait ends after about 30 s (fake clock).
      await signInContext(page, baseUrl, await registerCustomer(baseUrl, "Nia"));
      await page.clock.install();
      // The page server's look is the first; the wait's 30 s count on the browser's clock from the page shown.
      await page.goto(`${baseUrl}/order-confirmation?payment_intent=pi_never_recorded`);
      await h1(page).filter({ hasText: "Confirming your order…" }).waitFor();
      const notFound = main(page).getByText(ORDER_DATA_NOT_FOUND, { exact: true });
      for (let second = 0; second < 45 && !(await notFound.isVisible()); second++) await page.clock.runFor(1000);
      await notFound.waitFor();
      expect(
        await main(page)
          .getByText(/payment may still be being recorded/)
          .count(),
      ).toBe(1);
      expect(await main(page).getByRole("link", { name: "Go to your orders" }).getAttribute("href")).toBe(
        "/your-orders",
      );
      expect(errors).toEqual([]);
    });
  });

  it("/order-confirmation dates the order on the shopper's clock once hydrated, from the shop's in the server's HTML, with no mismatch", async () => {
    await withBrowser(
      async (vancouver) => {
        const { page, errors } = await vancouver.newPage();
        await signInContext(page, baseUrl, await registerCustomer(baseUrl, "Vera"));
        const address = await addAddress(page, baseUrl, "British Columbia", "Vancouver");
        const product = (await allProducts(baseUrl)).find((candidate) => candidate.stock > 5);
        if (!product) throw new Error("the seed has no product in stock");
        await putCart(page, baseUrl, [
          { id: product.id, unit: 1, size: product.sizes[0] ?? "", color: product.colors[0] ?? "" },
        ]);
        const order = await placeOrder(page, baseUrl, sandboxUrl, { addressId: address.id, items: [product.id] });
        // 06:00 UTC: the 8th in Toronto (the shop's clock) and still the 7th's evening in Vancouver.
        await executeSql(`UPDATE orders SET created_at = '2026-12-08T06:00:00.000Z' WHERE id = ${order.id}`);
        const confirmation = `${baseUrl}/order-confirmation?payment_intent=${order.paymentReference ?? ""}`;
        const served = await (await page.request.get(confirmation)).text();
        expect(served).toContain(">8 Dec 2026</time>");
        await page.goto(confirmation);
        await main(page).locator("time", { hasText: "7 Dec 2026" }).first().waitFor(POLL);
        // React hydrated the server's text (a mismatch is reported as an error and the HTML thrown away).
        expect(errors).toEqual([]);
      },
      { timezoneId: "America/Vancouver" },
    );
  });

  it("/order-confirmation without script asks again by itself while the payment is being recorded, for the same half minute", async () => {
    const { page, errors } = await noScript.newPage();
    await signInContext(page, baseUrl, await registerCustomer(baseUrl, "Noor"));
    await page.goto(`${baseUrl}/fr/order-confirmation?payment_intent=pi_never_recorded`);
    await h1(page).filter({ hasText: "Confirmation de votre commande…" }).waitFor();
    // Inside <noscript>, where a browser with script never reads it (not hoisted into <head>).
    expect(await page.locator('main noscript meta[http-equiv="refresh"]').count()).toBe(1);
    expect(await page.locator('head meta[http-equiv="refresh"]').count()).toBe(0);
    // The browser follows the page's own refresh to the next look (the first is the page's).
    await page.waitForURL((url) => url.searchParams.get("look") === "1", POLL);
    await h1(page).filter({ hasText: "Confirmation de votre commande…" }).waitFor();

    // The last look says what a shopper with script is told after the wait, and asks no more.
    await page.goto(`${baseUrl}/fr/order-confirmation?payment_intent=pi_never_recorded&look=${NO_SCRIPT_LOOKS - 1}`);
    await page.waitForURL((url) => url.searchParams.get("look") === String(NO_SCRIPT_LOOKS), POLL);
    await main(page).getByText("Données de commande introuvables.", { exact: true }).waitFor(POLL);
    expect(
      await main(page)
        .getByText(/paiement est peut-être encore en cours/)
        .count(),
    ).toBe(1);
    expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("/track marks Order Placed, dated, and the later steps as upcoming; an unknown order has no information", async () => {
    const { page, errors } = tab;
    const { order } = first;
    await page.goto(`${baseUrl}/track?order=${order.id}`);
    await trackingSteps(page).first().waitFor(POLL);
    const steps = trackingSteps(page);
    expect(await steps.count()).toBe(5);
    for (const [index, label] of STEP_LABELS.entries()) expect(await steps.nth(index).innerText()).toContain(label);
    expect(await steps.nth(4).innerText()).toContain(`Arriving by ${shownDate(order.expectedDelivery ?? "")}`);

    const placed = steps.nth(0);
    expect(await placed.getAttribute("aria-current")).toBe("step");
    expect(await placed.innerText()).toContain("Completed");
    expect(await placed.innerText()).toContain(shownDate(order.placedAt ?? ""));
    for (const index of [1, 2, 3, 4]) {
      expect(await steps.nth(index).innerText()).toContain("Upcoming");
      expect(await steps.nth(index).getAttribute("aria-current")).toBeNull();
    }
    await expectLines(main(page).getByRole("list", { name: "Items" }), first.lines);
    expect(await main(page).getByRole("link", { name: "Back to your orders" }).getAttribute("href")).toBe(
      "/your-orders",
    );

    await page.goto(`${baseUrl}/track?order=999999999`);
    await main(page).getByText(NO_ORDER_INFORMATION, { exact: true }).waitFor(POLL);
    await page.goto(`${baseUrl}/track`);
    await main(page).getByText(NO_ORDER_INFORMATION, { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it("a refused cancellation says why and keeps the reason and the comment", async () => {
    const { page, errors } = tab;
    const { order } = first;
    await page.goto(`${baseUrl}/cancellation-form?order=${order.id}`);
    const button = main(page).getByRole("button", { name: "Cancel order" });
    await button.waitFor(POLL);
    await main(page).getByRole("radio", { name: "Cash Issue" }).check();
    await main(page).getByLabel("Comments").fill("Money is tight this month");
    // The form posts to the page's action, which cancels on the server (issue 39): the refusal is
    // the server's own, for an order shipped while the form was open (no Cancel once the parcel
    // has left, issue 42, decision 050), put back afterwards.
    const refusal = `Order ${order.id} has shipped and can no longer be cancelled.`;
    await executeSql(`UPDATE orders SET status = 'Shipped' WHERE id = ${order.id}`);
    try {
      await button.click();
      await main(page).getByRole("alert").filter({ hasText: refusal }).waitFor();
    } finally {
      await executeSql(`UPDATE orders SET status = 'Placed' WHERE id = ${order.id}`);
    }
    expect(await main(page).getByRole("radio", { name: "Cash Issue" }).isChecked()).toBe(true);
    expect(await main(page).getByLabel("Comments").inputValue()).toBe("Money is tight this month");
    expect(await button.isEnabled()).toBe(true);
    expect((await ordersOf(page, baseUrl)).find((candidate) => candidate.id === order.id)?.status).toBe("Placed");
    expect(withoutProvoked(errors, [/status of 409/])).toEqual([]);
    // The tab is shared with the next tests: the refusal provoked here is no error of theirs.
    errors.length = 0;
  });

  it("cancels from /your-orders: seven reasons, both rules, Cancel disabled until they hold, then /order-cancelled and 'Cancelled' after a reload", async () => {
    const { page, errors } = tab;
    const { order } = second;
    await page.goto(`${baseUrl}/your-orders`);
    await cancelLink(orderCard(page, order.id), order.id).click(POLL);
    await page.waitForURL(
      (url) => url.pathname === "/cancellation-form" && url.searchParams.get("order") === String(order.id),
    );
    const form = main(page);
    await h1(page).filter({ hasText: "Cancel your order" }).waitFor();
    await expectLines(form.getByRole("list", { name: "Items" }), second.lines);

    const reasons = form.getByRole("group", { name: "Reason for cancellation" }).getByRole("radio");
    expect(
      await reasons.evaluateAll((inputs) => inputs.map((input) => input.closest("label")?.textContent?.trim())),
    ).toEqual(CANCEL_REASONS);
    const button = form.getByRole("button", { name: "Cancel order" });
    const missing = async () => (await form.locator("#cancel-missing").innerText()).split("\n").filter(Boolean);
    expect(await button.isDisabled()).toBe(true);
    // Nothing is wrong yet with a form nobody has touched (issue 40); the way out is offered.
    expect(await missing()).toEqual([]);
    expect((await form.getByRole("alert").allInnerTexts()).join("").trim()).toBe("");
    expect(await form.getByRole("link", { name: "Keep my order" }).getAttribute("href")).toBe("/your-orders");

    const comment = form.getByLabel("Comments");
    await comment.focus();
    await comment.blur();
    expect(await missing()).toEqual([REASON_REQUIRED, COMMENT_TOO_SHORT_SUMMARY]);

    await form.getByRole("radio", { name: "Ordered By Mistake" }).check();
    await comment.fill("123456789");
    await comment.blur();
    expect(await button.isDisabled()).toBe(true);
    expect(await missing()).toEqual([COMMENT_TOO_SHORT_SUMMARY]);
    await form.getByText(COMMENT_TOO_SHORT_FIELD, { exact: true }).waitFor();
    expect(await comment.getAttribute("aria-invalid")).toBe("true");

    await comment.fill("   short    ");
    expect(await button.isDisabled()).toBe(true);
    expect(await missing()).toEqual([COMMENT_TOO_SHORT_SUMMARY]);

    const text = "  Bought the wrong one by mistake  ";
    await comment.fill(text);
    expect(await button.isEnabled()).toBe(true);
    expect(await missing()).toEqual([]);
    // One way to cancel (issue 39): the page's action, not a second call from the browser.
    const posts: string[] = [];
    const countPost = (request: Request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    };
    page.on("request", countPost);
    await button.click();

    await page.waitForURL(
      (url) => url.pathname === "/order-cancelled" && url.searchParams.get("order") === String(order.id),
      POLL,
    );
    await h1(page).filter({ hasText: "Order cancelled" }).waitFor();
    page.off("request", countPost);
    expect(posts).toEqual(["/cancellation-form.data"]);
    const details = main(page).getByRole("region", { name: "Cancellation details" });
    expect(await factText(details, "Reason")).toBe("Ordered By Mistake");
    expect(await factText(details, "Comments")).toBe(text.trim());
    // The order was paid with 4242: its money goes back (issue 25).
    const refunded = `Refunded ${money(order.total)} to the card ending 4242`;
    expect(await factText(details, "Refund")).toBe(refunded);
    expect(await main(page).getByRole("link", { name: "View your orders" }).getAttribute("href")).toBe("/your-orders");
    expect(await main(page).getByRole("link", { name: "Continue shopping" }).count()).toBe(1);

    const onServer = (await ordersOf(page, baseUrl)).find((candidate) => candidate.id === order.id);
    expect(onServer).toMatchObject({
      status: "Cancelled",
      cancellable: false,
      cancelReason: "Ordered By Mistake",
      cancelComment: text.trim(),
    });

    for (const reload of [false, true]) {
      if (reload) await page.reload();
      else await main(page).getByRole("link", { name: "View your orders" }).click();
      const card = orderCard(page, order.id);
      await card.waitFor(POLL);
      expect(await factText(card.locator(".order-facts").first(), "Status")).toBe("Cancelled");
      expect(await factText(card.locator(".order-facts").first(), "Refund")).toBe(refunded);
      expect(await cancelLink(card, order.id).count()).toBe(0);
      expect(await trackLink(card, order.id).count()).toBe(1);
      expect(await cancelLink(orderCard(page, first.order.id), first.order.id).count()).toBe(1);
    }
    expect(errors).toEqual([]);
  });

  it("a cancelled order: /order-cancelled from the URL alone, no form on /cancellation-form, and 'Cancelled on' in /track", async () => {
    const { page, errors } = tab;
    const { order } = second;
    const cancelled = (await ordersOf(page, baseUrl)).find((candidate) => candidate.id === order.id);
    const reads: string[] = [];
    const countRead = (request: Request) => {
      if (request.method() === "GET" && new URL(request.url()).pathname === "/api/orders") reads.push(request.url());
    };
    page.on("request", countRead);
    await page.goto(`${baseUrl}/order-cancelled?order=${order.id}`);
    await h1(page).filter({ hasText: "Order cancelled" }).waitFor(POLL);
    expect(await factText(main(page), "Reason")).toBe("Ordered By Mistake");

    await page.goto(`${baseUrl}/cancellation-form?order=${order.id}`);
    await main(page).getByRole("heading", { name: "This order cannot be cancelled" }).waitFor(POLL);
    expect(await main(page).innerText()).toContain("its status is Cancelled");
    expect(await main(page).getByRole("button", { name: "Cancel order" }).count()).toBe(0);

    await page.goto(`${baseUrl}/track?order=${order.id}`);
    await trackingSteps(page).first().waitFor(POLL);
    page.off("request", countRead);
    // /track's read only: the cancellation's pages were hydrated from the server's read.
    expect(reads).toHaveLength(1);
    const steps = await trackingSteps(page).allInnerTexts();
    expect(steps).toHaveLength(2);
    expect(steps[0]).toContain("Order Placed");
    expect(steps[1]).toContain(`Cancelled on ${shownDate(cancelled?.cancelledAt ?? "")}`);
    expect(await trackingSteps(page).nth(1).getAttribute("aria-current")).toBe("step");
    const refunded = `Refunded ${money(order.total)} to the card ending 4242`;
    expect(await factText(main(page).locator(".order-facts").first(), "Refund")).toBe(refunded);

    await page.goto(`${baseUrl}/receipt?order=${order.id}`);
    await main(page).locator(".receipt__refund").waitFor(POLL);
    expect(await factText(main(page), "Refund")).toBe(refunded);

    for (const path of [
      "/order-cancelled",
      "/cancellation-form",
      "/cancellation-form?order=999999999",
      "/order-cancelled?order=999999999",
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await main(page).getByText(NO_ORDER_INFORMATION, { exact: true }).waitFor(POLL);
      expect(await h1(page).count(), path).toBe(1);
    }
    expect(errors).toEqual([]);
  });

  it("the demo customer's seeded orders: newest first, no Cancel on a shipped or delivered one, every step reached in its tracking (read-only)", async () => {
    const { page, errors } = await browser.newPage();
    await signInContext(page, baseUrl, DEMO_CUSTOMER);
    const orders = await ordersOf(page, baseUrl);
    const delivered = orders.find((order) => order.status === "Delivered");
    if (!delivered?.deliveredAt) throw new Error("the demo customer has no delivered order");
    await page.goto(`${baseUrl}/your-orders`);
    await orderCard(page, delivered.id).waitFor(POLL);
    const titles = await main(page).getByRole("article").getByRole("heading", { level: 2 }).allInnerTexts();
    // Newest first, worked out here rather than trusting the order the API sent.
    const newestFirst = [...orders].sort((a, b) => (b.placedAt ?? "").localeCompare(a.placedAt ?? "") || b.id - a.id);
    expect(titles).toEqual(newestFirst.map((order) => `Order #${order.id}`));
    for (const order of orders) {
      const card = orderCard(page, order.id);
      expect(await factText(card.locator(".order-facts").first(), "Status")).toBe(order.status);
      // Cancel only until the parcel leaves (issue 42).
      expect(await cancelLink(card, order.id).count(), `Cancel on ${order.status}`).toBe(
        order.status === "Placed" || order.status === "Packed" ? 1 : 0,
      );
    }

    await trackLink(orderCard(page, delivered.id), delivered.id).click();
    await trackingSteps(page).first().waitFor(POLL);
    const steps = trackingSteps(page);
    expect(await steps.count()).toBe(5);
    for (let index = 0; index < 5; index++) expect(await steps.nth(index).innerText()).toContain("Completed");
    expect(await steps.nth(4).innerText()).toContain(`Delivered on ${shownDate(delivered.deliveredAt)}`);
    expect(await steps.nth(4).getAttribute("aria-current")).toBe("step");
    for (const [index, at] of [delivered.placedAt, delivered.packedAt, delivered.shippedAt].entries()) {
      if (at) expect(await steps.nth(index).innerText()).toContain(shownDate(at));
    }
    expect(errors).toEqual([]);
  });

  it("a guest opening /your-orders ends on /UserProfile; the other order screens ask to sign in", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/your-orders`);
    await page.waitForURL((url) => url.pathname === "/UserProfile");
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe("/your-orders");
    await main(page).getByRole("heading", { name: "Sign in to see your account" }).waitFor();
    // Replaced, not pushed: Back does not bounce the guest into the redirect again.
    await page.goBack();
    expect(page.url()).toBe("about:blank");

    for (const path of [
      "/order-confirmation?payment_intent=pi_123",
      "/track?order=1",
      "/cancellation-form?order=1",
      "/order-cancelled?order=1",
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await main(page).getByRole("heading", { name: "Sign in to see your account" }).waitFor();
      // Signing in from here comes back here (issue 40).
      expect(await main(page).getByRole("link", { name: "Sign in", exact: true }).getAttribute("href"), path).toBe(
        `/login?${new URLSearchParams({ returnTo: path }).toString()}`,
      );
      expect(await h1(page).count(), path).toBe(1);
    }
    expect(errors).toEqual([]);
  });

  it("a failed orders load shows 'Error: ...' and Retry brings the orders; a customer without orders sees 'No orders found.'", async () => {
    const { page, errors } = await browser.newPage();
    await signInContext(page, baseUrl, await registerCustomer(baseUrl, "Ravi"));
    await page.route("**/api/orders", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "shop_api_error", message: "The shop could not load your orders." } }),
      }),
    );
    await page.goto(`${baseUrl}/your-orders`);
    await main(page)
      .getByRole("alert")
      .filter({ hasText: "Error: The shop could not load your orders." })
      .waitFor(POLL);
    await page.unroute("**/api/orders");
    await main(page).getByRole("button", { name: "Retry" }).click();
    await main(page).getByText(NO_ORDERS_FOUND, { exact: true }).waitFor(POLL);
    expect(await main(page).getByRole("alert").count()).toBe(0);
    expect(withoutProvoked(errors, [/status of 500/])).toEqual([]);
  });

  it(
    "every order screen passes axe-core and fits at 375, 768 and 1280 px",
    async () => {
      const { page, errors } = tab;
      const problems: string[] = [];
      const screens: [string, string, (page: Page) => Promise<unknown>][] = [
        ["/your-orders", "orders-list", (p) => orderCard(p, first.order.id).waitFor(POLL)],
        [
          `/order-confirmation?payment_intent=${first.order.paymentReference ?? ""}`,
          "orders-confirmation",
          (p) => h1(p).filter({ hasText: "Order confirmed" }).waitFor(POLL),
        ],
        [
          `/cancellation-form?order=${first.order.id}`,
          "orders-cancellation-form",
          (p) => main(p).getByRole("button", { name: "Cancel order" }).waitFor(POLL),
        ],
        [
          `/order-cancelled?order=${second.order.id}`,
          "orders-cancelled",
          (p) => h1(p).filter({ hasText: "Order cancelled" }).waitFor(POLL),
        ],
        [`/track?order=${first.order.id}`, "orders-track", (p) => trackingSteps(p).first().waitFor(POLL)],
      ];
      for (const [path, name, ready] of screens)
        problems.push(...(await checkAtAllWidths(page, `${baseUrl}${path}`, name, ready)));
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
