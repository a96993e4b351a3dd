/**
 * A customer's own screens (cart, wishlist, account, checkout, payment, orders, sign-in) render in
 * the browser only: their data is the shopper's, which the server never reads. The server answers
 * the page frame with a loading line in the screen's place, a title, `noindex`, and no caching; the
 * browser renders the screen once the page is hydrated.
 */
import type { MetaDescriptor } from "react-router";
import { Loading } from "@/components/loading";
import { SHOP_TITLE } from "@/components/page-title";

export async function clientLoader() {
  return null;
}
// Run on the first load too, so the server renders HydrateFallback instead of the screen.
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <Loading />;
}

export function privateMeta(title: string): () => MetaDescriptor[] {
  return () => [{ title: `${title} | ${SHOP_TITLE}` }, { name: "robots", content: "noindex" }];
}

export { privatePageHeaders as headers } from "./cache-headers";
