import type { Route } from "./+types/wishlist";
import { useLoaderData } from "react-router";
import { loadSessionUser, privateMeta, PrivateScreenLoading } from "@/app/private-route";
import { PageTitle } from "@/components/page-title";
import { rootTranslator } from "@/app/root-translator";
import { useI18n } from "@/lib/i18n/i18n-context";
import { getWishlistProducts, type WishlistProducts } from "@/features/wishlist/api/get-wishlist-products";
import {
  WISHLIST_PRODUCTS_FAILED,
  WishlistFrame,
  WishlistScreen,
  WishlistSkeleton,
} from "@/features/wishlist/components/wishlist-screen";
import type { SettledPart } from "@/lib/load-result";
import { WISHLIST_FETCH_FAILED } from "@/domain/wishlist";
import { customerWishlistIds } from "@/stores/customer-wishlist-ids";
import { storedGuestWishlistIds } from "@/stores/wishlist";

/**
 * The wishlist's products: a guest's list is the browser's cookie, a customer's the one the page
 * frame's store holds from the server. Removing an item changes the store at once (and the screen
 * with it); the products are read again only on the next visit or a Retry.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<SettledPart<WishlistProducts>> {
  const { signal } = request;
  const session = await loadSessionUser(signal);
  if (session.status === "error") return failed(WISHLIST_FETCH_FAILED);
  const ids = session.data === null ? storedGuestWishlistIds() : await customerWishlistIds(signal);
  if (ids === null) return failed(WISHLIST_FETCH_FAILED);
  try {
    return { status: "loaded", data: await getWishlistProducts(ids) };
  } catch (error) {
    if (signal.aborted) throw error;
    console.warn("Wishlist products could not be loaded:", error instanceof Error ? error.message : error);
    return failed(WISHLIST_PRODUCTS_FAILED);
  }
}
clientLoader.hydrate = true as const;

function failed(message: string): SettledPart<WishlistProducts> {
  return { status: "error", message };
}

/** /wishlist: the saved products of SPEC.md sections 2 to 5. */
function WishlistRoute() {
  const { t } = useI18n();
  return (
    <>
      <PageTitle>{t("wishlist.title")}</PageTitle>
      <WishlistScreen wishlist={useLoaderData<typeof clientLoader>()} />
    </>
  );
}

export function HydrateFallback() {
  return (
    <WishlistFrame>
      <PrivateScreenLoading>
        <WishlistSkeleton />
      </PrivateScreenLoading>
    </WishlistFrame>
  );
}

export default WishlistRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { headers } from "@/app/private-route";
export const meta: Route.MetaFunction = (args) => privateMeta(rootTranslator(args.matches).t("wishlist.title"))(args);
