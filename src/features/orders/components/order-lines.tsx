import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProductImage } from "@/components/product-image";
import type { OrderLine } from "@/domain/order";
import { useI18n } from "@/lib/i18n/i18n-context";
import { useOptionLabel } from "@/lib/i18n/option-label";

const LINE_IMAGE_SIZE = 80;

interface OrderLinesProps {
  lines: readonly OrderLine[];
  label?: string;
  /** A control under a line, from another feature (Buy it again). */
  lineAction?: (line: OrderLine) => ReactNode;
}

/** The lines of an order: picture, product, size and colour, quantity, price paid. */
export function OrderLines({ lines, label, lineAction }: OrderLinesProps) {
  const { t, path, money } = useI18n();
  const labelOf = useOptionLabel();
  return (
    <ul className="order-lines" aria-label={label ?? t("orders.items")}>
      {lines.map((line) => (
        <li key={line.id} className="order-line">
          <ProductImage src={line.imageUrl} alt={line.name} size={LINE_IMAGE_SIZE} className="order-line__image" />
          <div className="order-line__text">
            <p className="order-line__name" lang={line.lang}>
              {line.productId === null ? line.name : <Link to={path(`/product/${line.productId}`)}>{line.name}</Link>}
            </p>
            <dl className="order-facts order-facts--inline">
              {line.size && (
                <div>
                  <dt>{t("orders.size")}</dt>
                  <dd lang={labelOf(line.size).lang}>{labelOf(line.size).text}</dd>
                </div>
              )}
              {line.color && (
                <div>
                  <dt>{t("orders.colour")}</dt>
                  <dd lang={labelOf(line.color).lang}>{labelOf(line.color).text}</dd>
                </div>
              )}
              <div>
                <dt>{t("orders.quantity")}</dt>
                <dd>{line.quantity}</dd>
              </div>
              <div>
                <dt>{t("orders.price")}</dt>
                <dd>{money(line.unitPrice)}</dd>
              </div>
            </dl>
            {lineAction?.(line)}
          </div>
          <p className="order-line__total">
            <span className="visually-hidden">{t("orders.lineTotal")} </span>
            {money(line.lineTotal)}
          </p>
        </li>
      ))}
    </ul>
  );
}
