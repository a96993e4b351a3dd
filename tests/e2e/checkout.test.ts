/**
 * /checkout2, the Address step (SPEC.md sections 2, 4, 5 and 9), through the real stack: saved
 * addresses with the first selected, the price summary of the chosen province (expected amounts
 * worked out here from the tax table and the catalogue's prices, in paise), adding, changing and
 * not adding an address inside the checkout, the whole cart when nothing is selected, and
 * Continue's message and target.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { Product } from "@/domain/product";
import { TaxRatesResponseSchema, type TaxRate } from "@/domain/tax";
import { registerCustomer, signInContext } from "../support/accounts";
import { getJson } from "../support/api";
import { allProducts } from "../support/catalogue";
import { addAddress, putCart } from "../support/checkout";
import { checkAtAllWidths } from "../support/page-checks";
import { money, taxLabels } from "../support/shop-format";
import { suiteBrowser } from "../support/suite-browser";

const baseUrl = inject("baseUrl");
const POLL = { timeout: 20_000 };
const SELECT_OR_ADD_ADDRESS = "Please select or add an address before continuing.";

const browser = suiteBrowser();

interface Line {
  product: Product;
  unit: number;
}

/**
 * SPEC.md section 9: subtotal = sum of discountPrice x Unit; its "HST" and "PST" = subtotal x rate
 * / 100 to 2 decimals, each named as the province charges it (issue 38: HST alone in Ontario,
 * GST + PST or RST out west); a province without a tax of its own shows no provincial row.
 */
function expectedSummary(lines: Line[], rate: TaxRate) {
  const subtotal = lines.reduce((sum, line) => sum + line.product.discountPrice * line.unit, 0);
  const hst = Math.round((subtotal * rate.gstHst) / 100);
  const pst = Math.round((subtotal * rate.pst) / 100);
  const [federal, provincial] = taxLabels(rate.province, rate);
  return {
    [`Subtotal (${lines.length} ${lines.length === 1 ? "item" : "items"})`]: money(subtotal),
    [federal]: money(hst),
    ...(provincial === null ? {} : { [provincial]: money(pst) }),
    Total: money(subtotal + hst + pst),
  };
}

async function shownSummary(page: Page): Promise<Record<string, string>> {
  const summary = page.getByRole("complementary", { name: "Price summary" });
  await summary.getByText("Total", { exact: true }).waitFor(POLL);
  const rows = await summary.locator("dl > div").all();
  const shown: Record<string, string> = {};
  for (const row of rows)
    shown[(await row.locator("dt").innerText()).trim()] = (await row.locator("dd").innerText()).trim();
  return shown;
}

async function taxRate(province: string): Promise<TaxRate> {
  const { rates } = await getJson(baseUrl, "/api/tax-rates", TaxRatesResponseSchema);
  const rate = rates.find((candidate) => candidate.province === province);
  if (!rate) throw new Error(`no tax rate for ${province}`);
  return rate;
}

/** Two products with room in stock, bought 2 and 1. */
async function twoLines(): Promise<Line[]> {
  const products = (await allProducts(baseUrl)).filter((product) => product.stock >= 5);
  const [first, second] = products.slice(3, 5);
  if (!first || !second) throw new Error("the seed has too few products in stock");
  return [
    { product: first, unit: 2 },
    { product: second, unit: 1 },
  ];
}

async function customerWithCart(page: Page, lines: Line[]) {
  const customer = await registerCustomer(baseUrl);
  await signInContext(page, baseUrl, customer);
  await putCart(
    page,
    baseUrl,
    lines.map((line) => ({
      id: line.product.id,
      unit: line.unit,
      size: line.product.sizes[0] ?? "",
      color: line.product.colors[0] ?? "",
    })),
  );
  return customer;
}

