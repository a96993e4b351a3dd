import { PageTitle } from "@/components/page-title";
import { WidgetBoundary } from "@/components/widget-boundary";
import { useHeaderGroups } from "@/features/home/api/get-header-groups";
import { BrandsCarousel } from "@/features/home/components/brands-carousel";
import { HeaderGroupLists } from "@/features/home/components/header-group-lists";
import { HeroBanner } from "@/features/home/components/hero-banner";
import { HomeProductCarousel } from "@/features/home/components/product-carousel";
import { ProductsBanner } from "@/features/home/components/products-banner";
import { TopDeals } from "@/features/home/components/top-deals";
import { pickRecommended, pickTopDeals } from "@/features/home/utils/pick-products";

/**
 * The home page (SPEC.md section 2). The header groups are fetched once here and shared by top
 * deals, the grouped lists and the recommendations; each widget has its own boundary so one
 * failing part does not blank the page.
 */
function HomeRoute() {
  const groups = useHeaderGroups();
  const loaded = groups.status === "loaded" ? groups.data.groups : null;
  const topDeals = loaded && pickTopDeals(loaded);
  const recommended = loaded && pickRecommended(loaded, topDeals ?? []);
  // On failure the grouped lists show SPEC.md's message once; the carousels built from the same
  // data step aside instead of repeating it.
  const failed = groups.status === "error";

  return (
    <div className="home">
      <PageTitle>Clothing, home and living, beauty</PageTitle>
      <h1 className="visually-hidden">Shop clothing, home and living, beauty and more</h1>
      <WidgetBoundary>
        <HeroBanner />
      </WidgetBoundary>
      {!failed && (
        <WidgetBoundary>
          <TopDeals products={topDeals} />
        </WidgetBoundary>
      )}
      <WidgetBoundary>
        <HeaderGroupLists state={groups} />
      </WidgetBoundary>
      <WidgetBoundary>
        <ProductsBanner />
      </WidgetBoundary>
      {!failed && (
        <WidgetBoundary>
          <HomeProductCarousel title="Recommended for you" products={recommended} />
        </WidgetBoundary>
      )}
      <WidgetBoundary>
        <BrandsCarousel />
      </WidgetBoundary>
    </div>
  );
}

export default HomeRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { publicPageHeaders as headers } from "@/app/cache-headers";
