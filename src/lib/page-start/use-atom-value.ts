import { createStore, useStore, type Atom } from "jotai";
import { useContext, useEffect, useState } from "react";
import { InHydrationUnit, isPageHydrated } from "./page-hydration";

/**
 * The atoms as the server rendered them: a store nothing writes, like the server's. A part of the
 * page hydrated after the frame (src/lib/page-start/hydration-unit.tsx) must render what the server
 * did, even when the shopper's cart, wishlist or session has filled the real store meanwhile.
 */
const serverStore = createStore();

/**
 * An atom's value, kept current: jotai's own `useAtomValue` with one difference. jotai's re-renders
 * its component once more as soon as it has subscribed, changed or not (a `useReducer` dispatch,
 * which React cannot skip early), so a page with 58 product cards rendered every card twice while
 * hydrating, in one task a phone spends 50 to 70 ms on. Here the check after subscribing is a state
 * update that React drops at once when the value is the one rendered, and an update made inside a
 * transition (the session's answer) still renders as one. In a part of the page hydrated after the
 * frame, until the whole page is hydrated, the first render shows the server's value, and the
 * check after subscribing brings the shopper's.
 */
export function useAtomValue<Value>(atom: Atom<Value>): Value {
  const store = useStore();
  const inUnit = useContext(InHydrationUnit);
  const [shown, setShown] = useState(() => ({
    atom,
    value: (inUnit && !isPageHydrated() ? serverStore : store).get(atom),
  }));
  useEffect(() => {
    const update = () => {
      const value = store.get(atom);
      setShown((previous) => (previous.atom === atom && Object.is(previous.value, value) ? previous : { atom, value }));
    };
    const unsubscribe = store.sub(atom, update);
    // A change between this component's render and its subscription.
    update();
    return unsubscribe;
  }, [store, atom]);
  return shown.atom === atom ? shown.value : store.get(atom);
}
