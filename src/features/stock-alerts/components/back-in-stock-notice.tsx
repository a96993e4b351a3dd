import { useEffect, useEffectEvent, useState } from "react";
import { Link, useLocation } from "react-router";
import { STOCK_ALERTS_PATH } from "@/domain/stock-alerts";
import { pathWithoutLocale } from "@/domain/locale";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useSessionUser } from "@/lib/session-user";
import { useFrameStockAlerts } from "@/features/stock-alerts/api/stock-alerts-api";
import "./stock-alerts.css";

/**
 * "N products you asked about are back in stock", linking to the list, on every page of a visit
 * while the customer has alerts back in stock they have not seen on the list. The list is read
 * through the /stock-alerts route's clientLoader by the frame's keyed fetcher (a sold-out product
 * page's button reads it too): once per page load when the customer is known, and again on leaving the list (where opening it marked them seen, and
 * Remove may have taken some off) or coming back from the pages without the frame's chrome. Close hides it until the next page load. It floats at the
 * bottom of the window, so it moves nothing on the page when it appears.
 */
export function BackInStockNotice() {
  const { t, path } = useI18n();
  const user = useSessionUser();
  const alerts = useFrameStockAlerts();
  const { pathname } = useLocation();
  const onList = pathWithoutLocale(pathname).toLowerCase() === STOCK_ALERTS_PATH;
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const customerId = user?.id ?? null;
  const load = useEffectEvent(() => void alerts.load(path(STOCK_ALERTS_PATH)));

  useEffect(() => {
    if (customerId !== null && !onList) load();
  }, [customerId, onList]);

  if (!user || onList || alerts.state !== "idle" || alerts.data?.status !== "loaded") return null;
  const ids = alerts.data.data.backInStock;
  const key = ids.join(",");
  if (ids.length === 0 || closedFor === key) return null;
  return (
    <aside className="stock-notice" aria-label={t("stockAlerts.noticeLabel")}>
      <p className="stock-notice__text" role="status">
        <Link to={path(STOCK_ALERTS_PATH)}>{t("stockAlerts.notice", { count: ids.length })}</Link>
      </p>
      <button type="button" className="stock-notice__close" onClick={() => setClosedFor(key)}>
        {t("stockAlerts.noticeClose")}
      </button>
    </aside>
  );
}
