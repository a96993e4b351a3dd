/**
 * Password reset by email (issue 27): asking for a link, and setting a new password through it.
 * The token is 32 random bytes made here and put only in the mail; the shop API stores its
 * SHA-256. Every request gets the same answer whether an account has the email or not, and the
 * mail is sent after the answer (context.waitUntil), so the two take the same time.
 */
import { randomBytes } from "node:crypto";
import { createElement } from "react";
import type { SessionUser } from "@domain/session";
import { EMAIL_PATTERN } from "@domain/account";
import {
  RESET_LINK_INVALID,
  RESET_MAX_PER_ADDRESS,
  RESET_MAX_PER_EMAIL,
  RESET_TOKEN_PATTERN,
  RESET_WINDOW_MINUTES,
} from "@domain/password-reset";
import type { Locale } from "@domain/locale";
import { addressBucket, reserveInWindow, retrySeconds } from "./client-window";
import { emailWords } from "./emails/email-words";
import { PasswordResetEmail, passwordResetSubject } from "./emails/password-reset-email";
import { renderEmail } from "./emails/render-email";
import { sha256Hex } from "./hash";
import { sendMail } from "./mailer";
import { sendMessageNow, shopIdentity } from "./outbox";
import { revokeAllSessions } from "./session-revocation";
import { ShopApiRefusal, type ShopApiClient } from "./shop-api-client";

const STORE_NAME = "reset-throttle";
const WINDOW_MS = RESET_WINDOW_MINUTES * 60 * 1000;

export type ResetRequestOutcome =
  | { kind: "requested" }
  | { kind: "throttled"; scope: "email" | "address"; retryAfterSeconds: number }
  /** The shop API lacks the reset calls (a vendor API with SPEC.md section 7 only). */
  | { kind: "unavailable" };

export class ResetThrottleUnavailable extends Error {
  override readonly name = "ResetThrottleUnavailable";
}

/**
 * One request counted for the client's address, then for the email as typed (known or not, so
 * the limit tells nothing about accounts). A store that cannot be read refuses the request.
 */
async function reserveRequest(
  identifier: string,
  clientAddress: string,
): Promise<{ scope: "email" | "address"; retryAfterSeconds: number } | null> {
  const id = randomBytes(8).toString("hex");
  try {
    const byAddress = await reserveInWindow(
      STORE_NAME,
      `client/${await sha256Hex(addressBucket(clientAddress))}`,
      id,
      RESET_MAX_PER_ADDRESS,
      WINDOW_MS,
    );
    if (byAddress > 0) return { scope: "address", retryAfterSeconds: retrySeconds(byAddress) };
    const byEmail = await reserveInWindow(
      STORE_NAME,
      `email/${await sha256Hex(identifier.toLowerCase())}`,
      id,
      RESET_MAX_PER_EMAIL,
      WINDOW_MS,
    );
    return byEmail > 0 ? { scope: "email", retryAfterSeconds: retrySeconds(byEmail) } : null;
  } catch (error) {
    console.error("[reset-throttle] could not reserve a reset request", error);
    throw new ResetThrottleUnavailable("the reset limit could not be checked");
  }
}

/** The page the link opens, with its token, in the language of the message. */
export function resetLinkUrl(siteUrl: string, token: string, locale: Locale): string {
  return emailWords(locale).link(siteUrl, `/reset-password?token=${encodeURIComponent(token)}`);
}

async function sendResetMail(
  shopApi: ShopApiClient,
  customer: { email: string; name: string; locale: Locale },
  token: string,
  tokenHash: string,
): Promise<void> {
  const shop = await shopIdentity(shopApi);
  // The account's language, not the page's where the link was asked: anyone may ask for any
  // account's link, and the mail goes to its owner, who chose the language of their emails.
  const { locale } = customer;
  const element = createElement(PasswordResetEmail, {
    shop,
    locale,
    customerName: customer.name || emailWords(locale).t("email.there"),
    resetUrl: resetLinkUrl(shop.siteUrl, token, locale),
  });
  // The key names the link without giving its token away (the Message-ID is derived from it).
  const key = `password-reset:${tokenHash.slice(0, 24)}`;
  await sendMail({
    to: customer.email,
    subject: passwordResetSubject(shop, locale),
    key,
    ...(await renderEmail(element)),
  });
}

/**
 * Asks for a reset link for `identifier` (SPEC.md: "username or email"; an account's username
 * is its email). `later` runs the mail after the answer (Netlify's context.waitUntil).
 */
