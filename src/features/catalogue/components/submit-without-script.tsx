import type { ReactNode } from "react";

/**
 * The submit button of a form whose controls act at once with script: only a browser without
 * script parses what is inside <noscript>, and React neither hydrates nor renders it.
 */
export function SubmitWithoutScript({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <button type="submit" className="button button--secondary">
        {children}
      </button>
    </noscript>
  );
}
