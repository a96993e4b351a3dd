import type { Route } from "./+types/sitemap";
import { shopOf } from "@/app/shop.server";
import { siteUrl } from "@functions/_shared/config";
import { sitemapUrls, sitemapXml } from "@/app/sitemap.server";

const CACHED = "public, max-age=0, s-maxage=3600, stale-while-revalidate=300";

const notFound = () =>
  new Response("No such sitemap.\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHED },
  });

/**
 * /sitemap.xml, and /sitemap/{n}.xml once the catalogue needs an index (src/app/sitemap.server.ts),
 * read from the shop API. Cached by the CDN for an hour; a new product appears within that.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const origin = siteUrl();
  let part: number | null = null;
  if (params.part !== undefined) {
    const file = /^([1-9]\d{0,5})\.xml$/.exec(params.part);
    if (!file) return notFound();
    part = Number(file[1]);
  }
  const { api } = shopOf(context);
  const [categories, products, updates] = await Promise.all([
    api.getCategories(),
    api.getProducts(),
    api.getProductUpdates(),
  ]);
  const body = sitemapXml(origin, sitemapUrls(categories, products, updates), part);
  if (body === null) return notFound();
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHED } });
}
