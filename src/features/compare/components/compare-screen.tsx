import { useAtomValue, useSetAtom } from "jotai";
import { Skeleton } from "@/components/skeleton";
import { EmptyState } from "@/components/status-panel";
import { compareIdsAtom, removeFromCompareAtom } from "@/stores/compare";
import { useCompareProducts } from "@/features/compare/api/get-compare-products";
import { toCompareItem } from "@/features/compare/utils/compare-item";
import { CompareTable } from "./compare-table";
import "./compare.css";

/** SPEC.md section 8. */
export const COMPARE_EMPTY = "Your compare list is empty.";

/** SPEC.md's /compare: the comparison table of the compare list. */
export function CompareScreen() {
  const ids = useAtomValue(compareIdsAtom);
  const remove = useSetAtom(removeFromCompareAtom);
  const products = useCompareProducts(ids);

  return (
    <section className="compare" aria-labelledby="compare-title">
      <h1 id="compare-title">Compare Products</h1>
      <CompareBody ids={ids} products={products} onRemove={remove} />
    </section>
  );
}

function CompareBody({
  ids,
  products,
  onRemove,
}: {
  ids: number[];
  products: ReturnType<typeof useCompareProducts>;
  onRemove: (id: number) => void;
}) {
  if (products.status === "loading") return <CompareSkeleton columns={ids.length} />;
  if (products.status === "error") {
    return (
      <div role="alert">
        <p className="error-text">The products to compare could not be loaded.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    );
  }
  const gone = ids.filter((id) => !products.data.some((product) => product.id === id));
  return (
    <>
      {gone.length > 0 && (
        <p className="compare__note">
          {gone.length === 1 ? "1 product in your list is" : `${gone.length} products in your list are`} no longer
          available.{" "}
          <button type="button" className="compare__note-button" onClick={() => gone.forEach(onRemove)}>
            Remove from list
          </button>
        </p>
      )}
      {products.data.length === 0 ? (
        <EmptyState message={COMPARE_EMPTY} />
      ) : (
        <>
          {products.data.length > 1 && <p className="compare__hint">Swipe the table sideways to see every product.</p>}
          <CompareTable items={products.data.map(toCompareItem)} onRemove={onRemove} />
        </>
      )}
    </>
  );
}

function CompareSkeleton({ columns }: { columns: number }) {
  return (
    <div className="compare-skeleton" role="status">
      <span className="visually-hidden">Loading the compare list...</span>
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
