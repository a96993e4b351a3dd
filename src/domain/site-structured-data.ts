/**
 * The schema.org JSON-LD of the shop and the site (the home page's), apart from the products' and
 * listings' (structured-data.ts): the home page builds it in its meta, in the browser too, and
 * needs none of the rest.
 */
import { LANGUAGE_TAG, localizedPath, type Locale } from "./locale";

const SCHEMA = "https://schema.org";

/** The shop itself, with its logo when it has one: one shop in both languages, at its default address. */
export function organizationJsonLd(origin: string, name: string, logoUrl: string | null) {
  return {
    "@context": SCHEMA,
    "@type": "Organization",
    name,
    url: `${origin}/`,
    ...(logoUrl ? { logo: logoUrl } : {}),
  };
}

/** The site in the page's language, with its search box's target (/search?q=...) as its SearchAction. */
export function webSiteJsonLd(origin: string, name: string, locale: Locale) {
  return {
    "@context": SCHEMA,
    "@type": "WebSite",
    name,
    url: `${origin}${localizedPath(locale, "/")}`,
    inLanguage: LANGUAGE_TAG[locale],
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${origin}${localizedPath(locale, "/search")}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}
