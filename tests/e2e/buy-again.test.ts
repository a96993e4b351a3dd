/**
 * Buy again (issue 16) on a REAL order: a fresh customer buys three products through the functions
 * and the payment sandbox, the order is marked Delivered in the shop API's database, and stock is
 * changed underneath (one product down to 1 unit, one sold out) before the browser looks. Stock is
 * put back afterwards.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Order } from "@/domain/order";
import type { Product } from "@/domain/product";
import { registerCustomer, serverCart, signInContext } from "../support/accounts";
import { openBrowser, type BrowserSession, type TrackedPage } from "../support/browser";
import { allProducts, productById } from "../support/catalogue";
import { addAddress, placeOrder, putCart } from "../support/checkout";
import { checkAtAllWidths, overflowingElements, seriousAxeViolations, WIDTHS } from "../support/page-checks";
import { executeSql } from "../support/shop-db";

const baseUrl = inject("baseUrl");
const sandboxUrl = inject("sandboxUrl");
const POLL = { timeout: 20_000 };

const main = (page: Page) => page.getByRole("main");
const orderCard = (page: Page, id: number) => main(page).getByRole("article", { name: `Order #${id}`, exact: true });
const buyAgain = (scope: Locator, id: number) =>
  scope.getByRole("button", { name: `Buy again Order #${id}`, exact: true });
const buyItAgain = (scope: Locator, product: Product) =>
  scope.getByRole("button", { name: `Buy it again ${product.name}`, exact: true });
const notice = (page: Page) => main(page).getByRole("region", { name: "Bought again", exact: true });
/** The lines of text an element shows (paragraphs and headings apart, blank lines dropped). */
const lines = async (element: Locator) => (await element.innerText()).split(/\n+/).map((line) => line.trim());

async function setStock(productId: number, stock: number): Promise<void> {
  await executeSql(`UPDATE products SET quantity = ${stock} WHERE id = ${productId}`);
}

