/**
 * /stock-alerts' one write (the product page's "Notify me" and "Remove alert", the list's Remove and
 * its "shown in stock"), through the services the JSON API serves (functions/_shared/stock-alerts.ts).
 * A fetcher gets the list as it now stands or why not; the browser's own post (no script yet, or
 * none) is sent back to the form's page with what happened, or a guest to sign in first.
 * Server-only.
 */
import { data, redirect, type ActionFunctionArgs } from "react-router";
import { STOCK_ALERTS_PATH } from "@/domain/stock-alerts";
import { localeOfPath, localizedPath } from "@domain/locale";
import { isDocumentPost, readFormData } from "@/lib/form/posted-form";
import { signInPath } from "@/lib/safe-return-to";
import { withStockAlertHint, type StockAlertChangeAnswer } from "@/features/stock-alerts/api/stock-alerts-api";
import { stockAlertWriteOf } from "@/features/stock-alerts/utils/stock-alert-form";
import { addStockAlert, markStockAlertsSeen, removeStockAlert } from "@functions/_shared/stock-alerts";
import { cookieHeaders, serve } from "./shop.server";

export async function stockAlertAction({ request, context }: ActionFunctionArgs) {
  const write = stockAlertWriteOf(await readFormData(request));
  if (!write) return data<StockAlertChangeAnswer>({ ok: false, error: { status: 400, message: "" } }, { status: 400 });
  const locale = localeOfPath(new URL(request.url).pathname);
  const answer = await serve(context, "customer", (ctx) =>
    write.intent === "seen"
      ? markStockAlertsSeen(ctx, write.ids)
      : write.intent === "add"
        ? addStockAlert(ctx, write.productId)
        : removeStockAlert(ctx, write.productId),
  );
  const cookies = answer.ok ? [] : answer.cookies;
  const returnTo = write.intent === "seen" ? null : write.returnTo;
  if (!answer.ok && answer.error.status === 401 && (returnTo || isDocumentPost(request))) {
    const back = returnTo ?? localizedPath(locale, STOCK_ALERTS_PATH);
    return redirect(localizedPath(locale, signInPath(withStockAlertHint(back, null))));
  }
  if (!answer.ok) console.error("The back-in-stock alert was not changed.", answer.error);
  if (isDocumentPost(request)) {
    const back = returnTo ?? localizedPath(locale, STOCK_ALERTS_PATH);
    const hint = !answer.ok ? "failed" : write.intent === "add" ? "on" : null;
    return redirect(withStockAlertHint(back, hint), { headers: cookieHeaders(cookies) });
  }
  return data<StockAlertChangeAnswer>(
    answer.ok
      ? { ok: true, body: answer.value }
      : { ok: false, error: { status: answer.error.status, message: answer.error.message } },
    { headers: cookieHeaders(cookies) },
  );
}
