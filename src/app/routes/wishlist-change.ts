import type { Route } from "./+types/wishlist-change";
import { data, redirect } from "react-router";
import { guestWishlistSetCookie, parseGuestWishlistCookie, WISHLIST_COOKIE } from "@/domain/guest-wishlist";
import { parseIdText } from "@/domain/ids";
import { changeWishlistProducts, isWishlistIntent } from "@/domain/wishlist-rules";
import { localeOfPath, localizedPath } from "@domain/locale";
import { isDocumentPost, readFormData } from "@/lib/form/posted-form";
import { actionAnswer } from "@/lib/form/submission-failure";
import { safeReturnTo } from "@/lib/safe-return-to";
import type { WishlistChangeAnswer } from "@/lib/wishlist-change";
import { cookieHeaders, serve, shopOf } from "@/app/shop.server";
import { readCookie } from "@functions/_shared/session";
import { changeCustomerWishlist } from "@functions/_shared/wishlist";

/**
 * The wishlist's one write (SPEC.md sections 3 to 5): a heart's add or remove, the wishlist
 * screen's Remove of one product or of every one no longer sold. A guest's list is their cookie,
 * set by the answer; a customer's is saved through the shop API's service. Posted by the page's
 * fetcher (src/lib/wishlist-change.ts), which shows the change at the tap and reads the shopper's
 * list again after it, or by the heart's form without script, which comes back to its page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request, { repeated: ["productId"] });
  const intent = form.get("intent");
  const productIds = form.getAll("productId").map((text) => parseIdText(String(text)));
  if (!isWishlistIntent(intent) || productIds.length === 0 || !productIds.every((id) => id !== null))
    // No page posts this: a 400 to the fetcher and to a document post alike.
    return data<WishlistChangeAnswer>({ ok: false, result: "failed" }, { status: 400 });

  // A guest's checkout session changes the cookie, as a visitor does (decision 063).
  const user = await shopOf(context)
    .accountHolder()
    .catch(() => undefined);
  if (user === undefined) return answer(request, { ok: false, result: "failed" }, [], 503);
  if (user) {
    const saved = await serve(context, "customer", (ctx) => changeCustomerWishlist(ctx, intent, productIds));
    if (!saved.ok) console.error("The wishlist could not be saved:", saved.error.message);
    return saved.ok
      ? answer(request, { ok: true, result: saved.value.result })
      : answer(request, { ok: false, result: "failed" }, saved.cookies, saved.error.status);
  }
  const guest = await serve(context, "anyone", async () =>
    changeWishlistProducts(parseGuestWishlistCookie(readCookie(request, WISHLIST_COOKIE)), intent, productIds),
  );
  if (!guest.ok) return answer(request, { ok: false, result: "failed" }, guest.cookies, guest.error.status);
  const { result, ids } = guest.value;
  const changed = result === "added" || result === "removed";
  const secure = new URL(request.url).protocol === "https:";
  return answer(request, { ok: true, result }, changed ? [guestWishlistSetCookie(ids, secure)] : []);
}

/**
 * With script, an answer that never came (the network, the site server) is a save that failed,
 * said by the page as the action's own refusal is, not an error in place of the page.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<WishlistChangeAnswer> {
  return actionAnswer(serverAction, () => ({ ok: false, result: "failed" }));
}

/**
 * The fetcher's answer, or, for a browser without script, the page the heart was pressed on
 * again (the Referer, which this site's policy sends on its own pages), its cookie set.
 */
function answer(request: Request, said: WishlistChangeAnswer, cookies: readonly string[] = [], status = 200) {
  if (!isDocumentPost(request)) return data(said, { status, headers: cookieHeaders(cookies) });
  const home = localizedPath(localeOfPath(new URL(request.url).pathname), "/");
  return redirect(pageOf(request.headers.get("Referer"), new URL(request.url).origin) ?? home, {
    headers: cookieHeaders(cookies),
  });
}

/** The path and query of a page of this site, else null. */
function pageOf(referer: string | null, origin: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === origin ? safeReturnTo(url.pathname + url.search) : null;
  } catch {
    return null;
  }
}
