import "./orders.css";
import "./receipt.css";
import type { ReactNode } from "react";
import { Link, useRevalidator } from "react-router";
import { AddressLines } from "@/components/address-lines";
import { LoadFailure } from "@/components/load-failure";
import type { Paise } from "@/domain/money";
import type { Receipt, ReceiptSeller } from "@/domain/receipt";
import type { LoadResult } from "@/lib/load-result";
import { useOrderDates } from "@/features/orders/hooks/use-order-dates";
import { taxRows } from "@/components/price-lines";
import { useOrderWords } from "@/lib/order-words";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useOptionLabel } from "@/lib/i18n/option-label";
import { OrderDetailSkeleton } from "./order-detail-skeleton";
import { OrderNotFound } from "./order-status-panels";

export interface ReceiptShop {
  name: string;
  /** The shop's logo as the site header shows it (composed by the route). */
  logo: ReactNode;
}

/**
 * /receipt?order={id}: the tax receipt of one of the customer's orders, laid out to print on one
 * A4 page (receipt.css). `receipt` is null when there is no such order of this customer; a guest
 * gets the same, so nobody learns whether an order exists.
 */
export function OrderReceipt({ receipt, shop }: { receipt: LoadResult<Receipt | null>; shop: ReceiptShop }) {
  const revalidator = useRevalidator();
  const { t } = useI18n();
  const words = useOrderWords();
  if (receipt.status === "error") {
    return (
      <ReceiptPage>
        {revalidator.state === "loading" ? (
          <OrderDetailSkeleton label={t("receipt.loading")} />
        ) : (
          <LoadFailure message={words.loadError(receipt.error)} />
        )}
      </ReceiptPage>
    );
  }
  if (!receipt.data) {
    return (
      <ReceiptPage>
        <OrderNotFound message={t("orders.dataNotFound")} />
      </ReceiptPage>
    );
  }
  return <ReceiptDocument receipt={receipt.data} shop={shop} />;
}

function ReceiptPage({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="orders-page">
      <h1 className="orders-page__title">{t("receipt.title")}</h1>
      {children}
    </div>
  );
}

