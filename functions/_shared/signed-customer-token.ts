/**
 * A link's token that names a customer for one purpose (decision 028): `{customerId}.{HMAC-SHA-256
 * of purpose and id under SESSION_SECRET}`, base64url. Signed rather than stored: every email of a
 * customer carries the same working link, nothing has to be kept or cleaned up, and no one can
 * make another customer's link or use one purpose's token for another. It does not expire (a link
 * in an old email still works, as CASL's 60 days ask at least); a new SESSION_SECRET voids every
 * link sent before.
 */
import { parseIdText } from "@domain/ids";
import { sessionSecret } from "./config";

export type TokenPurpose = "stock-alerts-stop" | "unsubscribe";

export async function signingKey(usage: "sign" | "verify"): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", new Uint8Array(sessionSecret()), { name: "HMAC", hash: "SHA-256" }, false, [
    usage,
  ]);
}

const signed = (purpose: TokenPurpose, customerId: number) => new TextEncoder().encode(`${purpose}:${customerId}`);

export async function customerToken(purpose: TokenPurpose, customerId: number): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await signingKey("sign"), signed(purpose, customerId));
  return `${customerId}.${Buffer.from(mac).toString("base64url")}`;
}

/** The customer whose `purpose` token this is, or null for anything else (forged, cut short, malformed). */
export async function customerOfToken(purpose: TokenPurpose, token: string): Promise<number | null> {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const customerId = match ? parseIdText(match[1]) : null;
  if (!match || customerId === null) return null;
  const valid = await crypto.subtle.verify(
    "HMAC",
    await signingKey("verify"),
    Buffer.from(match[2] ?? "", "base64url"),
    signed(purpose, customerId),
  );
  return valid ? customerId : null;
}
