/**
 * The head of a listing page (issues 13 and 26): title (with its page number beyond the first),
 * description, canonical URL, Open Graph and Twitter card, and JSON-LD: the page's products as
 * an ItemList and where it sits as a BreadcrumbList.
 */
import { SHOP_NAME } from "@/domain/shop-name";
import type { Translator } from "@/lib/i18n/translator";
import { headTags, previewSource, type PreviewSource } from "./page-meta";
import { rootTranslator } from "./root-translator";
import { listingPath } from "@/domain/listing-paths";
import { PRODUCTS_PAGE_SIZE, type ProductCardData } from "@/domain/product";
import {
  breadcrumbJsonLd,
  itemListJsonLd,
  metaDescription,
  pageUrl,
  type BreadcrumbStep,
} from "@/domain/structured-data";
import type { Locale } from "@domain/locale";

interface ListingHead {
  origin: string;
  /** The listing's canonical path (see listingPath), without its page. */
  canonicalPath: string;
  /** 1-based; pages beyond the first are their own canonical URL, with `page`. */
  page: number;
  title: string;
  description: string;
  products: readonly ProductCardData[];
  /** After Home, each with a path. */
  crumbs: readonly { name: string; path: string }[];
  /** Search results are not worth an entry of their own in an index, but their links are. */
  noindex?: boolean;
  preview: PreviewSource | undefined;
  /** The page's words and language (rootTranslator). */
  t: Translator["t"];
  locale: Locale;
}

/** For pages crawlers should follow the links of but not index: search results, even empty ones. */
export const NOINDEX_FOLLOW = { name: "robots", content: "noindex, follow" };

export function listingMeta(head: ListingHead) {
  const path = pathWith(head.canonicalPath, { page: head.page > 1 ? head.page : null });
  const title = head.page > 1 ? head.t("listing.titlePage", { title: head.title, page: head.page }) : head.title;
  const description = metaDescription(head.description);
  const image = head.products.find((product) => product.imageUrl)?.imageUrl;
  const site = { origin: head.origin, locale: head.locale };
  const crumbs: BreadcrumbStep[] = [
    { name: head.t("listing.home"), url: pageUrl(site, "/") },
    ...head.crumbs.map((crumb) => ({ name: crumb.name, url: pageUrl(site, crumb.path) })),
  ];
  return [
    ...headTags({ title, description, path, image, preview: head.preview }),
    ...(head.noindex ? [NOINDEX_FOLLOW] : []),
    {
      "script:ld+json": itemListJsonLd(site, head.products, (head.page - 1) * PRODUCTS_PAGE_SIZE + 1),
    },
    { "script:ld+json": breadcrumbJsonLd(crumbs) },
  ];
}

/** `path?query` with the given parameters after the path's own, leaving out the absent ones. */
export function pathWith(path: string, params: Record<string, string | number | null | undefined>): string {
  const [pathname = "", own = ""] = path.split("?");
  const search = new URLSearchParams(own);
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** The head of a subcategory page (/men/shirts, /baby-care, /studio/design). */
export function subcategoryMeta(
  loaded: Awaited<ReturnType<typeof import("./catalogue.server").readSubcategoryListing>> | undefined,
  matches: readonly unknown[],
  title?: string,
) {
  const { t, locale } = rootTranslator(matches);
  if (!loaded?.found || !loaded.result) return [{ title: `${t("listing.categoryNotFoundTitle")} | ${SHOP_NAME}` }];
  const { found, result, origin, page } = loaded;
  const name = title ?? found.subcategory.name;
  const path = listingPath(found.group, found.subcategory);
  return listingMeta({
    origin,
    canonicalPath: path,
    page,
    title: title ?? `${found.subcategory.name} – ${found.group.name}`,
    description: t("listing.subcategoryDescription", { name, total: result.total, group: found.group.name }),
    products: result.items,
    preview: previewSource(matches),
    t,
    locale,
    crumbs: [
      { name: found.group.name, path: listingPath(found.group) },
      { name: found.subcategory.name, path },
    ],
  });
}
