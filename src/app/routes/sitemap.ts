import type { LoaderFunctionArgs } from "react-router";
import { listingPath } from "@/domain/catalogue";
import { productUrl } from "@/domain/structured-data";
import { shopApi } from "@/app/shop.server";

/**
 * The pages that are neither a listing nor a product. Pages that show what one browser keeps
 * (/compare, the cart, the wishlist) are no one else's, and the listings (/studio/design,
 * /kids/baby-care) come from the category tree, under their canonical URLs only.
 */
const STATIC_PATHS = ["/", "/all-product", "/contact"];

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * /sitemap.xml: every public page, listing and product, each once under its canonical URL, read
 * from the shop API (issues 13 and 26). Cached by the CDN for an hour; a new product appears
 * within that.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const api = shopApi();
  const [categories, products] = await Promise.all([api.getCategories(), api.getProducts()]);
  const urls = new Set([
    ...STATIC_PATHS.map((path) => `${origin}${path}`),
    ...categories.flatMap((group) => [
      `${origin}${listingPath(group)}`,
      ...group.subcategories.map((subcategory) => `${origin}${listingPath(group, subcategory)}`),
    ]),
    ...products.map((product) => productUrl(origin, product.id)),
  ]);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...[...urls].map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
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
