import { useEffect, useEffectEvent } from "react";
import { useFetcher } from "react-router";
import { parseIdText } from "@/domain/ids";
import type { SessionUser } from "@/domain/session";
import { STOCK_ALERTS_PATH, StockAlertsBodySchema, type StockAlertsBody } from "@/domain/stock-alerts";
import { apiGet } from "@/lib/api-client";
import { inLocaleOf } from "@/lib/locale-of-request";
import type { CustomerData } from "@/lib/load-result";
import { useI18n } from "@/lib/i18n/i18n-context";

/**
 * GET /api/stock-alerts: the customer's alerts, each with its product's state now, its name in the
 * language of the page `request` loads (a French list names the products in French).
 */
export function getStockAlerts(request: Request, signal: AbortSignal): Promise<StockAlertsBody> {
  return apiGet(inLocaleOf(request, "/api/stock-alerts"), StockAlertsBodySchema, { signal });
}

/**
 * The page frame's read of the alerts: the /stock-alerts route's loader, loaded by the
 * back-in-stock notice's fetcher once per page load. A sold-out product page's button reads the
 * same fetcher by its key on the page's first load rather than asking again (src/app/routes/product.tsx).
 */
export function useFrameStockAlerts() {
  return useFetcher<CustomerData<StockAlertsBody>>({ key: "stock-alerts" });
}

/** Whether a read of the alerts has the product: the back-in-stock button's state. */
export function followingIn(alerts: CustomerData<StockAlertsBody>, productId: number): CustomerData<boolean> {
  return alerts.status === "loaded"
    ? { status: "loaded", data: alerts.data.alerts.some((alert) => alert.productId === productId) }
    : alerts;
}

/**
 * The button's state from the frame's read: a guest's at once (the frame reads no alerts for
 * nobody), undefined until the read has come.
 */
export function followingInFrame(
  read: CustomerData<StockAlertsBody> | undefined,
  user: SessionUser | null | undefined,
  productId: number,
): CustomerData<boolean> | undefined {
  if (user === null) return { status: "guest" };
  return user === undefined || read === undefined ? undefined : followingIn(read, productId);
}

/*
 * Following a product or not, through the /stock-alerts route's action: the product page's
 * button and the list's Remove are fetcher forms posted there, so their pending state is React
 * Router's (`fetcher.state`). The route's one action writes, with script or without
 * (src/app/stock-alerts.server.ts). Kept in this module, which both pages load already, rather
 * than in a chunk of its own.
 */
export type StockAlertChangeAnswer =
  { ok: true; body: StockAlertsBody } | { ok: false; error: { status: number; message: string } };

/**
 * A control that follows or unfollows products: `Form` is its fetcher's form (to
 * STOCK_ALERTS_PATH, a plain post without script), `pendingId` the product whose change is on
 * its way, and `onAnswer` hears each answer once.
 */
export function useStockAlertChange(onAnswer: (answer: StockAlertChangeAnswer) => void) {
  const fetcher = useFetcher<StockAlertChangeAnswer>();
  const { path } = useI18n();
  const answered = useEffectEvent(onAnswer);
  useEffect(() => {
    if (fetcher.data) answered(fetcher.data);
  }, [fetcher.data]);
  const pending = fetcher.state !== "idle" ? parseIdText(fetcher.formData?.get("productId")?.toString()) : null;
  return {
    Form: fetcher.Form,
    /** The list screen's "shown in stock", sent when it opens (no form: nobody presses anything). */
    markSeen: (ids: readonly number[]) =>
      fetcher.submit({ intent: "seen", ids: ids.join(",") }, { method: "post", action: path(STOCK_ALERTS_PATH) }),
    pendingId: pending,
    pending: fetcher.state !== "idle",
    answer: fetcher.data,
  };
}

/**
 * Without script the product page, rendered once for everybody, cannot know whom it shows: after
 * its form the server's action sends the shopper back with what just happened in the query
 * (`?stock-alert=on`, or `failed`), which the button shows until the browser knows better.
 */
export const STOCK_ALERT_PARAM = "stock-alert";
export type StockAlertHint = "on" | "failed";

export function stockAlertHintIn(search: URLSearchParams): StockAlertHint | null {
  const hint = search.get(STOCK_ALERT_PARAM);
  return hint === "on" || hint === "failed" ? hint : null;
}

/** `path` (a path of this site with its query) with the hint set, or taken out when null. */
export function withStockAlertHint(path: string, hint: StockAlertHint | null): string {
  const url = new URL(path, "http://shop.invalid");
  url.searchParams.delete(STOCK_ALERT_PARAM);
  if (hint !== null) url.searchParams.set(STOCK_ALERT_PARAM, hint);
  return `${url.pathname}${url.search}`;
}