describe("/checkout2", () => {
  it("selects the first address, prices its province and reprices when another is chosen", async () => {
    const { page, errors } = await browser.newPage();
    const lines = await twoLines();
    await customerWithCart(page, lines);
    const ontario = await addAddress(page, baseUrl, "Ontario", "Toronto");
    const bc = await addAddress(page, baseUrl, "British Columbia", "Vancouver");
    const ids = lines.map((line) => line.product.id).join(",");

    await page.goto(`${baseUrl}/Checkout2?items=${ids}`);
    await page.getByRole("heading", { level: 1, name: "Select a delivery address" }).waitFor();
    // The checkout's own top: Address is the current step; the site header and footer are hidden.
    const steps = page.getByRole("navigation", { name: "Checkout steps" });
    expect(await steps.locator('[aria-current="step"]').innerText()).toContain("Address");
    expect(await page.getByText("100% SECURE", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("contentinfo").count()).toBe(0);
    expect(await page.getByRole("search").count()).toBe(0);

    const radios = page.getByRole("radio");
    await radios.first().waitFor(POLL);
    expect(await radios.count()).toBe(2);
    // The first saved address is selected after load.
    const first = page.getByRole("radio", { name: new RegExp(`${ontario.street}.*Toronto, Ontario`) });
    await expect.poll(() => first.isChecked(), POLL).toBe(true);
    expect(await shownSummary(page)).toEqual(expectedSummary(lines, await taxRate("Ontario")));

    // The items being bought, as the cart has them.
    const items = page.getByRole("region", { name: /^Items/ }).getByRole("listitem");
    expect(await items.allInnerTexts()).toEqual(
      lines.map((line) => expect.stringContaining(line.product.name) as unknown as string),
    );

    await page.getByRole("radio", { name: new RegExp(`Vancouver, British Columbia`) }).check();
    const bcSummary = expectedSummary(lines, await taxRate("British Columbia"));
    await expect.poll(() => shownSummary(page), POLL).toEqual(bcSummary);
    await page.getByText("Tax for delivery to British Columbia", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/paymentpage", POLL);
    const url = new URL(page.url());
    expect(url.searchParams.get("addressId")).toBe(String(bc.id));
    expect(url.searchParams.get("items")).toBe(ids);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("asks for an address when there is none, and adds one in place: saved, selected and priced", async () => {
    const { page, errors } = await browser.newPage();
    const lines = await twoLines();
    await customerWithCart(page, lines.slice(0, 1));
    const id = lines[0]!.product.id;

    await page.goto(`${baseUrl}/checkout2?items=${id}`);
    await page.getByText("You have no saved address yet. Add one to continue.", { exact: true }).waitFor(POLL);
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    const alert = page.getByRole("alert").filter({ hasText: SELECT_OR_ADD_ADDRESS });
    await alert.waitFor();
    expect((await alert.innerText()).trim()).toBe(SELECT_OR_ADD_ADDRESS);
    expect(new URL(page.url()).pathname).toBe("/checkout2");

    // The form opens inside the checkout, which stays at its address.
    const url = page.url();
    await page.getByRole("button", { name: "Add a new address" }).click();
    await page.getByLabel("Full name", { exact: true }).waitFor();
    expect(page.url()).toBe(url);
    await page.locator("#address-province option:not([value=''])").first().waitFor({ state: "attached" });
    const form = {
      "Full name": "Kiran Rao",
      Email: "kiran@shop.test",
      "Mobile number": "2045550123",
      "Postal code": "R3C 4T3",
      "Street address": "9 Portage Avenue",
      Locality: "Exchange District",
      City: "Winnipeg",
    };
    for (const [label, value] of Object.entries(form)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel("Province", { exact: true }).selectOption("Manitoba");
    await page.getByRole("button", { name: /save/i }).click();

    const added = page.getByRole("radio", { name: /Winnipeg, Manitoba R3C 4T3/ });
    await expect.poll(() => added.isChecked(), POLL).toBe(true);
    expect(page.url()).toBe(url);
    expect(await shownSummary(page)).toEqual(expectedSummary(lines.slice(0, 1), await taxRate("Manitoba")));
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Cancel leaves the list as it was; Edit changes an address in place and reprices it", async () => {
    const { page, errors } = await browser.newPage();
    const lines = await twoLines();
    await customerWithCart(page, lines);
    const ontario = await addAddress(page, baseUrl, "Ontario", "Toronto");
    const bc = await addAddress(page, baseUrl, "British Columbia", "Vancouver");
    await page.goto(`${baseUrl}/checkout2?items=${lines.map((line) => line.product.id).join(",")}`);
    const bcRadio = page.getByRole("radio", { name: /Vancouver, British Columbia/ });
    await bcRadio.waitFor(POLL);
    await bcRadio.check();
    await expect
      .poll(() => shownSummary(page), POLL)
      .toEqual(expectedSummary(lines, await taxRate("British Columbia")));

    // Cancelled half-way: nothing saved, the same address still chosen, the keyboard back on the button.
    const add = page.getByRole("button", { name: "Add a new address" });
    await add.click();
    await page.getByLabel("Full name", { exact: true }).fill("Half Done");
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await add.waitFor();
    expect(await page.getByRole("radio").count()).toBe(2);
    expect(await bcRadio.isChecked()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Add a new address");
    expect(await page.getByLabel("Full name", { exact: true }).count()).toBe(0);

    // Edit the Ontario address: the form holds its values; moved to Alberta it is selected and taxed there.
    await page
      .getByRole("button", { name: `Edit address of ${ontario.name}, ${ontario.street}` })
      .first()
      .click();
    const city = page.getByLabel("City", { exact: true });
    await city.waitFor();
    expect(await city.inputValue()).toBe("Toronto");
    expect(await page.getByLabel("Province", { exact: true }).inputValue()).toBe("Ontario");
    await page.locator("#address-province option:not([value=''])").first().waitFor({ state: "attached" });
    await city.fill("Calgary");
    await page.getByLabel("Province", { exact: true }).selectOption("Alberta");
    await page.getByLabel("Postal code", { exact: true }).fill("t2p1j9");
    await page.getByRole("button", { name: "Save address" }).click();
    const moved = page.getByRole("radio", { name: /Calgary, Alberta T2P 1J9/ });
    await expect.poll(() => moved.isChecked(), POLL).toBe(true);
    expect(await page.getByRole("radio").count()).toBe(2);
    await expect.poll(() => shownSummary(page), POLL).toEqual(expectedSummary(lines, await taxRate("Alberta")));
    const saved = await page.request.get(`${baseUrl}/api/addresses`);
    expect(((await saved.json()) as { addresses: unknown[] }).addresses).toEqual([
      { ...ontario, city: "Calgary", province: "Alberta", zip: "T2P 1J9" },
      bc,
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("without a selection checks out the whole cart; an empty cart gets SPEC's message; a guest is sent to sign in and back", async () => {
    const { page, errors } = await browser.newPage();
    const lines = await twoLines();
    await customerWithCart(page, lines);
    await addAddress(page, baseUrl, "Ontario", "Toronto");
    for (const query of ["", "?items=", "?items=1,1", "?items=abc"]) {
      await page.goto(`${baseUrl}/checkout2${query}`);
      const items = page.getByRole("region", { name: /^Items/ }).getByRole("listitem");
      await items.nth(1).waitFor(POLL);
      expect(await items.allInnerTexts()).toEqual(
        lines.map((line) => expect.stringContaining(line.product.name) as unknown as string),
      );
      expect(await shownSummary(page)).toEqual(expectedSummary(lines, await taxRate("Ontario")));
    }
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/paymentpage", POLL);
    expect(new URL(page.url()).searchParams.get("items")).toBe(lines.map((line) => line.product.id).join(","));
    // The payment page prices the same lines; emptying the cart before it has would make it ask for nothing.
    await page.getByText("Total", { exact: true }).waitFor(POLL);

    await putCart(page, baseUrl, []);
    await page.goto(`${baseUrl}/checkout2`);
    await page.getByText("Please select at least one product to proceed.", { exact: true }).waitFor(POLL);
    expect(await page.getByRole("link", { name: "Go to your cart" }).getAttribute("href")).toBe("/addcart");

    // The suite's context holds the customers' cookies.
    await browser.context.clearCookies();
    // A guest signs in first and comes back to the same checkout (issue 40).
    for (const query of ["", "?items=1,2"]) {
      await page.goto(`${baseUrl}/checkout2${query}`);
      await page.waitForURL((url) => url.pathname === "/login", POLL);
      expect(new URL(page.url()).searchParams.get("returnTo")).toBe(`/checkout2${query}`);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("says when the price summary cannot be worked out, and Retry recovers", async () => {
    const { page, errors } = await browser.newPage();
    const lines = await twoLines();
    await customerWithCart(page, lines);
    await addAddress(page, baseUrl, "Quebec", "Montreal");
    let fail = true;
    await page.route("**/api/checkout/totals", (route) =>
      fail
        ? route.fulfill({
            status: 502,
            json: { error: { code: "upstream_unavailable", message: "The shop is unreachable." } },
          })
        : route.fallback(),
    );
    await page.goto(`${baseUrl}/checkout2?items=${lines.map((line) => line.product.id).join(",")}`);
    const problem = page.getByRole("alert").filter({ hasText: "The price summary could not be worked out." });
    await problem.waitFor(POLL);
    expect((await problem.innerText()).trim()).toBe(
      "The price summary could not be worked out. The shop is unreachable.",
    );
    fail = false;
    await page.getByRole("button", { name: "Retry" }).click();
    expect(await shownSummary(page)).toEqual(expectedSummary(lines, await taxRate("Quebec")));
    expect(errors.filter((error) => !error.includes("502"))).toEqual([]);
    await page.close();
  });

  it("says when the saved addresses cannot be loaded, and Retry brings them", async () => {
    const { page, errors } = await browser.newPage();
    const lines = await twoLines();
    await customerWithCart(page, lines);
    const home = await addAddress(page, baseUrl, "Manitoba", "Winnipeg");
    await page.route("**/api/addresses", (route) =>
      route.fulfill({
        status: 502,
        json: { error: { code: "upstream_unavailable", message: "The shop is unreachable." } },
      }),
    );
    await page.goto(`${baseUrl}/checkout2?items=${lines.map((line) => line.product.id).join(",")}`);
    const problem = page.getByRole("alert").filter({ hasText: "Your saved addresses could not be loaded." });
    await problem.waitFor(POLL);
    expect(await page.getByRole("radio").count()).toBe(0);
    await page.unroute("**/api/addresses");
    await page.getByRole("button", { name: "Retry" }).click();
    const radio = page.getByRole("radio", { name: new RegExp(`${home.street}.*Winnipeg, Manitoba`) });
    await expect.poll(() => radio.isChecked(), POLL).toBe(true);
    expect(await problem.count()).toBe(0);
    expect(errors.filter((error) => !error.includes("502"))).toEqual([]);
    await page.close();
  });

  it("passes axe and fits at phone, tablet and desktop widths", async () => {
    const { page } = await browser.newPage();
    const lines = await twoLines();
    await customerWithCart(page, lines);
    await addAddress(page, baseUrl, "Ontario", "Toronto");
    await addAddress(page, baseUrl, "British Columbia", "Vancouver");
    const problems = await checkAtAllWidths(
      page,
      `${baseUrl}/checkout2?items=${lines.map((line) => line.product.id).join(",")}`,
      "checkout2",
      (ready) => ready.getByText("Total", { exact: true }).waitFor(POLL),
    );
    expect(problems).toEqual([]);
    await page.close();
  });
});
