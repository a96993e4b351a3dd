/**
 * Comparing secrets (passwords' derived keys, API tokens, payment client secrets) in time that
 * does not depend on where they differ. Used by the reference shop API and the functions.
 */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** The same for text, compared as UTF-8 bytes. */
export function timingSafeEqualText(a: string, b: string): boolean {
  const encoder = new TextEncoder();
  return timingSafeEqual(encoder.encode(a), encoder.encode(b));
}
