import { useEffect, useLayoutEffect, type ReactNode } from "react";
import { Links, Meta, Scripts, ScrollRestoration } from "react-router";
import { ErrorScreen } from "@/components/error-screen";
import { loadPersistedAtoms } from "@/lib/persisted-atom";
import { useNonce } from "./nonce";
import { SiteFrame } from "./site-frame";
import "./styles.css";

/** The document around every page, on the server and in the browser. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Marks the page interactive once hydration and its first effects are done (the document's
  // effect runs last), for the browser tests to wait on.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2937" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <Meta />
        {/* Styles need no nonce (style-src allows inline); an empty one keeps React Router from
            stamping the script nonce on the development CSS, which browsers do not hide. */}
        <Links nonce="" />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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
  // The cart, wishlist, compare list and reviews kept in the browser fill in once the server's
  // HTML is hydrated (layout effects run before any subscriber's effect), never during it.
  useLayoutEffect(loadPersistedAtoms, []);
  return <SiteFrame />;
}

/** An error outside every screen's own boundary: the catch-all screen of SPEC.md section 2. */
export function ErrorBoundary() {
  return <ErrorScreen />;
}
