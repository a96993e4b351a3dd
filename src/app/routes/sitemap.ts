import type { LoaderFunctionArgs } from "react-router";
import { productUrl } from "@/domain/structured-data";
import { shopApi } from "@/app/shop.server";

/** The pages every shopper can reach without a category or a product. */
const STATIC_PATHS = [
  "/",
  "/all-product",
  "/compare",
  "/studio/design",
  "/studio/photography",
  "/baby-care",
  "/contact",
];

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * /sitemap.xml: every public page, category and product URL, read from the shop API (issue 13).
 * Cached by the CDN for an hour; a new product appears within that.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const api = shopApi();
  const [categories, products] = await Promise.all([api.getCategories(), api.getProducts()]);
  const urls = [
    ...STATIC_PATHS.map((path) => `${origin}${path}`),
    ...categories.flatMap((group) => [
      `${origin}/filter-side?cat=${group.id}`,
      ...group.subcategories.map((subcategory) => `${origin}/${group.slug}/${subcategory.slug}`),
    ]),
    ...products.map((product) => productUrl(origin, product.id)),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
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
