import { useSetAtom, useStore } from "jotai";
import { startTransition, useEffect } from "react";
import type { SessionUser } from "@/domain/session";
import { fetchSession, sessionAtom } from "@/stores/session";

/** Waits between the tries of GET /api/session; after the last one the visitor counts as a guest. */
const RETRY_DELAYS_MS = [1000, 3000];

/**
 * Who is signed in, asked once when the site opens (the session cookie is HttpOnly), unless a
 * private screen's clientLoader already asked (src/app/private-route.tsx). A failed
 * question is asked again twice; if it still fails the visitor is treated as a guest, so the
 * sign-in form and the cart do not wait forever (a customer can sign in again).
 */
export function useSessionLoader(): void {
  const store = useStore();
  const setSession = useSetAtom(sessionAtom);

  useEffect(() => {
    // A private screen's clientLoader may have asked already on this page load.
    if (store.get(sessionAtom).status === "known") return;
    let current = true;
    let timer: number | undefined;
    // The answer comes while the page is still starting and changes what the header and the
    // page's buttons show: as a transition React renders that in slices between the browser's
    // other work.
    const settle = (user: SessionUser | null) => startTransition(() => setSession({ status: "known", user }));
    const ask = (attempt: number) => {
      fetchSession().then(
        (user) => {
          if (current) settle(user);
        },
        (error: unknown) => {
          if (!current) return;
          const delay = RETRY_DELAYS_MS[attempt];
          if (delay === undefined) {
            console.warn("Could not read the session; continuing as a guest:", error);
            settle(null);
            return;
          }
          timer = window.setTimeout(() => ask(attempt + 1), delay);
        },
      );
    };
    ask(0);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [store, setSession]);
}