describe("buy again", { timeout: 180_000 }, () => {
  let session: BrowserSession;
  let tab: TrackedPage;
  /** Ordered 2 units; 1 left in stock now. */
  let reduced: Product;
  /** Ordered 1 unit, in stock. */
  let kept: Product;
  /** Ordered 1 unit; sold out now. */
  let soldOut: Product;
  let delivered: Order;
  /** Still on its way: no Buy again. */
  let open: Order;
  const stockAfterOrder = new Map<number, number>();

  beforeAll(async () => {
    session = await openBrowser();
    tab = await session.newPage();
    const { page } = tab;
    await signInContext(page, baseUrl, await registerCustomer(baseUrl, "Bina"));
    const address = await addAddress(page, baseUrl, "Ontario", "Toronto");
    const stocked = (await allProducts(baseUrl)).filter(
      (product) => product.stock > 5 && product.sizes.length > 1 && product.colors.length > 1,
    );
    // Near the end of the catalogue, apart from what the order and cart suites buy.
    const [a, b, c] = stocked.slice(-8, -5);
    if (!a || !b || !c) throw new Error("the seed has too few products in stock with sizes and colours");
    [reduced, kept, soldOut] = [a, b, c];
    await putCart(page, baseUrl, [
      { id: reduced.id, unit: 2, size: reduced.sizes[1], color: reduced.colors[1] },
      { id: kept.id, unit: 1, size: kept.sizes[0], color: kept.colors[1] },
      { id: soldOut.id, unit: 1, size: soldOut.sizes[0], color: soldOut.colors[0] },
    ]);
    delivered = await placeOrder(page, baseUrl, sandboxUrl, {
      addressId: address.id,
      items: [reduced.id, kept.id, soldOut.id],
    });
    await putCart(page, baseUrl, [{ id: kept.id, unit: 1 }]);
    open = await placeOrder(page, baseUrl, sandboxUrl, { addressId: address.id, items: [kept.id] });
    await executeSql(
      `UPDATE orders SET status = 'Delivered', packed_at = created_at, shipped_at = created_at, delivered_at = created_at WHERE id = ${delivered.id}`,
    );
    for (const product of [reduced, soldOut])
      stockAfterOrder.set(product.id, (await productById(baseUrl, product.id)).stock);
    await setStock(reduced.id, 1);
    await setStock(soldOut.id, 0);
  }, 180_000);

  afterAll(async () => {
    for (const [id, stock] of stockAfterOrder) await setStock(id, stock);
    await session?.close();
  });

  it("offers Buy again on a delivered order and Buy it again on each of its lines, not on an order still on its way", async () => {
    const { page, errors } = tab;
    await page.goto(`${baseUrl}/your-orders`);
    const card = orderCard(page, delivered.id);
    await buyAgain(card, delivered.id).waitFor(POLL);
    for (const product of [reduced, kept, soldOut]) expect(await buyItAgain(card, product).count()).toBe(1);
    const openCard = orderCard(page, open.id);
    expect(await openCard.getByRole("button", { name: /^Buy/ }).count()).toBe(0);

    const problems = await checkAtAllWidths(page, `${baseUrl}/your-orders`, "buy-again-orders", (ready) =>
      buyAgain(orderCard(ready, delivered.id), delivered.id).waitFor(POLL),
    );
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a sold-out line adds nothing: the shopper stays on the orders and reads why", async () => {
    const { page, errors } = tab;
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(`${baseUrl}/your-orders`);
    const card = orderCard(page, delivered.id);
    await buyItAgain(card, soldOut).click(POLL);
    const alert = card.getByRole("alert");
    await alert.waitFor();
    expect(await lines(alert)).toEqual(["Nothing was added to your cart.", `Not added, sold out: ${soldOut.name}.`]);
    expect(new URL(page.url()).pathname).toBe("/your-orders");
    expect(await serverCart(page, baseUrl)).toEqual([]);
    expect(await overflowingElements(page)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("Buy again puts the order's lines in the cart with their size and colour, clamped to the stock, and names the sold-out one on /addcart", async () => {
    const { page, errors } = tab;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/your-orders`);
    // One write per form: the button posts to the route's action, never to the cart's JSON API itself.
    const writes: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") writes.push(new URL(request.url()).pathname);
    });
    await buyAgain(orderCard(page, delivered.id), delivered.id).click(POLL);
    await page.waitForURL(`${baseUrl}/addcart`, POLL);
    expect(writes).toEqual(["/buy-again.data"]);
    await notice(page).waitFor();
    expect(await lines(notice(page))).toEqual([
      "Bought again",
      `Added to your cart: ${reduced.name}, ${kept.name}.`,
      `Fewer than you ordered, as that is all in stock now: ${reduced.name} (1 of 2).`,
      `Not added, sold out: ${soldOut.name}.`,
      "Dismiss",
    ]);
    // The notice has the focus, so a screen reader starts there.
    expect(await notice(page).evaluate((element) => element === document.activeElement)).toBe(true);
    const cart = await serverCart(page, baseUrl);
    expect(cart.map(({ id, unit, size, color }) => ({ id, unit, size, color }))).toEqual([
      { id: reduced.id, unit: 1, size: reduced.sizes[1], color: reduced.colors[1] },
      { id: kept.id, unit: 1, size: kept.sizes[0], color: kept.colors[1] },
    ]);
    await main(page).getByRole("heading", { name: reduced.name }).first().waitFor(POLL);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await overflowingElements(page), `${width}px`).toEqual([]);
      expect(await seriousAxeViolations(page), `${width}px`).toEqual([]);
    }

    await notice(page).getByRole("button", { name: "Dismiss", exact: true }).click();
    await notice(page).waitFor({ state: "detached" });
    await page.reload();
    await main(page).getByRole("heading", { name: reduced.name }).first().waitFor(POLL);
    expect(await notice(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("Buy it again adds one line's units to what the cart holds, within the stock", async () => {
    const { page, errors } = tab;
    await page.goto(`${baseUrl}/your-orders`);
    await buyItAgain(orderCard(page, delivered.id), kept).click(POLL);
    await page.waitForURL(`${baseUrl}/addcart`, POLL);
    await notice(page).waitFor();
    expect(await lines(notice(page))).toEqual(["Bought again", `Added to your cart: ${kept.name}.`, "Dismiss"]);
    await expect
      .poll(async () => (await serverCart(page, baseUrl)).find((line) => line.id === kept.id)?.unit, POLL)
      .toBe(2);

    // Again on the whole order: the line already holding the last unit in stock says so.
    await page.goto(`${baseUrl}/your-orders`);
    // One write per form: the button posts to the route's action, never to the cart's JSON API itself.
    const writes: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") writes.push(new URL(request.url()).pathname);
    });
    await buyAgain(orderCard(page, delivered.id), delivered.id).click(POLL);
    await page.waitForURL(`${baseUrl}/addcart`, POLL);
    expect(writes).toEqual(["/buy-again.data"]);
    await notice(page).waitFor();
    const text = await notice(page).innerText();
    expect(text).toContain(`Added to your cart: ${kept.name}.`);
    expect(text).toContain(`Not added, ${reduced.name}: already in your cart with all the units in stock`);
    expect(text).toContain(`Not added, sold out: ${soldOut.name}.`);
    expect((await serverCart(page, baseUrl)).find((line) => line.id === reduced.id)?.unit).toBe(1);
    expect(errors).toEqual([]);
  });

  it("a cancelled order offers Buy again too", async () => {
    const { page, errors } = tab;
    await executeSql(`UPDATE orders SET status = 'Cancelled', cancelled_at = created_at WHERE id = ${open.id}`);
    await page.goto(`${baseUrl}/your-orders`);
    await buyAgain(orderCard(page, open.id), open.id).waitFor(POLL);
    expect(await buyItAgain(orderCard(page, open.id), kept).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
