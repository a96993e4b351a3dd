/**
 * The loader and action of /stock-alerts/stop, the back-in-stock email's stop link (decision 028).
 * The GET only reads: it checks the link's signed token and counts the alerts, so a mail scanner
 * that opens the link changes nothing. The POST (the page's confirm button, `<Form method="post">`,
 * with or without script) stops them. No session is needed: the token names the customer, and the
 * email may be read on a device that is not signed in. Server-only (`.server`).
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import type { StopAlertsPage } from "@/domain/stock-alerts";
import { readFormData } from "@/lib/form/posted-form";
import { customerOfStopToken } from "@functions/_shared/stock-alerts-stop-token";
import { shopOf } from "./shop.server";

export async function stopAlertsLoader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const customerId = await customerOfStopToken(token);
  // 404: no such link (a forged or cut-short token names nobody).
  if (customerId === null) return data<StopAlertsPage>({ status: "invalid" }, { status: 404 });
  const count = (await shopOf(context).api.getStockAlerts(customerId)).items.length;
  return data<StopAlertsPage>(count === 0 ? { status: "none" } : { status: "confirm", token, count });
}

export async function stopAlertsAction({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const token = form.get("token");
  const customerId = typeof token === "string" ? await customerOfStopToken(token) : null;
  if (typeof token !== "string" || customerId === null) {
    return data<StopAlertsPage>({ status: "invalid" }, { status: 400 });
  }
  try {
    await shopOf(context).api.stopStockAlerts(customerId);
  } catch (error) {
    console.error(`[stock-alerts] stopping customer ${customerId}'s alerts failed`, error);
    return data<StopAlertsPage>({ status: "failed", token }, { status: 503 });
  }
  return data<StopAlertsPage>({ status: "stopped" });
}
