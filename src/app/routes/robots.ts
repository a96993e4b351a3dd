import type { Route } from "./+types/robots";
import { siteUrl } from "@functions/_shared/config";

/** /robots.txt: everything but the API may be crawled; the sitemap is named by its absolute URL. */
export function loader(_args: Route.LoaderArgs) {
  const origin = siteUrl();
  const body = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=300",
    },
  });
}
