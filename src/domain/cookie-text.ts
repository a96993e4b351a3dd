/**
 * A cookie as a Set-Cookie header carries it (path=/, SameSite=Lax, URI-encoded), spelled as
 * `writeCookie` in src/lib/cookies.ts gives it to `document.cookie` (kept apart there: every
 * page's first script loads it, and the shell's budget is tight), for a server action that sets
 * the browser's cookie for a browser without script.
 */
export function cookieAssignment(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
