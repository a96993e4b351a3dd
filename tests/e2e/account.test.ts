// The account area: /UserProfile (and /profile), /overview, /your-address and /address-form,
// signed out and signed in, through the real stack. Every signed-in test registers its own
// customer, so the address books these tests change belong to nobody else.
import type { Locator, Page, Request, Response } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { registerCustomer, signInContext, type TestCustomer } from "../support/accounts";
import { openBrowser, saveScreenshot, type TrackedPage } from "../support/browser";
import { checkAtAllWidths, seriousAxeViolations } from "../support/page-checks";
import { describedError, focusedLabel } from "../support/form-checks";
import { sameOrigin } from "../support/api";
import { sharedContext } from "../support/shared-context";
import { startFaultySite, type FaultySite } from "../support/shop-api-faults";

const baseUrl = inject("baseUrl");

// The texts a shopper reads, written out: a test importing the app's constants could not catch a changed wording.
const FIELD_REQUIRED = "This field is required";
const POSTAL_CODE_INVALID = "Please enter a postal code like M5V 3L9, or a numeric zip code.";
const INVALID_EMAIL = "Please enter a valid email address.";
const CONFIRM_DELETE = "Delete this address?";
const MENU_ENTRIES = [
  "Overview",
  "Orders & Returns",
  "Collection & Wishlist",
  "Back in stock alerts",
  "Profile",
  "Email preferences",
  "Your data",
  "Contact Us",
  "Sign Out",
];
const TILE_TARGETS = ["/your-orders", "/wishlist", "/wallet", "/your-address", "/Register", "/contact"];
/** A customer's tiles: no "Create another account" (issue 40). */
const CUSTOMER_TILE_TARGETS = TILE_TARGETS.filter((target) => target !== "/Register");
const FORM_LABELS = [
  "Full name",
  "Email",
  "Mobile number",
  "Street address",
  "Locality",
  "City",
  "Province",
  "Postal code",
];

interface SavedAddress {
  id: number;
  name: string;
  street: string;
  locality: string;
  city: string;
  province: string;
  zip: string;
  country: string;
  mobile: string;
  email: string;
}

const main = (page: Page) => page.getByRole("main");
const accountMenu = (page: Page) => page.getByRole("navigation", { name: "Account" });
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** The file's tests share a context, each starting without the last one's tabs, cookies and storage. */
const browser = sharedContext(baseUrl);

/**
 * The same shop on a second site server whose shop API fails where a test says: the address pages
 * write and read on the page server (decision 064), so their failures are made behind it. Port
 * 89n5, beside this worker's stack.
 */
let faulty: FaultySite | undefined;
beforeAll(async () => {
  faulty = await startFaultySite({
    port: Number(new URL(baseUrl).port) + 5,
    shopApiUrl: inject("shopApiUrl"),
    shopApiToken: inject("shopApiToken"),
  });
}, 180_000);
// A test that failed midway leaves no fault behind for the next.
afterEach(() => faulty?.clear());
afterAll(() => faulty?.stop(), 60_000);

function faultySite(): FaultySite {
  if (!faulty) throw new Error("the faulty site server did not start");
  return faulty;
}

/** A new tab for one test. */
async function withTab(run: (tab: TrackedPage) => Promise<void>): Promise<void> {
  await run(await browser.newPage());
}

async function signedInAs(page: Page, firstname = "Asha", site = baseUrl): Promise<TestCustomer> {
  const customer = await registerCustomer(baseUrl, firstname);
  await signInContext(page, site, customer);
  return customer;
}

async function waitForPath(page: Page, path: string): Promise<URL> {
  await page.waitForURL((url) => url.pathname === path);
  return new URL(page.url());
}

/**
 * Presses a sign-out `button` and answers a filter for the page's errors: a read of the
 * customer's data already on its way when the session ended may come back 401 (the page then
 * shows a guest, as it must; a loaded machine makes that likely); a read sent after the sign-out
 * was answered, refused, is a page that did not hear the customer leave, and stays an error.
 */
