/**
 * Server data for a screen: one GET through the API client, with the three states every SPEC
 * screen has (loading, loaded, error). Successful answers are kept in a small in-memory cache for
 * a few minutes, so the back button and revisits render at once instead of flashing a skeleton;
 * the functions' own CDN caching (s-maxage 300) bounds how stale catalogue data can be anyway.
 * Screens that mount together and ask for the same path (the header's menus and the catalogue's
 * tree both read /api/categories) share one request in flight.
 * A customer's own data (addresses, orders, cart...) is never cached: it changes under the
 * screen's feet (an address saved elsewhere) and must not outlive a sign-out on a shared device.
 */
import { useEffect, useState } from "react";
import type * as v from "valibot";
import { ApiError, apiGet } from "./api-client";

export type QueryState<T> =
  { status: "loading" } | { status: "loaded"; data: T } | { status: "error"; error: ApiError };

const CACHE_TTL_MS = 5 * 60_000;
const CACHE_MAX_ENTRIES = 60;
const cache = new Map<string, { at: number; data: unknown }>();
const inFlight = new Map<string, Promise<unknown>>();

/** Only the public catalogue is cached; everything else is read fresh on every mount. */
const CACHEABLE = /^\/api\/(logo|categories|header-groups|products|tax-rates)(\/|\?|$)/;

function cached(path: string): unknown {
  const entry = cache.get(path);
  if (!entry || Date.now() - entry.at > CACHE_TTL_MS) return undefined;
  return entry.data;
}

function remember(path: string, data: unknown): void {
  if (!CACHEABLE.test(path)) return;
  cache.delete(path);
  cache.set(path, { at: Date.now(), data });
  while (cache.size > CACHE_MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
}

/**
 * One request per path at a time, whoever asks. It is never aborted: a screen that goes away
 * just ignores the answer, which still fills the cache for the next one.
 */
function load(path: string, schema: v.GenericSchema): Promise<unknown> {
  let request = inFlight.get(path);
  if (!request) {
    request = apiGet(path, schema)
      .then((data: unknown) => {
        remember(path, data);
        return data;
      })
      .finally(() => inFlight.delete(path));
    inFlight.set(path, request);
  }
  return request;
}

function toApiError(error: unknown): ApiError {
  return error instanceof ApiError
    ? error
    : new ApiError(0, "network_error", "The shop could not be reached. Check your connection.");
}

/** `path` null means "nothing to fetch yet" and stays loading. */
export function useApiQuery<TSchema extends v.GenericSchema>(
  path: string | null,
  schema: TSchema,
): QueryState<v.InferOutput<TSchema>> {
  type Data = v.InferOutput<TSchema>;
  const [state, setState] = useState<{ path: string | null; value: QueryState<Data> }>(() => initial(path));

  function initial(forPath: string | null): { path: string | null; value: QueryState<Data> } {
    const hit = forPath === null ? undefined : cached(forPath);
    return {
      path: forPath,
      value: hit === undefined ? { status: "loading" } : { status: "loaded", data: hit as Data },
    };
  }

  // A new path starts from its cached answer or a loading state, never from the old path's data.
  let current = state;
  if (state.path !== path) {
    current = initial(path);
    setState(current);
  }

  useEffect(() => {
    if (path === null || cached(path) !== undefined) return;
    let current = true;
    load(path, schema).then(
      (data) => {
        if (current) setState({ path, value: { status: "loaded", data: data as Data } });
      },
      (error: unknown) => {
        if (current) setState({ path, value: { status: "error", error: toApiError(error) } });
      },
    );
    return () => {
      current = false;
    };
  }, [path, schema]);

  return current.value;
}
