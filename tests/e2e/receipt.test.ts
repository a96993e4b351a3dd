/**
 * The tax receipt (/receipt?order={id}, issue 16) of REAL orders: a fresh customer buys through
 * the functions and the payment sandbox, cancels one order, then the browser opens the receipts:
 * their content, the CANCELLED mark, printing (the button, and the print layout on one A4 page),
 * who may see them, and the page checks at three widths.
 */
import type { Locator, Page } from "playwright-core";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Order } from "@/domain/order";
import { LogoResponseSchema, type LogoResponse, type Product } from "@/domain/product";
import { SHOP_NAME } from "@/domain/shop-name";
import { registerCustomer, signInContext } from "../support/accounts";
import { openBrowser, saveScreenshot, withBrowser, type BrowserSession, type TrackedPage } from "../support/browser";
import { allProducts } from "../support/catalogue";
import { addAddress, placeOrder, putCart } from "../support/checkout";
import { checkAtAllWidths } from "../support/page-checks";
import { money } from "../support/shop-format";
import { sameOrigin } from "../support/api";

const baseUrl = inject("baseUrl");
const sandboxUrl = inject("sandboxUrl");
const TEST_TIMEOUT_MS = 180_000;
const POLL = { timeout: 20_000 };

// The texts a shopper reads, written out rather than imported from the app.
const ORDER_DATA_NOT_FOUND = "Order data not found.";
const PRINT = "Print or save as PDF";

/** en-IN dates as the order screens write them ("26 Nov 2026"). */
const shownDate = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric" }).format(new Date(iso));

const main = (page: Page) => page.getByRole("main");
const receipt = (page: Page) => main(page).getByRole("article", { name: "Tax receipt" });
const notFound = (page: Page) => main(page).getByText(ORDER_DATA_NOT_FOUND, { exact: true });
const receiptPath = (id: number) => `/receipt?order=${id}`;

/** The value shown for `label` in a list of label/value pairs (dt/dd). */
async function fact(scope: Locator, label: string): Promise<string> {
  const value = scope.locator("dt", { hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) });
  return (await value.locator("xpath=following-sibling::dd[1]").innerText()).trim();
}

/** Console lines Chromium writes for the 404 the functions answer another customer. */
const withoutRefusal = (errors: string[]) => errors.filter((line) => !/status of 404/.test(line));

interface BoughtLine {
  product: Product;
  unit: number;
}

/** SPEC.md section 9: subtotal x rate / 100, to the paisa (whole-percent rates). */
const taxOf = (subtotalPaise: number, ratePercent: number) => Math.round((subtotalPaise * ratePercent) / 100);

