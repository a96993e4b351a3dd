/**
 * A cookie as `document.cookie` takes it and a Set-Cookie header carries it (path=/,
 * SameSite=Lax, URI-encoded): one spelling for the browser (src/lib/cookies.ts) and a server
 * action that sets the same cookie for a browser without script.
 */
export function cookieAssignment(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
