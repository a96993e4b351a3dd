import { useId } from "react";
import { PRODUCT_SORTS, type ProductSort } from "@/domain/product";
import { useI18n } from "@/lib/i18n/i18n-context";
import { HiddenParams } from "./hidden-params";
import { SubmitWithoutScript } from "./submit-without-script";

interface SortSelectProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
  /** The query string of the view being sorted, whose other parameters a submission keeps. */
  keep: string;
}

/**
 * The order of the catalogue's products. With script a change navigates at once; without, it is
 * a GET form with a Sort button, leading to the same view (page 1, the other filters kept).
 */
export function SortSelect({ value, onChange, keep }: SortSelectProps) {
  const id = useId();
  const { t } = useI18n();
  return (
    <form className="sort-select" method="get">
      <HiddenParams search={keep} omit={["sort", "page"]} />
      <label htmlFor={id}>{t("listing.sortBy")}</label>
      <select
        id={id}
        name="sort"
        value={value}
        onChange={(event) => onChange(PRODUCT_SORTS.find((sort) => sort === event.target.value) ?? "relevance")}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`listing.sort.${sort}`)}
          </option>
        ))}
      </select>
      <SubmitWithoutScript>{t("listing.sort")}</SubmitWithoutScript>
    </form>
  );
}
