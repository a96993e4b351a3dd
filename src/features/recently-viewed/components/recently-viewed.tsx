import { useSetAtom } from "jotai";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { type SlidesPerView } from "@/components/carousel";
import { LoadFailure } from "@/components/load-failure";
import { CarouselSkeleton } from "@/components/carousel-skeleton";
import { PRODUCT_CAROUSEL_PER_VIEW, ProductCarousel } from "@/components/product-carousel";
import type { LoadResult } from "@/lib/load-result";
// The type only: the read's code loads with its route's module, not with the page.
import type { ViewedProducts } from "@/features/recently-viewed/api/get-recently-viewed-products";
import {
  clearViewedAtom,
  forgetViewedAtom,
  recentlyViewedIdsAtom,
} from "@/features/recently-viewed/stores/recently-viewed";
import "./recently-viewed.css";
import { useI18n } from "@/lib/i18n/i18n-context";

interface RecentlyViewedProps {
  /** The product on screen: it is not shown among the ones viewed before. */
  excludeId?: number;
  perView?: SlidesPerView;
  /** The carousel's class, so it looks like the page's other product rows. */
  carouselClassName?: string;
}

/**
 * The "Recently viewed" carousel with its Clear button (issue 16). The list is the device's, so
 * the server renders nothing here and neither does hydration; it appears once the stored list is
 * read, and only when it has products to show. Where it sits on a page matters: see
 * docs/design-notes.md (no layout shift).
 */
export function RecentlyViewed({
  excludeId,
  perView = PRODUCT_CAROUSEL_PER_VIEW,
  carouselClassName = "product-carousel",
}: RecentlyViewedProps) {
  const { t } = useI18n();
  const ids = useAtomValue(recentlyViewedIdsAtom).filter((id) => id !== excludeId);
  const clear = useSetAtom(clearViewedAtom);
  const [cleared, setCleared] = useState(false);
  const state = useViewedProducts(ids);

  if (ids.length === 0) return cleared ? <ClearedNote /> : null;
  if (state.status === "loaded" && state.products.length === 0) return null;

  return (
    <div className="recently-viewed">
      <div className="recently-viewed__head">
        <h2 className="recently-viewed__title">{t("recentlyViewed.title")}</h2>
        <button
          type="button"
          className="button button--secondary recently-viewed__clear"
          onClick={() => {
            clear();
            setCleared(true);
          }}
        >
          {t("recentlyViewed.clear")}
          <span className="visually-hidden">{t("recentlyViewed.clearWhat")}</span>
        </button>
      </div>
      {state.status === "error" ? (
        <LoadFailure message={t("recentlyViewed.failed")} />
      ) : state.status === "loaded" ? (
        <ProductCarousel
          label={t("recentlyViewed.title")}
          products={state.products}
          perView={perView}
          className={carouselClassName}
        />
      ) : (
        <CarouselSkeleton
          label={t("carousel.loading", { label: t("recentlyViewed.title") })}
          perView={perView}
          className={carouselClassName}
        />
      )}
    </div>
  );
}

type ViewedState =
  { status: "loading" } | { status: "error" } | { status: "loaded"; products: ViewedProducts["products"] };

/**
 * The listed products, in the list's order, from the clientLoader of routes/recently-viewed.ts
 * through a fetcher. The last answer serves while it covers the list (Clear, or the product on
 * screen left out, filters what is in hand); a product opened since is read with the others.
 * Products the catalogue no longer returns leave the list.
 */
function useViewedProducts(ids: readonly number[]): ViewedState {
  const fetcher = useFetcher<LoadResult<ViewedProducts>>();
  const forget = useSetAtom(forgetViewedAtom);
  const answer = fetcher.data?.status === "loaded" ? fetcher.data.data : null;
  const answered = new Set([...(answer?.products.map((product) => product.id) ?? []), ...(answer?.gone ?? [])]);
  const unreadKey = ids.filter((id) => !answered.has(id)).join(",");
  const load = useEffectEvent(() => fetcher.load(`/recently-viewed?ids=${ids.join(",")}`));

  useEffect(() => {
    if (unreadKey !== "") void load();
  }, [unreadKey]);
  useEffect(() => {
    if (answer && answer.gone.length > 0) forget(answer.gone);
  }, [answer, forget]);

  if (unreadKey === "") {
    const products = new Map(answer?.products.map((product) => [product.id, product]));
    return { status: "loaded", products: ids.flatMap((id) => products.get(id) ?? []) };
  }
  return fetcher.state === "idle" && fetcher.data?.status === "error" ? { status: "error" } : { status: "loading" };
}

/** Clear took away the button that had the focus: the focus and the word go to what replaced it. */
function ClearedNote() {
  const ref = useRef<HTMLParagraphElement>(null);
  const { t } = useI18n();
  useEffect(() => ref.current?.focus(), []);
  return (
    <p className="recently-viewed__cleared" role="status" tabIndex={-1} ref={ref}>
      {t("recentlyViewed.cleared")}
    </p>
  );
}
