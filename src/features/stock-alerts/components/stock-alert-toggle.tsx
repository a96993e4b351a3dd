import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useToast } from "@/components/toast";
import type { Product } from "@/domain/product";
import { NOTIFY_ME, WILL_LET_YOU_KNOW, type StockAlertsBody } from "@/domain/stock-alerts";
import { ApiError } from "@/lib/api-client";
import { signInPath } from "@/lib/safe-return-to";
import { addStockAlert, removeStockAlert } from "@/features/stock-alerts/api/stock-alerts-api";
import { useStockAlerts } from "@/features/stock-alerts/hooks/use-stock-alerts";
import "./stock-alerts.css";

const CHANGE_FAILED = "Your back-in-stock alert could not be changed. Please try again.";

/**
 * The sold-out product's buy box: a customer asks to be told when it is back ("Notify me when
 * back in stock"), sees that they will be ("We'll let you know") and can take it back; a guest is
 * sent to sign in and comes back to this page. The box keeps its height while the session and the
 * list load. The button is not disabled meanwhile: the server cannot know the list, and a tap made
 * before it is known (the page's first moments, issue 26) counts once it is.
 */
export function StockAlertToggle({ product }: { product: Product }) {
  const { view, update } = useStockAlerts();
  const { pathname, search } = useLocation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The pressed button is replaced by the other one: the keyboard goes on to it.
  const moveFocus = useRef(false);
  const following = view.status === "loaded" && view.body.alerts.some((alert) => alert.productId === product.id);
  const navigate = useNavigate();
  const signIn = signInPath(`${pathname}${search}`);
  /** "Notify me" was tapped before the session and the list were known. */
  const asked = useRef(false);

  useEffect(() => {
    if (!asked.current || view.status === "unknown" || view.status === "loading") return;
    asked.current = false;
    if (view.status === "guest") void navigate(signIn);
    else if (view.status === "error") toast(CHANGE_FAILED);
    else if (!following) void change(() => addStockAlert(product.id));
    // Runs when the view becomes known, with this render's values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.status]);

  function notifyMe() {
    if (view.status === "loaded") void change(() => addStockAlert(product.id));
    else if (view.status === "error") toast(CHANGE_FAILED);
    else asked.current = true;
  }

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    buttonRef.current?.focus();
  }, [following]);

  async function change(run: () => Promise<StockAlertsBody>) {
    setBusy(true);
    try {
      const next = await run();
      moveFocus.current = true;
      update(next);
    } catch (error) {
      console.error(CHANGE_FAILED, error);
      toast(error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : CHANGE_FAILED);
    } finally {
      setBusy(false);
    }
  }

  if (view.status === "guest") {
    return (
      <div className="stock-alert">
        <p className="stock-alert__text">Sign in and we will tell you here when it is back in stock.</p>
        <Link className="button button--secondary" to={signIn}>
          Sign in to be notified
        </Link>
      </div>
    );
  }

  return (
    <div className="stock-alert" aria-busy={view.status === "unknown" || view.status === "loading" || busy}>
      <p className="stock-alert__text" aria-live="polite">
        {following && <strong className="stock-alert__following">{WILL_LET_YOU_KNOW}</strong>}
      </p>
      {following ? (
        <button
          ref={buttonRef}
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void change(() => removeStockAlert(product.id))}
        >
          Remove alert
        </button>
      ) : (
        <button ref={buttonRef} type="button" className="button" disabled={busy} onClick={notifyMe}>
          {NOTIFY_ME}
        </button>
      )}
    </div>
  );
}
