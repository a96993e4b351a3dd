import type { Route } from "./+types/root";
import { useEffect, useLayoutEffect, type ReactNode } from "react";
import { data, Links, Meta, Scripts, ScrollRestoration, useLoaderData } from "react-router";
import { ErrorScreen } from "@/components/error-screen";
import { settle } from "@/lib/load-result";
import { frameHydrated, whenPageHydrated } from "@/lib/page-start/page-hydration";
import { loadPersistedAtoms } from "@/lib/persisted-atom";
import { NO_STORE } from "./cache-headers";
import { provideShop, shopOf } from "./shop.server";
import { SiteFrame } from "./site-frame";
import "./styles.css";

/**
 * The logo and the category tree of the header, the footer and the checkout top, read with every
 * page on the server. Each may fail on its own without failing the page: the header then shows
 * its failure state (SPEC.md section 8), and the HTML is not kept by a CDN.
 */
export const middleware: Route.MiddlewareFunction[] = [provideShop];

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = shopOf(context);
  const [logo, categories] = await Promise.all([
    settle("the logo", shop.api.getLogo()),
    settle(
      "the categories",
      shop.categories().then((list) => ({ categories: list })),
    ),
  ]);
  const complete = logo.status === "loaded" && categories.status === "loaded";
  return data(
    { logo, categories, origin: new URL(request.url).origin },
    complete ? undefined : { headers: { "Cache-Control": NO_STORE } },
  );
}

/** Hands a partial answer's no-store down to the page's own headers (cache-headers.ts). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Set once the root data in hand has a failed part, so that the next navigation asks again. */
let rootDataFailed = false;

/**
 * The logo and the categories change rarely: client navigations (and a screen's Retry) keep
 * them, unless a part of them failed, which the next navigation then asks for again.
 */
export function shouldRevalidate() {
  return rootDataFailed;
}

/** The document around every page, on the server and in the browser. */
export function Layout({ children }: { children: ReactNode }) {
  // The document's effect runs last in the frame's commit, after every unit left for later has
  // been counted. The page is marked interactive once the last of them has committed and run its
  // effects, for the browser tests to wait on.
  useEffect(() => {
    whenPageHydrated(() => document.documentElement.setAttribute("data-hydrated", ""));
    frameHydrated();
  }, []);
  return (
    <html lang="en">
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
export function meta() {
  return [
    {
      name: "description",
      content:
        "Shop clothing for men, women and kids, home and living goods, beauty products and studio services, with prices in rupees.",
    },
  ];
}

export default function App() {
  const { logo, categories } = useLoaderData<typeof loader>();
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
