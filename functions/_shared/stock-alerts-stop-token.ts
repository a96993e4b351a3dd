/**
 * The token of a back-in-stock email's stop link (decision 028): `{customerId}.{HMAC-SHA-256 of it
 * under SESSION_SECRET}`, base64url. Signed rather than stored: every email of a customer carries
 * the same working link, nothing has to be kept or cleaned up, and no one can make the link of
 * another customer. It does not expire (a link in an old email still stops the alerts); a new
 * SESSION_SECRET voids every link sent before.
 */
import { parseIdText } from "@domain/ids";
import { STOCK_ALERTS_STOP_PATH } from "@domain/stock-alerts";
import { sessionSecret } from "./config";

const PURPOSE = "stock-alerts-stop:";

function base64url(bytes: ArrayBuffer): string {
  return Buffer.from(bytes).toString("base64url");
}

async function signingKey(usage: "sign" | "verify"): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", new Uint8Array(sessionSecret()), { name: "HMAC", hash: "SHA-256" }, false, [
    usage,
  ]);
}

export async function stockAlertsStopToken(customerId: number): Promise<string> {
  const mac = await crypto.subtle.sign(
    "HMAC",
    await signingKey("sign"),
    new TextEncoder().encode(`${PURPOSE}${customerId}`),
  );
  return `${customerId}.${base64url(mac)}`;
}

/** The customer whose stop token this is, or null for anything else (forged, cut short, malformed). */
export async function customerOfStopToken(token: string): Promise<number | null> {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const customerId = match ? parseIdText(match[1]) : null;
  if (!match || customerId === null) return null;
  const valid = await crypto.subtle.verify(
    "HMAC",
    await signingKey("verify"),
    Buffer.from(match[2] ?? "", "base64url"),
    new TextEncoder().encode(`${PURPOSE}${customerId}`),
  );
  return valid ? customerId : null;
}

/** The stop link's page. */
export function stockAlertsStopPath(token: string): string {
  return `${STOCK_ALERTS_STOP_PATH}?token=${encodeURIComponent(token)}`;
}
