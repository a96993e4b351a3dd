/**
 * The registration limit (src/domain/account.ts has the numbers), kept in Netlify Blobs like the
 * sign-in limit: every registration attempt from a client address is reserved before the shop API
 * sees it (./client-window.ts), whatever it then answers, so a flood of sign-ups cannot make the
 * shop API hash passwords without end and a taken email's 409 cannot be probed without end. A
 * registration the shop API never answered is given back. When the store cannot be read or
 * written the registration is refused (SignupThrottleUnavailable), never let through uncounted.
 */
import { randomUUID } from "node:crypto";
import { REGISTER_MAX_PER_ADDRESS, REGISTER_WINDOW_MINUTES } from "@domain/account";
import { addressBucket, removeFromWindow, reserveInWindow, retrySeconds } from "./client-window";
import { sha256Hex } from "./hash";

const STORE_NAME = "signup-throttle";
const WINDOW_MS = REGISTER_WINDOW_MINUTES * 60 * 1000;

export type SignupReservation =
  { granted: true; id: string; key: string } | { granted: false; retryAfterSeconds: number };

export class SignupThrottleUnavailable extends Error {
  override readonly name = "SignupThrottleUnavailable";
}

/** Reserves one registration for this address, or says how long to wait. */
export async function reserveSignup(clientAddress: string): Promise<SignupReservation> {
  const id = randomUUID();
  try {
    const key = `client/${await sha256Hex(addressBucket(clientAddress))}`;
    const retryMs = await reserveInWindow(STORE_NAME, key, id, REGISTER_MAX_PER_ADDRESS, WINDOW_MS);
    return retryMs > 0 ? { granted: false, retryAfterSeconds: retrySeconds(retryMs) } : { granted: true, id, key };
  } catch (error) {
    console.error("[signup-throttle] could not reserve a registration", error);
    throw new SignupThrottleUnavailable("the registration limit could not be checked");
  }
}

/** The shop API gave no answer (down, 5xx): the registration is given back. */
export async function signupNotAnswered(reservation: SignupReservation & { granted: true }): Promise<void> {
  try {
    await removeFromWindow(STORE_NAME, reservation.key, reservation.id, WINDOW_MS);
  } catch (error) {
    console.error("[signup-throttle] could not give back an unanswered registration", error);
  }
}
