import type { MouseEvent } from "react";

/**
 * 'Skip to content': moves focus into <main id="main"> without adding #main to the URL (which
 * the router would record as a navigation).
 */
export function SkipLink({ targetId }: { targetId: string }) {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  }

  return (
    <a className="skip-link" href={`#${targetId}`} onClick={skip}>
      Skip to content
    </a>
  );
}
