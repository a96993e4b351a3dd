/**
 * Issue 31, as a new shopper in Canada goes through it at a phone's and a desktop's width: the
 * checkout opened without a selection takes the cart, the address is added with a postal code
 * inside the checkout (its own top bar, no account menu), a postal code of another province is
 * refused with the province's letters, the new address is selected and taxed by its province,
 * and the order is paid with the sandbox's 4242 card and recorded with that address. axe and the
 * overflow check run on the form with its message and on the chosen address.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { Product } from "@/domain/product";
import { TaxRatesResponseSchema } from "@/domain/tax";
import { registerCustomer, signInContext } from "../support/accounts";
import { getJson } from "../support/api";
import { saveScreenshot, withBrowser } from "../support/browser";
import { allProducts } from "../support/catalogue";
import { payWithTestCard, putCart, recordedOrder } from "../support/checkout";
import { describedError, focusedLabel } from "../support/form-checks";
import { overflowingElements, seriousAxeViolations } from "../support/page-checks";
import { money, taxLabels } from "../support/shop-format";

const baseUrl = inject("baseUrl");
const POLL = { timeout: 20_000 };
const TEST_TIMEOUT_MS = 180_000;

// The texts a shopper reads, written out: a test importing the app's constants could not catch a changed wording.
const NO_ADDRESSES = "You have no saved address yet. Add one to continue.";
const ADDED = "Your new address has been saved and selected.";

interface Case {
  width: number;
  /** Which of the stocked products the customer buys: each case its own. */
  productIndex: number;
  province: string;
  city: string;
  /** Another province's code: refused. */
  wrongCode: string;
  wrongMessage: string;
  /** As the shopper types it, and as it is stored and shown. */
  typedCode: string;
  storedCode: string;
}

const CASES: Case[] = [
  {
    width: 375,
    productIndex: 30,
    province: "Quebec",
    city: "Montreal",
    wrongCode: "M5V 3L9",
    wrongMessage: "A postal code in Quebec starts with G, H or J.",
    typedCode: "h2x1y4",
    storedCode: "H2X 1Y4",
  },
  {
    width: 1280,
    productIndex: 31,
    province: "British Columbia",
    city: "Vancouver",
    wrongCode: "T2P 1J9",
    wrongMessage: "A postal code in British Columbia starts with V.",
    typedCode: "V6E 3P3",
    storedCode: "V6E 3P3",
  },
];

const main = (page: Page) => page.getByRole("main");

/** Serious axe violations and overflowing elements, as lines: empty when the screen passes. */
async function pageProblems(page: Page, where: string): Promise<string[]> {
  const axe = (await seriousAxeViolations(page)).map(
    (violation) =>
      `${where} axe ${violation.impact} ${violation.id}: ${violation.help} at ${violation.targets.join(", ")}`,
  );
  const overflow = (await overflowingElements(page)).map((element) => `${where} overflow: ${element}`);
  return [...axe, ...overflow];
}

async function summaryRow(page: Page, label: string): Promise<string> {
  const summary = page.getByRole("complementary", { name: "Price summary" });
  const row = summary.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
  return (await row.locator("dd").innerText()).trim();
}

