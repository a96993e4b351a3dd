import type { ReactNode } from "react";
import { Link } from "react-router";
import { StatusPanel } from "@/components/status-panel";
import { useI18n } from "@/lib/i18n/i18n-context";

/** SPEC.md section 8's missing-order texts, with the way to the order list. */
export function OrderNotFound({ message, children }: { message: string; children?: ReactNode }) {
  const { t, path } = useI18n();
  return (
    <StatusPanel>
      <p>{message}</p>
      {children}
      <Link to={path("/your-orders")} className="button">
        {t("orders.goToOrders")}
      </Link>
    </StatusPanel>
  );
}
