/**
 * A customer's own screens (cart, wishlist, account, checkout, payment, orders) render in the
 * browser: their data is the shopper's. The server answers the page frame with a loading line in
 * the screen's place (and, for a browser without script, why there is no screen and the ways on),
 * a title, `noindex`, and no caching; the browser renders the screen once the page is hydrated.
 * The screens whose form must work without script (/your-address, /cancellation-form,
 * /order-cancelled, /order-confirmation) are rendered on the server too, from a loader that reads with the session
 * (customer-data.server.ts, decision 024) and hydrated from it; their clientLoaders read on client
 * navigations only.
 */
import type { ReactNode } from "react";
import { replace, type MetaDescriptor } from "react-router";
import { localeOfPath, localizedPath } from "@domain/locale";
import { pageToReturnTo, withReturnTo } from "@/lib/safe-return-to";
import { Loading } from "@/components/loading";
import { SHOP_NAME } from "@/domain/shop-name";
import { useI18n } from "@/lib/i18n/i18n-context";
import { previewImageTags, previewSource } from "./page-meta";
import { ScreenNeedsScript } from "@/components/screen-needs-script";
import type { SessionUser } from "@/domain/session";
import { ApiError } from "@/lib/api-client";
import { loadResult, type CustomerData, type LoadResult } from "@/lib/load-result";
import { readSession } from "@/lib/session-request";
import { accountHolder } from "@/lib/session-user";
import { sessionEnded } from "@/lib/shopper";

export async function clientLoader() {
  return null;
}
// Run on the first load too, so the server renders HydrateFallback instead of the screen.
clientLoader.hydrate = true as const;

/** Who is signed in, for a clientLoader: GET /api/session. */
export function loadSessionUser(signal: AbortSignal): Promise<LoadResult<SessionUser | null>> {
  return loadResult(readSession, signal);
}

/**
 * Whose data a screen shows: an account's (its own screens), or the shopper's, a guest's checkout
 * session included (the checkout, payment, confirmation and receipt of the order it places).
 */
export type DataOwner = "account" | "shopper";

/**
 * The signed-in customer's data for a clientLoader. A guest's screen never requests data it
 * would be refused (a 401 in the console). A session that ended since (signed out in another
 * tab, expired) shows as a guest too.
 */
export async function loadCustomerData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal,
  owner: DataOwner = "account",
): Promise<CustomerData<T>> {
  const session = await loadSessionUser(signal);
  if (session.status === "error") return session;
  if (session.data === null) {
    // Signed out since the page read who is shopping (another tab, expired): the frame asks again.
    sessionEnded();
    return { status: "guest" };
  }
  if (owner === "account" && !accountHolder(session.data)) return { status: "guest" };
  const result = await loadResult(() => load(signal), signal);
  if (result.status === "error" && result.error.status === 401) {
    sessionEnded();
    return { status: "guest" };
  }
  return result;
}

/**
 * A customer's data as a server loader hands it to the page (customer-data.server.ts). The
 * browser's error class does not survive the trip into the HTML (React Router's stream keeps an
 * Error's message, not its status or code), so the server sends a failure as plain fields and the
 * screen makes it an ApiError again: the screens read one shape whichever loader ran.
 */
export interface FailedRead {
  status: number;
  code: string;
  message: string;
}

export type ServedCustomerData<T> =
  { status: "guest" } | { status: "loaded"; data: T } | { status: "error"; error: FailedRead | ApiError };

export function customerDataOf<T>(served: ServedCustomerData<T>): CustomerData<T> {
  if (served.status !== "error" || served.error instanceof ApiError) return served as CustomerData<T>;
  const { status, code, message } = served.error;
  return { status: "error", error: new ApiError(status, code, message) };
}

export function HydrateFallback() {
  return (
    <PrivateScreenLoading>
      <Loading />
    </PrivateScreenLoading>
  );
}

/** A customer's screen while its clientLoader reads, in the screen's own shape where it has one. */
export function PrivateScreenLoading({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  // Why a customer's screen is not there without script.
  return <ScreenNeedsScript loading={children} reason={t("needsScript.privateReason")} />;
}

export function privateMeta(title: string) {
  return ({ matches }: { matches: readonly unknown[] }): MetaDescriptor[] => [
    { title: `${title} | ${SHOP_NAME}` },
    { name: "robots", content: "noindex" },
    // A link to it, shared, still previews as the shop.
    ...previewImageTags(previewSource(matches)),
  ];
}

export { privatePageHeaders as headers } from "./cache-headers";

/**
 * The guard of a screen a guest cannot use (issue 40, decision 044): the sign-in form in the
 * page's language, coming back to this page with its query once signed in (or registered). Thrown
 * from a loader; it replaces the guarded page in the history, so Back does not bounce into it
 * again. Kept here, beside the other private-screen helpers, so no new chunk joins the manifest.
 */
export function signInFirst(request: Request, signInPage = "/login"): Response {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  return replace(localizedPath(locale, withReturnTo(signInPage, pageToReturnTo(url.pathname, url.search))));
}
