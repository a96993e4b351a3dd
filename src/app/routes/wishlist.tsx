import { privateMeta } from "@/app/private-route";
import { PageTitle } from "@/components/page-title";
import { WishlistScreen } from "@/features/wishlist/components/wishlist-screen";

/** /wishlist: the saved products of SPEC.md sections 2 to 5. */
function WishlistRoute() {
  return (
    <>
      <PageTitle>My Wishlist</PageTitle>
      <WishlistScreen />
    </>
  );
}

export default WishlistRoute;
export { ErrorScreen as ErrorBoundary } from "@/components/error-screen";
export { clientLoader, HydrateFallback, headers } from "@/app/private-route";
export const meta = privateMeta("My Wishlist");
