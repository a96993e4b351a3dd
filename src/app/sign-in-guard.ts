import { replace } from "react-router";
import { localeOfPath, localizedPath } from "@domain/locale";
import { pageToReturnTo, withReturnTo } from "@/lib/safe-return-to";

/**
 * The guard of a screen a guest cannot use (issue 40): the sign-in form in the page's language,
 * coming back to this page with its query once signed in (or registered). Thrown from a loader;
 * it replaces the guarded page in the history, so Back does not bounce into the guard again.
 */
export function signInFirst(request: Request, signInPage = "/login"): Response {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  return replace(localizedPath(locale, withReturnTo(signInPage, pageToReturnTo(url.pathname, url.search))));
}
