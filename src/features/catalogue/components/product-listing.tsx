import { useRef, type ReactNode } from "react";
import { Link, type To } from "react-router";
import { CurrencyNote } from "@/components/price-lines";
import { groupDigits } from "@/domain/money-text";
import { ProductCard } from "@/components/product-card";
import { WishlistToggle } from "@/components/wishlist-toggle";
import { PRODUCTS_PAGE_SIZE, type ProductCardsPage } from "@/domain/product";
import { pageCount } from "@/features/catalogue/utils/catalogue-filters";
import { useI18n } from "@/lib/i18n/i18n-context";
import { Pagination } from "./pagination";
import "./catalogue.css";

/** The first row of the widest grid is above the fold: those images load at once. */
const EAGER_CARDS = 4;

interface ProductListingProps {
  result: ProductCardsPage;
  /** Where page n of this listing is: the same URL with its other parameters kept. */
  pageHref: (page: number) => To;
  /** Shown instead of SPEC.md's 'No products available.' when nothing matches. */
  empty?: ReactNode;
  /** Card names are h3 under an h2, or h2 straight under the page's h1. */
  cardHeadingLevel?: "h2" | "h3";
  /** A new page is on its way (a client navigation): the old one stays, marked busy. */
  busy?: boolean;
}

/**
 * One page of products with its empty states and the pager, shared by every catalogue screen.
 * Changing page moves focus to the top of the list, so keyboard and screen reader users start
 * reading the new products instead of staying at the bottom.
 */
export function ProductListing({ result, pageHref, empty, cardHeadingLevel = "h3", busy }: ProductListingProps) {
  const top = useRef<HTMLDivElement>(null);
  const { t, locale } = useI18n();

  function focusTop() {
    const element = top.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    if (element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: "start" });
  }

  return (
    <div className={`listing${busy ? " listing--busy" : ""}`} ref={top} tabIndex={-1} aria-busy={busy || undefined}>
      {result.total === 0 && (empty ?? <p className="listing__empty">{t("listing.noProducts")}</p>)}

      {result.total > 0 && result.items.length === 0 && (
        <div className="listing__empty">
          <p>{t("listing.noPage", { page: result.page, last: pageCount(result.total) })}</p>
          <Link className="button" to={pageHref(pageCount(result.total))} preventScrollReset onClick={focusTop}>
            {t("listing.lastPage")}
          </Link>
        </div>
      )}

      {result.items.length > 0 && (
        <>
          <p className="listing__summary">
            {t("listing.showing", {
              first: groupDigits((result.page - 1) * PRODUCTS_PAGE_SIZE + 1, locale),
              last: groupDigits((result.page - 1) * PRODUCTS_PAGE_SIZE + result.items.length, locale),
              total: groupDigits(result.total, locale),
            })}
          </p>
          <CurrencyNote />
          <ul className="product-grid">
            {result.items.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  eager={index < EAGER_CARDS}
                  priority={index === 0}
                  headingLevel={cardHeadingLevel}
                  action={<WishlistToggle product={product} />}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={result.page}
            pageCount={pageCount(result.total)}
            pageHref={pageHref}
            onPageChange={focusTop}
          />
        </>
      )}
    </div>
  );
}
