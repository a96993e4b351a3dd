import { useSetAtom } from "jotai";
import { useRef, useState } from "react";
import { useToast } from "@/components/toast";
import { MAXIMUM_QUANTITY_REACHED, type CartItem } from "@/domain/cart";
import { shortenWords, TOAST_NAME_WORDS } from "@/domain/text";
import { removeFromCartAtom, setCartUnitAtom, type CartChangeResult } from "@/stores/cart";

export interface CartLineActions {
  /** Ids of the lines whose change is still on its way to the server. */
  busyIds: ReadonlySet<number>;
  changeUnit: (item: CartItem, unit: number) => Promise<CartChangeResult | null>;
  remove: (item: CartItem) => Promise<CartChangeResult | null>;
}

/**
 * Quantity changes and removals, one at a time per line (a second click while the first is in
 * flight is ignored), with SPEC.md section 5's alert at the stock bound and section 8's texts
 * as toasts when the server refuses.
 */
export function useCartLineActions(): CartLineActions {
  const setUnit = useSetAtom(setCartUnitAtom);
  const removeLine = useSetAtom(removeFromCartAtom);
  const toast = useToast();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  // State lags a render behind a double click; the ref answers at once.
  const inFlight = useRef(new Set<number>());

  async function run(id: number, change: () => Promise<CartChangeResult>): Promise<CartChangeResult | null> {
    if (inFlight.current.has(id)) return null;
    inFlight.current.add(id);
    setBusyIds(new Set(inFlight.current));
    let result: CartChangeResult;
    try {
      result = await change();
    } finally {
      inFlight.current.delete(id);
      setBusyIds(new Set(inFlight.current));
    }
    if (!result.ok) {
      if (result.reason === "max") window.alert(MAXIMUM_QUANTITY_REACHED);
      else toast(result.message);
    }
    return result;
  }

  return {
    busyIds,
    changeUnit: (item, unit) => run(item.id, () => setUnit({ id: item.id, unit, stock: item.stock })),
    remove: async (item) => {
      const result = await run(item.id, () => removeLine(item.id));
      if (result?.ok) toast(`${shortenWords(item.name, TOAST_NAME_WORDS)} removed from Cart`);
      return result;
    },
  };
}
