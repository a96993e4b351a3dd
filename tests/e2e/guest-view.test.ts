/**
 * What a guest's checkout session (decisions 051 and 060) shows outside its checkout, at 375 and
 * 1280 px: the header as signed out (no greeting by email, "Hello, Sign In", Your Account to the
 * sign-in form), and the account's screens as to a visitor who has no account: the sign-in prompt,
 * the account menu's Sign In, the Create an account tile. The design notes' "A guest after the
 * order" says why.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { startGuestSession } from "../support/accounts";
import { checkStateAtAllWidths } from "../support/page-checks";
import { sharedContext } from "../support/shared-context";

const baseUrl = inject("baseUrl");
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
      expect(await banner.getByRole("button", { name: "Sign Out" }).count()).toBe(0);
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
      // The order list sends to the sign-in form, coming back to it once signed in.
      await page.goto(`${baseUrl}/your-orders`);
      await prompt(page).waitFor(POLL);
      expect(new URL(page.url()).searchParams.get("returnTo")).toBe("/your-orders");
      expect(await page.locator("body").innerText()).not.toContain(email);

      expect(errors).toEqual([]);
    }, 120_000);
  }
});
