import { useSyncExternalStore } from "react";

const noChange = () => () => {};

/**
 * False in the server's HTML and while it hydrates, true once the page runs: what only script can
 * do (a control disabled until a live check passes) waits for it, so the same HTML still works
 * as a plain form in a browser without script.
 */
export function useScripted(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
