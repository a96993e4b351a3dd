import { useSyncExternalStore } from "react";
import { PrefetchPageLinks } from "react-router";

const noChanges = () => () => {};

/**
 * Loads a route's module (where an action lives: the cart's on a page with an add button) once
 * the page has hydrated: the first tap then waits for no
 * code the next one does not (decisions 024 and 026). Rendered after hydration only (the server's
 * snapshot is false), never in the server's HTML, so the page's first scripts stay what they were.
 */
export function RoutePrefetch({ page }: { page: string }) {
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  return hydrated ? <PrefetchPageLinks page={page} /> : null;
}
