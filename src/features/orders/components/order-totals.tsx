import { formatMoney, type Paise } from "@/domain/money";
import type { Order } from "@/domain/order";
import { useI18n } from "@/lib/i18n/i18n-context";

/** Subtotal, HST, PST and total as charged (older orders may not carry the breakdown). */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useI18n();
  const rows: [string, Paise | null][] = [
    [t("orders.subtotal"), order.subtotal],
    ["HST", order.hst],
    ["PST", order.pst],
  ];
  return (
    <dl className="order-totals">
      {rows.map(([label, amount]) =>
        amount === null ? null : (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatMoney(amount)}</dd>
          </div>
        ),
      )}
      <div className="order-totals__total">
        <dt>{t("orders.total")}</dt>
        <dd>{formatMoney(order.total)}</dd>
      </div>
    </dl>
  );
}
