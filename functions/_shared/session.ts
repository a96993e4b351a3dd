/**
 * The signed session (DESIGN.md): a jose HS256 JWT in the HttpOnly `session` cookie, with the
 * customer id as `sub`. It is the only thing the functions trust from a browser: every user
 * route takes the customer id from here, never from a body or query. A token is also checked
 * against the revocations (./session-revocation.ts) on every request: sign-out ends it for good.
 */
import { randomUUID } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import type { SessionUser } from "@domain/session";
import { parseIdText } from "@domain/ids";
import { sessionSecret } from "./config";
import { HttpError } from "./http";
import { currentSessionVersion, isRevoked, SessionStoreUnavailable, type RevocableToken } from "./session-revocation";

export const SESSION_COOKIE = "session";
/** A readable hint for the header's greeting; nothing is ever authorised by it. */
export const USER_NAME_COOKIE = "user_name";
/** SPEC.md section 9: login cookies last 15 days. */
export const SESSION_MAX_AGE_SECONDS = 15 * 24 * 60 * 60;
export const SESSION_ISSUER = "storefront-functions";
export const SESSION_AUDIENCE = "storefront-web";

/** A token whose signature and claims check out, before the revocation check. */
export interface SessionToken extends RevocableToken {
  user: SessionUser;
}

/**
 * A token of the one-record revocation layout (./session-revocation.ts): a sign-out of it is in
 * the customer's record, so checking it reads nothing else.
 */
const RECORD_LAYOUT_CLAIM = "rec";

/**
 * A new token: `jti` names it for a sign-out, `ver` is the customer's session version (raised by
 * "sign out of all devices"), `rec` says where its sign-out is kept.
 */
export async function signSession(
  user: SessionUser,
  options: { now?: number; version?: number } = {},
): Promise<string> {
  const issuedAt = Math.floor((options.now ?? Date.now()) / 1000);
  return new SignJWT({
    name: user.name,
    ver: options.version ?? 0,
    [RECORD_LAYOUT_CLAIM]: 1,
    ...(user.guest ? { guest: true } : {}),
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(user.id))
    .setJti(randomUUID())
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_MAX_AGE_SECONDS)
    .sign(sessionSecret());
}

/**
 * The token's claims, or null for anything not signed by us, expired or malformed (a token
 * without `jti`, from before sign-out could revoke one, included). Revocation is not checked here.
 */
export async function verifySessionToken(token: string): Promise<SessionToken | null> {
  // The secret is read first so a misconfiguration is an error, not an anonymous visitor.
  const key = sessionSecret();
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      requiredClaims: ["sub", "exp", "iat", "jti"],
    });
    const id = parseIdText(payload.sub);
    const version = payload.ver ?? 0;
    if (id === null || typeof payload.jti !== "string" || payload.jti === "" || payload.exp === undefined) return null;
    if (typeof version !== "number" || !Number.isSafeInteger(version) || version < 0) return null;
    return {
      user: {
        id,
        name: typeof payload.name === "string" ? payload.name : "",
        ...(payload.guest === true ? { guest: true } : {}),
      },
      customerId: id,
      jti: payload.jti,
      exp: payload.exp,
      version,
      legacy: payload[RECORD_LAYOUT_CLAIM] !== 1,
    };
  } catch {
    return null;
  }
}

/** Customer routes fail closed when revocations cannot be read (docs/decisions/011). */
const sessionCheckUnavailable = () =>
  new HttpError(
    503,
    "session_check_unavailable",
    "Your session cannot be checked right now. Please try again in a minute.",
  );

/**
 * The customer a token names, or null for a bad, expired, signed-out or revoked token. Throws a
 * 503 HttpError when the revocations cannot be read.
 */
export async function verifySession(token: string): Promise<SessionUser | null> {
  const claims = await verifySessionToken(token);
  if (!claims) return null;
  try {
    return (await isRevoked(claims)) ? null : claims.user;
  } catch (error) {
    if (error instanceof SessionStoreUnavailable) throw sessionCheckUnavailable();
    throw error;
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

/** The signed-in customer of a request, or null (revocations checked: see verifySession). */
export async function readSession(req: Request): Promise<SessionUser | null> {
  const token = readCookie(req, SESSION_COOKIE);
  return token ? verifySession(token) : null;
}

/** The request's session token with its claims, revoked or not (for sign-out). */
export async function readSessionToken(req: Request): Promise<SessionToken | null> {
  const token = readCookie(req, SESSION_COOKIE);
  return token ? verifySessionToken(token) : null;
}

/** Cookies are Secure everywhere but plain-http localhost, where browsers would drop them. */
function isLocalHttp(req: Request): boolean {
  const url = new URL(req.url);
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/** A cookie of this site: whole site, SameSite=Lax, Secure but on plain-http localhost. */
export function siteCookie(
  req: Request,
  name: string,
  value: string,
  options: { httpOnly: boolean; maxAge: number },
): string {
  const parts = [`${name}=${value}`, "Path=/", "SameSite=Lax", `Max-Age=${options.maxAge}`];
  if (options.httpOnly) parts.push("HttpOnly");
  if (!isLocalHttp(req)) parts.push("Secure");
  return parts.join("; ");
}

export async function sessionCookies(req: Request, user: SessionUser): Promise<string[]> {
  let version: number;
  try {
    version = await currentSessionVersion(user.id);
  } catch (error) {
    if (error instanceof SessionStoreUnavailable) throw sessionCheckUnavailable();
    throw error;
  }
  const token = await signSession(user, { version });
  return [
    siteCookie(req, SESSION_COOKIE, token, { httpOnly: true, maxAge: SESSION_MAX_AGE_SECONDS }),
    siteCookie(req, USER_NAME_COOKIE, encodeURIComponent(user.name), {
      httpOnly: false,
      maxAge: SESSION_MAX_AGE_SECONDS,
    }),
  ];
}

export function clearedSessionCookies(req: Request): string[] {
  return [
    siteCookie(req, SESSION_COOKIE, "", { httpOnly: true, maxAge: 0 }),
    siteCookie(req, USER_NAME_COOKIE, "", { httpOnly: false, maxAge: 0 }),
  ];
}
