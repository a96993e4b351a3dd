import { Link } from "react-router";
import { useI18n } from "@/lib/i18n/i18n-context";

/** Where a shopper goes after a confirmation or a cancellation. */
export function OrderActions() {
  const { t, path } = useI18n();
  return (
    <div className="orders-actions">
      <Link className="button" to={path("/your-orders")}>
        {t("orders.viewOrders")}
      </Link>
      <Link className="button button--secondary" to={path("/all-product")}>
        {t("orders.continueShopping")}
      </Link>
    </div>
  );
}
