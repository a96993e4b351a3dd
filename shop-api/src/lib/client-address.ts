// The shopper's address as the limits of customer_login and insert_customer count it
// (src/lib/login-limit.ts, src/lib/signup-limit.ts). The functions send it in X-Client-Address; it
// is trusted only because every call to those routes carries the service token (src/lib/auth.ts).
import { badRequest } from "./http";

/** The header the functions put the shopper's address in (trusted: the caller holds the token). */
export const CLIENT_ADDRESS_HEADER = "X-Client-Address";

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4(text: string): string | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts.join(".") : null;
}

/** The eight 16-bit groups of an IPv6 address, or null. */
function ipv6Groups(text: string): number[] | null {
  if (!/^[0-9a-f:]+$/.test(text) || text.split("::").length > 2) return null;
  const [head = "", tail] = text.split("::");
  const side = (part: string) => (part === "" ? [] : part.split(":"));
  const left = side(head);
  const right = tail === undefined ? [] : side(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...right];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The counting key for a client address: an IPv4 address as is; an IPv6 address by its /64
 * network (one subscriber usually holds a whole /64, so rotating inside it gains nothing); an
 * IPv4-mapped IPv6 address as its IPv4. "" when the caller sent none. Anything else is a 400.
 */
export function clientKey(header: string | undefined): string {
  const text = header?.trim().toLowerCase() ?? "";
  if (text === "") return "";
  if (text.length <= 45) {
    const v4 = ipv4(text.startsWith("::ffff:") ? text.slice("::ffff:".length) : text);
    if (v4) return v4;
    const groups = ipv6Groups(text);
    if (groups)
      return `${groups
        .slice(0, 4)
        .map((group) => group.toString(16))
        .join(":")}::/64`;
  }
  throw badRequest(`${CLIENT_ADDRESS_HEADER} must be an IPv4 or IPv6 address.`);
}
