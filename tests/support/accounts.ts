/**
 * Customers for browser tests. Each test that signs in registers its own customer through the
 * real /api/customers, so tests running side by side never share a cart, a wishlist or an
 * address book (the demo customer is left for the tests that need its seeded data, read-only).
 */
import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { sameOrigin } from "./api";
import { freshClientAddress } from "./client-addresses";
import { fetchFrom } from "./fetch-from";

export interface TestCustomer {
  id: number;
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  /** The name the header shows: first and last name. */
  name: string;
}

export const DEMO_CUSTOMER = { email: "demo@shop.test", password: "Demo1234" } as const;

/** Registers a customer from an address of its own: registrations are limited per address. */
export async function registerCustomer(baseUrl: string, firstname = "Asha"): Promise<TestCustomer> {
  const email = `e2e-${randomBytes(5).toString("hex")}@shop.test`;
  const password = "Secret123";
  const lastname = "Tester";
  const response = await fetchFrom(freshClientAddress(), `${baseUrl}/api/customers`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...sameOrigin(baseUrl) },
    body: JSON.stringify({ firstname, lastname, email, mobileno: "4165550100", password }),
  });
  const body = (await response.json()) as { customer?: { id: number; name: string } };
  if (response.status !== 201 || !body.customer)
    throw new Error(`registering ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  return { id: body.customer.id, email, password, firstname, lastname, name: body.customer.name };
}

/**
 * Signs the page's browser context in through POST /api/session (the cookies land in the
 * context), for tests about what comes after signing in. The sign-in screen has its own tests.
 */
export async function signInContext(
  page: Page,
  baseUrl: string,
  customer: { email: string; password: string },
): Promise<void> {
  const response = await page.request.post(`${baseUrl}/api/session`, {
    data: { email: customer.email, password: customer.password },
    headers: sameOrigin(baseUrl),
  });
  if (response.status() !== 200)
    throw new Error(`signing in ${customer.email} failed: ${response.status()} ${await response.text()}`);
}

/** The customer's server cart, read through the functions with the page's cookies. */
export async function serverCart(
  page: Page,
  baseUrl: string,
): Promise<{ id: number; unit: number; size: string; color: string }[]> {
  const response = await page.request.get(`${baseUrl}/api/cart`);
  if (response.status() !== 200) throw new Error(`GET /api/cart: ${response.status()}`);
  return ((await response.json()) as { items: { id: number; unit: number; size: string; color: string }[] }).items;
}

/**
 * A guest's checkout session (decision 051) on the page's browser context, as /guest-checkout
 * starts it, from an address of its own (guest checkouts are limited per address): its email.
 */
export async function startGuestSession(page: Page, baseUrl: string): Promise<string> {
  const email = `e2e-guest-${randomBytes(5).toString("hex")}@shop.test`;
  const response = await fetchFrom(freshClientAddress(), `${baseUrl}/api/guest-session`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...sameOrigin(baseUrl) },
    body: JSON.stringify({ email }),
  });
  const token = /(?:^|,\s*)session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  if (response.status !== 201 || !token)
    throw new Error(`the guest session failed: ${response.status} ${await response.text()}`);
  await page.context().addCookies([{ name: "session", value: token, url: baseUrl, httpOnly: true }]);
  return email;
}
