/**
 * The signed-in customer's alerts as the page frame's notice, the product page's button and the
 * list screen share them: read once per page load (a "visit"), and again by the list screen's
 * route loader each time it opens, then replaced by the answer of every change. A read asked for
 * while another is on its way (the loader and the notice on a page's first load) shares it.
 */
import { atom, getDefaultStore, useSetAtom } from "jotai";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useCallback, useEffect } from "react";
import type { SessionUser } from "@/domain/session";
import type { StockAlertsBody } from "@/domain/stock-alerts";
import { sessionUserAtom } from "@/stores/session";
import { getStockAlerts } from "@/features/stock-alerts/api/stock-alerts-api";

type Held = { userId: number } & (
  { status: "loading" | "error"; body: null } | { status: "loaded"; body: StockAlertsBody }
);

const heldAtom = atom<Held | null>(null);

let reading: { userId: number; body: Promise<StockAlertsBody> } | null = null;

/** GET /api/stock-alerts for the customer, held for the visit; the one on its way if there is one. */
export function readStockAlerts(userId: number): Promise<StockAlertsBody> {
  if (reading?.userId === userId) return reading.body;
  const store = getDefaultStore();
  const held = store.get(heldAtom);
  if (held?.userId !== userId || held.status !== "loaded")
    store.set(heldAtom, { userId, status: "loading", body: null });
  const body = getStockAlerts().finally(() => {
    if (reading?.body === body) reading = null;
  });
  reading = { userId, body };
  body.then(
    (answer) => {
      if (store.get(heldAtom)?.userId === userId) store.set(heldAtom, { userId, status: "loaded", body: answer });
    },
    (error: unknown) => {
      console.error("Your back-in-stock alerts could not be loaded.", error);
      const held = store.get(heldAtom);
      if (held?.userId === userId && held.status === "loading")
        store.set(heldAtom, { userId, status: "error", body: null });
    },
  );
  return body;
}

/** Reads the customer's list unless it is held or being read already (the notice and the button both ask). */
const loadAtom = atom(null, (get, _set, userId: number): void => {
  if (get(heldAtom)?.userId !== userId) void readStockAlerts(userId).catch(() => undefined);
});

export type StockAlertsView =
  | { status: "unknown" }
  | { status: "guest" }
  | { status: "loading" | "error"; user: SessionUser }
  | { status: "loaded"; user: SessionUser; body: StockAlertsBody };

export function useStockAlerts(): { view: StockAlertsView; update: (body: StockAlertsBody) => void } {
  const user = useAtomValue(sessionUserAtom);
  const held = useAtomValue(heldAtom);
  const setHeld = useSetAtom(heldAtom);
  const load = useSetAtom(loadAtom);
  const userId = user?.id;

  useEffect(() => {
    if (userId !== undefined) void load(userId);
  }, [userId, load]);

  const update = useCallback(
    (body: StockAlertsBody) => {
      if (userId !== undefined) setHeld({ userId, status: "loaded", body });
    },
    [userId, setHeld],
  );

  let view: StockAlertsView;
  if (user === undefined) view = { status: "unknown" };
  else if (user === null) view = { status: "guest" };
  else if (held?.userId !== user.id) view = { status: "loading", user };
  else if (held.status === "loaded") view = { status: "loaded", user, body: held.body };
  else view = { status: held.status, user };
  return { view, update };
}