async function pressSignOut(page: Page, button: Locator): Promise<(errors: string[]) => string[]> {
  const sentBefore = new Set<Request>();
  const refused: Response[] = [];
  const onRequest = (request: Request) => sentBefore.add(request);
  const onResponse = (response: Response) => {
    if (response.status() === 401) refused.push(response);
  };
  page.on("request", onRequest);
  page.on("response", onResponse);
  const signedOut = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && /^(\/fr)?\/logout(\.data)?$/.test(new URL(response.url()).pathname),
  );
  await button.click();
  await signedOut;
  page.off("request", onRequest);
  return (errors) => {
    const forgiven = refused.filter((response) => sentBefore.has(response.request())).map((response) => response.url());
    return errors.filter(
      (line) => !(line.includes("status of 401") && forgiven.some((url) => line.endsWith(`(${url})`))),
    );
  };
}

async function provinceNames(page: Page): Promise<string[]> {
  const response = await page.request.get(`${baseUrl}/api/tax-rates`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { rates: { province: string }[] }).rates.map((rate) => rate.province);
}

async function serverAddresses(page: Page, site = baseUrl): Promise<SavedAddress[]> {
  const response = await page.request.get(`${site}/api/addresses`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { addresses: SavedAddress[] }).addresses;
}

