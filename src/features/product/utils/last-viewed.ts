/**
 * The product the shopper looked at last in this tab, so /related-products without an id can
 * show products like it. sessionStorage: it is only a browsing hint, it never outlives the tab
 * and never reaches the server. Storage may be unavailable (privacy modes): then there is none.
 */
import { parseIdText } from "@/domain/ids";

const LAST_VIEWED_KEY = "lastViewedProductId";

export function rememberLastViewedProduct(productId: number): void {
  try {
    window.sessionStorage.setItem(LAST_VIEWED_KEY, String(productId));
  } catch {
    // Storage refused: the related-products page falls back to popular products.
  }
}

export function lastViewedProductId(): number | null {
  try {
    return parseIdText(window.sessionStorage.getItem(LAST_VIEWED_KEY));
  } catch {
    return null;
  }
}
