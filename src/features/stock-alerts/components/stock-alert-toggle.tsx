import { Link, useLocation, useSearchParams } from "react-router";
import { useToast } from "@/components/toast";
import type { Product } from "@/domain/product";
import { STOCK_ALERTS_PATH } from "@/domain/stock-alerts";
import type { CustomerData } from "@/lib/load-result";
import { signInPath } from "@/lib/safe-return-to";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useSessionUser } from "@/lib/session-user";
import {
  followingInFrame,
  stockAlertHintIn,
  useFrameStockAlerts,
  useStockAlertChange,
  withStockAlertHint,
} from "@/features/stock-alerts/api/stock-alerts-api";
import "./stock-alerts.css";

/**
 * The sold-out product's buy box: a customer asks to be told when it is back ("Notify me when
 * back in stock"), sees that they will be ("We'll let you know") and can take it back; a guest is
 * sent to sign in and comes back to this page. Each button is a form posted to the /stock-alerts
 * route's action by a fetcher (a plain post without script). `following` is the product page
 * loader's read on a client navigation; on the page's first load it is the page frame's read
 * (undefined until the browser has read it: the server's page is everybody's); the form is there
 * and enabled meanwhile, so a tap before it is known (the page's first moments,
 * issue 26) counts, and the action's answer says what the list now is.
 */
export function StockAlertToggle({
  product,
  following: read,
}: {
  product: Product;
  following: CustomerData<boolean> | undefined;
}) {
  const frameRead = useFrameStockAlerts().data;
  const user = useSessionUser();
  const following = read ?? followingInFrame(frameRead, user, product.id);
  const { t, path } = useI18n();
  const word = useDomainMessage();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const toast = useToast();
  const change = useStockAlertChange((answer) => {
    if (!answer.ok)
      toast(
        answer.error.status !== 0 && answer.error.status < 500 && answer.error.message
          ? word(answer.error.message)
          : t("stockAlert.changeFailed"),
      );
  });
  const returnTo = withStockAlertHint(`${pathname}${search}`, null);
  // Without script the server's action came back with what it did (the browser knows better once read).
  const hint = following === undefined ? stockAlertHintIn(params) : null;
  const answered = change.answer?.ok
    ? change.answer.body.alerts.some((alert) => alert.productId === product.id)
    : undefined;
  const follows = answered ?? (following?.status === "loaded" ? following.data : hint === "on");
  const pending = change.pending;

  if (following?.status === "guest" && answered === undefined) {
    return (
      <div className="stock-alert">
        <p className="stock-alert__text">{t("stockAlert.guestText")}</p>
        <Link className="button button--secondary" to={path(signInPath(returnTo))}>
          {t("stockAlert.guestSignIn")}
        </Link>
      </div>
    );
  }

  return (
    <change.Form
      method="post"
      action={path(STOCK_ALERTS_PATH)}
      className="stock-alert"
      aria-busy={following === undefined || pending}
      // One change at a time. The button is not disabled meanwhile: it would drop the keyboard's
      // focus, and it is the same button with its new label once the answer comes.
      onSubmit={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      <p className="stock-alert__text" aria-live="polite">
        {follows && <strong className="stock-alert__following">{t("stockAlert.following")}</strong>}
        {hint === "failed" && !follows && <span role="alert">{t("stockAlert.changeFailed")}</span>}
      </p>
      <input type="hidden" name="intent" value={follows ? "remove" : "add"} />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={follows ? "button button--secondary" : "button"} aria-disabled={pending}>
        {follows ? t("stockAlert.remove") : t("stockAlert.notifyMe")}
      </button>
    </change.Form>
  );
}
