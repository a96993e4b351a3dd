/**
 * A part of a route loader's data that may fail on its own without failing the page (the
 * header's logo and menus): plain data, so it travels from the server loader into the HTML and
 * the browser as it is.
 */
export type LoadResult<T> = { status: "loaded"; data: T } | { status: "error"; message: string };

/** Waits for one part; a failure becomes that part's error state (and is logged where it happened). */
export async function settle<T>(what: string, promise: Promise<T>): Promise<LoadResult<T>> {
  try {
    return { status: "loaded", data: await promise };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`Could not load ${what}: ${message}`);
    return { status: "error", message };
  }
}
