import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { fetchSession, sessionAtom } from "../../../stores/session";

/**
 * Who is signed in, asked once when the site opens (the session cookie is HttpOnly). If the
 * question fails the header simply keeps showing 'Profile', as for a guest.
 */
export function useSessionLoader(): void {
  const setSession = useSetAtom(sessionAtom);

  useEffect(() => {
    let current = true;
    fetchSession().then(
      (user) => {
        if (current) setSession({ status: "known", user });
      },
      (error: unknown) => console.warn("Could not read the session:", error),
    );
    return () => {
      current = false;
    };
  }, [setSession]);
}
