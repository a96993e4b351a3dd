import { useId } from "react";
import { PRODUCT_SORTS, type ProductSort } from "@/domain/product";

const LABELS: Record<ProductSort, string> = {
  relevance: "Featured",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  rating: "Top rated",
  newest: "Newest",
  discount: "Biggest discount",
};

/** The order of the catalogue's products. */
export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(PRODUCT_SORTS.find((sort) => sort === event.target.value) ?? "relevance")}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
