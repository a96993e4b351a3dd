import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * Every screen of SPEC.md section 2, one module per route (route-level code splitting), all
 * inside root.tsx's page frame. Static segments outrank the /:group/:subcategory pattern, so
 * /product/12 and /studio/design reach their own screens. Paths match case-insensitively, so
 * /Checkout2 reaches checkout2. A module used by two paths needs an id of its own for the second.
 *
 * The screens are the same in both languages: English on SPEC's paths, French under /fr (issue 38),
 * through one optional static segment rather than a second copy of every route, so each screen is
 * one entry of the route manifest every page loads; /de/addcart matches no screen (the catch-all's 404).
 */
export default [
  route("fr?", "routes/language.tsx", { id: "fr" }, [
    index("routes/home.tsx"),
    route("all-product", "routes/catalogue.tsx"),
    route("filter-side", "routes/catalogue.tsx", { id: "routes/filter-side" }),
    route("search", "routes/search.tsx"),
    route("product/:id", "routes/product.tsx"),
    route("compare", "routes/compare.tsx"),
    route("related-products", "routes/related-products.tsx"),
    route("studio/:service", "routes/studio.tsx"),
    route("baby-care", "routes/baby-care.tsx"),
    route("contact", "routes/contact.tsx"),
    route("wallet", "routes/wallet.tsx"),
    route("addcart", "routes/cart.tsx"),
    route("wishlist", "routes/wishlist.tsx"),
    route("stock-alerts", "routes/stock-alerts.tsx"),
    route("stock-alerts/stop", "routes/stock-alerts-stop.tsx"),
    route("login", "routes/login.tsx"),
    route("register", "routes/register.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("logout", "routes/logout.ts"),
    // SPEC.md links the account area as /UserProfile and the account button as /profile.
    route("UserProfile", "routes/user-profile.tsx"),
    route("profile", "routes/user-profile.tsx", { id: "routes/profile" }),
    route("overview", "routes/overview.tsx"),
    route("your-address", "routes/your-address.tsx"),
    route("address-form", "routes/address-form.tsx"),
    // Checkout and orders (SPEC.md sections 2, 4 and 5).
    route("checkout2", "routes/checkout.tsx"),
    route("paymentpage", "routes/payment.tsx"),
    route("checkout", "routes/checkout-alias.tsx"),
    route("complete", "routes/complete.tsx"),
    route("order-confirmation", "routes/order-confirmation.tsx"),
    route("your-orders", "routes/your-orders.tsx"),
    route("your-orders/:orderId/return", "routes/return-request.tsx"),
    route("cancellation-form", "routes/cancellation-form.tsx"),
    route("order-cancelled", "routes/order-cancelled.tsx"),
    route("track", "routes/track.tsx"),
    route("receipt", "routes/receipt.tsx"),
    // The customer's own data (issue 41, decision 049).
    route("privacy", "routes/privacy.tsx"),
    route("accessibility", "routes/accessibility.tsx"),
    route("your-data", "routes/your-data.tsx"),
    route("account-deleted", "routes/account-deleted.tsx"),
    // Consent to commercial email (issue 41, decisions 047 and 048).
    route("unsubscribe", "routes/unsubscribe.tsx"),
    route("email-preferences", "routes/email-preferences.tsx"),
    // Guest checkout and an order found without an account (issue 42).
    route("guest-checkout", "routes/guest-checkout.tsx"),
    route("order-lookup", "routes/order-lookup.tsx"),
    // Written by fetchers (and a no-script form), no page: the answer's redirect and words follow the post's language.
    route("buy-again", "routes/buy-again.ts"),
    route("wishlist/change", "routes/wishlist-change.ts"),
    route(":group/:subcategory", "routes/subcategory.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // Resource routes: generated from the shop API, no page around them.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemap/:part", "routes/sitemap.ts", { id: "routes/sitemap-part" }),
  route("robots.txt", "routes/robots.ts"),
  // Read by fetchers in the browser, no page either: their answers take the language from the page's URL.
  route("recently-viewed", "routes/recently-viewed.ts"),
  route("search-suggestions", "routes/search-suggestions.ts"),
  // Who is shopping and their wishlist, read by the page frame's fetcher (src/lib/shopper.tsx).
  route("shopper", "routes/shopper.ts"),
] satisfies RouteConfig;
