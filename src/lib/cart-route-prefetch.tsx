import { useSyncExternalStore } from "react";
import { PrefetchPageLinks } from "react-router";
import { CART_ROUTE } from "./cart-lines";

const noChanges = () => () => {};

/**
 * Loads the /addcart route's module (where the cart's action lives) once the page has hydrated,
 * on a page with an add button: the first "Add to cart" then waits for nothing the next one does
 * not (decision 026). Rendered after hydration only (the server's snapshot is false), never in
 * the server's HTML, so the page's first scripts stay what they were.
 */
export function CartRoutePrefetch() {
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  return hydrated ? <PrefetchPageLinks page={CART_ROUTE} /> : null;
}
