import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/recently-viewed";
import { parseIdText } from "@/domain/ids";
import { PRODUCTS_MAX_PAGE_SIZE } from "@/domain/product";
import { loadResult } from "@/lib/load-result";
import { getRecentlyViewedProducts } from "@/features/recently-viewed/api/get-recently-viewed-products";

/**
 * The "Recently viewed" row's products (`?ids=`), read by the row's fetcher (decision 025). A
 * resource route with a client loader only: the list is the device's, and the home and product
 * pages that show the row are rendered once for everyone, so no server loader could know it.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const asked = (new URL(request.url).searchParams.get("ids") ?? "").split(",");
  const ids = [...new Set(asked.flatMap((text) => parseIdText(text) ?? []))].slice(0, PRODUCTS_MAX_PAGE_SIZE);
  return loadResult(() => getRecentlyViewedProducts(ids, request.signal), request.signal);
}

/** A write on the page (a cart line, a review) changes no product card: only Retry reads them again. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === undefined && defaultShouldRevalidate;
}
