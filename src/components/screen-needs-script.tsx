import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "@/lib/i18n/i18n-context";

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
  const { t, path } = useI18n();
  return (
    <>
      <div className="needs-script__loading">{loading}</div>
      <noscript>
        {title && <h1>{title}</h1>}
        {withoutScript}
        <div className="status-panel">
          <p>{reason}</p>
          <p>{t("needsScript.turnOn")}</p>
          <ul className="needs-script__links">
            <li>
              <Link to={path("/login")} className="button">
                {t("needsScript.signIn")}
              </Link>
            </li>
            <li>
              <Link to={path("/all-product")} className="button button--secondary">
                {t("needsScript.browse")}
              </Link>
            </li>
            <li>
              <Link to={path("/")} className="button button--secondary">
                {t("needsScript.home")}
              </Link>
            </li>
          </ul>
        </div>
      </noscript>
    </>
  );
}
