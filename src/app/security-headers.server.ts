import { isLocalStack } from "@functions/_shared/config";

/**
 * What a page's script policy allows inline: the hashes of its inline scripts, computed from the
 * rendered HTML (inline-script-hashes.server.ts). A public page's HTML is kept by the CDN and sent
 * to every visitor with the headers it was rendered with, so the policy may hold nothing per
 * response: a nonce would be one value shared by them all (docs/decisions/016-script-hashes-not-nonces.md).
 */
export interface PageScripts {
  /** `'sha256-...'` sources, one per distinct inline script the page runs. */
  hashes: readonly string[];
  /**
   * 'strict-dynamic' lets the scripts these hashes allow load modules and scripts of their own
   * (the client's modules, Stripe.js) while host lists are ignored. Its trust does not reach the
   * imports of an inline module the parser inserts, so a page with one falls back to 'self'.
   */
  strictDynamic: boolean;
}

/**
 * The security headers of every server-rendered page.
 * - script-src: the hashes of the page's own inline scripts with 'strict-dynamic' for what they
 *   load. 'self' and js.stripe.com are the policy of browsers without 'strict-dynamic' (CSP level
 *   2), which ignore it; those with it ignore them.
 * - img-src: product images from the supplier image host (https in production; the local shop API
 *   on http://localhost:<port> on the local stack only).
 * - connect-src: same-origin /api/* (and Vite's HMR websocket in development), Stripe's API for
 *   Stripe.js, and on the local stack only the payment sandbox (http://localhost:12111), which the
 *   test-mode card form confirms against as Stripe.js would against api.stripe.com.
 * - frame-src: Stripe Elements and 3-D Secure frames.
 * - style-src 'unsafe-inline': style attributes (React style props, Stripe Elements) and the
 *   <style> tags Vite injects in development. Scripts stay strict.
 * Static files get the same headers but this policy from netlify.toml (they run no inline script).
 * `local` is decided as the functions decide it (functions/_shared/config.ts): Netlify's CONTEXT
 * unset or `dev` on a localhost URL; every deployed context gets the policy without localhost.
 */
export function securityHeaders(scripts: PageScripts, local = isLocalStack()): Record<string, string> {
  const policy = [
    "default-src 'self'",
    [
      "script-src",
      ...scripts.hashes,
      ...(scripts.strictDynamic ? ["'strict-dynamic'"] : []),
      "'self'",
      "https://js.stripe.com",
    ].join(" "),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${local ? " http://localhost:*" : ""}`,
    "font-src 'self' data:",
    `connect-src 'self' https://api.stripe.com${local ? " http://localhost:12111" : ""}`,
    "frame-src https://js.stripe.com https://hooks.stripe.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": policy,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  };
}
