/**
 * The guest's cookies as tests read and seed them: JSON, URI-encoded the way src/stores writes
 * cartItems, wishlistItems and productReviews.
 */
import type { BrowserContext } from "playwright-core";

/** A cartItems entry (src/stores/cart.ts): [id, unit, sizeIndex, colorIndex], -1 for no choice. */
export type CartCookieEntry = [id: number, unit: number, sizeIndex: number, colorIndex: number];

/** The raw (encoded) value of a cookie, or undefined when the browser holds none. */
export async function cookieValue(context: BrowserContext, baseUrl: string, name: string): Promise<string | undefined> {
  return (await context.cookies(baseUrl)).find((cookie) => cookie.name === name)?.value;
}

/** A cookie's JSON, or undefined when the browser holds none. */
export async function cookieJson(context: BrowserContext, baseUrl: string, name: string): Promise<unknown> {
  const value = await cookieValue(context, baseUrl, name);
  return value === undefined ? undefined : JSON.parse(decodeURIComponent(value));
}

/** Seeds a cookie before the page loads, as if an earlier visit had saved it. */
export async function setCookieJson(
  context: BrowserContext,
  baseUrl: string,
  name: string,
  value: unknown,
): Promise<void> {
  await context.addCookies([{ name, value: encodeURIComponent(JSON.stringify(value)), url: baseUrl }]);
}