function ReceiptDocument({ receipt: { order, tax, seller }, shop }: { receipt: Receipt; shop: ReceiptShop }) {
  const i18n = useI18n();
  const { t, path, money } = i18n;
  const words = useOrderWords();
  const dates = useOrderDates();
  const labelOf = useOptionLabel();
  const cancelled = order.status === "Cancelled";
  const address = order.deliveryAddress;
  const province = tax?.province ?? address?.province ?? null;
  const taxes = taxRows(i18n, province, { federal: order.hst, provincial: order.pst }, tax);
  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__head">
        <div className="receipt__shop">
          <div className="receipt__logo">{shop.logo}</div>
          <p className="receipt__shop-name">{shop.name}</p>
          <SellerDetails seller={seller} />
        </div>
        <h1 className="receipt__title" id="receipt-title">
          {t("receipt.title")}
        </h1>
      </header>

      {cancelled && (
        <p className="receipt__cancelled">
          <strong className="receipt__cancelled-mark">{t("receipt.cancelled")}</strong>
          {order.cancelledAt && <span> {t("receipt.cancelledOn", { date: dates.date(order.cancelledAt) })}</span>}
        </p>
      )}

      <div className="receipt__parties">
        <dl className="receipt__facts">
          <div>
            <dt>{t("receipt.orderNumber")}</dt>
            <dd>{words.orderName(order.id)}</dd>
          </div>
          <div>
            <dt>{t("receipt.orderDate")}</dt>
            <dd>{order.placedAt ? <time dateTime={order.placedAt}>{dates.date(order.placedAt)}</time> : "—"}</dd>
          </div>
          <div>
            <dt>{t("receipt.paymentReference")}</dt>
            <dd className="receipt__reference">{order.paymentReference ?? "—"}</dd>
          </div>
          <div>
            <dt>{t("receipt.paymentMode")}</dt>
            <dd>{words.paymentMode(order.paymentMode)}</dd>
          </div>
          <div>
            <dt>{t("orders.status")}</dt>
            <dd>{words.status(order.status)}</dd>
          </div>
          {order.refund && (
            <div>
              <dt>{t("orders.refund")}</dt>
              <dd className="receipt__refund">{words.refund(order.refund)}</dd>
            </div>
          )}
          {order.returns.map((orderReturn) => (
            <div key={orderReturn.id}>
              <dt>{t("orders.returnNumber", { number: orderReturn.number })}</dt>
              <dd className="receipt__return">{words.returnState(orderReturn)}</dd>
            </div>
          ))}
        </dl>
        <section className="receipt__address" aria-labelledby="receipt-address-title">
          <h2 id="receipt-address-title">{t("receipt.deliveryAddress")}</h2>
          {address ? (
            <address>
              <span>{address.name}</span> <AddressLines address={address} />{" "}
              <span>{t("orders.mobile", { mobile: address.mobile })}</span>
            </address>
          ) : (
            <p className="muted">{t("orders.noAddress")}</p>
          )}
        </section>
      </div>

      <table className="receipt__lines">
        <caption className="visually-hidden">{t("orders.itemsOf", { name: words.orderName(order.id) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("receipt.item")}</th>
            <th scope="col" className="receipt__number">
              {t("receipt.qty")}
            </th>
            <th scope="col" className="receipt__number">
              {t("receipt.unitPrice")}
            </th>
            <th scope="col" className="receipt__number">
              {t("orders.lineTotal")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <th scope="row" className="receipt__item">
                <span className="receipt__item-name" lang={line.lang}>
                  {line.name}
                </span>
                {(line.size || line.color) && (
                  <span className="receipt__item-options">
                    {[
                      line.size && t("return.sizeOf", { size: labelOf(line.size).text }),
                      line.color && t("return.colourOf", { colour: labelOf(line.color).text }),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                )}
              </th>
              <td className="receipt__number">{line.quantity}</td>
              <td className="receipt__number">{money(line.unitPrice)}</td>
              <td className="receipt__number">{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="receipt__totals">
        {order.subtotal !== null && <TotalRow label={t("orders.subtotal")} amount={order.subtotal} />}
        {taxes.map((row) => (
          <TotalRow key={row.key} label={row.label} amount={row.amount} />
        ))}
        {province && (
          <div>
            <dt>{t("receipt.province")}</dt>
            <dd>{province}</dd>
          </div>
        )}
        <div className="receipt__total">
          <dt>{t("receipt.total")}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
      <p className="receipt__note">
        {t("receipt.currencyNote")}
        {!tax && ` ${t("receipt.noRates")}`}
      </p>

      <div className="orders-actions receipt__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          {t("receipt.print")}
        </button>
        <Link className="button button--secondary" to={path("/your-orders")}>
          {t("orders.backToOrders")}
        </Link>
      </div>
    </article>
  );
}

/**
 * Who sold: the legal name, mailing address and tax registration numbers a Canadian tax receipt
 * must carry, as the functions' settings give them (SHOP_LEGAL_NAME and the others).
 */
function SellerDetails({ seller }: { seller: ReceiptSeller }) {
  const { t } = useI18n();
  return (
    <section className="receipt__seller" aria-labelledby="receipt-seller-title">
      <h2 id="receipt-seller-title" className="visually-hidden">
        {t("receipt.seller")}
      </h2>
      <p className="receipt__seller-name">{seller.legalName}</p>
      <address className="receipt__seller-address">{seller.postalAddress}</address>
      <p className="receipt__seller-number">{t("receipt.gstHstNumber", { number: seller.gstHstNumber })}</p>
      <p className="receipt__seller-number">{t("receipt.qstNumber", { number: seller.qstNumber })}</p>
    </section>
  );
}

function TotalRow({ label, amount }: { label: string; amount: Paise }) {
  const { money } = useI18n();
  return (
    <div>
      <dt>{label}</dt>
      <dd>{money(amount)}</dd>
    </div>
  );
}
