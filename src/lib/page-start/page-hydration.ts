/**
 * When the server's HTML of the page has been hydrated. React hydrates the page in parts: the
 * frame (header, footer, the screen's outline) in one commit, then each widget in a Suspense
 * boundary of its own (src/lib/page-start/hydration-unit.tsx) in a later task, so that a phone never
 * spends one long task on the whole page. The page counts as hydrated once the frame and every
 * unit it holds have committed; `whenPageHydrated` runs its callbacks then (or at once after).
 */
import { createContext } from "react";
import { replayEarlyInput } from "./early-input";

/** True inside a unit: what it renders before the page is hydrated must be what the server did. */
export const InHydrationUnit = createContext(false);

let frameCommitted = false;
let pendingUnits = 0;
let hydrated = false;
const waiting: Array<() => void> = [];

function settle(): void {
  if (hydrated || !frameCommitted || pendingUnits > 0) return;
  hydrated = true;
  for (const callback of waiting.splice(0)) callback();
}

/** True once the whole page has been hydrated (and in every render after). */
export function isPageHydrated(): boolean {
  return hydrated;
}

export function whenPageHydrated(callback: () => void): void {
  if (hydrated) callback();
  else waiting.push(callback);
}

/**
 * The frame's effects have run: the units it left dehydrated were counted before it. The taps held
 * back until now are replayed a microtask later, outside React's commit: React hydrates a part for
 * a click only when it is not already at work.
 */
export function frameHydrated(): void {
  frameCommitted = true;
  queueMicrotask(replayEarlyInput);
  settle();
}

export function unitWaiting(): void {
  pendingUnits++;
}

/**
 * A unit has committed, or left the page before it did (its widget failed). Settled a microtask
 * later: React's development StrictMode unmounts and mounts every effect once at once, and the
 * mount counts the unit again before then.
 */
export function unitDone(): void {
  pendingUnits--;
  queueMicrotask(settle);
}