describe("tax receipt", () => {
  let session: BrowserSession;
  let tab: TrackedPage;
  let logo: LogoResponse;
  /** Five lines, one of them two units: the receipt must still fit one A4 page. */
  let paid: { order: Order; lines: BoughtLine[] };
  /** One line, cancelled after the purchase. */
  let cancelled: Order;

  beforeAll(async () => {
    session = await openBrowser();
    tab = await session.newPage();
    const { page } = tab;
    logo = v.parse(LogoResponseSchema, await (await fetch(`${baseUrl}/api/logo`)).json());
    await signInContext(page, baseUrl, await registerCustomer(baseUrl, "Rhea"));
    const address = await addAddress(page, baseUrl, "British Columbia", "Victoria");
    const stocked = (await allProducts(baseUrl)).filter((product) => product.stock > 5);
    // From the far end of the catalogue, away from the products other suites tend to buy.
    const picked = stocked.slice(-7, -1);
    if (picked.length < 6) throw new Error("the seed has too few products in stock");
    const lines = picked.slice(0, 5).map((product, index) => ({ product, unit: index === 0 ? 2 : 1 }));
    const buy = async (bought: BoughtLine[]) => {
      await putCart(
        page,
        baseUrl,
        bought.map(({ product, unit }) => ({ id: product.id, unit })),
      );
      return placeOrder(page, baseUrl, sandboxUrl, {
        addressId: address.id,
        items: bought.map((line) => line.product.id),
      });
    };
    paid = { order: await buy(lines), lines };
    const last = picked[5] as Product;
    const toCancel = await buy([{ product: last, unit: 1 }]);
    const cancel = await page.request.post(`${baseUrl}/api/orders/${toCancel.id}/cancel`, {
      headers: sameOrigin(baseUrl),
      data: { reason: "Duplicate Order", comment: "Bought this twice by mistake." },
    });
    if (cancel.status() !== 200) throw new Error(`cancelling ${toCancel.id}: ${cancel.status()}`);
    cancelled = ((await cancel.json()) as { order: Order }).order;
  }, TEST_TIMEOUT_MS);

  afterAll(async () => {
    await session?.close();
  });

  it("'Receipt' on /your-orders opens the paid order's receipt: reseller, order, payment, address, lines, taxes with rates and province, total", async () => {
    const { page, errors } = tab;
    const { order, lines } = paid;
    await page.goto(`${baseUrl}/your-orders`);
    const card = main(page).getByRole("article", { name: `Order #${order.id}`, exact: true });
    await card.getByRole("link", { name: `Receipt of Order #${order.id}` }).click(POLL);
    await page.waitForURL((url) => url.pathname === "/receipt" && url.search === `?order=${order.id}`);
    const sheet = receipt(page);
    await sheet.waitFor(POLL);

    expect(await page.title()).toBe(`Receipt for Order #${order.id} | ${SHOP_NAME}`);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await page.getByRole("heading", { level: 1 }).allInnerTexts()).toEqual(["Tax receipt"]);
    // The reseller as the shop API names it, and its logo as the header shows it.
    expect(await sheet.getByText(logo.name, { exact: true }).count()).toBe(1);
    const image = sheet.getByRole("img", { name: logo.name, exact: true });
    // The logo comes through the image CDN, as every picture does (decision 030).
    const src = new URL((await image.getAttribute("src")) ?? "", "http://site.invalid");
    expect(src.pathname).toBe("/.netlify/images");
    expect(src.searchParams.get("url")).toBe(logo.url);
    // decode() settles once the image has loaded, and fails if it cannot be.
    await image.evaluate((img: HTMLImageElement) => img.decode());

    const facts = sheet.locator("dl.receipt__facts");
    expect(await fact(facts, "Order number")).toBe(`Order #${order.id}`);
    expect(await fact(facts, "Order date")).toBe(shownDate(order.placedAt ?? ""));
    expect(await fact(facts, "Payment reference")).toBe(order.paymentReference);
    expect(order.paymentReference).toMatch(/^pi_/);
    expect(await fact(facts, "Payment mode")).toBe("Online payment (Stripe)");
    const address = await sheet.getByRole("region", { name: "Delivery address" }).innerText();
    for (const part of ["Asha Tester", "1 Test Street", "Downtown", "Victoria, British Columbia 12345", "Canada"])
      expect(address).toContain(part);

    const rows = sheet.getByRole("table", { name: `Items of Order #${order.id}` }).locator("tbody tr");
    expect(await rows.count()).toBe(lines.length);
    for (const { product, unit } of lines) {
      const cells = await rows.filter({ hasText: product.name }).locator("th, td").allInnerTexts();
      expect(cells[0]).toContain(product.name);
      expect(cells.slice(1)).toEqual([String(unit), money(product.discountPrice), money(product.discountPrice * unit)]);
    }

    // British Columbia: GST 5% and PST 7% of the subtotal, to the paisa, worked out here.
    const subtotal = lines.reduce((sum, line) => sum + line.product.discountPrice * line.unit, 0);
    const totals = sheet.locator("dl.receipt__totals");
    expect(await fact(totals, "Subtotal")).toBe(money(subtotal));
    expect(await fact(totals, "GST (5%)")).toBe(money(taxOf(subtotal, 5)));
    expect(await fact(totals, "PST (7%)")).toBe(money(taxOf(subtotal, 7)));
    expect(await fact(totals, "Province")).toBe("British Columbia");
    expect(await fact(totals, "Total (INR)")).toBe(money(subtotal + taxOf(subtotal, 5) + taxOf(subtotal, 7)));
    expect(await fact(totals, "Total (INR)")).toBe(money(order.total));
    expect(await sheet.getByText("CANCELLED").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("the order confirmation links to the receipt", async () => {
    const { page, errors } = tab;
    await page.goto(`${baseUrl}/order-confirmation?payment_intent=${paid.order.paymentReference ?? ""}`);
    const link = main(page).getByRole("link", { name: `Receipt of Order #${paid.order.id}` });
    await link.waitFor(POLL);
    expect(await link.getAttribute("href")).toBe(receiptPath(paid.order.id));
    expect(errors).toEqual([]);
  });

  it("a cancelled order's receipt carries a clear CANCELLED mark with its date", async () => {
    const { page, errors } = tab;
    await page.goto(`${baseUrl}${receiptPath(cancelled.id)}`);
    const sheet = receipt(page);
    await sheet.waitFor(POLL);
    const mark = sheet.getByText("CANCELLED", { exact: true });
    expect(await mark.isVisible()).toBe(true);
    expect(await sheet.locator(".receipt__cancelled").innerText()).toBe(
      `CANCELLED on ${shownDate(cancelled.cancelledAt ?? "")}`,
    );
    expect(await mark.evaluate((element) => getComputedStyle(element).color)).toBe("rgb(185, 28, 28)");
    expect(errors).toEqual([]);
  });

  it("a failed load says 'Error: ...' with Retry, which brings the receipt", async () => {
    const { page, errors } = tab;
    const path = `**/api/orders/${paid.order.id}/receipt`;
    const refusal = "The shop could not answer just now.";
    await page.route(path, (route) =>
      route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "upstream_unavailable", message: refusal } }),
      }),
    );
    await page.goto(`${baseUrl}${receiptPath(paid.order.id)}`);
    await main(page)
      .getByRole("alert")
      .filter({ hasText: `Error: ${refusal}` })
      .waitFor(POLL);
    await page.unroute(path);
    await main(page).getByRole("button", { name: "Retry" }).click();
    await receipt(page).waitFor(POLL);
    expect(errors.filter((line) => !/status of 502/.test(line))).toEqual([]);
    errors.length = 0;
  });

  it("'Print or save as PDF' calls the browser's print", async () => {
    const { page, errors } = tab;
    await page.goto(`${baseUrl}${receiptPath(paid.order.id)}`);
    await receipt(page).waitFor(POLL);
    await page.evaluate(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    await main(page).getByRole("button", { name: PRINT }).click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    expect(errors).toEqual([]);
  });

  it("in print, only the receipt shows (no header, menus, footer or buttons), on one A4 page", async () => {
    const { page, errors } = tab;
    for (const [order, name] of [
      [paid.order, "receipt-print"],
      [cancelled, "receipt-print-cancelled"],
    ] as const) {
      await page.goto(`${baseUrl}${receiptPath(order.id)}`);
      const sheet = receipt(page);
      await sheet.waitFor(POLL);
      await page.emulateMedia({ media: "print" });
      try {
        for (const frame of [page.getByRole("banner"), page.getByRole("contentinfo"), page.getByRole("navigation")])
          expect(await frame.filter({ visible: true }).count()).toBe(0);
        expect(await page.getByRole("button").filter({ visible: true }).count()).toBe(0);
        expect(await page.getByRole("link", { name: "Back to your orders" }).isVisible()).toBe(false);
        expect(await sheet.isVisible()).toBe(true);
        expect(await sheet.getByText(`Order #${order.id}`).first().isVisible()).toBe(true);

        const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
        const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? [];
        expect(pages.length, `Order #${order.id}`).toBe(1);
        await saveScreenshot(page, name);
      } finally {
        // The tab goes on to other tests, on screen.
        await page.emulateMedia({ media: "screen" });
      }
      expect(await page.getByRole("banner").isVisible()).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it("a guest is asked to sign in (issue 40) and another customer gets the not-found state, with nothing of the order", async () => {
    const { order, lines } = paid;
    const firstProduct = lines[0]?.product.name ?? "";
    await withBrowser(async (browser) => {
      const { page, errors } = await browser.newPage();
      const asked: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith("/api/") && pathname.endsWith("/receipt")) asked.push(request.url());
      });
      // A guest: the page asks for no receipt it would be refused, and sends them to sign in first.
      await page.goto(`${baseUrl}${receiptPath(order.id)}`);
      await page.waitForURL((url) => url.pathname === "/login", POLL);
      expect(new URL(page.url()).searchParams.get("returnTo")).toBe(receiptPath(order.id));
      expect(asked).toEqual([]);
      expect(await main(page).innerText()).not.toContain(firstProduct);

      // Another customer: the functions answer 404, the page the same not-found state.
      await signInContext(page, baseUrl, await registerCustomer(baseUrl, "Otto"));
      const refused = page.waitForResponse((response) => response.url().endsWith(`/api/orders/${order.id}/receipt`));
      await page.goto(`${baseUrl}${receiptPath(order.id)}`);
      expect((await refused).status()).toBe(404);
      await notFound(page).waitFor(POLL);
      expect(await main(page).getByRole("heading", { level: 1 }).innerText()).toBe("Tax receipt");
      expect(await main(page).getByRole("link", { name: "Go to your orders" }).getAttribute("href")).toBe(
        "/your-orders",
      );
      const text = await main(page).innerText();
      for (const secret of [firstProduct, order.paymentReference ?? "", "Asha Tester"])
        expect(text).not.toContain(secret);

      // No order named at all, or one that does not exist.
      for (const path of ["/receipt", "/receipt?order=abc", "/receipt?order=999999999"]) {
        await page.goto(`${baseUrl}${path}`);
        await notFound(page).waitFor(POLL);
      }
      expect(withoutRefusal(errors)).toEqual([]);
    });
  });

  it("the server sends the receipt page's frame only: not indexed, not cached, titled", async () => {
    const response = await fetch(`${baseUrl}${receiptPath(paid.order.id)}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`<title>Receipt for Order #${paid.order.id} | ${SHOP_NAME}</title>`);
    expect(html).not.toContain(paid.order.paymentReference ?? "pi_");
  });

  it(
    "the receipt passes axe-core and fits at 375, 768 and 1280 px, paid and cancelled",
    async () => {
      const { page, errors } = tab;
      const problems: string[] = [];
      for (const [order, name] of [
        [paid.order, "receipt"],
        [cancelled, "receipt-cancelled"],
      ] as const)
        problems.push(
          ...(await checkAtAllWidths(page, `${baseUrl}${receiptPath(order.id)}`, name, (p) =>
            receipt(p).waitFor(POLL),
          )),
        );
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
