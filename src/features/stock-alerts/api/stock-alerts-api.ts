import { useEffect, useEffectEvent } from "react";
import { redirect, useFetcher } from "react-router";
import { parseIdText } from "@/domain/ids";
import { StockAlertsBodySchema, type StockAlertsBody } from "@/domain/stock-alerts";
import { ApiError, apiGet, apiSend } from "@/lib/api-client";
import { safeReturnTo, signInPath } from "@/lib/safe-return-to";

let reading: Promise<StockAlertsBody> | null = null;

/**
 * GET /api/stock-alerts: the customer's alerts, each with its product's state now. A read asked
 * for while another is on its way shares it (a sold-out product page's loader and the page
 * frame's notice on a first load), as the cart's loader does.
 */
export function getStockAlerts(): Promise<StockAlertsBody> {
  reading ??= apiGet("/api/stock-alerts", StockAlertsBodySchema).finally(() => {
    reading = null;
  });
  return reading;
}

/** PUT /api/stock-alerts/{id}: follow a sold-out product (409 when in stock or the list is full). */
function addStockAlert(productId: number): Promise<StockAlertsBody> {
  return apiSend("PUT", `/api/stock-alerts/${productId}`, undefined, StockAlertsBodySchema);
}

/** DELETE /api/stock-alerts/{id}: stop following it. */
function removeStockAlert(productId: number): Promise<StockAlertsBody> {
  return apiSend("DELETE", `/api/stock-alerts/${productId}`, undefined, StockAlertsBodySchema);
}

/** POST /api/stock-alerts/seen: the list has shown these products in stock; the notice stops counting them. */
function markStockAlertsSeen(ids: readonly number[]): Promise<StockAlertsBody> {
  return apiSend("POST", "/api/stock-alerts/seen", { ids }, StockAlertsBodySchema);
}

/*
 * Following a product or not, through the /stock-alerts route's action: the product page's
 * button and the list's Remove are fetcher forms posted there, so their pending state is React
 * Router's (`fetcher.state`), as for the cart's writes (src/lib/cart-lines.ts). With script the
 * route's clientAction writes through the JSON API; without, the server action through the same
 * function (src/app/stock-alerts.server.ts). Kept in this module, which both pages load already,
 * rather than in a chunk of its own.
 */
export const STOCK_ALERTS_ROUTE = "/stock-alerts";

/** The form's fields: what to do, to which product, and the page to come back to (a guest signs in first). */
export interface StockAlertForm {
  intent: "add" | "remove";
  productId: number;
  returnTo: string | null;
}

export function stockAlertFormOf(form: FormData): StockAlertForm | null {
  const productId = parseIdText(form.get("productId")?.toString());
  const intent = form.get("intent");
  if (productId === null || (intent !== "add" && intent !== "remove")) return null;
  return { intent, productId, returnTo: safeReturnTo(form.get("returnTo")?.toString()) };
}

/** The list screen's "these were shown in stock" (`intent=seen`, `ids=3,17`), or null. */
function seenIdsOf(form: FormData): number[] | null {
  if (form.get("intent") !== "seen") return null;
  const ids = (form.get("ids")?.toString() ?? "").split(",").filter((text) => text !== "");
  const parsed = ids.map((text) => parseIdText(text));
  return parsed.every((id) => id !== null) ? parsed : null;
}

export type StockAlertChangeAnswer =
  { ok: true; body: StockAlertsBody } | { ok: false; error: { status: number; message: string } };

/**
 * The route's clientAction: PUT or DELETE /api/stock-alerts/{id}, the list as it now stands or
 * why not. A guest (or a session that ended) is sent to sign in, coming back to the form's page.
 */
export async function changeStockAlert(form: FormData): Promise<StockAlertChangeAnswer | Response> {
  const seen = seenIdsOf(form);
  const change = stockAlertFormOf(form);
  const write = seen
    ? () => markStockAlertsSeen(seen)
    : change && (() => (change.intent === "add" ? addStockAlert : removeStockAlert)(change.productId));
  if (!write) return { ok: false, error: { status: 400, message: "" } };
  try {
    return { ok: true, body: await write() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && change?.returnTo)
      return redirect(signInPath(withStockAlertHint(change.returnTo, null)));
    console.error("The back-in-stock alert was not changed.", error);
    return {
      ok: false,
      error: error instanceof ApiError ? { status: error.status, message: error.message } : { status: 0, message: "" },
    };
  }
}

/**
 * A control that follows or unfollows products: `Form` is its fetcher's form (to
 * STOCK_ALERTS_ROUTE, a plain post without script), `pendingId` the product whose change is on
 * its way, and `onAnswer` hears each answer once.
 */
export function useStockAlertChange(onAnswer: (answer: StockAlertChangeAnswer) => void) {
  const fetcher = useFetcher<StockAlertChangeAnswer>();
  const answered = useEffectEvent(onAnswer);
  useEffect(() => {
    if (fetcher.data) answered(fetcher.data);
  }, [fetcher.data]);
  const pending = fetcher.state !== "idle" ? parseIdText(fetcher.formData?.get("productId")?.toString()) : null;
  return {
    Form: fetcher.Form,
    /** The list screen's "shown in stock", sent when it opens (no form: nobody presses anything). */
    markSeen: (ids: readonly number[]) =>
      fetcher.submit({ intent: "seen", ids: ids.join(",") }, { method: "post", action: STOCK_ALERTS_ROUTE }),
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
