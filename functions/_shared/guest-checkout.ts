/**
 * Guest checkout and a guest's order lookup (issue 42, decision 051) as services (decision 055):
 * functions/guest-checkout.ts answers them over HTTP, /guest-checkout's and /order-lookup's
 * actions call them directly. Both are limited per client address (./guest-throttle.ts).
 */
import {
  GUEST_MAX_PER_ADDRESS,
  GUEST_WINDOW_MINUTES,
  LOOKUP_WINDOW_MINUTES,
  ORDER_LOOKUP_REFUSED,
  type GuestBody,
  type OrderLookupBody,
} from "@domain/guest-checkout";
import type { Order } from "@domain/order";
import type { SessionUser } from "@domain/session";
import { CLIENT_ADDRESS_HEADER } from "./client-window";
import { GuestThrottleUnavailable, reserveGuest, reserveLookup } from "./guest-throttle";
import { HttpError, tooManyAttempts } from "./http";
import type { ServiceContext, WithCookies } from "./service";
import { sessionCookies } from "./session";

/** The wait a limit asks for, or the refusal when the limits' store does not answer. */
async function reserved(reserve: () => Promise<number>): Promise<number> {
  try {
    return await reserve();
  } catch (error) {
    if (!(error instanceof GuestThrottleUnavailable)) throw error;
    throw new HttpError(503, "guest_unavailable", "This is not possible right now. Please try again in a minute.");
  }
}

/**
 * Check out as a guest: a session for a new guest, which the cart, the address, the payment and
 * the order then serve as a customer's; `locale` is the language of its emails.
 */
export async function startGuestCheckout(
  { req, shopApi, locale }: ServiceContext,
  { email }: GuestBody,
): Promise<WithCookies<SessionUser>> {
  const waitSeconds = await reserved(() => reserveGuest(req.headers.get(CLIENT_ADDRESS_HEADER) ?? ""));
  if (waitSeconds > 0) {
    throw tooManyAttempts(
      `Too many guest checkouts from this address (${GUEST_MAX_PER_ADDRESS} in ${GUEST_WINDOW_MINUTES} minutes).`,
      waitSeconds,
    );
  }
  const user = await shopApi.insertGuest(email, locale);
  if (!user) throw new HttpError(502, "guest_not_recorded", "The guest checkout could not be started.");
  return { value: user, cookies: await sessionCookies(req, user) };
}

/**
 * The guest order placed with that email. An unknown number and a wrong email get the same 404;
 * every attempt counts, per address and per email.
 */
export async function lookUpGuestOrder(
  { req, shopApi }: ServiceContext,
  { orderNumber, email }: OrderLookupBody,
): Promise<Order> {
  const waitSeconds = await reserved(() => reserveLookup(req.headers.get(CLIENT_ADDRESS_HEADER) ?? "", email));
  if (waitSeconds > 0) {
    throw tooManyAttempts(`Too many order lookups (limited per ${LOOKUP_WINDOW_MINUTES} minutes).`, waitSeconds);
  }
  const order = await shopApi.findGuestOrder(orderNumber, email);
  if (!order) throw new HttpError(404, "order_not_found", ORDER_LOOKUP_REFUSED);
  return order;
}
