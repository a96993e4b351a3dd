/**
 * Guest checkout and a guest's order lookup (issue 42, decisions 051 and 060) as services (decision 055):
 * functions/guest-checkout.ts answers them over HTTP, /guest-checkout's and /order-lookup's
 * actions call them directly. Both are limited per client address (./guest-throttle.ts).
 */
import {
  GUEST_MAX_PER_ADDRESS,
  GUEST_WINDOW_MINUTES,
  LOOKUP_WINDOW_MINUTES,
  type GuestBody,
  type OrderLookupBody,
} from "@domain/guest-checkout";
import type { SessionUser } from "@domain/session";
import { CLIENT_ADDRESS_HEADER } from "./client-window";
import { requestOrderLink } from "./guest-order-link";
import { GuestThrottleUnavailable, reserveGuest, reserveLookup } from "./guest-throttle";
import { HttpError, tooManyAttempts } from "./http";
import type { ServiceContext, WithCookies } from "./service";
import { sessionCookies } from "./session";
import { mergeGuestCart } from "./cart";

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
export async function startGuestCheckout(ctx: ServiceContext, { email }: GuestBody): Promise<WithCookies<SessionUser>> {
  const { req, shopApi, locale } = ctx;
  const waitSeconds = await reserved(() => reserveGuest(req.headers.get(CLIENT_ADDRESS_HEADER) ?? ""));
  if (waitSeconds > 0) {
    throw tooManyAttempts(
      `Too many guest checkouts from this address (${GUEST_MAX_PER_ADDRESS} in ${GUEST_WINDOW_MINUTES} minutes).`,
      waitSeconds,
    );
  }
  const user = await shopApi.insertGuest(email, locale);
  if (!user) throw new HttpError(502, "guest_not_recorded", "The guest checkout could not be started.");
  // Marked a guest in the token: a session for a cart and a checkout, not an account's.
  const session = { ...user, guest: true as const };
  const cookies = await sessionCookies(req, session);
  // The cart chosen before is the one checked out (decision 068).
  return { value: user, cookies: [...cookies, ...(await mergeGuestCart({ ...ctx, customer: session }))] };
}

/**
 * A link to the guest order placed with that email, mailed to that email (decision 060). The
 * answer is the same whether they match or not; every attempt counts, per address and per email.
 */
export async function mailGuestOrderLink(
  { req, shopApi, later }: ServiceContext,
  { orderNumber, email }: OrderLookupBody,
): Promise<void> {
  const waitSeconds = await reserved(() => reserveLookup(req.headers.get(CLIENT_ADDRESS_HEADER) ?? "", email));
  if (waitSeconds > 0) {
    throw tooManyAttempts(`Too many order lookups (limited per ${LOOKUP_WINDOW_MINUTES} minutes).`, waitSeconds);
  }
  await requestOrderLink(shopApi, { orderNumber, email }, later);
}
