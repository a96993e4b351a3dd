/**
 * Keeps the cart and the wishlist in step with who is signed in: whenever the session changes
 * (page load, sign-in, sign-out) the lists of the new shopper are loaded, and a guest's cookies
 * are merged into a customer's server-side lists.
 */
import { useAtomValue, useSetAtom } from "jotai";
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
    if (key === "unknown") return;
    void loadCart();
    void loadWishlist();
  }, [key, loadCart, loadWishlist]);
}