/** Test setup: an address saved through the API with the page's cookies. */
async function addAddressThroughApi(page: Page, name: string, street: string, site = baseUrl): Promise<SavedAddress> {
  const response = await page.request.post(`${site}/api/addresses`, {
    data: {
      name,
      email: "asha@shop.test",
      mobile: "6045550101",
      zip: "12345",
      street,
      locality: "Kitsilano",
      city: "Vancouver",
      province: "British Columbia",
    },
    headers: sameOrigin(site),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { address: SavedAddress }).address;
}

async function openForm(page: Page, query = "", site = baseUrl): Promise<void> {
  await page.goto(`${site}/address-form${query}`);
  await main(page).getByRole("button", { name: "Save address" }).waitFor();
  // The province list is in once its first real option is.
  await main(page).locator("#address-province option:not([value=''])").first().waitFor({ state: "attached" });
}

async function fillAddress(
  page: Page,
  values: { name: string; street: string; zip?: string; province?: string },
): Promise<void> {
  const form = main(page);
  await form.getByLabel("Full name", { exact: true }).fill(values.name);
  await form.getByLabel("Email", { exact: true }).fill("asha@shop.test");
  await form.getByLabel("Mobile number", { exact: true }).fill("6045550101");
  await form.getByLabel("Street address", { exact: true }).fill(values.street);
  await form.getByLabel("Locality", { exact: true }).fill("Kitsilano");
  await form.getByLabel("City", { exact: true }).fill("Vancouver");
  await form.getByLabel("Province", { exact: true }).selectOption(values.province ?? "British Columbia");
  await form.getByLabel("Postal code", { exact: true }).fill(values.zip ?? "12345");
}

function addressCard(page: Page, name: string) {
  return main(page).getByRole("article", { name, exact: true });
}

/** The address form's or the address book's own post (its route action), by its form data. */
function pagePost(request: Request, pathname: string): URLSearchParams | null {
  const url = new URL(request.url());
  if (request.method() !== "POST" || url.pathname.replace(/\.data$/, "") !== pathname) return null;
  return new URLSearchParams(request.postData() ?? "");
}

/** Console lines Chromium writes for a failed response the test itself caused. */
function withoutStatus(errors: string[], status: number): string[] {
  return errors.filter((line) => !line.includes(`status of ${status}`));
}

describe("account area", () => {
  it("signed out, /UserProfile, /your-address and /address-form ask to sign in, with links to /login and /register coming back", async () => {
    await withTab(async ({ page, errors }) => {
      for (const path of ["/UserProfile", "/your-address", "/address-form"]) {
        await page.goto(`${baseUrl}${path}`);
        await main(page).getByRole("heading", { name: "Sign in to see your account" }).waitFor();
        expect(await h1(page).count(), path).toBe(1);
        // Either way in comes back to this page (issue 40).
        const back = new URLSearchParams({ returnTo: path }).toString();
        expect(await main(page).getByRole("link", { name: "Sign in", exact: true }).getAttribute("href"), path).toBe(
          `/login?${back}`,
        );
        expect(
          await main(page).getByRole("link", { name: "Create an account", exact: true }).getAttribute("href"),
          path,
        ).toBe(`/register?${back}`);
        // Nothing customer-only is offered: no form, no address list.
        expect(await main(page).getByRole("button", { name: "Save address" }).count(), path).toBe(0);
        expect(await main(page).getByRole("link", { name: "Add a new address" }).count(), path).toBe(0);
        // The menu offers Sign In instead of Sign Out.
        expect(await accountMenu(page).getByRole("button", { name: "Sign Out" }).count(), path).toBe(0);
        expect(await accountMenu(page).getByRole("link", { name: "Sign In" }).getAttribute("href"), path).toBe(
          "/login",
        );
      }

      // The tiles work for guests too.
      await page.goto(`${baseUrl}/overview`);
      await h1(page).filter({ hasText: "Overview" }).waitFor();
      await main(page).getByRole("link", { name: "Create an account" }).first().waitFor();
      const hrefs = await main(page)
        .getByRole("list", { name: "Your account" })
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(TILE_TARGETS);
      expect(errors).toEqual([]);
    });
  }, 120_000);

  it("signed in, /UserProfile and /profile show the name and the side menu; /overview's tiles link to the SPEC's six routes", async () => {
    await withTab(async ({ page, errors }) => {
      const customer = await signedInAs(page, "Meera");
      await page.goto(`${baseUrl}/UserProfile`);
      await h1(page)
        .filter({ hasText: `Hello, ${customer.name}` })
        .waitFor();
      expect(await h1(page).count()).toBe(1);
      await main(page).getByText(customer.name, { exact: true }).waitFor();

      const entries = (await accountMenu(page).getByRole("listitem").allInnerTexts()).map((text) => text.trim());
      expect(entries).toEqual(MENU_ENTRIES);
      const menuLinks = await accountMenu(page)
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute("href")]));
      expect(menuLinks).toEqual([
        ["Overview", "/overview"],
        ["Orders & Returns", "/your-orders"],
        ["Collection & Wishlist", "/wishlist"],
        ["Back in stock alerts", "/stock-alerts"],
        ["Profile", "/UserProfile"],
        ["Email preferences", "/email-preferences"],
        ["Your data", "/your-data"],
        ["Contact Us", "/contact"],
      ]);
      // Sign Out does something, so it is a button, not a link.
      await accountMenu(page).getByRole("button", { name: "Sign Out" }).waitFor();
      expect(await accountMenu(page).locator("[aria-current='page']").allInnerTexts()).toEqual(["Profile"]);

      // The account home carries the tiles as well.
      const homeTiles = await main(page)
        .getByRole("list", { name: "Your account" })
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(homeTiles).toEqual(CUSTOMER_TILE_TARGETS);

      // /profile (the header's account button) is the same screen.
      await page.goto(`${baseUrl}/profile`);
      await h1(page)
        .filter({ hasText: `Hello, ${customer.name}` })
        .waitFor();
      expect((await accountMenu(page).getByRole("listitem").allInnerTexts()).map((text) => text.trim())).toEqual(
        MENU_ENTRIES,
      );
      expect(await accountMenu(page).locator("[aria-current='page']").allInnerTexts()).toEqual(["Profile"]);

      // Overview from the menu: the tiles, each a link with a name and a short description.
      await accountMenu(page).getByRole("link", { name: "Overview" }).click();
      await waitForPath(page, "/overview");
      await h1(page).filter({ hasText: "Overview" }).waitFor();
      expect(await accountMenu(page).locator("[aria-current='page']").allInnerTexts()).toEqual(["Overview"]);
      const tiles = main(page).getByRole("list", { name: "Your account" }).getByRole("link");
      expect(await tiles.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
        CUSTOMER_TILE_TARGETS,
      );
      expect((await tiles.allInnerTexts()).map((text) => text.trim())).toEqual([
        "Orders",
        "Collection & Wishlist",
        "Wallet",
        "Addresses",
        "Contact Us",
      ]);
      for (const tile of await tiles.all()) {
        const description = await tile.evaluate(
          (link) => document.getElementById(link.getAttribute("aria-describedby") ?? "")?.textContent ?? "",
        );
        expect(description.length).toBeGreaterThan(10);
      }

      await main(page).getByRole("link", { name: "Addresses", exact: true }).click();
      await waitForPath(page, "/your-address");
      await h1(page).filter({ hasText: "Your Addresses" }).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it("the page frame asks who is shopping once per page load, and a session that ended since shows the sign-in prompt", async () => {
    await withTab(async ({ page, errors }) => {
      await signedInAs(page);
      const isShopperRead = (url: string) => new URL(url).pathname === "/shopper.data";
      const shopperReads: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "GET" && isShopperRead(request.url())) shopperReads.push(request.url());
      });

      const shopperRead = page.waitForResponse((response) => isShopperRead(response.url()));
      await page.goto(`${baseUrl}/your-address`);
      await shopperRead;
      await main(page).getByText("You have no saved addresses yet.").waitFor();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      // The /shopper route's one read, by the page frame's fetcher (decision 065).
      expect(shopperReads).toHaveLength(1);

      await accountMenu(page).getByRole("link", { name: "Orders & Returns" }).click();
      await waitForPath(page, "/your-orders");
      await h1(page).filter({ hasText: "Your Orders" }).waitFor();
      // A client navigation knows the shopper already.
      expect(shopperReads).toHaveLength(1);

      // Signed out elsewhere: the next screen's data is refused (401), and the screen says sign in.
      await page.context().clearCookies();
      await accountMenu(page).getByRole("link", { name: "Overview" }).click();
      await waitForPath(page, "/overview");
      await accountMenu(page).getByRole("link", { name: "Orders & Returns" }).click();
      await waitForPath(page, "/UserProfile");
      await main(page).getByRole("heading", { name: "Sign in to see your account" }).waitFor();
      expect(await accountMenu(page).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/login");
      expect(errors.filter((line) => !line.includes("status of 401"))).toEqual([]);
    });
  });

  it("the address form requires every field, checks the postal code and email, offers the tax table's provinces and saves to the server", async () => {
    await withTab(async ({ page, errors }) => {
      await signedInAs(page);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (pagePost(request, "/address-form")) posts.push(request.url());
      });

      await page.goto(`${baseUrl}/your-address`);
      await main(page).getByText("You have no saved addresses yet.").waitFor();
      const add = main(page).getByRole("link", { name: "Add a new address" });
      expect(await add.getAttribute("href")).toBe("/address-form?returnTo=/your-address");
      await add.click();
      await waitForPath(page, "/address-form");
      await main(page).locator("#address-province option:not([value=''])").first().waitFor({ state: "attached" });
      expect(await h1(page).count()).toBe(1);

      // Province choices are exactly the provinces of the tax table; the country is fixed.
      const options = await main(page)
        .getByLabel("Province", { exact: true })
        .locator("option:not([value=''])")
        .allInnerTexts();
      expect(options).toEqual(await provinceNames(page));
      const country = main(page).getByLabel("Country", { exact: true });
      expect(await country.inputValue()).toBe("Canada");
      expect(await country.getAttribute("readonly")).not.toBeNull();

      // Empty submit: 'This field is required' at each of the eight fields, focus on the first, no POST.
      await main(page).getByRole("button", { name: "Save address" }).click();
      for (const label of FORM_LABELS) expect(await describedError(page, label), label).toBe(FIELD_REQUIRED);
      expect(await main(page).getByText(FIELD_REQUIRED, { exact: true }).count()).toBe(8);
      expect(await describedError(page, "Country")).toBeNull();
      expect(await focusedLabel(page)).toBe("Full name");
      expect(posts).toEqual([]);

      // A code that is neither a postal code nor digits and a malformed email are named at their
      // fields; the rest clears as it is filled.
      await fillAddress(page, { name: "Asha Rao", street: "12 Cedar Lane", zip: "V6K-1A1" });
      await main(page).getByLabel("Email", { exact: true }).fill("asha@shop");
      await main(page).getByRole("button", { name: "Save address" }).click();
      expect(await describedError(page, "Postal code")).toBe(POSTAL_CODE_INVALID);
      expect(await describedError(page, "Email")).toBe(INVALID_EMAIL);
      expect(await describedError(page, "Full name")).toBeNull();
      expect(await describedError(page, "Province")).toBeNull();
      expect(await focusedLabel(page)).toBe("Email");
      expect(posts).toEqual([]);

      // A valid save shows 'Loading...' on the disabled button while it waits, then returns to the list.
      await main(page).getByLabel("Email", { exact: true }).fill("asha@shop.test");
      // Lower case without the space: saved and shown as Canada writes it.
      await main(page).getByLabel("Postal code", { exact: true }).fill("v6k1a1");
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/address-form.data*", async (route) => {
        await held;
        await route.continue();
      });
      await main(page).getByRole("button", { name: "Save address" }).click();
      const busy = main(page).getByRole("button", { name: "Loading..." });
      await busy.waitFor();
      expect(await busy.isDisabled()).toBe(true);
      release();
      const landed = await waitForPath(page, "/your-address");
      await page.unroute("**/address-form.data*");
      expect(posts).toHaveLength(1);

      const [saved] = await serverAddresses(page);
      expect(saved).toMatchObject({
        name: "Asha Rao",
        street: "12 Cedar Lane",
        locality: "Kitsilano",
        city: "Vancouver",
        province: "British Columbia",
        zip: "V6K 1A1",
        country: "Canada",
        mobile: "6045550101",
        email: "asha@shop.test",
      });
      expect(landed.searchParams.get("addressId")).toBe(String(saved?.id));
      const card = addressCard(page, "Asha Rao");
      await card.waitFor();
      for (const text of [
        "12 Cedar Lane",
        "Kitsilano",
        "Vancouver",
        "British Columbia",
        "V6K 1A1",
        "Canada",
        "6045550101",
        "asha@shop.test",
      ]) {
        expect(await card.innerText()).toContain(text);
      }
      await main(page).getByText("Your new address has been saved.").waitFor();

      // It is on the server: a reload still shows it.
      await page.reload();
      await addressCard(page, "Asha Rao").waitFor();
      expect(errors).toEqual([]);
    });
  }, 120_000);

  it("after saving, the form returns to a safe returnTo with the new address id, and ignores one that leaves the site", async () => {
    await withTab(async ({ page, errors }) => {
      await signedInAs(page);

      await openForm(page, "?returnTo=/overview");
      expect(await main(page).getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/overview");
      await fillAddress(page, { name: "Overview Return", street: "1 Maple Road", province: "Ontario" });
      await main(page).getByRole("button", { name: "Save address" }).click();
      const overview = await waitForPath(page, "/overview");
      const first = (await serverAddresses(page)).find((address) => address.name === "Overview Return");
      expect(first?.province).toBe("Ontario");
      expect(overview.searchParams.get("addressId")).toBe(String(first?.id));
      await h1(page).filter({ hasText: "Overview" }).waitFor();

      await openForm(page, "?returnTo=//evil.example");
      expect(await main(page).getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/your-address");
      await fillAddress(page, { name: "Evil Fallback", street: "2 Birch Street" });
      await main(page).getByRole("button", { name: "Save address" }).click();
      await waitForPath(page, "/your-address");
      expect(new URL(page.url()).host).toBe(new URL(baseUrl).host);
      await addressCard(page, "Evil Fallback").waitFor();
      await addressCard(page, "Overview Return").waitFor();

      // Cancel goes back without saving anything.
      await openForm(page, "?returnTo=/your-address");
      await main(page).getByLabel("Full name", { exact: true }).fill("Never Saved");
      await main(page).getByRole("link", { name: "Cancel" }).click();
      await waitForPath(page, "/your-address");
      await addressCard(page, "Evil Fallback").waitFor();
      expect((await serverAddresses(page)).map((address) => address.name).sort()).toEqual([
        "Evil Fallback",
        "Overview Return",
      ]);
      expect(errors).toEqual([]);
    });
  }, 120_000);

  it("server answers: field errors land at their fields, other failures show the server's message, and nothing typed is lost", async () => {
    const site = faultySite();
    await withTab(async ({ page, errors }) => {
      await signedInAs(page, "Asha", site.baseUrl);
      await openForm(page, "", site.baseUrl);
      await fillAddress(page, { name: "Asha Rao", street: "12 Cedar Lane" });

      // A tax table without the chosen province: the server's check names the field.
      site.fail("GetAllTax", {
        status: 200,
        body: {
          status: "true",
          data: [{ id: 1, province: "Alberta", province_code: "AB", gst_hst_tax: 5, pst_tax: 0 }],
        },
      });
      await main(page).getByRole("button", { name: "Save address" }).click();
      await main(page).getByText("Please choose a province from the list.").waitFor();
      expect(await describedError(page, "Province")).toBe("Please choose a province from the list.");
      expect(await focusedLabel(page)).toBe("Province");
      site.clear();

      site.fail("insert_Customeraddress", {
        status: 400,
        body: { status: "false", message: "The shop is not reachable right now." },
      });
      await main(page).getByLabel("Province", { exact: true }).selectOption("Alberta");
      expect(await describedError(page, "Province")).toBeNull();
      await main(page).getByRole("button", { name: "Save address" }).click();
      const alert = main(page).getByRole("alert");
      await alert.waitFor();
      expect((await alert.innerText()).trim()).toBe("The shop is not reachable right now.");
      expect(await main(page).getByRole("button", { name: "Save address" }).isEnabled()).toBe(true);
      expect(await main(page).getByLabel("Full name", { exact: true }).inputValue()).toBe("Asha Rao");
      expect(await main(page).getByLabel("Street address", { exact: true }).inputValue()).toBe("12 Cedar Lane");
      expect(new URL(page.url()).pathname).toBe("/address-form");

      // The shop API failing outright: the form's own words, never the API's technical ones.
      site.fail("insert_Customeraddress", { status: 500, body: {} });
      await main(page).getByRole("button", { name: "Save address" }).click();
      await alert.filter({ hasText: "Your address could not be saved. Please try again." }).waitFor();
      expect(await main(page).getByLabel("Full name", { exact: true }).inputValue()).toBe("Asha Rao");
      site.clear();
      expect(await serverAddresses(page, site.baseUrl)).toEqual([]);
      expect(withoutStatus(withoutStatus(errors, 400), 502)).toEqual([]);
    });
  });

  it("deleting an address asks first, removes it only when the server confirms, and keeps it on failure or when dismissed", async () => {
    const site = faultySite();
    await withTab(async ({ page, errors }) => {
      await signedInAs(page, "Asha", site.baseUrl);
      const keep = await addAddressThroughApi(page, "Kept Home", "5 Spruce Avenue", site.baseUrl);
      const gone = await addAddressThroughApi(page, "Gone Office", "9 Harbour Street", site.baseUrl);
      const deletes: string[] = [];
      page.on("request", (request) => {
        const posted = pagePost(request, "/your-address");
        if (posted?.get("intent") === "delete") deletes.push(posted.get("addressId") ?? "");
      });
      await page.goto(`${site.baseUrl}/your-address`);
      await addressCard(page, "Kept Home").waitFor();
      await addressCard(page, "Gone Office").waitFor();

      // Dismissing the confirm keeps the card and sends nothing.
      const dialogs: string[] = [];
      page.once("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const deleteKept = addressCard(page, "Kept Home").getByRole("button", {
        name: "Delete address of Kept Home, 5 Spruce Avenue",
      });
      await deleteKept.click();
      expect(dialogs).toEqual([CONFIRM_DELETE]);
      expect(deletes).toEqual([]);
      expect(await addressCard(page, "Kept Home").count()).toBe(1);

      // A failing delete keeps the card and says so.
      site.fail("delete_address", { status: 500, body: {} });
      page.once("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.accept();
      });
      await deleteKept.click();
      const problem = addressCard(page, "Kept Home").getByRole("alert");
      await problem.waitFor();
      expect((await problem.innerText()).trim()).toBe("This address could not be deleted. Please try again.");
      expect(await addressCard(page, "Kept Home").count()).toBe(1);
      expect(await deleteKept.isEnabled()).toBe(true);
      site.clear();

      // Accepting deletes it on the server; it stays gone after a reload.
      page.once("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.accept();
      });
      await addressCard(page, "Gone Office")
        .getByRole("button", { name: /^Delete address of Gone Office/ })
        .click();
      await addressCard(page, "Gone Office").waitFor({ state: "detached" });
      expect(dialogs).toEqual([CONFIRM_DELETE, CONFIRM_DELETE, CONFIRM_DELETE]);
      expect(deletes).toEqual([String(keep.id), String(gone.id)]);
      await main(page).getByRole("status").filter({ hasText: "The address of Gone Office was deleted." }).waitFor();
      await page.reload();
      await addressCard(page, "Kept Home").waitFor();
      expect(await addressCard(page, "Gone Office").count()).toBe(0);
      expect((await serverAddresses(page, site.baseUrl)).map((address) => address.id)).toEqual([keep.id]);
      expect(withoutStatus(errors, 502)).toEqual([]);
    });
  });

  it("/your-address's first load is the server's read alone; a client navigation reads through its loader, once", async () => {
    await withTab(async ({ page, errors }) => {
      await signedInAs(page);
      await addAddressThroughApi(page, "Once Home", "4 Elm Street");
      const reads: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "GET" && new URL(request.url()).pathname === "/your-address.data")
          reads.push(request.url());
      });
      await page.goto(`${baseUrl}/your-address`);
      await addressCard(page, "Once Home").waitFor();
      await accountMenu(page).getByRole("link", { name: "Profile" }).click();
      await waitForPath(page, "/UserProfile");
      await main(page).getByRole("link", { name: "Addresses", exact: true }).click();
      await waitForPath(page, "/your-address");
      await addressCard(page, "Once Home").waitFor();
      // The navigation's read only: the first load was hydrated from the server's.
      expect(reads).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  });

  it("a failed address load says so and Retry loads the list", async () => {
    const site = faultySite();
    await withTab(async ({ page, errors }) => {
      await signedInAs(page, "Asha", site.baseUrl);
      await addAddressThroughApi(page, "Retry Home", "3 Oak Street", site.baseUrl);
      await page.goto(`${site.baseUrl}/UserProfile`);
      site.fail("GetAllAddress", { status: 500, body: {} });
      // The list is read on the way to the page, by its loader on the page server.
      await main(page).getByRole("link", { name: "Addresses", exact: true }).click();
      await main(page).getByRole("alert").filter({ hasText: "Your addresses could not be loaded." }).waitFor();
      site.clear();
      await main(page).getByRole("button", { name: "Retry" }).click();
      await addressCard(page, "Retry Home").waitFor();
      expect(await main(page).getByRole("alert").count()).toBe(0);
      expect(withoutStatus(errors, 502)).toEqual([]);
    });
  });

  it("Sign Out in the account menu ends the session: /login, 'Profile' in the header, the sign-in prompt on /UserProfile", async () => {
    await withTab(async ({ page, errors }) => {
      const customer = await signedInAs(page);
      await page.goto(`${baseUrl}/UserProfile`);
      await h1(page)
        .filter({ hasText: `Hello, ${customer.name}` })
        .waitFor();
      const unraced = await pressSignOut(page, accountMenu(page).getByRole("button", { name: "Sign Out" }));
      await waitForPath(page, "/login");
      await page.getByRole("banner").getByRole("button", { name: "Profile", exact: true }).waitFor();
      const session = await page.evaluate(
        async () => (await (await fetch("/api/session")).json()) as { user: unknown },
      );
      expect(session.user).toBeNull();

      await page.goto(`${baseUrl}/UserProfile`);
      await main(page).getByRole("heading", { name: "Sign in to see your account" }).waitFor();
      expect(await main(page).getByText(customer.name).count()).toBe(0);
      expect(unraced(errors)).toEqual([]);
    });
  });

  it("Sign out of all devices on /UserProfile ends the sessions of the customer's other browsers too", async () => {
    // Two browsers (two devices) signed in as one customer of this test's own.
    const customer = await registerCustomer(baseUrl, "Devi");
    const phone = await openBrowser();
    try {
      const here = await browser.newPage();
      const there = await phone.newPage();
      await signInContext(here.page, baseUrl, customer);
      await signInContext(there.page, baseUrl, customer);
      const sessionOf = (page: Page) =>
        page.evaluate(async () => (await (await fetch("/api/session")).json()) as { user: { name: string } | null });

      await there.page.goto(`${baseUrl}/your-orders`);
      await there.page.getByRole("heading", { level: 1 }).waitFor();
      expect(new URL(there.page.url()).pathname).toBe("/your-orders");
      expect((await sessionOf(there.page)).user?.name).toBe(customer.name);

      await here.page.goto(`${baseUrl}/UserProfile`);
      await h1(here.page)
        .filter({ hasText: `Hello, ${customer.name}` })
        .waitFor();
      const unraced = await pressSignOut(
        here.page,
        main(here.page).getByRole("button", { name: "Sign out of all devices" }),
      );
      await waitForPath(here.page, "/login");
      await here.page.getByRole("banner").getByRole("button", { name: "Profile", exact: true }).waitFor();
      expect((await sessionOf(here.page)).user).toBeNull();

      // The other device still holds its cookie, and it no longer opens anything.
      expect((await there.page.context().cookies(baseUrl)).some((cookie) => cookie.name === "session")).toBe(true);
      await there.page.goto(`${baseUrl}/your-orders`);
      await waitForPath(there.page, "/UserProfile");
      await main(there.page).getByRole("heading", { name: "Sign in to see your account" }).waitFor();
      expect(await main(there.page).getByText(customer.name).count()).toBe(0);
      expect((await sessionOf(there.page)).user).toBeNull();
      const orders = await there.page.request.get(`${baseUrl}/api/orders`);
      expect(orders.status()).toBe(401);

      expect(unraced(here.errors)).toEqual([]);
      expect(there.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it("a failed sign out keeps the shopper signed in and says so", async () => {
    await withTab(async ({ page, errors }) => {
      const customer = await signedInAs(page);
      await page.goto(`${baseUrl}/overview`);
      await accountMenu(page).getByRole("button", { name: "Sign Out" }).waitFor();
      // Sign Out posts to /logout's action (/logout.data with script).
      await page.route("**/logout.data*", (route) =>
        route.request().method() === "POST"
          ? route.fulfill({ status: 502, contentType: "application/json", body: "{}" })
          : route.fallback(),
      );
      await accountMenu(page).getByRole("button", { name: "Sign Out" }).click();
      await page.getByRole("status").filter({ hasText: "Sign out failed. Please try again." }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/overview");
      await page
        .getByRole("banner")
        .getByRole("button", { name: `${customer.name}, profile` })
        .waitFor();
      expect(await accountMenu(page).getByRole("button", { name: "Sign Out" }).isEnabled()).toBe(true);
      expect(withoutStatus(errors, 502)).toEqual([]);
    });
  });

  it("the account screens pass axe and fit at 375, 768 and 1280 px", async () => {
    await withTab(async ({ page, errors }) => {
      await signedInAs(page);
      await addAddressThroughApi(page, "Asha Rao", "12 Cedar Lane");
      await addAddressThroughApi(page, "Asha Rao (work)", "400 Granville Street, Suite 1200");
      const screens: [string, string, (p: Page) => Promise<unknown>][] = [
        ["/UserProfile", "account-profile", (p) => p.getByRole("list", { name: "Your account" }).waitFor()],
        ["/overview", "account-overview", (p) => p.getByRole("list", { name: "Your account" }).waitFor()],
        ["/your-address", "account-addresses", (p) => addressCard(p, "Asha Rao").waitFor()],
        ["/address-form", "account-address-form", (p) => p.getByRole("button", { name: "Save address" }).waitFor()],
      ];
      for (const [path, name, ready] of screens) {
        const problems = await checkAtAllWidths(page, `${baseUrl}${path}`, name, ready);
        expect(problems, path).toEqual([]);
      }
      // The empty form's errors too.
      await page.getByRole("main").getByRole("button", { name: "Save address" }).click();
      await page.getByRole("main").getByText(FIELD_REQUIRED).first().waitFor();
      await saveScreenshot(page, "account-address-form-errors-1280");
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }, 180_000);
});
