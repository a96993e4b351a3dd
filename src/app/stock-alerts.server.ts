/**
 * /stock-alerts' action for a browser without script (the product page's "Notify me" and "Remove
 * alert" forms): it follows or unfollows through the service the JSON API serves
 * (functions/_shared/stock-alerts.ts), then sends the shopper back to the form's page
 * with what happened, or a guest to sign in first. With script the route's clientAction does it in
 * the browser. Server-only.
 */
import { data, redirect, type ActionFunctionArgs } from "react-router";
import { STOCK_ALERTS_PATH } from "@/domain/stock-alerts";
import { localeOfPath, localizedPath } from "@domain/locale";
import { readFormData } from "@/lib/form/posted-form";
import { signInPath } from "@/lib/safe-return-to";
import { stockAlertFormOf, withStockAlertHint } from "@/features/stock-alerts/api/stock-alerts-api";
import { addStockAlert, removeStockAlert } from "@functions/_shared/stock-alerts";
import { serve } from "./shop.server";

export async function stockAlertAction({ request, context }: ActionFunctionArgs) {
  const change = stockAlertFormOf(await readFormData(request));
  if (!change) throw data(null, { status: 400 });
  const locale = localeOfPath(new URL(request.url).pathname);
  const back = change.returnTo ?? localizedPath(locale, STOCK_ALERTS_PATH);
  const write = change.intent === "add" ? addStockAlert : removeStockAlert;
  const answer = await serve(context, "customer", (ctx) => write(ctx, change.productId));
  if (answer.ok) return redirect(withStockAlertHint(back, change.intent === "add" ? "on" : null));
  if (answer.error.status === 401) return redirect(localizedPath(locale, signInPath(withStockAlertHint(back, null))));
  console.error("The back-in-stock alert was not changed.", answer.error);
  return redirect(withStockAlertHint(back, "failed"));
}
