import { useI18n } from "@/lib/i18n/i18n-context";
import { useOptionLabel, type OptionLabel } from "@/lib/i18n/option-label";
import type { MessageId, Translator } from "@/lib/i18n/translator";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProductImage } from "@/components/product-image";
import { RatingStars } from "@/components/rating-stars";
import type { CompareItem } from "@/features/compare/utils/compare-item";

interface CompareTableProps {
  items: CompareItem[];
  onRemove: (id: number) => void;
}

interface CompareRow {
  label: MessageId;
  cell: (item: CompareItem, i18n: Translator, labelOf: (value: string) => OptionLabel) => ReactNode;
}

function optionNames(values: readonly string[], labelOf: (value: string) => OptionLabel): string {
  return values.map((value) => labelOf(value).text).join(", ") || "—";
}

const ROWS: CompareRow[] = [
  {
    label: "compare.row.sale",
    cell: (item, { money }) => <strong className="compare-table__sale">{money(item.salePrice)}</strong>,
  },
  { label: "compare.row.original", cell: (item, { money }) => money(item.originalPrice) },
  {
    label: "compare.row.discount",
    cell: (item, { t }) => (item.discount > 0 ? t("card.off", { percent: item.discount }) : t("compare.noDiscount")),
  },
  { label: "compare.row.rating", cell: (item) => <RatingStars rating={item.rating} count={item.ratings} /> },
  { label: "compare.row.description", cell: (item) => item.excerpt },
  {
    label: "compare.row.stock",
    cell: (item, { t }) => (
      <span className={item.stockLevel === "out-of-stock" ? "compare-table__out-of-stock" : "compare-table__in-stock"}>
        {item.stockLevel === "out-of-stock"
          ? t("product.outOfStock")
          : item.stockLevel === "low"
            ? t("product.onlyLeft", { count: item.stock })
            : t("product.inStock")}
      </span>
    ),
  },
  { label: "compare.row.material", cell: (item) => item.material || "—" },
  { label: "compare.row.sizes", cell: (item, _i18n, labelOf) => optionNames(item.sizes, labelOf) },
  { label: "compare.row.colours", cell: (item, _i18n, labelOf) => optionNames(item.colours, labelOf) },
];

/**
 * One column per product, one row per attribute. On a narrow screen the table scrolls sideways
 * inside its own focusable region (keyboard users scroll it with the arrow keys) while the
 * attribute names stay pinned on the left; the page itself never scrolls sideways.
 */
export function CompareTable({ items, onRemove }: CompareTableProps) {
  const i18n = useI18n();
  const labelOf = useOptionLabel();
  const { t, path } = i18n;
  return (
    <div className="compare-scroll" role="region" aria-label={t("compare.table")} tabIndex={0} data-scroll-region="">
      <table className="compare-table">
        <caption className="visually-hidden">{t("compare.comparing", { count: items.length })}</caption>
        <thead>
          <tr>
            <th scope="col" className="compare-table__corner">
              <span className="visually-hidden">{t("compare.product")}</span>
            </th>
            {items.map((item) => (
              <th key={item.id} scope="col" className="compare-table__product">
                <Link to={path(`/product/${item.id}`)} className="compare-table__link">
                  <ProductImage src={item.imageUrl} alt="" size={120} eager className="compare-table__image" />
                  <span>{item.title}</span>
                </Link>
                <button
                  type="button"
                  className="compare-table__remove"
                  onClick={() => onRemove(item.id)}
                  aria-label={t("compare.removeLabel", { title: item.title })}
                >
                  {t("compare.remove")}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{t(row.label)}</th>
              {items.map((item) => (
                <td key={item.id}>{row.cell(item, i18n, labelOf)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