export async function requestPasswordReset(
  shopApi: ShopApiClient,
  identifier: string,
  clientAddress: string,
  later: (work: Promise<unknown>) => void,
): Promise<ResetRequestOutcome> {
  const refused = await reserveRequest(identifier, clientAddress);
  if (refused) return { kind: "throttled", ...refused };
  // Not an email: no account can have it, and the shop API would refuse it as bad input.
  if (!EMAIL_PATTERN.test(identifier)) return { kind: "requested" };
  const token = randomBytes(32).toString("base64url");
  const tokenHash = await sha256Hex(token);
  let customer;
  try {
    customer = await shopApi.createPasswordReset(identifier, tokenHash);
  } catch (error) {
    if (error instanceof ShopApiRefusal && error.status === 404) return { kind: "unavailable" };
    throw error;
  }
  if (customer) {
    later(
      sendResetMail(shopApi, customer, token, tokenHash).catch((error: unknown) =>
        console.error(`[mail] reset link for customer ${customer.customerId} not sent`, error),
      ),
    );
  }
  return { kind: "requested" };
}

type LinkRefusal =
  /** The link is unknown, used or expired: the shop API's message says which. */
  { kind: "refused"; message: string } | { kind: "unavailable" };

export type ResetConfirmOutcome = { kind: "changed"; user: SessionUser } | LinkRefusal;

/**
 * What a refusal of the shop API's `endpoint` says about a link: refused with the shop API's
 * message (unknown, used, expired), or unavailable when the API has no such call (a vendor's
 * 404); null for any other error.
 */
function linkRefusal(error: unknown, endpoint: string): LinkRefusal | null {
  if (!(error instanceof ShopApiRefusal) || (error.status !== 404 && error.status !== 410)) return null;
  return error.endpoint === endpoint && /reset link/i.test(error.message)
    ? { kind: "refused", message: error.message }
    : { kind: "unavailable" };
}

/**
 * Whether the link's token can still set a password, asked when its page opens so that a used,
 * expired or forged link says so before the form. "open" when the shop API cannot say (down): the
 * form's action asks again anyway.
 */
export async function checkResetLink(shopApi: ShopApiClient, token: string): Promise<{ kind: "open" } | LinkRefusal> {
  if (!RESET_TOKEN_PATTERN.test(token)) return { kind: "refused", message: RESET_LINK_INVALID };
  try {
    await shopApi.checkPasswordReset(await sha256Hex(token));
    return { kind: "open" };
  } catch (error) {
    const refused = linkRefusal(error, "check_password_reset");
    if (refused) return refused;
    console.warn("[password-reset] a link could not be checked; the form will check it", error);
    return { kind: "open" };
  }
}

/**
 * Sets the new password through the link's token; then every session of the customer ends (the
 * session version is raised, decision 011) and "Your password was changed" goes out. The caller
 * signs the customer in on this device, under the new version.
 */
export async function confirmPasswordReset(
  shopApi: ShopApiClient,
  token: string,
  password: string,
): Promise<ResetConfirmOutcome> {
  let used;
  try {
    used = await shopApi.usePasswordReset(await sha256Hex(token), password);
  } catch (error) {
    const refused = linkRefusal(error, "use_password_reset");
    if (refused) return refused;
    throw error;
  }
  await revokeAllSessions(used.user.id);
  await sendMessageNow(shopApi, "password-changed", used.resetId);
  return { kind: "changed", user: used.user };
}

/** Why a request was refused by a limit, and how long to wait. */
export function resetThrottledMessage(outcome: { scope: "email" | "address"; retryAfterSeconds: number }): string {
  const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
  const why =
    outcome.scope === "email"
      ? `Too many reset links asked for this email (${RESET_MAX_PER_EMAIL} in ${RESET_WINDOW_MINUTES} minutes).`
      : `Too many reset links asked from this address (${RESET_MAX_PER_ADDRESS} in ${RESET_WINDOW_MINUTES} minutes).`;
  return `${why} Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/** When the limit's store cannot be read: nothing is sent, nothing counted. */
export const RESET_NOT_NOW = "Resetting a password is not possible right now. Please try again in a minute.";

/** What the pages say when the shop API has no reset calls. */
export const RESET_UNAVAILABLE =
  "Password resets by email are not available in this shop. Please contact us and we will help you sign in.";
