/**
 * The head of a catalogue page (issue 13): title, description, canonical URL, Open Graph and
 * Twitter card, and JSON-LD: the page's products as an ItemList and where it sits as a
 * BreadcrumbList.
 */
import { SHOP_TITLE } from "@/components/page-title";
import { headTags } from "./page-meta";
import { PRODUCTS_PAGE_SIZE, type ProductCardData } from "@/domain/product";
import { breadcrumbJsonLd, itemListJsonLd, metaDescription, type BreadcrumbStep } from "@/domain/structured-data";

interface ListingHead {
  origin: string;
  /** Path plus the query parameters that make the page what it is (cat, subcat, q, page). */
  canonicalPath: string;
  title: string;
  description: string;
  products: readonly ProductCardData[];
  /** Position of the first product in the whole list. */
  firstPosition: number;
  total: number;
  /** After Home, each with a path. */
  crumbs: readonly { name: string; path: string }[];
}

export function listingMeta(head: ListingHead) {
  const url = `${head.origin}${head.canonicalPath}`;
  const description = metaDescription(head.description);
  const image = head.products.find((product) => product.imageUrl)?.imageUrl;
  const crumbs: BreadcrumbStep[] = [
    { name: "Home", url: `${head.origin}/` },
    ...head.crumbs.map((crumb) => ({ name: crumb.name, url: `${head.origin}${crumb.path}` })),
  ];
  return [
    ...headTags({ title: head.title, description, url, image }),
    { "script:ld+json": itemListJsonLd(head.origin, head.products, head.firstPosition, head.total) },
    { "script:ld+json": breadcrumbJsonLd(crumbs) },
  ];
}

/** `path?query` with the given parameters in this order, leaving out the absent ones. */
export function pathWith(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The head of a subcategory page (/men/shirts, /baby-care, /studio/design). */
export function subcategoryMeta(
  loaded: Awaited<ReturnType<typeof import("./catalogue.server").readSubcategoryListing>> | undefined,
  path: string,
  title?: string,
) {
  if (!loaded?.found || !loaded.result) return [{ title: `Category not found | ${SHOP_TITLE}` }];
  const { found, result, origin, page } = loaded;
  const name = title ?? found.subcategory.name;
  return listingMeta({
    origin,
    canonicalPath: pathWith(path, { page: page > 1 ? page : null }),
    title: title ?? `${found.subcategory.name} – ${found.group.name}`,
    description: `${name}: ${result.total} products in ${found.group.name}, with prices in rupees.`,
    products: result.items,
    firstPosition: (page - 1) * PRODUCTS_PAGE_SIZE + 1,
    total: result.total,
    crumbs: [
      { name: found.group.name, path: `/filter-side?cat=${found.group.id}` },
      { name: found.subcategory.name, path },
    ],
  });
}
