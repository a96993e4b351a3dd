import type { Route } from "./+types/root";
import { useEffect, useLayoutEffect, type ReactNode } from "react";
import { data, Links, Meta, Scripts, ScrollRestoration, type ShouldRevalidateFunctionArgs } from "react-router";
import { LANGUAGE_TAG, localeOfPath } from "@domain/locale";
import { ErrorScreen } from "@/components/error-screen";
import { useI18n } from "@/lib/i18n/i18n-context";
import { settle } from "@/lib/load-result";
import { frameHydrated, whenPageHydrated } from "@/lib/page-start/page-hydration";
import { loadPersistedAtoms } from "@/lib/persisted-atom";
import { NO_STORE } from "./cache-headers";
import { compiledMessages } from "./messages.server";
import { optionLabels } from "./option-labels.server";
import type { RootData } from "./root-data";
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
  return data<RootData>(
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
 * The root's data is the page's own (the logo, the categories, the language's words): a client
 * navigation keeps it, and reads it again only when a part of it failed or the language changed.
 * Who is shopping is not here: the page frame's fetcher reads it (src/lib/shopper.tsx), so that no
 * navigation waits for it and no screen's data waits for the frame's.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const languageChanged = serverData?.locale !== localeOfPath(new URL(request.url).pathname);
  const server = rootDataFailed || !serverData || languageChanged ? await serverLoader() : serverData;
  serverData = server;
  return server;
}
clientLoader.hydrate = true as const;

/** The root's server data in hand, kept for the navigations that need no new read of it. */
let serverData: Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>> | undefined;

/** Set once the root data in hand has a failed part, so that the next navigation asks again. */
let rootDataFailed = false;

/**
 * The logo and the categories change rarely: client navigations, a screen's Retry and the writes
 * keep the root's data, unless a part of it failed. A write that asks for no revalidation (a
 * wishlist heart) leaves even a failed part for the next navigation. A change of language (the
 * header's switch) reads the other language's messages.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const retryFailedPart = rootDataFailed && (formMethod === undefined || defaultShouldRevalidate);
  const languageChanged = localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
  return retryFailedPart || languageChanged;
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
  // The cart, compare list and reviews kept in the browser fill in once the server's
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
