import { useEffect, useEffectEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { Price } from "@/components/price";
import { ProductImage } from "@/components/product-image";
import { LinkPanel } from "@/components/status-panel";
import { useToast } from "@/components/toast";
import { MAXIMUM_QUANTITY_REACHED } from "@/domain/cart";
import type { StockAlert, StockAlertState, StockAlertsBody } from "@/domain/stock-alerts";
import { shortenWords, TOAST_NAME_WORDS } from "@/domain/text";
import { useCartLines, useCartWrite } from "@/lib/cart-lines";
import { useStockAlertChange } from "@/features/stock-alerts/api/stock-alerts-api";
import { STOCK_ALERTS_PATH } from "@/domain/stock-alerts";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";
import type { MessageId } from "@/lib/i18n/translator";
import "./stock-alerts.css";

const STATE_LABELS: Record<StockAlertState, MessageId> = {
  "in-stock": "stockAlerts.inStock",
  "sold-out": "stockAlerts.soldOut",
  gone: "stockAlerts.gone",
};

/**
 * /stock-alerts: the products the customer follows, newest first, each with its state now (in
 * stock, sold out, no longer sold), Add to cart when it is in stock, and Remove. Opening the list
 * marks the products it shows in stock as seen, which ends the page frame's notice.
 */
export function StockAlertsScreen({ initial }: { initial: StockAlertsBody }) {
  const { t, path } = useI18n();
  const word = useDomainMessage();
  const [body, setBody] = useState(initial);
  const toast = useToast();
  const [adding, setAdding] = useState<StockAlert | null>(null);
  const cart = useCartWrite(({ results: [result] }) => {
    if (!result || !adding?.product) return;
    if (result.ok) toast(t("stockAlerts.added", { name: shortenWords(adding.product.name, TOAST_NAME_WORDS) }));
    else if (result.reason === "max") window.alert(word(MAXIMUM_QUANTITY_REACHED));
    else toast(word(result.message));
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
      toast(t("stockAlerts.removeFailed"));
      return;
    }
    setBody(answer.body);
    // The pressed button is gone: keep the keyboard in the list.
    listRef.current?.focus({ preventScroll: true });
  });

  function onAddToCart(alert: StockAlert) {
    const { product } = alert;
    // One change of the cart at a time (useCartWrite).
    if (!product || cart.busy) return;
    setAdding(alert);
    void cart.write({ intent: "add", id: product.id, size: product.sizes[0] ?? "", color: product.colors[0] ?? "" });
  }

  if (body.alerts.length === 0)
    return <LinkPanel message={t("stockAlerts.empty")} to={path("/all-product")} label={t("wishlist.browse")} />;

  return (
    <ul className="stock-alerts" ref={listRef} tabIndex={-1} aria-label={t("stockAlerts.listLabel")}>
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
  const { t, path } = useI18n();
  const { product, state } = alert;
  const nameId = `stock-alert-${alert.productId}`;
  return (
    <article className={`stock-alerts__item stock-alerts__item--${state}`} aria-labelledby={nameId}>
      {product ? (
        <Link to={path(`/product/${product.id}`)} className="stock-alerts__image" tabIndex={-1} aria-hidden="true">
          <ProductImage src={product.imageUrl} alt="" size={96} />
        </Link>
      ) : (
        <span className="stock-alerts__image stock-alerts__image--gone" aria-hidden="true" />
      )}
      <div className="stock-alerts__body">
        <h2 className="stock-alerts__name" id={nameId}>
          {product ? <Link to={path(`/product/${product.id}`)}>{alert.name}</Link> : alert.name}
        </h2>
        {product && <Price discountPrice={product.discountPrice} originalPrice={product.originalPrice} />}
        <p className={`stock-alerts__state stock-alerts__state--${state}`}>{t(STATE_LABELS[state])}</p>
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
            {t("stockAlerts.addToCart")}
          </button>
        )}
        <RemoveForm method="post" action={path(STOCK_ALERTS_PATH)} className="stock-alerts__remove">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="productId" value={alert.productId} />
          <input type="hidden" name="returnTo" value={path(STOCK_ALERTS_PATH)} />
          <button type="submit" className="button button--secondary" disabled={busy} aria-describedby={nameId}>
            {t("stockAlerts.remove")}
          </button>
        </RemoveForm>
      </div>
    </article>
  );
}