describe("a Canadian address added inside the checkout (issue 31)", () => {
  for (const step of CASES) {
    it(
      `at ${step.width}px: added with its postal code, refused with another province's, selected, taxed and paid`,
      async () => {
        await withBrowser(
          async (browser) => {
            const { page, errors } = await browser.newPage();
            const stocked = (await allProducts(baseUrl)).filter((product) => product.stock >= 5);
            const product: Product | undefined = stocked[step.productIndex];
            if (!product) throw new Error("the seed has too few products in stock");
            const customer = await registerCustomer(baseUrl, "Kiran");
            await signInContext(page, baseUrl, customer);
            await putCart(page, baseUrl, [
              { id: product.id, unit: 2, size: product.sizes[0] ?? "", color: product.colors[0] ?? "" },
            ]);
            const posts: string[] = [];
            page.on("request", (request) => {
              // The address form's own post, to /address-form's action (decision 064).
              if (request.method() === "POST" && new URL(request.url()).pathname === "/address-form.data")
                posts.push(request.url());
            });

            // Opened directly, without a selection: the cart's line is what is checked out.
            await page.goto(`${baseUrl}/checkout2`);
            await page.getByRole("heading", { level: 1, name: "Select a delivery address" }).waitFor();
            await main(page).getByText(NO_ADDRESSES, { exact: true }).waitFor(POLL);
            const items = main(page)
              .getByRole("region", { name: /^Items/ })
              .getByRole("listitem");
            await items.first().waitFor(POLL);
            expect(await items.allInnerTexts()).toEqual([expect.stringContaining(product.name)]);

            // Add a new address opens the form right here: the checkout's top bar, no account menu.
            await main(page).getByRole("button", { name: "Add a new address" }).click();
            const form = main(page).getByRole("region", { name: "Delivery address" });
            await form.getByRole("button", { name: "Save address" }).waitFor();
            expect(new URL(page.url()).pathname).toBe("/checkout2");
            expect(await page.getByRole("navigation", { name: "Checkout steps" }).isVisible()).toBe(true);
            expect(await page.getByRole("navigation", { name: "Account" }).count()).toBe(0);
            expect(await page.getByRole("contentinfo").count()).toBe(0);
            expect(await focusedLabel(page)).toBe("Full name");
            await form.locator("#address-province option:not([value=''])").first().waitFor({ state: "attached" });

            const fields = {
              "Full name": "Kiran Tremblay",
              Email: "kiran@shop.test",
              "Mobile number": "5145550123",
              "Street address": "1 Rue Test",
              Locality: "Centre",
              City: step.city,
            };
            for (const [label, value] of Object.entries(fields))
              await form.getByLabel(label, { exact: true }).fill(value);
            await form.getByLabel("Province", { exact: true }).selectOption(step.province);

            // Another province's postal code: refused at its field, naming the letters; nothing is sent.
            await form.getByLabel("Postal code", { exact: true }).fill(step.wrongCode);
            await form.getByRole("button", { name: "Save address" }).click();
            await expect.poll(() => describedError(page, "Postal code"), POLL).toBe(step.wrongMessage);
            expect(await focusedLabel(page)).toBe("Postal code");
            expect(posts).toEqual([]);
            expect(await pageProblems(page, `${step.width}px form`)).toEqual([]);
            await saveScreenshot(page, `checkout-address-form-${step.width}`);

            // Its own postal code, typed loosely: saved, shown as Canada writes it, and selected.
            await form.getByLabel("Postal code", { exact: true }).fill(step.typedCode);
            expect(await describedError(page, "Postal code")).toBeNull();
            await form.getByRole("button", { name: "Save address" }).click();
            const added = main(page).getByRole("radio", {
              name: new RegExp(`Kiran Tremblay.*${step.city}, ${step.province} ${step.storedCode}`),
            });
            await added.waitFor(POLL);
            expect(await added.isChecked()).toBe(true);
            expect(await main(page).getByRole("status").filter({ hasText: ADDED }).count()).toBe(1);
            expect(posts).toHaveLength(1);

            // Taxed by its province: SPEC.md section 9's two taxes on the subtotal, to the paisa, by
            // the province's names (Quebec's GST and QST, British Columbia's GST and PST).
            const { rates } = await getJson(baseUrl, "/api/tax-rates", TaxRatesResponseSchema);
            const rate = rates.find((candidate) => candidate.province === step.province);
            if (!rate) throw new Error(`no tax rate for ${step.province}`);
            const subtotal = product.discountPrice * 2;
            const hst = Math.round((subtotal * rate.gstHst) / 100);
            const pst = Math.round((subtotal * rate.pst) / 100);
            const summary = page.getByRole("complementary", { name: "Price summary" });
            await summary.getByText(`Tax for delivery to ${step.province}`, { exact: true }).waitFor(POLL);
            expect(await summaryRow(page, "Subtotal (1 item)")).toBe(money(subtotal));
            const [federal, provincial] = taxLabels(step.province, rate);
            expect(await summaryRow(page, federal)).toBe(money(hst));
            expect(provincial).not.toBeNull();
            expect(await summaryRow(page, provincial as string)).toBe(money(pst));
            expect(await summaryRow(page, "Total")).toBe(money(subtotal + hst + pst));
            expect(await pageProblems(page, `${step.width}px list`)).toEqual([]);
            await saveScreenshot(page, `checkout-address-added-${step.width}`);

            // Paid with the sandbox's 4242 card.
            await main(page).getByRole("button", { name: "Continue", exact: true }).click();
            await page.waitForURL((url) => url.pathname === "/paymentpage", POLL);
            const query = new URL(page.url()).searchParams;
            expect(query.get("items")).toBe(String(product.id));
            const addressId = Number(query.get("addressId"));
            const paymentIntent = await payWithTestCard(page, POLL);
            const order = await recordedOrder(page, baseUrl, paymentIntent);
            expect(order.addressId).toBe(addressId);
            expect(order.deliveryAddress).toMatchObject({
              name: "Kiran Tremblay",
              city: step.city,
              province: step.province,
              zip: step.storedCode,
            });
            expect(order.total).toBe(subtotal + hst + pst);
            expect(errors).toEqual([]);
          },
          { viewport: { width: step.width, height: 900 }, cardPayments: true },
        );
      },
      TEST_TIMEOUT_MS,
    );
  }
});
