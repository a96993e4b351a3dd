/**
 * Keeps the cart and the wishlist in step with who is signed in: whenever a customer is seen
 * (page load, sign-in) their server-side lists are loaded, with a guest's cookies merged in.
 */
import { useSetAtom } from "jotai";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useEffect } from "react";
import { loadCartAtom } from "./cart";
import { sessionUserAtom } from "./session";
import { loadWishlistAtom } from "./wishlist";

export function useShopperLists(): void {
  const user = useAtomValue(sessionUserAtom);
  const loadCart = useSetAtom(loadCartAtom);
  const loadWishlist = useSetAtom(loadWishlistAtom);
  const key = user === undefined ? "unknown" : user === null ? "guest" : `customer-${user.id}`;

  useEffect(() => {
    // A guest's lists are cookies: the badges count them as they are, and only the cart and
    // wishlist screens need the catalogue's data for them, so nothing is fetched here.
    if (!key.startsWith("customer-")) return;
    void loadCart();
    void loadWishlist();
  }, [key, loadCart, loadWishlist]);
}
