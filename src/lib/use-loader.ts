import { useCallback, useEffect, useState } from "react";
import { ApiError } from "./api-client";

export type LoaderState<T> =
  { status: "loading" } | { status: "loaded"; data: T } | { status: "error"; error: ApiError };

interface Loaded<T> {
  key: string | null;
  attempt: number;
  state: LoaderState<T>;
}

/**
 * Runs `load` for `key` (null: nothing to load yet, stays loading) and again on `reload()`, the
 * Retry button of a failed load. A new key or attempt starts from "loading", never from stale data.
 * `load` must be stable (a module-level function or a memoised one): a new one loads again.
 */
export function useLoader<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T>>({ key, attempt, state: { status: "loading" } });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setLoaded({ key, attempt, state: { status: "loaded", data } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError =
          error instanceof ApiError
            ? error
            : new ApiError(0, "network_error", "The shop could not be reached. Check your connection.");
        setLoaded({ key, attempt, state: { status: "error", error: apiError } });
      },
    );
    return () => controller.abort();
  }, [key, attempt, load]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  const state: LoaderState<T> = loaded.key === key && loaded.attempt === attempt ? loaded.state : { status: "loading" };
  return { state, reload };
}
