// The site shell (SPEC.md sections 1 and 2, "Top bar and menus"): logo, hover menus, search,
// badges, profile dropdown, small-screen menu, footer, hidden chrome, scrolling, through the real stack.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Category } from "@/domain/catalogue";
import { LogoResponseSchema, type LogoResponse } from "@/domain/product";
import { registerCustomer, signInContext } from "../support/accounts";
import { getJson } from "../support/api";
import { saveScreenshot, withBrowser } from "../support/browser";
import { categories as readCategories } from "../support/catalogue";
import { setCookieJson } from "../support/cookies";
import { suiteBrowser } from "../support/suite-browser";

const baseUrl = inject("baseUrl");

const SPEC_MOBILE_ROUTES = [
  "/men/shirts",
  "/men/pants",
  "/women/dresses",
  "/women/tops",
  "/kids/toys",
  "/kids/clothing",
  "/home-living/furniture",
  "/home-living/decor",
  "/beauty/makeup",
  "/beauty/skincare",
];

const HELP_HOURS = ["Monday to Friday 8:00 to 21:00", "Saturday to Sunday 9:00 to 18:00"];

const header = (page: Page) => page.getByRole("banner");
const categoryNav = (page: Page) => page.getByRole("navigation", { name: "Categories" });

/** The shell is ready once the logo image and the category menu have arrived. */
async function shellReady(page: Page): Promise<void> {
  await header(page).getByRole("img").waitFor();
  await page
    .getByRole("contentinfo")
    .getByText(/^Powered by /)
    .waitFor();
}

/** Path plus query of the page's current URL. */
function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

async function waitForPath(page: Page, expected: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === expected);
}

