import type { Route } from "./+types/root";
import { useEffect, useLayoutEffect, type ReactNode } from "react";
import { data, Links, Meta, Scripts, ScrollRestoration, type ShouldRevalidateFunctionArgs } from "react-router";
import { LANGUAGE_TAG, localeOfPath } from "@domain/locale";
import { ErrorScreen } from "@/components/error-screen";
import { useI18n } from "@/lib/i18n/i18n-context";
import { settle } from "@/lib/load-result";
import { frameHydrated, whenPageHydrated } from "@/lib/page-start/page-hydration";
import { loadPersistedAtoms } from "@/lib/persisted-atom";
import { currentSessionAnswer, type SessionAnswer } from "@/stores/session";
import { NO_STORE } from "./cache-headers";
import { compiledMessages } from "./messages.server";
import { optionLabels } from "./option-labels.server";
import { rootTranslator } from "./root-translator";
import { previewImageTags } from "./page-meta";
import { siteUrl } from "@functions/_shared/config";
import { imageHost, provideShop, shopOf } from "./shop.server";
import { SiteFrame } from "./site-frame";
import "./styles.css";

/**
 * The logo and the category tree of the header, the footer and the checkout top, read with every
 * page on the server, and the image host of the shop's own pictures (banners, brands, link preview). Each may fail on its own without failing the page: the header then shows
 * its failure state (SPEC.md section 8), and the HTML is not kept by a CDN. With them, the page's
 * language (its URL's), that language's compiled messages, which every screen words itself with, and
 * its names of colour and size values (none in English).
 */
export const middleware: Route.MiddlewareFunction[] = [provideShop];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = shopOf(context);
  const locale = localeOfPath(new URL(request.url).pathname);
  const [logo, categories] = await Promise.all([
    settle("the logo", shop.api.getLogo()),
    settle(
      "the categories",
      shop.categories().then((list) => ({ categories: list })),
    ),
  ]);
  const complete = logo.status === "loaded" && categories.status === "loaded";
  return data(
    {
      logo,
      categories,
      origin: siteUrl(),
      imageHost: imageHost(),
      locale,
      messages: compiledMessages(locale),
      optionLabels: optionLabels(locale),
    },
    complete ? undefined : { headers: { "Cache-Control": NO_STORE } },
  );
}

/** Hands a partial answer's no-store down to the page's own headers (cache-headers.ts). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * Who is signed in, read in the browser once the server's page has hydrated (no HydrateFallback: the
 * server's HTML, rendered for everyone, shows until then), and a customer's wishlist ids, which
 * every heart and the header's count show. The answer goes to the session store, which the page
 * reads (`useSessionUser`): React Router commits a route's data only once every loader of the
 * navigation has finished, so on a private screen's first load the frame would learn the session
 * only after the screen's own read (and read the cart's lines a second time, after it). The read is
 * not awaited either: while a loader is pending React Router keeps the router uninitialised and
 * asks the server nothing when it revalidates, so a fetcher's write then (a tap held until
 * hydration) would leave a route that has only a server loader without its data. Only the first
 * run reads the logo and the categories, from the page's own data; a later run reads them again
 * only if a part of them failed.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const languageChanged = serverData?.locale !== localeOfPath(new URL(request.url).pathname);
  const server = rootDataFailed || !serverData || languageChanged ? await serverLoader() : serverData;
  serverData = server;
  if (currentSessionAnswer() !== shopperReadFor) void readShopper();
  return server;
}
clientLoader.hydrate = true as const;

/** The root's server data in hand, kept for the runs that only ask who is signed in. */
let serverData: Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>> | undefined;

let shopperRead: Promise<void> | null = null;
/** The session answer the last read of the shopper ended with (and loaded the wishlist for). */
let shopperReadFor: SessionAnswer | undefined;

/**
 * The session, one read at a time: a navigation that comes while it is on its way shares it; then a
 * customer's wishlist. The request's code is imported with the read, not with the page frame
 * (design notes, "JavaScript before interaction"); if it cannot come, the next navigation tries again.
 */
function readShopper(): Promise<void> {
  shopperRead ??= (async () => {
    const { readSessionOrGuest } = await import("@/lib/session-request");
    const user = await readSessionOrGuest();
    shopperReadFor = currentSessionAnswer() ?? undefined;
    // A guest's list is the cookie, which the frame reads as it is.
    if (!user) return;
    const { loadCustomerWishlist } = await import("@/lib/customer-wishlist-requests");
    await loadCustomerWishlist();
  })()
    .catch((error: unknown) => console.warn("Could not read who is signed in:", error))
    .finally(() => {
      shopperRead = null;
    });
  return shopperRead;
}

/** Set once the root data in hand has a failed part, so that the next navigation asks again. */
let rootDataFailed = false;

/**
 * The logo and the categories change rarely, and the session only when a write changes it (the
 * sign-in and sign-out actions, a screen refused because the session ended: src/stores/session.ts
 * then holds a new answer). So client navigations, a screen's Retry and the other writes keep the
 * root's data, unless a part of it failed or the session's answer is not the one the last read
 * ended with (until the first read settles, a navigation shares it). A write that asks for no
 * revalidation (a wishlist heart) leaves even a failed part for the next navigation. A change of
 * language (the header's switch) reads the other language's messages.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const retryFailedPart = rootDataFailed && (formMethod === undefined || defaultShouldRevalidate);
  const languageChanged = localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
  return retryFailedPart || languageChanged || currentSessionAnswer() !== shopperReadFor;
}

/** The document around every page, on the server and in the browser, in the page's language. */
export function Layout({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  // The document's effect runs last in the frame's commit, after every unit left for later has
  // been counted. The page is marked interactive once the last of them has committed and run its
  // effects, for the browser tests to wait on.
  useEffect(() => {
    whenPageHydrated(() => document.documentElement.setAttribute("data-hydrated", ""));
    frameHydrated();
  }, []);
  return (
    <html lang={LANGUAGE_TAG[locale]}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2937" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The default description of a page that gives none (each screen renders its own <title>). */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [{ name: "description", content: rootTranslator(matches).t("description") }, ...previewImageTags(loaderData)];
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { logo, categories } = loaderData;
  // The cart, wishlist, compare list and reviews kept in the browser fill in once the server's
  // HTML is hydrated (layout effects run before any subscriber's effect), never during it.
  useLayoutEffect(loadPersistedAtoms, []);
  useEffect(() => {
    rootDataFailed = logo.status === "error" || categories.status === "error";
  }, [logo, categories]);
  return <SiteFrame logo={logo} categories={categories} />;
}

/** An error outside every screen's own boundary: the catch-all screen of SPEC.md section 2. */
export function ErrorBoundary() {
  return <ErrorScreen />;
}
