import { useStore } from "jotai";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { shortenWords, TOAST_NAME_WORDS } from "@/domain/text";
import { useWishlistChange } from "@/lib/wishlist-change";
import {
  wishlistCountAtom,
  wishlistFailedAtom,
  wishlistIdsAtom,
  wishlistStatusAtom,
  WISHLIST_MAX_ITEMS,
} from "@/stores/wishlist";
import { useToast } from "./toast";

/**
 * Adds a product to the wishlist or takes it out, and says so in a 3 s toast (SPEC.md sections 4
 * and 9), through the /wishlist/change route's action (src/lib/wishlist-change.ts). It shows the
 * change asked for while it is on its way, then the store. A plain button, not a form: a guest's list is
 * a cookie only script writes, and a tap before hydration is held and replayed (issue 26).
 */
interface WishlistToggleProps {
  product: { id: number; name: string };
  /** Show the word next to the heart (product detail), not only the icon (cards). */
  withText?: boolean;
}

export function WishlistToggle({ product, withText = false }: WishlistToggleProps) {
  const inWishlist = useAtomValue(wishlistIdsAtom).includes(product.id);
  const store = useStore();
  // A customer's list that could not be loaded has nothing a click could change.
  const failed = useAtomValue(wishlistFailedAtom);
  const toast = useToast();
  const change = useWishlistChange(`wishlist:${product.id}`);
  const pending = change.pending?.get("intent");
  const shownIn = pending === "add" || (pending !== "remove" && inWishlist);

  function onClick() {
    const name = shortenWords(product.name, TOAST_NAME_WORDS);
    // Before the list is known (a customer's comes from the server), or when it may be full, the
    // action toggles what the list holds then and says what it did; the heart shows the list as it
    // is meanwhile. The button is not disabled while the list loads, so the server's HTML matches
    // the hydrated page and no heart changes when the list arrives.
    const full = !shownIn && store.get(wishlistCountAtom) >= WISHLIST_MAX_ITEMS;
    if (full || store.get(wishlistStatusAtom) !== "loaded") {
      void change.submit("toggle", [product.id], { said: name, atOnce: true });
      return;
    }
    toast(shownIn ? `${name} removed from Wishlist` : `${name} added to Wishlist`);
    void change.submit(shownIn ? "remove" : "add", [product.id], { atOnce: true });
  }

  return (
    <button
      type="button"
      className={`wishlist-toggle${shownIn ? " wishlist-toggle--on" : ""}`}
      aria-pressed={shownIn}
      // Until the change has been saved (and for the browser tests, which wait on it).
      aria-busy={!!change.pending || undefined}
      aria-label={withText ? undefined : `Wishlist: ${product.name}`}
      onClick={onClick}
      disabled={failed}
    >
      <span aria-hidden="true">{shownIn ? "♥" : "♡"}</span>
      {withText && <span>{shownIn ? " Wishlisted" : " Wishlist"}</span>}
    </button>
  );
}
