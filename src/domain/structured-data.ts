/**
 * schema.org JSON-LD for search engines (issue 13): built from the app's own types, so the
 * structured data always says what the page shows. `origin` is the site's absolute origin.
 */
import type { ProductListingPaths } from "./catalogue";
import { rupeesDecimalText } from "./money";
import type { Product } from "./product";

const SCHEMA = "https://schema.org";

export function productUrl(origin: string, productId: number): string {
  return `${origin}/product/${productId}`;
}

/**
 * A Product with its Offer (price in rupees, availability from stock) and AggregateRating, and the
 * colours, sizes and material the page offers. The shop API knows no brand, so none is claimed.
 */
export function productJsonLd(origin: string, product: Product) {
  const images = product.images.length > 0 ? product.images : product.imageUrl ? [product.imageUrl] : [];
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
      url: productUrl(origin, product.id),
      priceCurrency: "INR",
      price: rupeesDecimalText(product.discountPrice),
      availability: product.stock > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
    },
    ...(product.ratings > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            ratingCount: product.ratings,
            bestRating: 5,
            worstRating: 1,
          },
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

/** The shop itself, with its logo when it has one. */
export function organizationJsonLd(origin: string, name: string, logoUrl: string | null) {
  return {
    "@context": SCHEMA,
    "@type": "Organization",
    name,
    url: `${origin}/`,
    ...(logoUrl ? { logo: logoUrl } : {}),
  };
}

/** The site, with the search box's target (/search?q=...) as its SearchAction. */
export function webSiteJsonLd(origin: string, name: string) {
  return {
    "@context": SCHEMA,
    "@type": "WebSite",
    name,
    url: `${origin}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/**
 * The products a listing page shows, in order; `firstPosition` is the place of the first one in
 * the whole list (13 on page 2 of 12 a page). numberOfItems counts what it lists, not the whole
 * listing (issue 26).
 */
export function itemListJsonLd(origin: string, products: readonly Pick<Product, "id" | "name">[], firstPosition = 1) {
  return {
    "@context": SCHEMA,
    "@type": "ItemList",
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      "@type": "ListItem",
      position: firstPosition + index,
      url: productUrl(origin, product.id),
      name: product.name,
    })),
  };
}

/** Home › group › subcategory › product, with the links the product page shows (productListingPaths). */
export function productBreadcrumbJsonLd(origin: string, product: Product, paths: ProductListingPaths) {
  const crumbs: BreadcrumbStep[] = [{ name: "Home", url: `${origin}/` }];
  if (product.category && paths.group) crumbs.push({ name: product.category, url: `${origin}${paths.group}` });
  if (product.subcategory && paths.subcategory)
    crumbs.push({ name: product.subcategory, url: `${origin}${paths.subcategory}` });
  crumbs.push({ name: product.name, url: productUrl(origin, product.id) });
  return breadcrumbJsonLd(crumbs);
}

/** A meta description: the text on one line, cut at a word near `max` characters. */
export function metaDescription(text: string, max = 160): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}
