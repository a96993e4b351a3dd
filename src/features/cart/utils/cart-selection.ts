import { isOrderable } from "@/domain/cart";

/**
 * Which cart lines are selected for checkout. The screen remembers only the lines the shopper
 * unticked, so every line starts selected when the cart loads (and a line that becomes orderable
 * again, or is added later, is selected without any bookkeeping).
 */

interface SelectableLine {
  id: number;
  unit: number;
  stock: number;
}

export function selectedLines<T extends SelectableLine>(lines: readonly T[], unticked: ReadonlySet<number>): T[] {
  return lines.filter((line) => isOrderable(line) && !unticked.has(line.id));
}

/** Ticks or unticks one line. */
export function toggleLine(unticked: ReadonlySet<number>, id: number, selected: boolean): Set<number> {
  const next = new Set(unticked);
  if (selected) next.delete(id);
  else next.add(id);
  return next;
}

export type SelectAllState = "all" | "some" | "none";

export function selectAllState(lines: readonly SelectableLine[], unticked: ReadonlySet<number>): SelectAllState {
  const orderable = lines.filter(isOrderable).length;
  const selected = selectedLines(lines, unticked).length;
  if (orderable > 0 && selected === orderable) return "all";
  return selected > 0 ? "some" : "none";
}

/** "Select all" unticks everything when all is ticked, and ticks everything otherwise. */
export function toggleAll(lines: readonly SelectableLine[], unticked: ReadonlySet<number>): Set<number> {
  return selectAllState(lines, unticked) === "all" ? new Set(lines.map((line) => line.id)) : new Set();
}
