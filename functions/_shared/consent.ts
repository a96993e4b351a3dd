/**
 * Unsubscribing from commercial email (issue 41, decisions 047 and 048): the signed token of the
 * link every commercial message carries, its URL, and what it does. One link withdraws every
 * commercial email: the news consent (recorded as a withdrawal) and the back-in-stock alerts,
 * whose request was their consent; transactional messages still go. And the customer's own
 * preferences as services (decision 055): functions/consent.ts and /email-preferences call them.
 */
import { UNSUBSCRIBE_PATH, type NewsConsentResponse } from "@domain/consent";
import { localizedPath, type Locale } from "@domain/locale";
import type { CustomerServiceContext } from "./service";
import type { ShopApiClient } from "./shop-api-client";
import { customerOfToken, customerToken } from "./signed-customer-token";

export const unsubscribeToken = (customerId: number) => customerToken("unsubscribe", customerId);

export const customerOfUnsubscribeToken = (token: string) => customerOfToken("unsubscribe", token);

/** The one-click URL's path (decision 048): a function, so a mail provider's POST needs no page. */
export const ONE_CLICK_PATH = "/api/unsubscribe";

/**
 * A commercial message's two unsubscribe URLs, absolute: the visible link's page (a confirm
 * button) and the one-click URL of its List-Unsubscribe header, which withdraws on a POST and
 * sends a GET (a mail client opening it) to that page.
 */
export async function unsubscribeLinks(
  siteUrl: string,
  locale: Locale,
  customerId: number,
): Promise<{ page: string; oneClick: string }> {
  const token = encodeURIComponent(await unsubscribeToken(customerId));
  return {
    page: `${siteUrl}${localizedPath(locale, UNSUBSCRIBE_PATH)}?token=${token}`,
    oneClick: `${siteUrl}${ONE_CLICK_PATH}?token=${token}&locale=${locale}`,
  };
}

/** RFC 8058's headers: a mail provider's "Unsubscribe" button posts `List-Unsubscribe=One-Click` to the URL. */
export function oneClickHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** Withdraws at once; again, it records another withdrawal and stops nothing more (idempotent). */
export async function unsubscribe(shopApi: ShopApiClient, customerId: number, locale: Locale): Promise<void> {
  await shopApi.recordNewsConsent(customerId, { granted: false, source: "unsubscribe", locale });
  await shopApi.stopStockAlerts(customerId);
}

/** The signed-in customer's email preferences (decision 047): the page /email-preferences reads and posts them. */
export async function newsPreferences({ customer, shopApi }: CustomerServiceContext): Promise<NewsConsentResponse> {
  const [granted, alerts] = await Promise.all([
    shopApi.getNewsConsent(customer.id),
    shopApi.getStockAlerts(customer.id),
  ]);
  return { user: customer, granted, alerts: alerts.items.length };
}

/** Recorded as a grant or a withdrawal from the preferences page, in its language. */
export async function saveNewsConsent(ctx: CustomerServiceContext, granted: boolean): Promise<NewsConsentResponse> {
  await ctx.shopApi.recordNewsConsent(ctx.customer.id, { granted, source: "profile", locale: ctx.locale });
  return newsPreferences(ctx);
}

/** The checkout's ticked "Email me news and offers" (issue 41): a grant from source "checkout". */
export async function grantNewsConsentAtCheckout({ customer, shopApi, locale }: CustomerServiceContext): Promise<void> {
  await shopApi.recordNewsConsent(customer.id, { granted: true, source: "checkout", locale });
}
