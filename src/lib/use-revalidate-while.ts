import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Asks the page's loaders again `intervalMs` after each answer for as long as `waiting` holds:
 * what waits on something settling elsewhere (a payment's webhook) re-reads through its route
 * loader, never through a fetch of its own beside it. The next ask is timed from the last
 * answer, so a slow one is never overlapped.
 */
export function useRevalidateWhile(waiting: boolean, intervalMs: number): void {
  const { revalidate, state } = useRevalidator();
  const idle = state === "idle";
  useEffect(() => {
    if (!waiting || !idle) return;
    const timer = setTimeout(() => void revalidate(), intervalMs);
    return () => clearTimeout(timer);
  }, [waiting, idle, intervalMs, revalidate]);
}
