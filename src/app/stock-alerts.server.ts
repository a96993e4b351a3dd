/**
 * /stock-alerts' action for a browser without script (the product page's "Notify me" and "Remove
 * alert" forms): it follows or unfollows through the function the JSON API serves
 * (functions/stock-alerts.ts), in this process, then sends the shopper back to the form's page
 * with what happened, or a guest to sign in first. With script the route's clientAction does it in
 * the browser. Server-only.
 */
import { data, redirect, type ActionFunctionArgs } from "react-router";
import { STOCK_ALERTS_PATH, StockAlertsBodySchema } from "@/domain/stock-alerts";
import { localeOfPath, localizedPath } from "@domain/locale";
import { readFormData } from "@/lib/form/posted-form";
import { signInPath } from "@/lib/safe-return-to";
import { stockAlertFormOf, withStockAlertHint } from "@/features/stock-alerts/api/stock-alerts-api";
import stockAlertsFunction from "@functions/stock-alerts";
import { callFunction } from "./function-call.server";

export async function stockAlertAction({ request }: ActionFunctionArgs) {
  const change = stockAlertFormOf(await readFormData(request));
  if (!change) throw data(null, { status: 400 });
  const locale = localeOfPath(new URL(request.url).pathname);
  const back = change.returnTo ?? localizedPath(locale, STOCK_ALERTS_PATH);
  const answer = await callFunction(
    stockAlertsFunction,
    request,
    { method: change.intent === "add" ? "PUT" : "DELETE", path: `/api/stock-alerts/${change.productId}` },
    StockAlertsBodySchema,
  );
  if (answer.ok) return redirect(withStockAlertHint(back, change.intent === "add" ? "on" : null));
  if (answer.error.status === 401) return redirect(localizedPath(locale, signInPath(withStockAlertHint(back, null))));
  console.error("The back-in-stock alert was not changed.", answer.error);
  return redirect(withStockAlertHint(back, "failed"));
}
