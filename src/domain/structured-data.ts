/**
 * schema.org JSON-LD for search engines (issue 13): built from the app's own types, so the
 * structured data always says what the page shows, in the page's language, its links to the
 * pages of that language (issue 38).
 */
import type { ProductListingPaths } from "./listing-paths";
import { structuredDataImageUrl } from "./image-cdn";
import { localizedPath, type Locale } from "./locale";
import { rupeesDecimalText } from "./money";
import type { Product } from "./product";
import { RATING_MAX } from "./review";
import { type ReviewsPage } from "./published-review";

const SCHEMA = "https://schema.org";

/** Where a page's links go: the site's absolute origin and the page's language. */
export interface PageSite {
  origin: string;
  locale: Locale;
}

/** One of the shop's paths (SPEC's) as an absolute URL in the page's language. */
export function pageUrl({ origin, locale }: PageSite, path: string): string {
  return `${origin}${localizedPath(locale, path)}`;
}

const productUrl = (site: PageSite, productId: number) => pageUrl(site, `/product/${productId}`);

/** The rating of the written reviews alone: their mean, to one decimal. */
function writtenAverage(distribution: readonly number[], count: number): number {
  const sum = distribution.reduce((total, reviews, index) => total + reviews * (index + 1), 0);
  return Math.round((sum / count) * 10) / 10;
}

/**
 * The AggregateRating: the vendor's rating and ratings count (SPEC.md's product fields) with the
 * written reviews counted apart; a product the vendor has no ratings for is rated by its written
 * reviews alone.
 */
function aggregateRating(product: Product, reviews: ReviewsPage | null) {
  const written = reviews?.total ?? 0;
  const scale = { bestRating: RATING_MAX, worstRating: 1 };
  if (product.ratings > 0) {
    return {
      "@type": "AggregateRating",
      ratingValue: product.rating,
      ratingCount: product.ratings,
      ...(written > 0 ? { reviewCount: written } : {}),
      ...scale,
    };
  }
  if (reviews && written > 0) {
    return {
      "@type": "AggregateRating",
      ratingValue: writtenAverage(reviews.distribution, written),
      ratingCount: written,
      reviewCount: written,
      ...scale,
    };
  }
  return null;
}

/**
 * A Product with its Offer (price in rupees, availability from stock), AggregateRating and the
 * published reviews the page shows, and the colours, sizes and material the page offers. The shop
 * API knows no brand, so none is claimed.
 */
export function productJsonLd(site: PageSite, product: Product, reviews: ReviewsPage | null = null) {
  const rating = aggregateRating(product, reviews);
  const sources = product.images.length > 0 ? product.images : product.imageUrl ? [product.imageUrl] : [];
  // 1,200 px renditions: what search engines ask of a product's pictures, not the supplier's files.
  const images = sources.map((source) => structuredDataImageUrl(site.origin, source));
  return {
    "@context": SCHEMA,
    "@type": "Product",
    sku: String(product.id),
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    category: [product.category, product.subcategory].filter(Boolean).join(" > "),
    // One text each, as the page lists the choices: Google reads color and size as text.
    ...(product.colors.length > 0 ? { color: product.colors.join(", ") } : {}),
    ...(product.sizes.length > 0 ? { size: product.sizes.join(", ") } : {}),
    ...(product.material ? { material: product.material } : {}),
    offers: {
      "@type": "Offer",
      url: productUrl(site, product.id),
      priceCurrency: "INR",
      price: rupeesDecimalText(product.discountPrice),
      availability: product.stock > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
    },
    ...(rating ? { aggregateRating: rating } : {}),
    ...(reviews && reviews.reviews.length > 0
      ? {
          review: reviews.reviews.map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.author },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.text,
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: RATING_MAX, worstRating: 1 },
          })),
        }
      : {}),
  };
}

export interface BreadcrumbStep {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** A BreadcrumbList of steps already in order, Home first. */
export function breadcrumbJsonLd(crumbs: readonly BreadcrumbStep[]) {
  return {
    "@context": SCHEMA,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * The products a listing page shows, in order; `firstPosition` is the place of the first one in
 * the whole list (13 on page 2 of 12 a page). numberOfItems counts what it lists, not the whole
 * listing (issue 26).
 */
export function itemListJsonLd(site: PageSite, products: readonly Pick<Product, "id" | "name">[], firstPosition = 1) {
  return {
    "@context": SCHEMA,
    "@type": "ItemList",
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      "@type": "ListItem",
      position: firstPosition + index,
      url: productUrl(site, product.id),
      name: product.name,
    })),
  };
}

/**
 * Home › group › subcategory › product, with the links the product page shows (productListingPaths);
 * `home` is the first step's name in the page's language.
 */
export function productBreadcrumbJsonLd(site: PageSite, home: string, product: Product, paths: ProductListingPaths) {
  const crumbs: BreadcrumbStep[] = [{ name: home, url: pageUrl(site, "/") }];
  if (product.category && paths.group) crumbs.push({ name: product.category, url: pageUrl(site, paths.group) });
  if (product.subcategory && paths.subcategory)
    crumbs.push({ name: product.subcategory, url: pageUrl(site, paths.subcategory) });
  crumbs.push({ name: product.name, url: productUrl(site, product.id) });
  return breadcrumbJsonLd(crumbs);
}

/** A meta description: the text on one line, cut at a word near `max` characters. */
export function metaDescription(text: string, max = 160): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}
