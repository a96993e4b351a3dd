/**
 * The signed-in customer's alerts as the page frame's notice and the product page's button share
 * them: read once per page load (a "visit"), then replaced by the answer of every change. The list
 * screen reads its own fresh copy through its route loader and hands it over here.
 */
import { atom, useSetAtom } from "jotai";
import { useAtomValue } from "@/lib/page-start/use-atom-value";
import { useCallback, useEffect } from "react";
import type { SessionUser } from "@/domain/account";
import type { StockAlertsBody } from "@/domain/stock-alerts";
import { sessionUserAtom } from "@/stores/session";
import { getStockAlerts } from "@/features/stock-alerts/api/stock-alerts-api";

type Held = { userId: number } & (
  { status: "loading" | "failed"; body: null } | { status: "loaded"; body: StockAlertsBody }
);

const heldAtom = atom<Held | null>(null);

/** Reads the customer's list unless it is held or being read already (the notice and the button both ask). */
const loadAtom = atom(null, async (get, set, userId: number): Promise<void> => {
  if (get(heldAtom)?.userId === userId) return;
  set(heldAtom, { userId, status: "loading", body: null });
  try {
    const body = await getStockAlerts();
    if (get(heldAtom)?.userId === userId) set(heldAtom, { userId, status: "loaded", body });
  } catch (error) {
    console.error("Your back-in-stock alerts could not be loaded.", error);
    const held = get(heldAtom);
    if (held?.userId === userId && held.status === "loading") set(heldAtom, { userId, status: "failed", body: null });
  }
});

export type StockAlertsView =
  | { status: "unknown" }
  | { status: "guest" }
  | { status: "loading" | "failed"; user: SessionUser }
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
