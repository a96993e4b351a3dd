/**
 * Keeps the cart and the wishlist in step with who is signed in: whenever a customer is seen
 * (page load, sign-in) their server-side lists are loaded, with a guest's cookies merged in (the
 * cart's through its route's loader and action: src/lib/cart-lines.ts).
 */
import { useSetAtom } from "jotai";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useEffect } from "react";
import { useCartLinesOfCustomer } from "@/lib/cart-lines";
import { sessionUserAtom } from "./session";
import { loadWishlistAtom } from "./wishlist";

export function useShopperLists(): void {
  const user = useAtomValue(sessionUserAtom);
  const loadWishlist = useSetAtom(loadWishlistAtom);
  const key = user === undefined ? "unknown" : user === null ? "guest" : `customer-${user.id}`;

  useEffect(() => {
    // A guest's wishlist is a cookie: the badge counts it as it is, and only the wishlist screen
    // needs the catalogue's data for it, so nothing is fetched here.
    if (!key.startsWith("customer-")) return;
    void loadWishlist();
  }, [key, loadWishlist]);
  useCartLinesOfCustomer();
}
