import { useI18n } from "@/lib/i18n/i18n-context";
import { useSetAtom } from "jotai";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import type { ReactNode } from "react";
import { CurrencyNote } from "@/components/price-lines";
import { Skeleton } from "@/components/skeleton";
import { LinkPanel } from "@/components/status-panel";
import type { Product } from "@/domain/product";
import { compareIdsAtom, removeFromCompareAtom } from "@/stores/compare";
import { inListOrder, toCompareItem } from "@/features/compare/utils/compare-item";
import { CompareTable } from "./compare-table";
import "./compare.css";

/** SPEC.md's /compare: the page frame around the comparison table, its loading line or its failure. */
export function CompareFrame({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <section className="compare" aria-labelledby="compare-title">
      <h1 id="compare-title">{t("compare.title")}</h1>
      {children}
    </section>
  );
}

/**
 * The comparison table of the compare list's products (read by the route's client loader for the
 * ids stored when the page opened). Removing one filters the products in hand; an id the shop no
 * longer has is said, with a way to drop it.
 */
export function CompareScreen({ ids: loadedIds, products }: { ids: number[]; products: Product[] }) {
  const { t, path } = useI18n();
  const ids = useAtomValue(compareIdsAtom);
  const remove = useSetAtom(removeFromCompareAtom);
  const shown = inListOrder(ids, products);
  const gone = loadedIds.filter((id) => ids.includes(id) && !products.some((product) => product.id === id));

  return (
    <CompareFrame>
      {gone.length > 0 && (
        <p className="compare__note">
          {t("compare.gone", { count: gone.length })}{" "}
          <button type="button" className="compare__note-button" onClick={() => gone.forEach(remove)}>
            {t("compare.removeGone")}
          </button>
        </p>
      )}
      {shown.length === 0 ? (
        <LinkPanel message={t("compare.empty")} to={path("/all-product")} label={t("emptyState.browse")} />
      ) : (
        <>
          <CurrencyNote />
          {shown.length > 1 && <p className="compare__hint">{t("compare.swipe")}</p>}
          <CompareTable items={shown.map(toCompareItem)} onRemove={remove} />
        </>
      )}
    </CompareFrame>
  );
}

/** The page before the list is read (the server's HTML, and while the products load). */
export function CompareSkeleton({ columns = 2 }: { columns?: number }) {
  const { t } = useI18n();
  return (
    <div className="compare-skeleton" role="status">
      <span className="visually-hidden">{t("compare.loading")}</span>
      <div
        className="compare-skeleton__grid"
        aria-hidden="true"
        style={{ gridTemplateColumns: `minmax(0, 7rem) repeat(${Math.max(1, columns)}, minmax(0, 1fr))` }}
      >
        {Array.from({ length: (columns + 1) * 6 }, (_, index) => (
          <Skeleton key={index} className={index <= columns ? "compare-skeleton__head" : "compare-skeleton__cell"} />
        ))}
      </div>
    </div>
  );
}
