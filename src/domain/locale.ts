/**
 * The shop's two languages and where each lives: English on SPEC.md's paths, French on the same
 * paths under /fr (issue 38). The URL alone says the language, so a CDN keeps one copy per URL and
 * no answer varies on a header; the functions and the emails read the same rules.
 */
export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** BCP 47 tags for `<html lang>`, hreflang and Intl: the shop speaks to Canada. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: "en-CA", fr: "fr-CA" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A path's language: French for /fr and anything under /fr/ (case-insensitively, as routes match). */
export function localeOfPath(pathname: string): Locale {
  return /^\/fr(?:\/|$)/i.test(pathname) ? "fr" : DEFAULT_LOCALE;
}

/** The path with its language prefix taken off: the SPEC path of the screen. */
export function pathWithoutLocale(pathname: string): string {
  return pathname.replace(/^\/fr(?=\/|$)/i, "") || "/";
}

/**
 * The shop path a form's action or a link names, in either language and as routes match it (any
 * case): "/fr/AddCart.data?x" is "/addcart.data", "/fr/addcart" is "/addcart". A screen compares
 * a write's action with this, so a French page's post is its English route.
 */
export function routePathOf(action: string): string {
  return pathWithoutLocale(new URL(action, "http://shop.invalid").pathname).toLowerCase();
}

/**
 * One of the shop's paths (SPEC's, from the root, with any query and hash) in a language:
 * "/addcart" -> "/fr/addcart", "/" -> "/fr/". What is not a path of this site (an absolute URL,
 * "#top") is returned as it is.
 */
export function localizedPath(locale: Locale, path: string): string {
  return locale === "fr" && path.startsWith("/") && !path.startsWith("//") ? `/fr${path}` : path;
}

/** The other language of a two-language shop, for the switch in the header. */
export function otherLocale(locale: Locale): Locale {
  return locale === "fr" ? "en" : "fr";
}
