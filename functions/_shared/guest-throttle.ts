/**
 * The limits of guest checkout and the order lookup (numbers in src/domain/guest-checkout.ts), on
 * the sign-in limit's sliding windows in Netlify Blobs (./client-window.ts). Every attempt is
 * reserved before the shop API sees it, whatever it then answers, so a found order and a refused
 * one count alike. A store that cannot be read refuses the attempt (GuestThrottleUnavailable).
 */
import { randomUUID } from "node:crypto";
import {
  GUEST_MAX_PER_ADDRESS,
  GUEST_WINDOW_MINUTES,
  LOOKUP_MAX_PER_ADDRESS,
  LOOKUP_MAX_PER_EMAIL,
  LOOKUP_WINDOW_MINUTES,
} from "@domain/guest-checkout";
import { addressBucket, reserveInWindow, retrySeconds } from "./client-window";
import { sha256Hex } from "./hash";

const STORE_NAME = "guest-throttle";

export class GuestThrottleUnavailable extends Error {
  override readonly name = "GuestThrottleUnavailable";
}

/** Seconds to wait when refused, 0 when reserved. */
async function reserve(key: string, max: number, windowMinutes: number): Promise<number> {
  try {
    const waitMs = await reserveInWindow(STORE_NAME, key, randomUUID(), max, windowMinutes * 60 * 1000);
    return waitMs > 0 ? retrySeconds(waitMs) : 0;
  } catch (error) {
    console.error("[guest-throttle] could not reserve", error);
    throw new GuestThrottleUnavailable("the guest limit could not be checked");
  }
}

const clientKey = async (prefix: string, clientAddress: string) =>
  `${prefix}/client/${await sha256Hex(addressBucket(clientAddress))}`;

/** One more guest from this address: 0, or the seconds to wait. */
export async function reserveGuest(clientAddress: string): Promise<number> {
  return reserve(await clientKey("guest", clientAddress), GUEST_MAX_PER_ADDRESS, GUEST_WINDOW_MINUTES);
}

/** One more lookup from this address and for this email: 0, or the seconds to wait. */
export async function reserveLookup(clientAddress: string, email: string): Promise<number> {
  const byAddress = await reserve(
    await clientKey("lookup", clientAddress),
    LOOKUP_MAX_PER_ADDRESS,
    LOOKUP_WINDOW_MINUTES,
  );
  if (byAddress > 0) return byAddress;
  const emailKey = `lookup/email/${await sha256Hex(email.trim().toLowerCase())}`;
  return reserve(emailKey, LOOKUP_MAX_PER_EMAIL, LOOKUP_WINDOW_MINUTES);
}
