import type { LoaderFunctionArgs } from "react-router";
import { listingPath } from "@/domain/catalogue";
import type { Product } from "@/domain/product";
import { shopApi } from "@/app/shop.server";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The latest of the times (all in the shop API's one ISO 8601 UTC format, so text order is time order). */
function latest(times: Iterable<string | undefined>): string | undefined {
  let last: string | undefined;
  for (const time of times) if (time !== undefined && (last === undefined || time > last)) last = time;
  return last;
}

/**
 * /sitemap.xml: every public page, listing and product, each once under its canonical URL, read
 * from the shop API (issues 13 and 26). Cached by the CDN for an hour; a new product appears
 * within that.
 *
 * <lastmod>: a product page's is when its row last changed (GET /api/GetProductUpdates); a
 * listing's, and the home page's, the latest of the products it lists. /contact's is not known, so
 * it has none, and none has one when the shop API does not say.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const api = shopApi();
  const [categories, products, updates] = await Promise.all([
    api.getCategories(),
    api.getProducts(),
    api.getProductUpdates(),
  ]);
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
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...urls].map(
      ([path, lastmod]) =>
        `  <url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=300",
    },
  });
}
