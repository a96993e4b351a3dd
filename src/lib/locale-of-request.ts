import { DEFAULT_LOCALE, localeOfPath } from "@domain/locale";

/**
 * A JSON path in the language of the page being loaded (an order's lines' names, decision 043; an
 * alert's product): the request's URL, not the window's, which still shows the page a language
 * switch leaves. A module of its own: the page frame's alerts read it on every page.
 */
export function inLocaleOf(request: Request, path: string): string {
  const locale = localeOfPath(new URL(request.url).pathname);
  return locale === DEFAULT_LOCALE ? path : `${path}?locale=${locale}`;
}
