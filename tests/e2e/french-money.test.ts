/**
 * Money, taxes and the currency in each language (issue 38): a French page writes money as fr-CA
 * does ("1 234,56 ₹"), names Quebec's taxes TPS and TVQ with French rates ("TVQ (9,975 %)") and
 * states the currency; an English page names each province's taxes as it charges them (HST alone
 * in Ontario, GST + QST in Quebec); the tax receipt names the seller in both languages. Amounts
 * are the server's own (POST /api/checkout/totals, the order), written here with Intl.
 */
import type { Locator, Page } from "playwright-core";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CheckoutTotalsSchema, type CheckoutTotals } from "@/domain/checkout";
import type { Product } from "@/domain/product";
import { registerCustomer, signInContext } from "../support/accounts";
import { sameOrigin } from "../support/api";
import { openBrowser, type BrowserSession, type TrackedPage } from "../support/browser";
import { allProducts } from "../support/catalogue";
import { addAddress, placeOrder, putCart } from "../support/checkout";
import { frenchMoney, money } from "../support/shop-format";

const baseUrl = inject("baseUrl");
const sandboxUrl = inject("sandboxUrl");
const TEST_TIMEOUT_MS = 180_000;
const POLL = { timeout: 20_000 };

// The texts a shopper reads, written out rather than imported from the app.
const FRENCH_CURRENCY = "Prix en roupies indiennes (INR)";
const ENGLISH_CURRENCY = "Prices in Indian rupees (INR)";
/** The local stack's seller (functions/_shared/config.ts), printed on every receipt it serves. */
const SELLER = {
  legalName: "Shop Demo Inc.",
  postalAddress: "1000, rue Exemple, bureau 100, Montréal (Québec) H0H 0H0",
  gstHst: "123456789 RT0001",
  qst: "1234567890 TQ0001",
};

/** Each label/value row of the summary's list, as the shopper reads it. */
async function rows(scope: Locator): Promise<Record<string, string>> {
  const shown: Record<string, string> = {};
  for (const row of await scope.locator("dl > div").all())
    shown[(await row.locator("dt").innerText()).trim()] = (await row.locator("dd").innerText()).trim();
  return shown;
}

/** The server's totals for the address and items: what the page must show, to the paisa. */
async function serverTotals(page: Page, addressId: number, items: number[]): Promise<CheckoutTotals> {
  const response = await page.request.post(`${baseUrl}/api/checkout/totals`, {
    headers: sameOrigin(baseUrl),
    data: { addressId, items },
  });
  if (response.status() !== 200) throw new Error(`POST /api/checkout/totals: ${response.status()}`);
  return v.parse(CheckoutTotalsSchema, await response.json());
}

