import { formatMoney } from "@/domain/money";
import type { Order } from "@/domain/order";
import { returnInstructions, returnStatement, type OrderReturn } from "@/domain/order-return";

/** A return's lines, amounts and state, and while it is Requested what to do with the parcel. */
export function ReturnSummary({ order, orderReturn }: { order: Order; orderReturn: OrderReturn }) {
  const titleId = `return-${orderReturn.id}-title`;
  return (
    <section className="panel return-summary" aria-labelledby={titleId}>
      <h2 id={titleId}>Return {orderReturn.number}</h2>
      <dl className="order-facts">
        <div>
          <dt>State</dt>
          <dd className="return-summary__state">{returnStatement(orderReturn)}</dd>
        </div>
        <div>
          <dt>Reason</dt>
          <dd>{orderReturn.reason}</dd>
        </div>
        <div>
          <dt>Items</dt>
          <dd>{formatMoney(orderReturn.subtotal)}</dd>
        </div>
        <div>
          <dt>Their share of the tax</dt>
          <dd>{formatMoney(orderReturn.tax)}</dd>
        </div>
        <div>
          <dt>To refund</dt>
          <dd>{formatMoney(orderReturn.amount)}</dd>
        </div>
      </dl>
      <ul className="return-summary__lines" aria-label={`Items of return ${orderReturn.number}`}>
        {orderReturn.lines.map(({ lineId, units }) => {
          const line = order.lines.find((candidate) => candidate.id === lineId);
          return (
            <li key={lineId}>
              {line?.name ?? `Item ${lineId}`}: {units} of {line?.quantity ?? units}
            </li>
          );
        })}
      </ul>
      {orderReturn.state === "Requested" && (
        <>
          <h3>How to send the items back</h3>
          <ol className="return-summary__instructions">
            {returnInstructions(orderReturn.number).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>We have emailed you these instructions too.</p>
        </>
      )}
    </section>
  );
}
