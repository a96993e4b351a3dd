import { useEffect, useEffectEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { Price } from "@/components/price";
import { ProductImage } from "@/components/product-image";
import { LinkPanel } from "@/components/status-panel";
import { useToast } from "@/components/toast";
import { MAXIMUM_QUANTITY_REACHED } from "@/domain/cart";
import { STOCK_ALERT_STATE_LABELS, type StockAlert, type StockAlertsBody } from "@/domain/stock-alerts";
import { shortenWords, TOAST_NAME_WORDS } from "@/domain/text";
import { cartProductOf, useCartLines, useCartWrite } from "@/lib/cart-lines";
import { STOCK_ALERTS_ROUTE, useStockAlertChange } from "@/features/stock-alerts/api/stock-alerts-api";
import "./stock-alerts.css";

export const STOCK_ALERTS_EMPTY =
  "You have no back-in-stock alerts. On a sold-out product's page, choose “Notify me when back in stock”.";
const REMOVE_FAILED = "The alert could not be removed. Please try again.";

/**
 * /stock-alerts: the products the customer follows, newest first, each with its state now (in
 * stock, sold out, no longer sold), Add to cart when it is in stock, and Remove. Opening the list
 * marks the products it shows in stock as seen, which ends the page frame's notice.
 */
export function StockAlertsScreen({ initial }: { initial: StockAlertsBody }) {
  const [body, setBody] = useState(initial);
  const toast = useToast();
  const [adding, setAdding] = useState<StockAlert | null>(null);
  const cart = useCartWrite(({ results: [result] }) => {
    if (!result || !adding?.product) return;
    if (result.ok) toast(`${shortenWords(adding.product.name, TOAST_NAME_WORDS)} added to Cart`);
    else if (result.reason === "max") window.alert(MAXIMUM_QUANTITY_REACHED);
    else toast(result.message);
  });
  const listRef = useRef<HTMLUListElement>(null);

  // Opening the list marks what it shows in stock as seen; the frame's notice reads the list again
  // once the shopper leaves it.
  const seen = useStockAlertChange((answer) => {
    // The notice simply shows again on the next page; nothing for the shopper to do here.
    if (answer.ok) setBody(answer.body);
  });
  const markShown = useEffectEvent((list: StockAlertsBody) => {
    void seen.markSeen(list.alerts.filter((alert) => alert.state === "in-stock").map((alert) => alert.productId));
  });
  // A write revalidates the page's fetchers, and React Router asks one still on its first read
  // again: the mark waits for the frame's read of the cart, so that is asked once.
  const cartRead = useCartLines().view !== null;
  const marked = useRef<StockAlertsBody | null>(null);
  useEffect(() => {
    if (!cartRead || marked.current === initial) return;
    marked.current = initial;
    markShown(initial);
  }, [initial, cartRead]);

  const removal = useStockAlertChange((answer) => {
    // A session that ended is sent to sign in by the action.
    if (!answer.ok) {
      toast(REMOVE_FAILED);
      return;
    }
    setBody(answer.body);
    // The pressed button is gone: keep the keyboard in the list.
    listRef.current?.focus({ preventScroll: true });
  });

  function onAddToCart(alert: StockAlert) {
    const { product } = alert;
    if (!product) return;
    setAdding(alert);
    const size = product.sizes[0] ?? "";
    const line = { id: product.id, size, color: product.colors[0] ?? "", units: 1, product: cartProductOf(product) };
    void cart.write({ intent: "add", lines: [line] });
  }

  if (body.alerts.length === 0)
    return <LinkPanel message={STOCK_ALERTS_EMPTY} to="/all-product" label="Browse products" />;

  return (
    <ul className="stock-alerts" ref={listRef} tabIndex={-1} aria-label="Your back-in-stock alerts">
      {body.alerts.map((alert) => (
        <li key={alert.productId}>
          <StockAlertRow
            alert={alert}
            busy={removal.pendingId === alert.productId || (cart.busy && adding?.productId === alert.productId)}
            RemoveForm={removal.Form}
            onAddToCart={onAddToCart}
          />
        </li>
      ))}
    </ul>
  );
}

interface StockAlertRowProps {
  alert: StockAlert;
  busy: boolean;
  /** The removal fetcher's form, posted to the route's action. */
  RemoveForm: ReturnType<typeof useStockAlertChange>["Form"];
  onAddToCart: (alert: StockAlert) => void;
}

function StockAlertRow({ alert, busy, RemoveForm, onAddToCart }: StockAlertRowProps) {
  const { product, state } = alert;
  const nameId = `stock-alert-${alert.productId}`;
  return (
    <article className={`stock-alerts__item stock-alerts__item--${state}`} aria-labelledby={nameId}>
      {product ? (
        <Link to={`/product/${product.id}`} className="stock-alerts__image" tabIndex={-1} aria-hidden="true">
          <ProductImage src={product.imageUrl} alt="" size={96} />
        </Link>
      ) : (
        <span className="stock-alerts__image stock-alerts__image--gone" aria-hidden="true" />
      )}
      <div className="stock-alerts__body">
        <h2 className="stock-alerts__name" id={nameId}>
          {product ? <Link to={`/product/${product.id}`}>{alert.name}</Link> : alert.name}
        </h2>
        {product && <Price discountPrice={product.discountPrice} originalPrice={product.originalPrice} />}
        <p className={`stock-alerts__state stock-alerts__state--${state}`}>{STOCK_ALERT_STATE_LABELS[state]}</p>
      </div>
      <div className="stock-alerts__actions">
        {state === "in-stock" && (
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-describedby={nameId}
            onClick={() => onAddToCart(alert)}
          >
            Add to cart
          </button>
        )}
        <RemoveForm method="post" action={STOCK_ALERTS_ROUTE} className="stock-alerts__remove">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="productId" value={alert.productId} />
          <input type="hidden" name="returnTo" value={STOCK_ALERTS_ROUTE} />
          <button type="submit" className="button button--secondary" disabled={busy} aria-describedby={nameId}>
            Remove
          </button>
        </RemoveForm>
      </div>
    </article>
  );
}
