import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form } from "react-router";
import { showToast } from "@/components/toast";
import { WishlistForm, WishlistToggle } from "@/components/wishlist-toggle";
import { stockState, type Product } from "@/domain/product";
import { shortenWords, TOAST_NAME_WORDS } from "@/domain/text";
import { CART_ROUTE, useCartWrite } from "@/lib/cart-lines";
import { RoutePrefetch } from "@/lib/route-prefetch";
import { CurrencyNote } from "@/components/price-lines";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { usePassedAbove } from "@/features/product/hooks/use-passed-above";
import { AddedLinks, AddedPanel } from "./added-panel";
import { ColourPicker, OptionPicker } from "./option-picker";

interface PurchasePanelProps {
  product: Product;
  /** The chosen colour (the page's `?colour=`), which Add to Cart sends. */
  colour: string;
  /** The Add to Compare control, composed by the route (compare is its own feature). */
  compareAction?: ReactNode;
  /** What a sold-out product offers instead (the back-in-stock alert), composed by the route. */
  soldOutAction?: ReactNode;
}

/**
 * Size and colour, the M.R.P and Recommended Selling Price boxes, stock, Add to Cart, Wishlist
 * and Compare (SPEC.md sections 2, 5 and 9). The first size and colour start chosen, so a single
 * click adds the product; the choice is kept with the cart entry. The colour is the page's address
 * (a link each, `ColourPicker`), the size the form's own. The choice and Add to Cart are
 * a form: without script it posts to the cart's server action, with script the cart's fetcher
 * posts it there (decision 068). An add is answered in the page, with the ways to the cart and checkout;
 * on a phone, once Add to Cart has scrolled up out of sight, a bar at the bottom offers it again
 * (the same form) and then those ways (issue 40, decision 045).
 */
export function PurchasePanel({ product, colour, compareAction, soldOutAction }: PurchasePanelProps) {
  const [size, setSize] = useState(product.sizes[0] ?? "");
  const [notice, setNotice] = useState<{ message: string; added: boolean } | null>(null);
  const added = notice?.added ? notice.message : null;
  const formId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const passed = usePassedAbove(addButton);
  const { t, path, money } = useI18n();
  const wordMessage = useDomainMessage();
  const stock = stockState(product.stock);
  const soldOut = stock.level === "out-of-stock";
  const cart = useCartWrite(({ results: [result] }) => {
    if (!result) return;
    if (result.ok)
      setNotice({
        message: t("product.addedToCart", { name: shortenWords(product.name, TOAST_NAME_WORDS) }),
        added: true,
      });
    else if (result.reason === "max") window.alert(t("product.maxQuantity"));
    else showToast(wordMessage(result.message));
  });

  function addToCart(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void cart.write({ intent: "add", id: product.id, size, color: colour });
  }

  return (
    <div className="purchase">
      <dl className="purchase__prices">
        <div className="purchase__price-box">
          <dt>{t("product.mrp")}</dt>
          <dd>{money(product.originalPrice)}</dd>
        </div>
        <div className="purchase__price-box purchase__price-box--sale">
          <dt>{t("product.recommendedPrice")}</dt>
          <dd>{money(product.discountPrice)}</dd>
        </div>
      </dl>
      <CurrencyNote />

      <Form id={formId} method="post" action={path(CART_ROUTE)} className="purchase__form" onSubmit={addToCart}>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="id" value={product.id} />
        {product.sizes.length > 0 && (
          <OptionPicker
            legend={t("product.size")}
            name="size"
            options={product.sizes}
            value={size}
            onChange={setSize}
          />
        )}
        {product.colors.length > 0 && (
          <ColourPicker legend={t("product.colour")} colours={product.colors} value={colour} />
        )}

        <p className={`purchase__stock purchase__stock--${stock.level}`}>
          {soldOut
            ? t("product.outOfStock")
            : stock.level === "low"
              ? t("product.onlyLeft", { count: product.stock })
              : t("product.inStock")}
        </p>

        <div className="purchase__actions">
          <button ref={addButton} type="submit" className="button purchase__add" disabled={soldOut || cart.busy}>
            {soldOut ? t("product.outOfStock") : t("product.addToCart")}
          </button>
          <WishlistToggle
            product={product}
            withText
            say={(message) => setNotice({ message, added: false })}
            form={`${formId}-wishlist`}
          />
        </div>
      </Form>
      <WishlistForm id={`${formId}-wishlist`} productId={product.id} />
      <AddedPanel notice={notice} productId={product.id} onClose={() => setNotice(null)} />
      {passed && !soldOut && (
        <div className={added ? "buy-bar buy-bar--added" : "buy-bar"}>
          {added ? (
            <>
              {/* Read out once, by the panel's live region above. */}
              <p className="buy-bar__message" aria-hidden="true">
                {added}
              </p>
              <AddedLinks productId={product.id} />
            </>
          ) : (
            <>
              <span className="buy-bar__price">{money(product.discountPrice)}</span>
              <button type="submit" form={formId} className="button" disabled={cart.busy}>
                {t("product.addToCart")}
              </button>
            </>
          )}
        </div>
      )}
      {!soldOut && <RoutePrefetch page={CART_ROUTE} />}
      {soldOut && soldOutAction}
      {compareAction}
    </div>
  );
}
