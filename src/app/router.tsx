import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { ErrorScreen } from "../components/error-screen";
import { Loading } from "../components/loading";
import { AppLayout } from "./layout";

/** A lazily loaded route module with its own error boundary: one failing screen shows the
 * catch-all text inside the page frame instead of blanking the page. */
function screen(path: string, load: RouteObject["lazy"]): RouteObject {
  return { path, lazy: load, ErrorBoundary: ErrorScreen };
}

/**
 * Every screen of SPEC.md section 2, one lazy module per route (route-level code splitting). Static segments outrank the /:group/:subcategory
 * pattern, so /product/12 and /studio/design reach their own screens.
 */
export const router = createBrowserRouter([
  {
    Component: AppLayout,
    ErrorBoundary: ErrorScreen,
    HydrateFallback: Loading,
    children: [
      { index: true, lazy: () => import("./routes/home"), ErrorBoundary: ErrorScreen },
      screen("all-product", () => import("./routes/catalogue")),
      screen("filter-side", () => import("./routes/catalogue")),
      screen("search", () => import("./routes/search")),
      screen("product/:id", () => import("./routes/product")),
      screen("compare", () => import("./routes/compare")),
      screen("related-products", () => import("./routes/related-products")),
      screen("studio/:service", () => import("./routes/studio")),
      screen("baby-care", () => import("./routes/baby-care")),
      screen("contact", () => import("./routes/contact")),
      screen("wallet", () => import("./routes/wallet")),
      screen("addcart", () => import("./routes/cart")),
      screen("wishlist", () => import("./routes/wishlist")),
      screen("login", () => import("./routes/login")),
      screen("register", () => import("./routes/register")),
      screen("reset-password", () => import("./routes/reset-password")),
      // SPEC.md links the account area as /UserProfile and the account button as /profile.
      screen("UserProfile", () => import("./routes/user-profile")),
      screen("profile", () => import("./routes/user-profile")),
      screen("overview", () => import("./routes/overview")),
      screen("your-address", () => import("./routes/your-address")),
      screen("address-form", () => import("./routes/address-form")),
      // Checkout and orders (SPEC.md sections 2, 4 and 5); /Checkout2 matches too (paths are case-insensitive).
      screen("checkout2", () => import("./routes/checkout")),
      screen("paymentpage", () => import("./routes/payment")),
      screen("checkout", () => import("./routes/checkout-alias")),
      screen("complete", () => import("./routes/complete")),
      screen("order-confirmation", () => import("./routes/order-confirmation")),
      screen("your-orders", () => import("./routes/your-orders")),
      screen("cancellation-form", () => import("./routes/cancellation-form")),
      screen("order-cancelled", () => import("./routes/order-cancelled")),
      screen("track", () => import("./routes/track")),
      screen(":group/:subcategory", () => import("./routes/subcategory")),
      screen("*", () => import("./routes/not-found")),
    ],
  },
]);
