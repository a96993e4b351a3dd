/**
 * The sitemap (issues 13, 26, 29 and 38): every public page, listing and product once in each
 * language, under its canonical URL, with when it last changed and the same page in every language
 * (`xhtml:link` hreflang alternates, as the pages' heads name them). One `<urlset>` at
 * /sitemap.xml while the URLs fit in one file; past that, /sitemap.xml is a `<sitemapindex>`
 * naming /sitemap/1.xml, /sitemap/2.xml... of at most `maxUrls` each (sitemaps.org allows 50,000
 * per file).
 */
import type { Category } from "@/domain/catalogue";
import { listingPath } from "@/domain/listing-paths";
import { DEFAULT_LOCALE, LANGUAGE_TAG, LOCALES, localizedPath, type Locale } from "@domain/locale";
import type { Product } from "@/domain/product";

/** sitemaps.org's most URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/** SPEC's path (no language prefix) -> lastmod (undefined when not known), in the sitemap's order. */
export type SitemapUrls = ReadonlyMap<string, string | undefined>;

/** One `<url>` of a file: a page in one language. */
interface SitemapEntry {
  path: string;
  locale: Locale;
  lastmod: string | undefined;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The latest of the times (all in the shop API's one ISO 8601 UTC format, so text order is time order). */
function latest(times: Iterable<string | undefined>): string | undefined {
  let last: string | undefined;
  for (const time of times) if (time !== undefined && (last === undefined || time > last)) last = time;
  return last;
}

/**
 * The URLs from the shop's tree, products and their last changes (null when the shop API does
 * not say). A product page's lastmod is when its row last changed; a listing's, and the home
 * page's, the latest of the products it lists; /contact's is not known.
 */
export function sitemapUrls(
  categories: readonly Category[],
  products: readonly Product[],
  updates: ReadonlyMap<number, string> | null,
): SitemapUrls {
  const changed = (test: (product: Product) => boolean) =>
    latest(products.filter(test).map((product) => updates?.get(product.id)));
  // Pages that show what one browser keeps (/compare, the cart, the wishlist) are no one else's;
  // the listings (/studio/design, /kids/baby-care) come from the tree, under their canonical URLs.
  const entries: (readonly [path: string, lastmod: string | undefined])[] = [
    ["/", changed(() => true)],
    ["/all-product", changed(() => true)],
    ["/contact", undefined],
    ...categories.flatMap((group) => [
      [listingPath(group), changed((product) => product.categoryId === group.id)] as const,
      ...group.subcategories.map(
        (subcategory) =>
          [listingPath(group, subcategory), changed((product) => product.subcategoryId === subcategory.id)] as const,
      ),
    ]),
    ...products.map((product) => [`/product/${product.id}`, updates?.get(product.id)] as const),
  ];
  // One entry per URL, whatever two groups or a product's id would make of it.
  const urls = new Map<string, string | undefined>();
  for (const [path, lastmod] of entries) if (!urls.has(path)) urls.set(path, lastmod);
  return urls;
}

const lastmodTag = (lastmod: string | undefined) => (lastmod ? `<lastmod>${lastmod}</lastmod>` : "");

/** Each page once per language, the languages of a page side by side. */
const entries = (urls: SitemapUrls): SitemapEntry[] =>
  [...urls].flatMap(([path, lastmod]) => LOCALES.map((locale) => ({ path, locale, lastmod })));

function urlTag(origin: string, { path, locale, lastmod }: SitemapEntry): string {
  const url = (language: Locale) => escapeXml(`${origin}${localizedPath(language, path)}`);
  const alternate = (hreflang: string, language: Locale) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(language)}"/>`;
  // Every language's entry names them all, itself included: Google asks for the links both ways.
  const alternates = [
    ...LOCALES.map((language) => alternate(LANGUAGE_TAG[language], language)),
    alternate("x-default", DEFAULT_LOCALE),
  ];
  return `  <url><loc>${url(locale)}</loc>${lastmodTag(lastmod)}${alternates.join("")}</url>`;
}

function urlset(origin: string, urls: readonly SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.map((entry) => urlTag(origin, entry)),
    "</urlset>",
    "",
  ].join("\n");
}

/** The path of the sitemap file `part` (1-based) of an index. */
export const sitemapPartPath = (part: number) => `/sitemap/${part}.xml`;

/**
 * The XML of /sitemap.xml (`part` null) or of /sitemap/{part}.xml; null when there is no such
 * file (no index while the URLs fit in one file, or a part past the last). `maxUrls` counts
 * `<url>`s: each page's languages.
 */
export function sitemapXml(
  origin: string,
  urls: SitemapUrls,
  part: number | null,
  maxUrls: number = SITEMAP_MAX_URLS,
): string | null {
  const all = entries(urls);
  const parts = Math.ceil(all.length / maxUrls);
  if (parts <= 1) return part === null ? urlset(origin, all) : null;
  if (part === null) {
    const files = Array.from({ length: parts }, (_, index) => {
      const lastmod = latest(all.slice(index * maxUrls, (index + 1) * maxUrls).map((entry) => entry.lastmod));
      return `  <sitemap><loc>${escapeXml(`${origin}${sitemapPartPath(index + 1)}`)}</loc>${lastmodTag(lastmod)}</sitemap>`;
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...files,
      "</sitemapindex>",
      "",
    ].join("\n");
  }
  if (part < 1 || part > parts) return null;
  return urlset(origin, all.slice((part - 1) * maxUrls, part * maxUrls));
}
