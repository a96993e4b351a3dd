/**
 * What a guest's checkout session (decisions 051 and 060) shows outside its checkout, at 375 and
 * 1280 px: the header as signed out (no greeting by email, "Hello, Sign In", Your Account to the
 * sign-in form), and the account's screens as to a visitor who has no account: the sign-in prompt,
 * the account menu's Sign In, the Create an account tile. The design notes' "A guest after the
 * order" says why. Then a guest's delivered order (advanced by order:advance's code) returned
 * from the link MailDev caught, with no session at all.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { advanceOrder } from "../../scripts/order-advance.mjs";
import { startGuestSession } from "../support/accounts";
import { allProducts } from "../support/catalogue";
import { addAddress, placeOrder, putCart } from "../support/checkout";
import { waitForMails } from "../support/maildev";
import { checkStateAtAllWidths } from "../support/page-checks";
import { sharedContext } from "../support/shared-context";

const baseUrl = inject("baseUrl");
const sandboxUrl = inject("sandboxUrl");
const mailUrl = inject("mailUrl");
const shopApi = { shopApiUrl: inject("shopApiUrl"), token: inject("shopApiToken") };
const POLL = { timeout: 20_000 };

const session = sharedContext(baseUrl);
const main = (page: Page) => page.getByRole("main");

/** The sign-in prompt an account screen shows a visitor without an account. */
const prompt = (page: Page) => main(page).getByRole("heading", { name: "Sign in to see your account" });

describe("a guest's checkout session outside its checkout", () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px: the header and the account's screens show a visitor without an account`, async () => {
      const { page, errors } = await session.newPage();
      await page.setViewportSize({ width, height: 900 });
      const email = await startGuestSession(page, baseUrl);
      const signedIn = await page.request.get(`${baseUrl}/api/session`);
      expect(((await signedIn.json()) as { user: unknown }).user).toMatchObject({ guest: true });

      // The account menu's last entry waits for the session's answer: Sign In, not Sign Out.
      await page.goto(`${baseUrl}/UserProfile`);
      const menu = page.getByRole("navigation", { name: "Account" });
      await menu.getByRole("link", { name: "Sign In" }).waitFor(POLL);
      expect(await menu.getByRole("button", { name: "Sign Out" }).count()).toBe(0);
      await prompt(page).waitFor(POLL);
      await page.getByRole("heading", { level: 1, name: "My Account" }).waitFor(POLL);

      // The header's button: "Profile" (as for anyone signed out), never the guest's email.
      const banner = page.getByRole("banner");
      const profile = banner.getByRole("button", { name: "Profile", exact: true });
      await profile.click();
      await banner.getByText("Hello, Sign In", { exact: true }).waitFor(POLL);
      // Sign Out stays: on a shared device it is how the guest ends the session that opens its order.
      await banner.getByRole("button", { name: "Sign Out" }).waitFor(POLL);
      expect(await banner.getByRole("link", { name: "Your Account" }).getAttribute("href")).toBe("/login");
      expect(await page.locator("body").innerText()).not.toContain(email);
      await page.keyboard.press("Escape");
      if (width === 375) expect(await checkStateAtAllWidths(page, "guest-session-profile")).toEqual([]);
      await page.setViewportSize({ width, height: 900 });

      await page.goto(`${baseUrl}/overview`);
      await main(page)
        .getByRole("link", { name: /^Create an account/ })
        .waitFor(POLL);
      for (const screen of ["/your-address", "/wallet", "/your-data"]) {
        await page.goto(`${baseUrl}${screen}`);
        await prompt(page).waitFor(POLL);
      }
      // The message form is not filled in from the guest's record (its address is a placeholder).
      await page.goto(`${baseUrl}/contact`);
      const contactForm = main(page).getByRole("form", { name: "Write to us" });
      expect(await contactForm.getByLabel("Name", { exact: true }).inputValue()).toBe("");
      expect(await contactForm.getByRole("textbox", { name: /^Email/ }).inputValue()).toBe("");
      // The order list sends to the sign-in form, coming back to it once signed in.
      await page.goto(`${baseUrl}/your-orders`);
      await prompt(page).waitFor(POLL);
      expect(new URL(page.url()).searchParams.get("returnTo")).toBe("/your-orders");
      expect(await page.locator("body").innerText()).not.toContain(email);

      expect(errors).toEqual([]);
    }, 120_000);
  }
});

describe("a guest's delivered order, from its signed link", () => {
  it("at 1280 px: offers Return items, and the return is requested through the link", async () => {
    const { page, errors } = await session.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const email = await startGuestSession(page, baseUrl);
    // Apart from what the other order suites buy.
    const product = (await allProducts(baseUrl)).filter((candidate) => candidate.stock > 5).at(-21);
    if (!product) throw new Error("the seed has too few products in stock");
    await putCart(page, baseUrl, [{ id: product.id, unit: 1 }]);
    const address = await addAddress(page, baseUrl, "Ontario", "Toronto");
    const order = await placeOrder(page, baseUrl, sandboxUrl, { addressId: address.id, items: [product.id] });
    for (const to of ["packed", "shipped", "out-for-delivery", "delivered"] as const)
      await advanceOrder({
        ...shopApi,
        number: order.id,
        to,
        ...(to === "shipped" ? { carrier: "Canada Post", tracking: "7023210039414604" } : {}),
      });

    // No session: the order's number and email mail the link.
    await page.context().clearCookies();
    await page.goto(`${baseUrl}/order-lookup?order=${order.id}`);
    await main(page).getByLabel("Email", { exact: true }).fill(email);
    await main(page).getByRole("button", { name: "Email me a link to my order" }).click();
    const [mail] = await waitForMails(mailUrl, { to: email, subject: new RegExp(`link to order #${order.id}\\b`) });
    const link = /href="([^"]*order-lookup\?token=[^"]+)"/.exec(mail?.html ?? "")?.[1]?.replaceAll("&amp;", "&");
    if (!link) throw new Error(`no order link mailed to ${email}`);

    await page.goto(link);
    await main(page)
      .getByRole("heading", { name: `Order #${order.id}` })
      .waitFor(POLL);
    await main(page).getByRole("link", { name: "Return items" }).click();
    await page.getByRole("heading", { level: 1, name: `Return items of order #${order.id}` }).waitFor(POLL);
    expect(await checkStateAtAllWidths(page, "guest-return-form")).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await main(page).getByRole("combobox", { name: "Reason for the return" }).selectOption("Wrong size");
    for (const line of order.lines)
      await main(page)
        .getByRole("combobox", { name: `${line.name}: units to return`, exact: true })
        .selectOption(String(line.quantity));
    await main(page).getByRole("button", { name: "Request the return" }).click();
    const heading = main(page).getByRole("heading", { level: 1, name: /^Return R\d{6} requested$/ });
    await heading.waitFor(POLL);
    expect(new URL(page.url()).searchParams.get("token")).not.toBeNull();
    const [instructions] = await waitForMails(mailUrl, { to: email, subject: /how to send it back$/ });
    expect(instructions?.subject).toContain(`for order #${order.id}`);
    // The way back is the order's link, which now shows the return.
    await main(page).getByRole("link", { name: "Back to your order" }).click();
    await main(page)
      .getByRole("heading", { name: `Order #${order.id}` })
      .waitFor(POLL);
    expect(errors).toEqual([]);
  }, 180_000);
});