describe("site shell", () => {
  const browser = suiteBrowser();
  let categories: Category[];
  let logo: LogoResponse;

  beforeAll(async () => {
    [categories, logo] = await Promise.all([
      readCategories(baseUrl),
      getJson(baseUrl, "/api/logo", LogoResponseSchema),
    ]);
  });

  it("shows the logo from /api/logo, named after the shop and linking home", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/wallet`);
    const image = header(page).getByRole("img", { name: logo.name, exact: true });
    await image.waitFor();
    // A rendition of the logo's file through the image CDN.
    const src = new URL((await image.getAttribute("src")) ?? "", baseUrl);
    expect(src.pathname).toBe("/.netlify/images");
    expect(src.searchParams.get("url")).toBe(logo.url);
    expect(await image.getAttribute("width")).toBeTruthy();
    expect(await image.getAttribute("height")).toBeTruthy();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>("header img");
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    const home = header(page).getByRole("link", { name: logo.name, exact: true });
    expect(await home.getAttribute("href")).toBe("/");
    await home.click();
    await waitForPath(page, "/");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens each desktop menu on hover, listing its subcategories as /filter-side?subcat= links", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/wallet`);
    await shellReady(page);
    const nav = categoryNav(page);
    expect(categories.map((category) => category.name)).toEqual([
      "Men",
      "Women",
      "Kids",
      "Home and Living",
      "Beauty",
      "Studio",
    ]);
    for (const category of categories) {
      const groupLink = nav.getByRole("link", { name: category.name, exact: true });
      expect(await groupLink.getAttribute("href")).toBe(`/filter-side?cat=${category.id}`);
      const toggle = nav.getByRole("button", { name: `${category.name} subcategories`, exact: true });
      const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
      expect(await panel.isVisible()).toBe(false);

      await groupLink.hover();
      await panel.waitFor({ state: "visible" });
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      for (const subcategory of category.subcategories) {
        const link = panel.getByRole("link", { name: subcategory.name, exact: true });
        expect(await link.isVisible(), `${category.name} > ${subcategory.name}`).toBe(true);
        expect(await link.getAttribute("href")).toBe(`/filter-side?subcat=${subcategory.id}`);
      }
      // Moving the pointer away (onto the page body) closes it again.
      await page.mouse.move(5, 700);
      await panel.waitFor({ state: "hidden" });
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens the desktop menus from the keyboard, Escape closes and returns focus", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/wallet`);
    await shellReady(page);
    const nav = categoryNav(page);
    for (const category of categories) {
      const toggle = nav.getByRole("button", { name: `${category.name} subcategories`, exact: true });
      const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
      await toggle.focus();
      await page.keyboard.press("Enter");
      await panel.waitFor({ state: "visible" });
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      // Tab moves into the open panel: first the whole group, then the subcategories.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`All ${category.name}`);
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(
        `/filter-side?subcat=${category.subcategories[0]?.id}`,
      );
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "hidden" });
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    }
    // ArrowDown opens a panel and moves into it; tabbing out of the group closes it.
    const kidsToggle = nav.getByRole("button", { name: "Kids subcategories", exact: true });
    const kidsPanel = page.locator(`#${await kidsToggle.getAttribute("aria-controls")}`);
    await kidsToggle.focus();
    await page.keyboard.press("ArrowDown");
    await kidsPanel.waitFor({ state: "visible" });
    await page.waitForFunction(() => document.activeElement?.textContent === "All Kids");
    await nav.getByRole("link", { name: "Home and Living", exact: true }).focus();
    await kidsPanel.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a subcategory entry lands on /filter-side with its subcat, and the panel closes", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/wallet`);
    await shellReady(page);
    const men = categories.find((category) => category.slug === "men");
    const shirts = men?.subcategories.find((subcategory) => subcategory.slug === "shirts");
    const beauty = categories.find((category) => category.slug === "beauty");
    if (!shirts || !beauty) throw new Error("the seed has no men/shirts or beauty");
    const nav = categoryNav(page);
    await nav.getByRole("link", { name: "Men", exact: true }).hover();
    await nav.getByRole("link", { name: shirts.name, exact: true }).click();
    await waitForPath(page, `/filter-side?subcat=${shirts.id}`);
    expect(
      await nav.getByRole("button", { name: "Men subcategories", exact: true }).getAttribute("aria-expanded"),
    ).toBe("false");
    // The group name itself goes to the whole category.
    await nav.getByRole("link", { name: beauty.name, exact: true }).click();
    await waitForPath(page, `/filter-side?cat=${beauty.id}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the search box goes to /search?q= with the trimmed, URL-encoded query; blank does nothing", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/wallet`);
    await shellReady(page);
    const search = page.getByRole("search");
    const box = search.getByRole("combobox", { name: "Search products" });

    await box.fill("   ");
    await box.press("Enter");
    expect(pathOf(page)).toBe("/wallet");

    await box.fill("  red shirt & tie ");
    await box.press("Enter");
    await waitForPath(page, "/search?q=red%20shirt%20%26%20tie");
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>("#site-search")?.value === "red shirt & tie",
    );

    // The box follows the address bar: another search, then back.
    await box.fill("blue jeans");
    await search.getByRole("button", { name: "Search" }).click();
    await waitForPath(page, "/search?q=blue%20jeans");
    await page.goBack();
    await waitForPath(page, "/search?q=red%20shirt%20%26%20tie");
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>("#site-search")?.value === "red shirt & tie",
    );

    // Opening a search URL directly fills the box.
    await page.goto(`${baseUrl}/search?q=${encodeURIComponent("kurta 100% cotton")}`);
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>("#site-search")?.value === "kurta 100% cotton",
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the wishlist and cart counts from the cookies, in the badges and the link names", async () => {
    await withBrowser(async (session) => {
      await setCookieJson(session.context, baseUrl, "wishlistItems", [1, 2]);
      await setCookieJson(session.context, baseUrl, "cartItems", [[1, 1, -1, -1]]);
      const { page, errors } = await session.newPage();
      await page.goto(`${baseUrl}/wallet`);
      const wishlist = header(page).getByRole("link", { name: "Wishlist, 2 items" });
      const cart = header(page).getByRole("link", { name: "Cart, 1 item" });
      await wishlist.waitFor();
      expect(await wishlist.getAttribute("href")).toBe("/wishlist");
      expect(await wishlist.locator(".header-action__badge").getAttribute("data-count")).toBe("2");
      expect(await cart.getAttribute("href")).toBe("/addcart");
      expect(await cart.locator(".header-action__badge").getAttribute("data-count")).toBe("1");
      expect(errors).toEqual([]);
    });
  });

  it("an empty wishlist and cart read as 0 items without a badge", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/wallet`);
    await header(page).getByRole("link", { name: "Wishlist, 0 items" }).waitFor();
    await header(page).getByRole("link", { name: "Cart, 0 items" }).waitFor();
    expect(await header(page).locator(".header-action__badge").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the guest profile dropdown greets 'Hello, Sign In', links to /login and closes on an outside click or Escape", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/wallet`);
    await shellReady(page);
    const profile = header(page).getByRole("button", { name: "Profile", exact: true });
    await profile.click();
    expect(await profile.getAttribute("aria-expanded")).toBe("true");
    await header(page).getByText("Hello, Sign In", { exact: true }).waitFor();
    const account = header(page).getByRole("link", { name: "Your Account" });
    expect(await account.getAttribute("href")).toBe("/login");
    expect(await header(page).getByRole("button", { name: "Sign Out" }).count()).toBe(0);

    await page.getByRole("heading", { level: 1 }).click();
    await header(page).getByText("Hello, Sign In", { exact: true }).waitFor({ state: "hidden" });
    expect(await profile.getAttribute("aria-expanded")).toBe("false");

    await profile.click();
    await header(page).getByText("Hello, Sign In", { exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await header(page).getByText("Hello, Sign In", { exact: true }).waitFor({ state: "hidden" });
    expect(await profile.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  // Signing out from the dropdown has its own test in sign-in-merge.test.ts.
  it("a signed-in shopper sees their name on the profile button, 'Hello, {name}' and Your Account to /UserProfile", async () => {
    const customer = await registerCustomer(baseUrl);
    await withBrowser(async (session) => {
      const { page, errors } = await session.newPage();
      await signInContext(page, baseUrl, customer);
      const name = customer.name;
      await page.goto(`${baseUrl}/wallet`);
      const profile = header(page).getByRole("button", { name: `${name}, profile` });
      await profile.waitFor();
      expect((await profile.innerText()).trim()).toBe(name);
      await profile.click();
      await header(page).getByText(`Hello, ${name}`, { exact: true }).waitFor();
      expect(await header(page).getByRole("link", { name: "Your Account" }).getAttribute("href")).toBe("/UserProfile");
      expect(await header(page).getByRole("button", { name: "Sign Out", exact: true }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it("at 375px the menus fold into a Menu button with expandable groups, Wishlist and Add Cart", async () => {
    await withBrowser(async (session) => {
      const { page, errors } = await session.newPage();
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${baseUrl}/wallet`);
      await shellReady(page);
      expect(await categoryNav(page).isVisible()).toBe(false);
      const menuButton = header(page).getByRole("button", { name: "Menu", exact: true });
      await menuButton.click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await drawer.waitFor();
      expect(await menuButton.getAttribute("aria-expanded")).toBe("true");

      // Every subcategory is reachable as /{group}/{subcategory}, the SPEC's ten among them.
      const hrefs: string[] = [];
      for (const category of categories) {
        const group = drawer.getByRole("button", { name: category.name, exact: true });
        expect(await group.getAttribute("aria-expanded")).toBe("false");
        await group.click();
        expect(await group.getAttribute("aria-expanded")).toBe("true");
        const list = page.locator(`#${await group.getAttribute("aria-controls")}`);
        for (const subcategory of category.subcategories) {
          const link = list.getByRole("link", { name: subcategory.name, exact: true });
          expect(await link.isVisible()).toBe(true);
          hrefs.push((await link.getAttribute("href")) ?? "");
        }
      }
      expect(hrefs).toEqual(expect.arrayContaining(SPEC_MOBILE_ROUTES));
      expect(hrefs).toHaveLength(categories.flatMap((category) => category.subcategories).length);
      expect(await drawer.getByRole("link", { name: /^Wishlist/ }).getAttribute("href")).toBe("/wishlist");
      expect(await drawer.getByRole("link", { name: /^Add Cart/ }).getAttribute("href")).toBe("/addcart");
      await saveScreenshot(page, "shell-mobile-menu-375");

      // Escape closes it and gives focus back to the Menu button.
      await page.keyboard.press("Escape");
      await drawer.waitFor({ state: "hidden" });
      expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await menuButton.getAttribute("aria-expanded")).toBe("false");

      // Following a subcategory closes the drawer on the new page.
      await menuButton.click();
      // The groups stay as the shopper left them; Men is still open from above.
      expect(await drawer.getByRole("button", { name: "Men", exact: true }).getAttribute("aria-expanded")).toBe("true");
      await drawer.getByRole("link", { name: "Shirts", exact: true }).click();
      await waitForPath(page, "/men/shirts");
      await drawer.waitFor({ state: "hidden" });
      expect(errors).toEqual([]);
    });
  });

  it("hides the header and footer on /addcart, /paymentpage and /checkout2 (any case)", async () => {
    // A guest's /checkout2 sends them to sign in first (issue 40): the checkout is a signed-in customer's.
    const customer = await registerCustomer(baseUrl);
    await withBrowser(async (session) => {
      const { page, errors } = await session.newPage();
      await page.goto(`${baseUrl}/checkout2`);
      await page.waitForURL((url) => url.pathname === "/login");
      await signInContext(page, baseUrl, customer);
      for (const path of ["/addcart", "/paymentpage", "/checkout2", "/Checkout2"]) {
        await page.goto(`${baseUrl}${path}`);
        await page.locator("main#main").waitFor();
        await page.waitForLoadState("networkidle", { timeout: 5000 }).catch(() => undefined);
        expect(new URL(page.url()).pathname, path).toBe(path);
        expect(await page.getByRole("banner").count(), path).toBe(0);
        expect(await page.getByRole("contentinfo").count(), path).toBe(0);
      }
      await page.goto(`${baseUrl}/wallet`);
      await page.getByRole("banner").waitFor();
      await page.getByRole("contentinfo").waitFor();
      expect(errors).toEqual([]);
    });
  });

  it("the footer shows the link groups, the exact help hours, Send Message and the Powered by credit", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/wallet`);
    await shellReady(page);
    const footer = page.getByRole("contentinfo");
    for (const title of ["Information", "Deals", "Customer Service", "Account", "Categories"]) {
      await footer.getByRole("heading", { name: title, exact: true }).waitFor();
    }
    const hours = await footer.locator(".help-hours li").allInnerTexts();
    expect(hours.map((line) => line.trim())).toEqual(HELP_HOURS);
    expect(await footer.getByText(/\d{3}[\s-]?\d{3}[\s-]?\d{4}/).count()).toBe(0);
    const sendMessage = footer.getByRole("link", { name: "Send Message" });
    expect(await sendMessage.getAttribute("href")).toBe("/contact");
    await footer.getByText(`Powered by ${logo.name}`, { exact: true }).waitFor();
    for (const category of categories) {
      const link = footer
        .getByRole("navigation", { name: "Footer" })
        .getByRole("link", { name: category.name, exact: true });
      expect(await link.getAttribute("href")).toBe(`/filter-side?cat=${category.id}`);
    }
    for (const [name, href] of [
      ["Your Orders", "/your-orders"],
      ["Track Order", "/track"],
      ["Wallet", "/wallet"],
      ["Addresses", "/your-address"],
    ]) {
      expect(await footer.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
    }
    await sendMessage.click();
    await waitForPath(page, "/contact");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the skip link moves focus into the main content", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/wallet`);
    await shellReady(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    expect(pathOf(page)).toBe("/wallet");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a back-to-top button appears after 300px of scroll and returns to the top", async () => {
    const { page, errors } = await browser.newPage();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${baseUrl}/wallet`);
    await shellReady(page);
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
    });
    const button = page.getByRole("button", { name: "Back to top" });
    expect(await button.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForFunction(() => window.scrollY === 250);
    expect(await button.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 301));
    await button.waitFor();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await button.waitFor({ state: "detached" });
    // Focus went to the top of the page with it, so Tab starts again at the skip link.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("following a link from far down a page opens the next page at the top", async () => {
    const { page, errors } = await browser.newPage();
    await page.goto(`${baseUrl}/wallet`);
    await shellReady(page);
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
    });
    const contact = page.getByRole("contentinfo").getByRole("link", { name: "Contact Us", exact: true });
    await contact.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await contact.click();
    await waitForPath(page, "/contact");
    await page.getByRole("heading", { level: 1, name: "Contact Us" }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(errors).toEqual([]);
    await page.close();
  });

  // The shell's page checks (axe, overflow at 375, 768 and 1280 px) are the home page's
  // (home.test.ts): the same route, there with every section loaded.
});
