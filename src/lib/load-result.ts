import { ApiError } from "./api-client";

/** What a route's clientLoader hands its screen: the data, or the failure the screen shows with a Retry. */
export type LoadResult<T> = { status: "loaded"; data: T } | { status: "error"; error: ApiError };

/** A customer's data as a private route's clientLoader reads it: a guest has none. */
export type CustomerData<T> = { status: "guest" } | LoadResult<T>;

/**
 * Runs `load` and keeps a failure as data: a thrown loader error would replace the whole screen
 * with the error page, where these screens say what failed and offer a Retry. An aborted load
 * (the shopper navigated on) is rethrown, and React Router drops it.
 */
export async function loadResult<T>(load: () => Promise<T>, signal: AbortSignal): Promise<LoadResult<T>> {
  try {
    return { status: "loaded", data: await load() };
  } catch (error) {
    if (signal.aborted) throw error;
    return {
      status: "error",
      error:
        error instanceof ApiError
          ? error
          : new ApiError(0, "network_error", "The shop could not be reached. Check your connection."),
    };
  }
}

/**
 * A part of a server loader's data that may fail on its own without failing the page (the
 * header's logo and menus). Its failure is a plain message, not an ApiError: it travels from the
 * server loader into the HTML and the browser as it is.
 */
export type SettledPart<T> = { status: "loaded"; data: T } | { status: "error"; message: string };

/** Waits for one part; a failure becomes that part's error state (and is logged where it happened). */
export async function settle<T>(what: string, promise: Promise<T>): Promise<SettledPart<T>> {
  try {
    return { status: "loaded", data: await promise };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`Could not load ${what}: ${message}`);
    return { status: "error", message };
  }
}
