import { lazy } from "react";
import { Outlet, useLocation } from "react-router";
import { Toaster } from "@/components/toast";
import type { LogoState, MenuCategoriesState } from "@/features/shell/api/shell-data";
import { useSessionLoader } from "@/features/shell/api/load-session";
import { SiteHeader } from "@/features/shell/components/site-header";
import { SkipLink } from "@/features/shell/components/skip-link";
import { hidesSiteChrome } from "@/features/shell/utils/site-chrome";
import { HydrationUnit } from "@/lib/page-start/hydration-unit";
import { useShopperLists } from "@/stores/use-shopper-lists";

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
 * the back-in-stock notice, the back-to-top button and the toasts. The logo and the category tree come from the root
 * route's loader and are shared by the header and the footer.
 */
export function SiteFrame({ logo, categories }: { logo: LogoState; categories: MenuCategoriesState }) {
  const { pathname } = useLocation();
  const withChrome = !hidesSiteChrome(pathname);

  return (
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
      <ShopperSession />
    </div>
  );
}

/**
 * Asks who is signed in and keeps the cart and wishlist in step with it. A component of its own:
 * the answer, which comes right after hydration, re-renders only what shows the session, not the
 * whole header and footer with the frame.
 */
function ShopperSession() {
  useSessionLoader();
  useShopperLists();
  return null;
}
