import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { rememberViewedAtom } from "@/features/recently-viewed/stores/recently-viewed";

/**
 * Puts the product on screen at the front of the recently viewed list. An effect, so it runs
 * after hydration has read the stored list (the root's layout effect) and never on the server.
 */
export function useRememberViewed(productId: number): void {
  const remember = useSetAtom(rememberViewedAtom);
  useEffect(() => remember(productId), [remember, productId]);
}
