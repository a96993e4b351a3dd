/**
 * Who is shopping and their wishlist, as the page shows them: the shopper route's data
 * (src/app/routes/shopper.ts), read by one keyed fetcher once the frame has hydrated, and read
 * again by React Router after a write that may change it (its shouldRevalidate) or when a screen
 * finds that the session has ended. The server renders every public page once for everyone, so
 * until the answer comes the page knows nobody (undefined).
 */
import { createContext, use, useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import { useFetcher } from "react-router";
import type { Shopper } from "@/domain/shopper";
import { InHydrationUnit, isPageHydrated, whenPageHydrated } from "./page-start/page-hydration";

export const SHOPPER_ROUTE = "/shopper";

const ShopperContext = createContext<Shopper | undefined>(undefined);

/** The provider's read, for code outside React that learns the session has ended. */
let readAgain: (() => void) | undefined;

/**
 * A screen found nobody signed in, or its data was refused because the session ended (signed out
 * elsewhere, expired): a page that shows a customer asks again who is shopping.
 */
export function sessionEnded(): void {
  readAgain?.();
}

/**
 * Reads the shopper for the page frame. A component of its own around the frame's parts: React
 * Router renders a fetcher's component again on every change of its state, and only a new answer
 * renders what shows it.
 */
export function ShopperProvider({ children }: { children: ReactNode }) {
  const { data, load } = useFetcher<Shopper>({ key: "shopper" });
  const shown = useRef(data);
  useEffect(() => {
    shown.current = data;
  }, [data]);
  useEffect(() => {
    void load(SHOPPER_ROUTE);
    readAgain = () => {
      if (shown.current?.user) void load(SHOPPER_ROUTE);
    };
    return () => {
      readAgain = undefined;
    };
  }, [load]);
  return <ShopperContext value={data}>{children}</ShopperContext>;
}

/**
 * The shopper as the page shows them: undefined until known. In a part of the page hydrated after
 * the frame it is the server's undefined until the whole page is hydrated, as the atoms are
 * (src/lib/page-start/use-atom-value.ts), so that the part hydrates the server's markup.
 */
export function useShopper(): Shopper | undefined {
  const shopper = use(ShopperContext);
  const inUnit = use(InHydrationUnit);
  // While React hydrates, the server's answer (false); then whether the page is.
  const pageHydrated = useSyncExternalStore(whenHydrated, isPageHydrated, () => false);
  return !inUnit || pageHydrated ? shopper : undefined;
}

/** Page hydration happens once: nothing to unsubscribe from. */
function whenHydrated(changed: () => void): () => void {
  whenPageHydrated(changed);
  return () => undefined;
}
