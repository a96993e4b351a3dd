import "./orders.css";
import "./receipt.css";
import type { ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import { AddressLines } from "@/components/address-lines";
import { LoadFailure } from "@/components/load-failure";
import { formatMoney, type Paise } from "@/domain/money";
import type { Receipt } from "@/domain/receipt";
import type { LoadResult } from "@/lib/load-result";
import { formatOrderDate } from "@/features/orders/utils/order-date";
import { ORDER_DATA_NOT_FOUND, orderName, ordersErrorText } from "@/features/orders/utils/order-text";
import { OrderDetailSkeleton } from "./order-detail-skeleton";
import { OrderNotFound } from "./order-status-panels";
import { refundStatement } from "@/domain/order-refund";
import { returnStatement } from "@/domain/order-return";

export interface ReceiptShop {
  name: string;
  /** The shop's logo as the site header shows it (composed by the route). */
  logo: ReactNode;
}

const TITLE = "Tax receipt";

/**
 * /receipt?order={id}: the tax receipt of one of the customer's orders, laid out to print on one
 * A4 page (receipt.css). `receipt` is null when there is no such order of this customer; a guest
 * gets the same, so nobody learns whether an order exists.
 */
export function OrderReceipt({ receipt, shop }: { receipt: LoadResult<Receipt | null>; shop: ReceiptShop }) {
  const revalidator = useRevalidator();
  if (receipt.status === "error") {
    return (
      <ReceiptPage>
        {revalidator.state === "loading" ? (
          <OrderDetailSkeleton label="Loading the receipt..." />
        ) : (
          <LoadFailure message={ordersErrorText(receipt.error)} />
        )}
      </ReceiptPage>
    );
  }
  if (!receipt.data) {
    return (
      <ReceiptPage>
        <OrderNotFound message={ORDER_DATA_NOT_FOUND} />
      </ReceiptPage>
    );
  }
  return <ReceiptDocument receipt={receipt.data} shop={shop} />;
}

function ReceiptPage({ children }: { children: ReactNode }) {
  return (
    <div className="orders-page">
      <h1 className="orders-page__title">{TITLE}</h1>
      {children}
    </div>
  );
}

function ReceiptDocument({ receipt: { order, tax }, shop }: { receipt: Receipt; shop: ReceiptShop }) {
  const cancelled = order.status === "Cancelled";
  const address = order.deliveryAddress;
  const province = tax?.province ?? address?.province ?? null;
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__head">
        <div className="receipt__shop">
          <div className="receipt__logo">{shop.logo}</div>
          <p className="receipt__shop-name">{shop.name}</p>
        </div>
        <h1 className="receipt__title" id="receipt-title">
          {TITLE}
        </h1>
      </header>

      {cancelled && (
        <p className="receipt__cancelled">
          <strong className="receipt__cancelled-mark">CANCELLED</strong>
          {order.cancelledAt && <span> on {formatOrderDate(order.cancelledAt)}</span>}
        </p>
      )}

      <div className="receipt__parties">
        <dl className="receipt__facts">
          <div>
            <dt>Order number</dt>
            <dd>{orderName(order.id)}</dd>
          </div>
          <div>
            <dt>Order date</dt>
            <dd>{order.placedAt ? <time dateTime={order.placedAt}>{formatOrderDate(order.placedAt)}</time> : "—"}</dd>
          </div>
          <div>
            <dt>Payment reference</dt>
            <dd className="receipt__reference">{order.paymentReference ?? "—"}</dd>
          </div>
          <div>
            <dt>Payment mode</dt>
            <dd>{order.paymentMode}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{order.status}</dd>
          </div>
          {order.refund && (
            <div>
              <dt>Refund</dt>
              <dd className="receipt__refund">{refundStatement(order.refund)}</dd>
            </div>
          )}
          {order.returns.map((orderReturn) => (
            <div key={orderReturn.id}>
              <dt>Return {orderReturn.number}</dt>
              <dd className="receipt__return">{returnStatement(orderReturn)}</dd>
            </div>
          ))}
        </dl>
        <section className="receipt__address" aria-labelledby="receipt-address-title">
          <h2 id="receipt-address-title">Delivery address</h2>
          {address ? (
            <address>
              <span>{address.name}</span> <AddressLines address={address} /> <span>Mobile: {address.mobile}</span>
            </address>
          ) : (
            <p className="muted">The delivery address of this order is not available.</p>
          )}
        </section>
      </div>

      <table className="receipt__lines">
        <caption className="visually-hidden">Items of {orderName(order.id)}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="receipt__number">
              Qty
            </th>
            <th scope="col" className="receipt__number">
              Unit price
            </th>
            <th scope="col" className="receipt__number">
              Line total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row" className="receipt__item">
                <span className="receipt__item-name">{line.name}</span>
                {(line.size || line.color) && (
                  <span className="receipt__item-options">
                    {[line.size && `Size ${line.size}`, line.color && `Colour ${line.color}`]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                )}
              </th>
              <td className="receipt__number">{line.quantity}</td>
              <td className="receipt__number">{formatMoney(line.unitPrice)}</td>
              <td className="receipt__number">{formatMoney(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="receipt__totals">
        {order.subtotal !== null && <TotalRow label="Subtotal" amount={order.subtotal} />}
        {order.hst !== null && <TotalRow label={tax ? `HST (${tax.gstHst}%)` : "HST"} amount={order.hst} />}
        {order.pst !== null && <TotalRow label={tax ? `PST (${tax.pst}%)` : "PST"} amount={order.pst} />}
        {province && (
          <div>
            <dt>Province</dt>
            <dd>{province}</dd>
          </div>
        )}
        <div className="receipt__total">
          <dt>Total (INR)</dt>
          <dd>{formatMoney(order.total)}</dd>
        </div>
      </dl>
      <p className="receipt__note">
        All amounts are in Indian rupees (₹).
        {!tax && " The tax rates of this order are not on record; the amounts are as charged."}
      </p>

      <div className="orders-actions receipt__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          Print or save as PDF
        </button>
        <Link className="button button--secondary" to="/your-orders">
          Back to your orders
        </Link>
      </div>
    </article>
  );
}

function TotalRow({ label, amount }: { label: string; amount: Paise }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{formatMoney(amount)}</dd>
    </div>
  );
}
