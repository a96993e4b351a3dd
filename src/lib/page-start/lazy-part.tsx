import { createElement, lazy, type ComponentType } from "react";

/**
 * A component whose code is imported when it is first rendered (React.lazy, inside a
 * HydrationUnit: the server renders it in place and it hydrates once its code has come), or ahead
 * with `preload`. A client navigation preloads the parts of the page it opens (its route's
 * clientLoader), so they show with the page, not a moment after it; once loaded, a part renders
 * without a Suspense pause.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Part: ComponentType<P>; preload: () => Promise<void> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const importPart = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => importPart().then((component) => ({ default: component })));
  function Part(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return {
    Part,
    // A part whose code cannot come fails where it is rendered (its widget's boundary).
    preload: () =>
      importPart().then(
        () => undefined,
        () => undefined,
      ),
  };
}
