import type { Route } from "./+types/home";
import { useLoaderData } from "react-router";
import { LoadFailure } from "@/components/load-failure";
import { SHOP_NAME } from "@/domain/shop-name";
import { WidgetBoundary } from "@/components/widget-boundary";
import { productCardData, type HeaderGroupCards } from "@/domain/product";
import { organizationJsonLd, webSiteJsonLd } from "@/domain/site-structured-data";
import { HeaderGroupLists } from "@/features/home/components/header-group-lists";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { HeroBanner } from "@/features/home/components/hero-banner";
import { HOME_CAROUSEL_PER_VIEW, HomeProductCarousel } from "@/features/home/components/product-carousel";
import { TopDeals } from "@/features/home/components/top-deals";
import { pickRecommended, pickTopDeals } from "@/features/home/utils/pick-products";
import { HydrationUnit } from "@/lib/page-start/hydration-unit";
import { lazyPart } from "@/lib/page-start/lazy-part";
import { headTags, previewSource } from "@/app/page-meta";
import { useRootData } from "@/app/root-data";
import { shopOf } from "@/app/shop.server";
import { siteUrl } from "@functions/_shared/config";
import { localeOfPath } from "@domain/locale";

/**
 * Parts of the page below its first screen whose code comes once the frame has hydrated, not with
 * the page (design notes, "JavaScript before interaction"); the server renders them in place and
 * each hydrates when its code has come. The device's recently viewed products show nothing on the
 * server (the list is in the browser's storage); the products banner is a link, which works as a
 * plain anchor until then; the brands' row is the page's last.
 */
const { Part: RecentlyViewed, preload: preloadRecentlyViewed } = lazyPart(() =>
  import("@/features/recently-viewed/components/recently-viewed").then(({ RecentlyViewed }) => RecentlyViewed),
);
const { Part: ProductsBanner, preload: preloadProductsBanner } = lazyPart(() =>
  import("@/features/home/components/products-banner").then(({ ProductsBanner }) => ProductsBanner),
);
const { Part: BrandsCarousel, preload: preloadBrandsCarousel } = lazyPart(() =>
  import("@/features/home/components/brands-carousel").then(({ BrandsCarousel }) => BrandsCarousel),
);

/**
 * The header groups (GET /api/header-groups's data) feed top deals, the grouped lists and the
 * recommendations, their products as the cards show them. A failure throws: the ErrorBoundary
 * shows the same page with SPEC.md's message and Retry in place of the products.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = shopOf(context);
  const groups: HeaderGroupCards[] = (await shop.api.getHeaderGroups()).map((group) => ({
    id: group.id,
    name: group.name,
    products: group.products.map(productCardData),
  }));
  const origin = siteUrl();
  // The WebSite data is made here and handed to meta as it is: the page's script carries the data
  // (in the HTML) rather than the code that builds it, which / has no bytes for.
  const webSite = webSiteJsonLd(origin, SHOP_NAME, localeOfPath(new URL(request.url).pathname));
  return { groups, origin, webSite };
}

/**
 * A client navigation to / waits for the code of the parts below the first screen with the data,
 * so the page shows whole, its error screen too (the first page's HTML has them already, and this
 * does not run then).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const parts = Promise.all([preloadRecentlyViewed(), preloadProductsBanner(), preloadBrandsCarousel()]);
  try {
    return await serverLoader();
  } finally {
    await parts;
  }
}

/** Title, description, canonical URL, Open Graph and Twitter card, Organization and WebSite (with its search). */
export function meta({ loaderData: loaded, matches }: Route.MetaArgs) {
  const { t } = rootTranslator(matches);
  const tags = headTags({
    title: t("home.title"),
    description: t("description"),
    path: loaded ? "/" : undefined,
    preview: previewSource(matches),
  });
  if (!loaded) return tags;
  const logo = matches[0]?.loaderData?.logo;
  const logoUrl = logo?.status === "loaded" ? logo.data.url : null;
  return [
    ...tags,
    { "script:ld+json": organizationJsonLd(loaded.origin, SHOP_NAME, logoUrl) },
    { "script:ld+json": loaded.webSite },
  ];
}

export { publicPageHeaders as headers } from "@/app/cache-headers";

/**
 * The home page (SPEC.md section 2). `groups` null: they could not be loaded, and the lists say so
 * once (the carousels built from them step aside). Each widget has its own boundary so one
 * failing part does not blank the page.
 */
function HomePage({ groups }: { groups: HeaderGroupCards[] | null }) {
  const topDeals = groups && pickTopDeals(groups);
  const recommended = groups && pickRecommended(groups, topDeals ?? []);
  const { imageHost } = useRootData();
  const { t } = useI18n();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t("home.heading")}</h1>
      <WidgetBoundary>
        <HeroBanner imageHost={imageHost} />
      </WidgetBoundary>
      {topDeals && (
        <WidgetBoundary>
          <TopDeals products={topDeals} />
        </WidgetBoundary>
      )}
      <WidgetBoundary>
        {groups ? <HeaderGroupLists groups={groups} /> : <LoadFailure message={t("home.groupsFailed")} />}
      </WidgetBoundary>
      <WidgetBoundary>
        <HydrationUnit>
          <ProductsBanner imageHost={imageHost} />
        </HydrationUnit>
      </WidgetBoundary>
      {recommended && (
        <WidgetBoundary>
          <HomeProductCarousel title={t("home.recommended")} products={recommended} />
        </WidgetBoundary>
      )}
      <WidgetBoundary>
        <HydrationUnit>
          <RecentlyViewed perView={HOME_CAROUSEL_PER_VIEW} carouselClassName="home-carousel" />
        </HydrationUnit>
      </WidgetBoundary>
      <WidgetBoundary>
        <HydrationUnit>
          <BrandsCarousel imageHost={imageHost} />
        </HydrationUnit>
      </WidgetBoundary>
    </div>
  );
}

function HomeRoute() {
  const { groups } = useLoaderData<typeof loader>();
  return <HomePage groups={groups} />;
}

export function ErrorBoundary() {
  return <HomePage groups={null} />;
}

export default HomeRoute;
