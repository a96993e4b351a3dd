import type { Order } from "@/domain/order";
import type { OrderReturn } from "@/domain/order-return";
import { returnSteps, useOrderWords } from "@/lib/order-words";
import { useI18n } from "@/lib/i18n/i18n-context";

/** A return's lines, amounts and state, and while it is Requested what to do with the parcel. */
export function ReturnSummary({ order, orderReturn }: { order: Order; orderReturn: OrderReturn }) {
  const titleId = `return-${orderReturn.id}-title`;
  const { t, money } = useI18n();
  const words = useOrderWords();
  const number = orderReturn.number;
  const instructions = returnSteps(t, number);
  return (
    <section className="panel return-summary" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("orders.returnNumber", { number })}</h2>
      <dl className="order-facts">
        <div>
          <dt>{t("return.state")}</dt>
          <dd className="return-summary__state">{words.returnState(orderReturn)}</dd>
        </div>
        <div>
          <dt>{t("return.reason")}</dt>
          <dd>{words.returnReason(orderReturn.reason)}</dd>
        </div>
        <div>
          <dt>{t("return.items")}</dt>
          <dd>{money(orderReturn.subtotal)}</dd>
        </div>
        <div>
          <dt>{t("return.taxShare")}</dt>
          <dd>{money(orderReturn.tax)}</dd>
        </div>
        <div>
          <dt>{t("return.toRefund")}</dt>
          <dd>{money(orderReturn.amount)}</dd>
        </div>
      </dl>
      <ul className="return-summary__lines" aria-label={t("return.itemsOf", { number })}>
        {orderReturn.lines.map(({ lineId, units }) => {
          const line = order.lines.find((candidate) => candidate.id === lineId);
          return (
            <li key={lineId}>
              {t("return.lineUnits", {
                name: line?.name ?? t("return.itemFallback", { id: lineId }),
                units,
                quantity: line?.quantity ?? units,
              })}
            </li>
          );
        })}
      </ul>
      {orderReturn.state === "Requested" && (
        <>
          <h3>{t("return.howToSend")}</h3>
          <ol className="return-summary__instructions">
            {instructions.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>{t("return.emailed")}</p>
        </>
      )}
    </section>
  );
}
