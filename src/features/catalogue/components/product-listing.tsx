import { useRef, type ReactNode } from "react";
import { ProductCard } from "@/components/product-card";
import { ProductGridSkeleton, Skeleton } from "@/components/skeleton";
import { WishlistToggle } from "@/components/wishlist-toggle";
import { PRODUCTS_PAGE_SIZE } from "@/domain/product";
import type { ProductsState } from "@/features/catalogue/api/get-products";
import { pageCount } from "@/features/catalogue/utils/catalogue-filters";
import { Pagination } from "./pagination";
import "./catalogue.css";

/** The first row of the widest grid is above the fold: those images load at once. */
const EAGER_CARDS = 4;

interface ProductListingProps {
  state: ProductsState;
  onPageChange: (page: number) => void;
  /** Shown instead of SPEC.md's 'No products available.' when nothing matches. */
  empty?: ReactNode;
  /** Card names are h3 under an h2, or h2 straight under the page's h1. */
  cardHeadingLevel?: "h2" | "h3";
}

/**
 * One page of products with its loading, error and empty states and the pager, shared by every
 * catalogue screen. Changing page moves focus to the top of the list, so keyboard and screen
 * reader users start reading the new products instead of staying at the bottom.
 */
export function ProductListing({ state, onPageChange, empty, cardHeadingLevel = "h3" }: ProductListingProps) {
  const top = useRef<HTMLDivElement>(null);

  function changePage(next: number) {
    onPageChange(next);
    const element = top.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    if (element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: "start" });
  }

  return (
    <div className="listing" ref={top} tabIndex={-1}>
      {state.status === "loading" && (
        <>
          <Skeleton className="listing__summary-skeleton" />
          <ProductGridSkeleton count={PRODUCTS_PAGE_SIZE} />
          <div className="pagination pagination--placeholder" aria-hidden="true" />
        </>
      )}

      {state.status === "error" && (
        <p className="listing__error" role="alert">
          Error: {state.message}
        </p>
      )}

      {state.status === "loaded" &&
        state.result.total === 0 &&
        (empty ?? <p className="listing__empty">No products available.</p>)}

      {state.status === "loaded" && state.result.total > 0 && state.result.items.length === 0 && (
        <div className="listing__empty">
          <p>{`There is no page ${state.result.page} here: these results end at page ${pageCount(state.result.total)}.`}</p>
          <button type="button" className="button" onClick={() => changePage(pageCount(state.result.total))}>
            Go to the last page
          </button>
        </div>
      )}

      {state.status === "loaded" && state.result.items.length > 0 && (
        <>
          <p className="listing__summary">
            {`Showing ${(state.result.page - 1) * PRODUCTS_PAGE_SIZE + 1}–${(state.result.page - 1) * PRODUCTS_PAGE_SIZE + state.result.items.length} of ${state.result.total} products`}
          </p>
          <ul className="product-grid">
            {state.result.items.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  eager={index < EAGER_CARDS}
                  headingLevel={cardHeadingLevel}
                  action={<WishlistToggle product={product} />}
                />
              </li>
            ))}
          </ul>
          <Pagination page={state.result.page} pageCount={pageCount(state.result.total)} onPageChange={changePage} />
        </>
      )}
    </div>
  );
}
