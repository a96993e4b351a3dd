import { pathWithoutLocale } from "@domain/locale";

/**
 * SPEC.md section 2: the header and footer are hidden on the cart and the checkout steps, which
 * show their own checkout header. The SPEC links /checkout2 also as /Checkout2, so paths compare
 * case-insensitively, in either language.
 */
const CHROMELESS_PATHS = new Set(["/addcart", "/paymentpage", "/checkout2"]);

export function hidesSiteChrome(pathname: string): boolean {
  const normalised = pathWithoutLocale(pathname).toLowerCase().replace(/\/+$/, "");
  return CHROMELESS_PATHS.has(normalised);
}
