import { useCallback, useEffect, useRef } from "react";

/**
 * Calls `callback` once, `delayMs` after the last call of the returned function (SPEC.md
 * section 9: the price slider reloads 500 ms after the last change; the search box asks for
 * suggestions once typing pauses). The latest callback runs, so it sees the current state; a
 * pending call is dropped when the component goes away.
 */
export function useDebouncedCallback<TArgs extends unknown[]>(
  callback: (...args: TArgs) => void,
  delayMs: number,
): (...args: TArgs) => void {
  const latest = useRef(callback);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (...args: TArgs) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
}
