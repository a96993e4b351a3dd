/**
 * A customer's own screens (cart, wishlist, account, checkout, payment, orders, sign-in) render in
 * the browser only: their data is the shopper's, which the server never reads. The server answers
 * the page frame with a loading line in the screen's place, a title, `noindex`, and no caching; the
 * browser renders the screen once the page is hydrated.
 */
import type { MetaDescriptor } from "react-router";
import { Loading } from "@/components/loading";
import { SHOP_TITLE } from "@/components/page-title";
import { loadResult, type LoadResult } from "@/lib/load-result";
import { fetchSession } from "@/stores/session";

export async function clientLoader() {
  return null;
}
// Run on the first load too, so the server renders HydrateFallback instead of the screen.
clientLoader.hydrate = true as const;

/** A customer's data as a private route's clientLoader reads it: a guest has none. */
export type CustomerData<T> = { status: "guest" } | LoadResult<T>;

/**
 * The signed-in customer's data for a clientLoader: the session is asked first (GET /api/session,
 * as the page frame's session atom does), so a guest's screen never requests data it would be
 * refused (a 401 in the console); then `load` runs for the customer.
 */
export async function loadCustomerData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal,
): Promise<CustomerData<T>> {
  const session = await loadResult(fetchSession, signal);
  if (session.status === "error") return session;
  if (session.data === null) return { status: "guest" };
  return loadResult(() => load(signal), signal);
}

export function HydrateFallback() {
  return <Loading />;
}

export function privateMeta(title: string): () => MetaDescriptor[] {
  return () => [{ title: `${title} | ${SHOP_TITLE}` }, { name: "robots", content: "noindex" }];
}

export { privatePageHeaders as headers } from "./cache-headers";
