import { useStore } from "jotai";
import { useEffect, useEffectEvent, useRef, type MouseEvent } from "react";
import { shortenWords, TOAST_NAME_WORDS } from "@/domain/text";
import { WISHLIST_MAX_ITEMS } from "@/domain/wishlist-rules";
import {
  shownWishlistIds,
  usePendingWishlistChange,
  useWishlist,
  useWishlistChange,
  WISHLIST_CHANGE_ROUTE,
} from "@/lib/wishlist-change";
import { showToast } from "./toast";
import { useI18n } from "@/lib/i18n/i18n-context";

/**
 * Adds a product to the wishlist or takes it out, and says so in a 3 s toast (SPEC.md sections 4
 * and 9), through the /wishlist/change route's action (src/lib/wishlist-change.ts). It shows the
 * change asked for while it is on its way, then the shopper's list. A form: without script the
 * browser posts it and comes back to the page; a tap before hydration is held and replayed (issue
 * 26). The product page says it in its buy box instead (`say`), where no toast covers Add to Cart
 * (issue 40).
 */
interface WishlistToggleProps {
  product: { id: number; name: string };
  /** Show the word next to the heart (product detail), not only the icon (cards). */
  withText?: boolean;
  say?: (message: string) => void;
  /**
   * The id of the heart's form (WishlistForm) placed outside another form the heart sits in (the
   * product page's Add to Cart): forms do not nest.
   */
  form?: string;
}

/** The heart's form, for a heart inside another form (`form`): the product it changes. */
export function WishlistForm({ id, productId }: { id: string; productId: number }) {
  const { path } = useI18n();
  return (
    <form id={id} method="post" action={path(WISHLIST_CHANGE_ROUTE)} hidden>
      <input type="hidden" name="productId" value={productId} />
    </form>
  );
}

export function WishlistToggle({ product, withText = false, say = showToast, form }: WishlistToggleProps) {
  const { status, ids } = useWishlist();
  const store = useStore();
  const { t, path } = useI18n();
  const submit = useWishlistChange();
  const pending = usePendingWishlistChange(product.id);
  const shownIn = pending ?? ids.includes(product.id);
  // A tap while the list is on its way (a customer's comes from the server) counts once it is
  // here, against what it holds then. The button is not disabled meanwhile, so the server's HTML
  // matches the hydrated page and no heart changes when the list arrives.
  const waiting = useRef(false);

  function change() {
    const listed = pending ?? ids.includes(product.id);
    if (!listed && shownWishlistIds(store, ids).length >= WISHLIST_MAX_ITEMS) return say(t("card.full"));
    say(t(listed ? "card.unwished" : "card.wished", { name: shortenWords(product.name, TOAST_NAME_WORDS) }));
    void submit(listed ? "remove" : "add", [product.id]);
  }

  const listArrived = useEffectEvent(() => {
    if (!waiting.current || status === "loading") return;
    waiting.current = false;
    if (status === "loaded") change();
  });
  useEffect(() => listArrived(), [status]);

  function onClick(event: MouseEvent) {
    event.preventDefault();
    if (status === "loaded") change();
    else waiting.current = true;
  }

  const button = (
    <button
      type="submit"
      form={form}
      name="intent"
      value={shownIn ? "remove" : "add"}
      onClick={onClick}
      className={`wishlist-toggle${shownIn ? " wishlist-toggle--on" : ""}`}
      aria-pressed={shownIn}
      // Until the change has been saved (and for the browser tests, which wait on it).
      aria-busy={pending !== undefined || undefined}
      aria-label={withText ? undefined : t("card.heart", { name: product.name })}
      // A customer's list that could not be read has nothing a tap could change.
      disabled={status === "error"}
    >
      <span aria-hidden="true">{shownIn ? "♥" : "♡"}</span>
      {withText && <span>{t(shownIn ? "card.inList" : "card.list")}</span>}
    </button>
  );
  if (form) return button;
  return (
    <form method="post" action={path(WISHLIST_CHANGE_ROUTE)} className="wishlist-toggle__form">
      <input type="hidden" name="productId" value={product.id} />
      {button}
    </form>
  );
}
