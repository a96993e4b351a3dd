import { useStore } from "jotai";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { shortenWords, TOAST_NAME_WORDS } from "@/domain/text";
import { isListedNow, usePendingWishlistChange, useWishlistChange } from "@/lib/wishlist-change";
import {
  wishlistCountAtom,
  wishlistFailedAtom,
  wishlistIdsAtom,
  wishlistStatusAtom,
  WISHLIST_MAX_ITEMS,
} from "@/stores/wishlist";
import { showToast } from "./toast";
import { useI18n } from "@/lib/i18n/i18n-context";

/**
 * Adds a product to the wishlist or takes it out, and says so in a 3 s toast (SPEC.md sections 4
 * and 9), through the /wishlist/change route's action (src/lib/wishlist-change.ts). It shows the
 * change asked for while it is on its way, then the store. A plain button, not a form: a guest's list is
 * a cookie only script writes, and a tap before hydration is held and replayed (issue 26). The
 * product page says it in its buy box instead (`say`), where no toast covers Add to Cart (issue 40).
 */
interface WishlistToggleProps {
  product: { id: number; name: string };
  /** Show the word next to the heart (product detail), not only the icon (cards). */
  withText?: boolean;
  say?: (message: string) => void;
}

export function WishlistToggle({ product, withText = false, say = showToast }: WishlistToggleProps) {
  const inWishlist = useAtomValue(wishlistIdsAtom).includes(product.id);
  const store = useStore();
  // A customer's list that could not be loaded has nothing a click could change.
  const failed = useAtomValue(wishlistFailedAtom);
  const { t } = useI18n();
  const submit = useWishlistChange(`wishlist:${product.id}`);
  const pending = usePendingWishlistChange(product.id);
  const shownIn = pending ?? inWishlist;

  function onClick() {
    if (store.get(wishlistStatusAtom) === "loaded") return change();
    // The list is still on its way (a customer's comes from the server): the tap counts once it is
    // here, against what it holds then. The button is not disabled meanwhile, so the server's HTML
    // matches the hydrated page and no heart changes when the list arrives.
    const unsubscribe = store.sub(wishlistStatusAtom, () => {
      const status = store.get(wishlistStatusAtom);
      if (status === "loading") return;
      unsubscribe();
      if (status === "loaded") change();
    });
  }

  function change() {
    const listed = isListedNow(store, product.id);
    if (!listed && store.get(wishlistCountAtom) >= WISHLIST_MAX_ITEMS) return say(t("card.full"));
    say(t(listed ? "card.unwished" : "card.wished", { name: shortenWords(product.name, TOAST_NAME_WORDS) }));
    void submit(listed ? "remove" : "add", [product.id]);
  }

  return (
    <button
      type="button"
      className={`wishlist-toggle${shownIn ? " wishlist-toggle--on" : ""}`}
      aria-pressed={shownIn}
      // Until the change has been saved (and for the browser tests, which wait on it).
      aria-busy={pending !== undefined || undefined}
      aria-label={withText ? undefined : t("card.heart", { name: product.name })}
      onClick={onClick}
      disabled={failed}
    >
      <span aria-hidden="true">{shownIn ? "♥" : "♡"}</span>
      {withText && <span>{t(shownIn ? "card.inList" : "card.list")}</span>}
    </button>
  );
}
