import { lazy, memo } from "react";
import { Outlet, useLocation } from "react-router";
import { Toaster } from "@/components/toast";
import type { LogoState, MenuCategoriesState } from "@/features/shell/api/shell-data";
import { SiteHeader } from "@/features/shell/components/site-header";
import { SkipLink } from "@/features/shell/components/skip-link";
import { hidesSiteChrome } from "@/features/shell/utils/site-chrome";
import { useCartLinesOfCustomer } from "@/lib/cart-lines";
import { HydrationUnit } from "@/lib/page-start/hydration-unit";
import { ShopperProvider } from "@/lib/shopper";
import { WishlistAnswers } from "@/lib/wishlist-change";

/**
 * Parts of the frame no first screen needs, their code loaded once the frame has hydrated (design
 * notes, "JavaScript before interaction"): the footer holds only links, which work as plain
 * anchors until then, the back-in-stock notice shows nothing until the shopper's alerts are
 * known, and the back-to-top button (below) nothing until the page is scrolled. The server renders both in place (it waits for the whole page), and each hydrates on its
 * own when its code has come.
 */
const SiteFooter = lazy(() =>
  import("@/features/shell/components/site-footer").then(({ SiteFooter }) => ({ default: SiteFooter })),
);
const BackInStockNotice = lazy(() =>
  import("@/features/stock-alerts/components/back-in-stock-notice").then(({ BackInStockNotice }) => ({
    default: BackInStockNotice,
  })),
);

/** Shows nothing until the page is scrolled (the server renders nothing there either). */
const ScrollToTopButton = lazy(() =>
  import("@/features/shell/components/scroll-to-top-button").then(({ ScrollToTopButton }) => ({
    default: ScrollToTopButton,
  })),
);

const TOP_ID = "top";
const MAIN_ID = "main";

/**
 * The page frame around every route (SPEC.md section 2): skip link, header, the screen, footer,
 * the back-in-stock notice, the back-to-top button and the toasts, inside the shopper's read
 * (src/lib/shopper.tsx). The logo and the category tree come from the root route's loader and are
 * shared by the header and the footer. Memoised on them: React Router
 * renders the root route again on every change of its state (its clientLoader's run right after
 * hydration among them), and the frame needs rendering only when they change.
 */
export const SiteFrame = memo(function SiteFrame({
  logo,
  categories,
}: {
  logo: LogoState;
  categories: MenuCategoriesState;
}) {
  const { pathname } = useLocation();
  const withChrome = !hidesSiteChrome(pathname);

  return (
    <ShopperProvider>
      <div className="app" id={TOP_ID} tabIndex={-1}>
        <SkipLink targetId={MAIN_ID} />
        {withChrome && <SiteHeader logo={logo} categories={categories} />}
        <main id={MAIN_ID} className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
        {withChrome && (
          <HydrationUnit>
            <SiteFooter categories={categories} />
          </HydrationUnit>
        )}
        {withChrome && (
          <HydrationUnit>
            <BackInStockNotice />
          </HydrationUnit>
        )}
        <HydrationUnit>
          <ScrollToTopButton focusTargetId={TOP_ID} />
        </HydrationUnit>
        <Toaster />
        <WishlistAnswers />
        <CustomerCart />
      </div>
    </ShopperProvider>
  );
});

/**
 * Keeps a customer's cart lines loaded (src/lib/cart-lines.ts). A component of its own: the
 * session's answer, which comes right after hydration, re-renders only what shows it, not the
 * whole header and footer with the frame.
 */
function CustomerCart() {
  useCartLinesOfCustomer();
  return null;
}
