/**
 * The security headers of every server-rendered page. The Content-Security-Policy allows inline
 * scripts only with this response's nonce: React Router's server rendering inlines the hydration
 * data and the scroll restoration script, which a plain `script-src 'self'` would block.
 * - script-src: the bundle's own modules, the nonce, and Stripe.js (the payment route loads it).
 * - img-src: product images from the supplier image host (https in production; the local shop API
 *   on http://localhost:8787 locally).
 * - connect-src: same-origin /api/* (and Vite's HMR websocket in development), Stripe's API for
 *   Stripe.js, and the local payment sandbox (http://localhost:12111), which the test-mode card form
 *   confirms against as Stripe.js would against api.stripe.com.
 * - frame-src: Stripe Elements and 3-D Secure frames.
 * - style-src 'unsafe-inline': style attributes (React style props, Stripe Elements) and the
 *   <style> tags Vite injects in development. Scripts stay strict.
 * Static files get the same headers but this policy from netlify.toml (no nonce there: they run no
 * inline script).
 */
export function securityHeaders(nonce: string): Record<string, string> {
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' https://js.stripe.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http://localhost:*",
    "font-src 'self' data:",
    "connect-src 'self' https://api.stripe.com http://localhost:12111",
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

/** A fresh nonce per response: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
