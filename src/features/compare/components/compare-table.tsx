import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProductImage } from "@/components/product-image";
import { RatingStars } from "@/components/rating-stars";
import { formatMoney } from "@/domain/money";
import type { CompareItem } from "@/features/compare/utils/compare-item";

interface CompareTableProps {
  items: CompareItem[];
  onRemove: (id: number) => void;
}

interface CompareRow {
  label: string;
  cell: (item: CompareItem) => ReactNode;
}

const ROWS: CompareRow[] = [
  {
    label: "Sale price",
    cell: (item) => <strong className="compare-table__sale">{formatMoney(item.salePrice)}</strong>,
  },
  { label: "Original price", cell: (item) => formatMoney(item.originalPrice) },
  { label: "Discount", cell: (item) => (item.discount > 0 ? `${item.discount}% off` : "No discount") },
  { label: "Rating", cell: (item) => <RatingStars rating={item.rating} count={item.ratings} /> },
  { label: "Description", cell: (item) => item.excerpt },
  {
    label: "Stock",
    cell: (item) => (
      <span className={item.stockLevel === "out-of-stock" ? "compare-table__out-of-stock" : "compare-table__in-stock"}>
        {item.stockStatus}
      </span>
    ),
  },
  { label: "Material", cell: (item) => item.material || "—" },
  { label: "Sizes", cell: (item) => item.sizes || "—" },
  { label: "Colours", cell: (item) => item.colours || "—" },
];

/**
 * One column per product, one row per attribute. On a narrow screen the table scrolls sideways
 * inside its own focusable region (keyboard users scroll it with the arrow keys) while the
 * attribute names stay pinned on the left; the page itself never scrolls sideways.
 */
export function CompareTable({ items, onRemove }: CompareTableProps) {
  return (
    <div className="compare-scroll" role="region" aria-label="Comparison table" tabIndex={0} data-scroll-region="">
      <table className="compare-table">
        <caption className="visually-hidden">
          Comparing {items.length === 1 ? "1 product" : `${items.length} products`}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="compare-table__corner">
              <span className="visually-hidden">Product</span>
            </th>
            {items.map((item) => (
              <th key={item.id} scope="col" className="compare-table__product">
                <Link to={`/product/${item.id}`} className="compare-table__link">
                  <ProductImage src={item.imageUrl} alt="" size={120} eager className="compare-table__image" />
                  <span>{item.title}</span>
                </Link>
                <button
                  type="button"
                  className="compare-table__remove"
                  onClick={() => onRemove(item.id)}
                  aria-label={`Remove ${item.title} from compare`}
                >
                  Remove
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {items.map((item) => (
                <td key={item.id}>{row.cell(item)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
