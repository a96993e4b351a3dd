/**
 * The signed session (DESIGN.md): a jose HS256 JWT in the HttpOnly `session` cookie, with the
 * customer id as `sub`. It is the only thing the functions trust from a browser: every user
 * route takes the customer id from here, never from a body or query.
 */
import { SignJWT, jwtVerify } from "jose";
import type { SessionUser } from "../../src/domain/account";
import { parseIdText } from "../../src/domain/ids";
import { sessionSecret } from "./config";

export const SESSION_COOKIE = "session";
/** A readable hint for the header's greeting; nothing is ever authorised by it. */
export const USER_NAME_COOKIE = "user_name";
/** SPEC.md section 9: login cookies last 15 days. */
export const SESSION_MAX_AGE_SECONDS = 15 * 24 * 60 * 60;
export const SESSION_ISSUER = "storefront-functions";
export const SESSION_AUDIENCE = "storefront-web";

export async function signSession(user: SessionUser, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ name: user.name })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.id))
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_MAX_AGE_SECONDS)
    .sign(sessionSecret());
}

/** The customer a token names, or null for anything not signed by us, expired or malformed. */
export async function verifySession(token: string): Promise<SessionUser | null> {
  // The secret is read first so a misconfiguration is an error, not an anonymous visitor.
  const key = sessionSecret();
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      requiredClaims: ["sub", "exp", "iat"],
    });
    const id = parseIdText(payload.sub);
    return id === null ? null : { id, name: typeof payload.name === "string" ? payload.name : "" };
  } catch {
    return null;
  }
}

export function readCookie(req: Request, name: string): string | null {
  const header = req.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/** The signed-in customer of a request, or null. */
export async function readSession(req: Request): Promise<SessionUser | null> {
  const token = readCookie(req, SESSION_COOKIE);
  return token ? verifySession(token) : null;
}

/** Cookies are Secure everywhere but plain-http localhost, where browsers would drop them. */
function isLocalHttp(req: Request): boolean {
  const url = new URL(req.url);
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

function cookie(req: Request, name: string, value: string, options: { httpOnly: boolean; maxAge: number }): string {
  const parts = [`${name}=${value}`, "Path=/", "SameSite=Lax", `Max-Age=${options.maxAge}`];
  if (options.httpOnly) parts.push("HttpOnly");
  if (!isLocalHttp(req)) parts.push("Secure");
  return parts.join("; ");
}

export async function sessionCookies(req: Request, user: SessionUser): Promise<string[]> {
  const token = await signSession(user);
  return [
    cookie(req, SESSION_COOKIE, token, { httpOnly: true, maxAge: SESSION_MAX_AGE_SECONDS }),
    cookie(req, USER_NAME_COOKIE, encodeURIComponent(user.name), { httpOnly: false, maxAge: SESSION_MAX_AGE_SECONDS }),
  ];
}

export function clearedSessionCookies(req: Request): string[] {
  return [
    cookie(req, SESSION_COOKIE, "", { httpOnly: true, maxAge: 0 }),
    cookie(req, USER_NAME_COOKIE, "", { httpOnly: false, maxAge: 0 }),
  ];
}
