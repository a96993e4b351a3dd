import { useSetAtom, useStore } from "jotai";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { shortenWords, TOAST_NAME_WORDS } from "@/domain/text";
import {
  toggleWishlistAtom,
  wishlistFailedAtom,
  wishlistIdsAtom,
  wishlistStatusAtom,
  WISHLIST_MAX_ITEMS,
  WISHLIST_SAVE_FAILED,
} from "@/stores/wishlist";
import { TOAST_MS, useToast } from "./toast";

interface WishlistToggleProps {
  product: { id: number; name: string };
  /** How long the toast stays (SPEC.md section 9: 3 s, 2 s on the list overlay). */
  toastMs?: number;
  /** Show the word next to the heart (product detail), not only the icon (cards). */
  withText?: boolean;
}

/** Adds a product to the wishlist or takes it out, and says so in a toast (SPEC.md section 4). */
export function WishlistToggle({ product, toastMs = TOAST_MS, withText = false }: WishlistToggleProps) {
  const inWishlist = useAtomValue(wishlistIdsAtom).includes(product.id);
  const toggle = useSetAtom(toggleWishlistAtom);
  const store = useStore();
  // A customer's list that could not be loaded has nothing a click could change.
  const failed = useAtomValue(wishlistFailedAtom);
  const toast = useToast();
  const name = shortenWords(product.name, TOAST_NAME_WORDS);

  function onClick() {
    if (store.get(wishlistStatusAtom) === "loaded") return change();
    // The list is still on its way (a customer's comes from the server): the click counts once it
    // is here. The button is not disabled meanwhile, so the server's HTML matches the hydrated page
    // and no heart changes when the list arrives.
    const unsubscribe = store.sub(wishlistStatusAtom, () => {
      const status = store.get(wishlistStatusAtom);
      if (status === "loading") return;
      unsubscribe();
      if (status === "loaded") change();
    });
  }

  function change() {
    const { result, saved } = toggle(product.id);
    if (result === "added") toast(`${name} added to Wishlist`, toastMs);
    else if (result === "removed") toast(`${name} removed from Wishlist`, toastMs);
    else if (result === "full")
      toast(`Your wishlist is full (${WISHLIST_MAX_ITEMS} items). Remove one to add another.`, toastMs);
    void saved.then((ok) => {
      if (!ok) toast(WISHLIST_SAVE_FAILED);
    });
  }

  return (
    <button
      type="button"
      className={`wishlist-toggle${inWishlist ? " wishlist-toggle--on" : ""}`}
      aria-pressed={inWishlist}
      aria-label={withText ? undefined : `Wishlist: ${product.name}`}
      onClick={onClick}
      disabled={failed}
    >
      <span aria-hidden="true">{inWishlist ? "♥" : "♡"}</span>
      {withText && <span>{inWishlist ? " Wishlisted" : " Wishlist"}</span>}
    </button>
  );
}
