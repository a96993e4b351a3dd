import type { ShouldRevalidateFunctionArgs } from "react-router";
import { data } from "react-router";
import type { Route } from "./+types/shopper";
import type { Shopper } from "@/domain/shopper";
import { WISHLIST_CHANGE_ROUTE } from "@/lib/wishlist-change";
import { NO_STORE } from "@/app/cache-headers";
import { cookieHeaders } from "@/app/shop.server";
import { readShopper } from "@/app/shopper.server";
import { routePathOf } from "@domain/locale";

/**
 * Who is shopping and their wishlist (src/lib/shopper.tsx), read by the page frame's fetcher: the
 * pages are rendered once for everyone, so only this read knows the shopper. Never kept by a cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { shopper, cookies } = await readShopper(request, context);
  return data(shopper, { headers: cookieHeaders(cookies, { "Cache-Control": NO_STORE }) });
}

/**
 * The site server out of reach: the page shows a guest whose list cannot be changed rather than
 * an error in place of the whole page (a fetcher's failure goes to the root's error boundary).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<Shopper> {
  try {
    return await serverLoader();
  } catch (error) {
    console.warn("Could not read who is shopping:", error);
    return { user: null, wishlist: { status: "error" } };
  }
}

/**
 * Read again after the writes React Router revalidates for (a sign-in, a sign-out, a profile's
 * name) and after a wishlist change from a page in either language, which asks no other loader again.
 */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || (formAction !== undefined && routePathOf(formAction) === WISHLIST_CHANGE_ROUTE);
}
