import { Suspense, useCallback, useEffect, useRef, type ReactNode } from "react";
import { InHydrationUnit, unitDone, unitWaiting } from "./page-hydration";

/**
 * A part of the page React hydrates on its own, after the frame: a Suspense boundary the server
 * rendered complete. Its content reads atoms as the server rendered them until the whole page is
 * hydrated (src/lib/use-atom-value.ts), so it matches the HTML whenever its turn comes.
 */
export function HydrationUnit({ children }: { children: ReactNode }) {
  /** Its content has committed; counted as waiting by the frame's commit. */
  const unit = useRef({ committed: false, counted: false });
  useEffect(() => {
    const current = unit.current;
    // Rendered on the client (a navigation), the content committed in the same commit as this.
    if (!current.committed) {
      current.counted = true;
      unitWaiting();
    }
    return () => {
      if (current.counted && !current.committed) {
        current.counted = false;
        unitDone();
      }
    };
  }, []);
  const committed = useCallback(() => {
    const current = unit.current;
    current.committed = true;
    if (current.counted) {
      current.counted = false;
      unitDone();
    }
  }, []);
  return (
    <InHydrationUnit value={true}>
      <Suspense fallback={null}>
        {children}
        <UnitCommitted onCommit={committed} />
      </Suspense>
    </InHydrationUnit>
  );
}

/** Last in its unit: its effect runs after the effects of the content before it. */
function UnitCommitted({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}
