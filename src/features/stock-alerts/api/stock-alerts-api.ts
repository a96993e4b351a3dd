import { useEffect, useEffectEvent } from "react";
import { useFetcher } from "react-router";
import { parseIdText } from "@/domain/ids";
import { StockAlertsBodySchema, type StockAlertsBody } from "@/domain/stock-alerts";
import { ApiError, apiGet, apiSend } from "@/lib/api-client";

/** GET /api/stock-alerts: the customer's alerts, each with its product's state now. */
export function getStockAlerts(signal?: AbortSignal): Promise<StockAlertsBody> {
  return apiGet("/api/stock-alerts", StockAlertsBodySchema, { signal });
}

/** PUT /api/stock-alerts/{id}: follow a sold-out product (409 when in stock or the list is full). */
export function addStockAlert(productId: number): Promise<StockAlertsBody> {
  return apiSend("PUT", `/api/stock-alerts/${productId}`, undefined, StockAlertsBodySchema);
}

/** DELETE /api/stock-alerts/{id}: stop following it. */
export function removeStockAlert(productId: number): Promise<StockAlertsBody> {
  return apiSend("DELETE", `/api/stock-alerts/${productId}`, undefined, StockAlertsBodySchema);
}

/** POST /api/stock-alerts/seen: the list has shown these products in stock; the notice stops counting them. */
export function markStockAlertsSeen(ids: readonly number[]): Promise<StockAlertsBody> {
  return apiSend("POST", "/api/stock-alerts/seen", { ids }, StockAlertsBodySchema);
}

/*
 * Following a product or not, through the /stock-alerts route's clientAction: the product page's
 * button and the list's Remove submit there with a fetcher, so their pending state is React
 * Router's (`fetcher.state`), as for the cart's writes (src/lib/cart-lines.ts). Kept in this
 * module, which both pages load already, rather than in a chunk of its own.
 */
export const STOCK_ALERTS_ROUTE = "/stock-alerts";

export type StockAlertChangeAnswer =
  { ok: true; body: StockAlertsBody } | { ok: false; error: { status: number; message: string } };

/** The route's clientAction: PUT or DELETE /api/stock-alerts/{id}, the list as it now stands or why not. */
export async function changeStockAlert(form: FormData): Promise<StockAlertChangeAnswer> {
  const productId = parseIdText(form.get("productId")?.toString());
  const intent = form.get("intent");
  if (productId === null || (intent !== "add" && intent !== "remove"))
    return { ok: false, error: { status: 400, message: "" } };
  try {
    return { ok: true, body: await (intent === "add" ? addStockAlert(productId) : removeStockAlert(productId)) };
  } catch (error) {
    console.error("The back-in-stock alert was not changed.", error);
    return {
      ok: false,
      error: error instanceof ApiError ? { status: error.status, message: error.message } : { status: 0, message: "" },
    };
  }
}

/**
 * A control that follows or unfollows products: `change` submits, `pendingId` is the product whose
 * change is on its way, and `onAnswer` hears each answer once.
 */
export function useStockAlertChange(onAnswer: (answer: StockAlertChangeAnswer) => void) {
  const fetcher = useFetcher<StockAlertChangeAnswer>();
  const answered = useEffectEvent(onAnswer);
  useEffect(() => {
    if (fetcher.data) answered(fetcher.data);
  }, [fetcher.data]);
  const pending = fetcher.state !== "idle" ? parseIdText(fetcher.formData?.get("productId")?.toString()) : null;
  return {
    change: (intent: "add" | "remove", productId: number) =>
      fetcher.submit({ intent, productId: String(productId) }, { method: "post", action: STOCK_ALERTS_ROUTE }),
    pendingId: pending,
    busy: fetcher.state !== "idle",
  };
}
