import type { Route } from "./+types/wishlist";
import { data, useLoaderData } from "react-router";
import { privateMeta, PrivateScreenLoading } from "@/app/private-route";
import { cookieHeaders } from "@/app/shop.server";
import { readShopper } from "@/app/shopper.server";
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

/** The shopper's list, read on the page server as the page frame's shopper is (a guest's cookie merged once signed in). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { shopper, cookies } = await readShopper(request, context);
  return data(shopper.wishlist, { headers: cookieHeaders(cookies) });
}

/**
 * The wishlist's products, read in the browser from the list's ids. What the shopper removes
 * leaves the screen at once (the change on its way, then the shopper's list); the products are
 * read again only on the next visit or a Retry.
 */
export async function clientLoader({
  request,
  serverLoader,
}: Route.ClientLoaderArgs): Promise<SettledPart<WishlistProducts>> {
  const { signal } = request;
  const wishlist = await serverLoader().catch((error: unknown) => {
    if (signal.aborted) throw error;
    console.warn(WISHLIST_FETCH_FAILED, error);
    return { status: "error" } as const;
  });
  if (wishlist.status === "error") return failed(WISHLIST_FETCH_FAILED);
  const { ids } = wishlist;
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
