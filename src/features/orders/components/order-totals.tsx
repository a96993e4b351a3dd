import type { Order } from "@/domain/order";
import { useI18n } from "@/lib/i18n/i18n-context";
import { CurrencyNote, taxRows } from "@/components/price-lines";

/**
 * Subtotal, the taxes by the delivery province's names and the total as charged (older orders
 * may not carry the breakdown). An order keeps its amounts, not its rates: the names go alone.
 */
export function OrderTotals({ order }: { order: Order }) {
  const i18n = useI18n();
  const { t, money } = i18n;
  const rows = [
    ...(order.subtotal === null ? [] : [{ key: "subtotal", label: t("orders.subtotal"), amount: order.subtotal }]),
    ...taxRows(i18n, order.deliveryAddress?.province ?? null, { federal: order.hst, provincial: order.pst }, null),
  ];
  return (
    <>
      <dl className="order-totals">
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>{money(row.amount)}</dd>
          </div>
        ))}
        <div className="order-totals__total">
          <dt>{t("orders.total")}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
      <CurrencyNote />
    </>
  );
}
