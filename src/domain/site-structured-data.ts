/**
 * The schema.org JSON-LD of the shop and the site (the home page's), apart from the products' and
 * listings' (structured-data.ts): the home page builds it in its meta, in the browser too, and
 * needs none of the rest.
 */
const SCHEMA = "https://schema.org";

/** The shop itself, with its logo when it has one. */
export function organizationJsonLd(origin: string, name: string, logoUrl: string | null) {
  return {
    "@context": SCHEMA,
    "@type": "Organization",
    name,
    url: `${origin}/`,
    ...(logoUrl ? { logo: logoUrl } : {}),
  };
}

/** The site, with the search box's target (/search?q=...) as its SearchAction. */
export function webSiteJsonLd(origin: string, name: string) {
  return {
    "@context": SCHEMA,
    "@type": "WebSite",
    name,
    url: `${origin}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}
