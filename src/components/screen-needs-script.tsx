import type { ReactNode } from "react";
import { Link } from "react-router";

interface ScreenNeedsScriptProps {
  /** What shows while the browser builds the screen. */
  loading: ReactNode;
  /** What the screen is made of, that only the browser can build it. */
  reason: string;
  /** The screen's heading, for the page shown without script. */
  title?: string;
  /** What the server could show of the screen all the same (the cart's lines), above the reason. */
  withoutScript?: ReactNode;
}

/**
 * The server's stand-in for a screen built in the browser (the shopper's lists, account and
 * browser data): the loading state, and for a browser without script, which never builds it, a
 * whole page instead: why, and the ways on. Only such a browser parses what is inside <noscript>,
 * and React neither renders nor hydrates it; styles.css hides the loading state there.
 */
export function ScreenNeedsScript({ loading, reason, title, withoutScript }: ScreenNeedsScriptProps) {
  return (
    <>
      <div className="needs-script__loading">{loading}</div>
      <noscript>
        {title && <h1>{title}</h1>}
        {withoutScript}
        <div className="status-panel">
          <p>{reason}</p>
          <p>Turn JavaScript on in this browser to see it, or go on without it:</p>
          <ul className="needs-script__links">
            <li>
              <Link to="/login" className="button">
                Sign in
              </Link>
            </li>
            <li>
              <Link to="/all-product" className="button button--secondary">
                Browse all products
              </Link>
            </li>
            <li>
              <Link to="/" className="button button--secondary">
                Home
              </Link>
            </li>
          </ul>
        </div>
      </noscript>
    </>
  );
}