describe("money, taxes and the currency per language", () => {
  let session: BrowserSession;
  let tab: TrackedPage;
  /** Over ₹1,000, bought twice: the amounts need a thousands group. */
  let product: Product;
  let quebec: number;
  let ontario: number;

  beforeAll(async () => {
    const products = (await allProducts(baseUrl)).filter(
      (candidate) =>
        candidate.stock >= 20 &&
        candidate.discountPrice >= 100_000 &&
        candidate.originalPrice > candidate.discountPrice,
    );
    const picked = products[Math.floor(Math.random() * products.length)];
    if (!picked) throw new Error("the seed has no discounted product over ₹1,000 with 20 in stock");
    product = picked;
    session = await openBrowser({ cardPayments: true });
    tab = await session.newPage();
    await signInContext(tab.page, baseUrl, await registerCustomer(baseUrl, "Élise"));
    // Quebec first: the checkout selects the first saved address.
    quebec = (await addAddress(tab.page, baseUrl, "Quebec", "Montréal")).id;
    ontario = (await addAddress(tab.page, baseUrl, "Ontario", "Toronto")).id;
    await putCart(tab.page, baseUrl, [{ id: product.id, unit: 2 }]);
  }, TEST_TIMEOUT_MS);

  afterAll(async () => {
    await session?.close();
  });

  it("the French product page and cart write money as fr-CA does and state the currency", async () => {
    const { page, errors } = tab;
    await page.goto(`${baseUrl}/fr/product/${product.id}`);
    const prices = page.locator(".purchase__prices");
    await prices.waitFor(POLL);
    expect(await prices.locator("dd").allInnerTexts()).toEqual([
      frenchMoney(product.originalPrice),
      frenchMoney(product.discountPrice),
    ]);
    await page.locator(".purchase").getByText(FRENCH_CURRENCY, { exact: true }).waitFor();

    await page.goto(`${baseUrl}/fr/addcart`);
    const summary = page.getByRole("region", { name: "Détails du prix" });
    await summary.getByText("Total du panier").waitFor(POLL);
    await expect
      .poll(async () => (await rows(summary))["Total du panier"], POLL)
      .toBe(frenchMoney(product.discountPrice * 2));
    expect(frenchMoney(product.discountPrice * 2)).toMatch(/^\d{1,3}(\u00a0\d{3})+,\d{2}\u00a0₹$/);
    await summary.getByText(FRENCH_CURRENCY, { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it("listings state the currency once per page, not per card; the wishlist's saving reads in French", async () => {
    const { page, errors } = tab;
    await page.goto(`${baseUrl}/fr/all-product`);
    const main = page.getByRole("main");
    await main.locator(".product-grid .product-card").nth(1).waitFor(POLL);
    expect(await main.getByText(FRENCH_CURRENCY, { exact: true }).count()).toBe(1);

    const saved = await page.request.put(`${baseUrl}/api/wishlist`, {
      headers: sameOrigin(baseUrl),
      data: { ids: [product.id] },
    });
    expect(saved.status()).toBe(200);
    await page.goto(`${baseUrl}/fr/wishlist`);
    const saving = main.locator(".wishlist-item__saving");
    await saving.waitFor(POLL);
    const amount = product.originalPrice - product.discountPrice;
    const percent = ((amount / product.originalPrice) * 100).toFixed(2).replace(".", ",");
    expect(await saving.innerText()).toBe(`Vous économisez ${frenchMoney(amount)} (${percent}\u00a0%)`);
    expect(await main.getByText(FRENCH_CURRENCY, { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it(
    "the French checkout with a Quebec address: TPS (5 %) and TVQ (9,975 %) to the paisa; the payment says what the card is charged",
    async () => {
      const { page, errors } = tab;
      const totals = await serverTotals(page, quebec, [product.id]);
      expect(totals.province).toBe("Quebec");
      await page.goto(`${baseUrl}/fr/Checkout2?items=${product.id}`);
      const summary = page.getByRole("complementary", { name: "Sommaire des prix" });
      await summary.getByText("Total", { exact: true }).waitFor(POLL);
      expect(await rows(summary)).toEqual({
        "Sous-total (1 article)": frenchMoney(totals.subtotal),
        "TPS (5\u00a0%)": frenchMoney(totals.hst),
        "TVQ (9,975\u00a0%)": frenchMoney(totals.pst),
        Total: frenchMoney(totals.total),
      });
      expect(totals.total).toBe(totals.subtotal + totals.hst + totals.pst);
      await summary.getByText(FRENCH_CURRENCY, { exact: true }).waitFor();

      await page.getByRole("button", { name: "Continuer" }).click();
      await page.waitForURL((url) => url.pathname === "/fr/paymentpage", POLL);
      const order = page.getByRole("region", { name: "Sommaire de la commande" });
      await order.getByText("Total", { exact: true }).waitFor(POLL);
      expect(await rows(order)).toMatchObject({
        "TPS (5\u00a0%)": frenchMoney(totals.hst),
        "TVQ (9,975\u00a0%)": frenchMoney(totals.pst),
        Total: frenchMoney(totals.total),
      });
      await page.getByRole("radio", { name: "Paiement en ligne (Stripe)" }).check();
      await page
        .getByText(`Votre carte sera débitée de ${frenchMoney(totals.total)} en roupies indiennes (INR).`, {
          exact: true,
        })
        .waitFor(POLL);
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it("in English, Ontario's tax is one HST row and Quebec's are GST and QST", async () => {
    const { page, errors } = tab;
    const onTotals = await serverTotals(page, ontario, [product.id]);
    const qcTotals = await serverTotals(page, quebec, [product.id]);
    await page.goto(`${baseUrl}/Checkout2?items=${product.id}`);
    const summary = page.getByRole("complementary", { name: "Price summary" });
    await summary.getByText("Total", { exact: true }).waitFor(POLL);
    expect(await rows(summary)).toEqual({
      "Subtotal (1 item)": money(qcTotals.subtotal),
      "GST (5%)": money(qcTotals.hst),
      "QST (9.975%)": money(qcTotals.pst),
      Total: money(qcTotals.total),
    });
    await summary.getByText(ENGLISH_CURRENCY, { exact: true }).waitFor();

    await page.getByRole("radio", { name: /Toronto, Ontario/ }).check();
    await summary.getByText("HST (13%)", { exact: true }).waitFor(POLL);
    expect(onTotals.pst).toBe(0);
    expect(await rows(summary)).toEqual({
      "Subtotal (1 item)": money(onTotals.subtotal),
      "HST (13%)": money(onTotals.hst),
      Total: money(onTotals.total),
    });
    expect(errors).toEqual([]);
  });

  it(
    "the receipt names the seller (legal name, address, GST/HST and QST numbers) and Quebec's taxes, in both languages",
    async () => {
      const { page, errors } = tab;
      const order = await placeOrder(page, baseUrl, sandboxUrl, { addressId: quebec, items: [product.id] });
      const { hst, pst, total } = order;
      if (hst === null || pst === null) throw new Error(`order ${order.id} has no tax breakdown`);

      await page.goto(`${baseUrl}/receipt?order=${order.id}`);
      const english = page.getByRole("main").getByRole("article", { name: "Tax receipt" });
      await english.waitFor(POLL);
      for (const text of [
        SELLER.legalName,
        SELLER.postalAddress,
        `GST/HST registration number: ${SELLER.gstHst}`,
        `QST registration number: ${SELLER.qst}`,
      ])
        await english.getByText(text, { exact: true }).waitFor();
      expect(await rows(english)).toMatchObject({
        "GST (5%)": money(hst),
        "QST (9.975%)": money(pst),
        "Total (INR)": money(total),
      });

      await page.goto(`${baseUrl}/fr/receipt?order=${order.id}`);
      const french = page.getByRole("main").getByRole("article", { name: "Reçu fiscal" });
      await french.waitFor(POLL);
      for (const text of [
        SELLER.legalName,
        SELLER.postalAddress,
        `Numéro d’inscription à la TPS/TVH\u00a0: ${SELLER.gstHst}`,
        `Numéro d’inscription à la TVQ\u00a0: ${SELLER.qst}`,
      ])
        await french.getByText(text, { exact: true }).waitFor();
      expect(await rows(french)).toMatchObject({
        "TPS (5\u00a0%)": frenchMoney(hst),
        "TVQ (9,975\u00a0%)": frenchMoney(pst),
        "Total (INR)": frenchMoney(total),
      });
      expect(errors).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
