import type { MouseEvent } from "react";
import { useI18n } from "@/lib/i18n/i18n-context";

/**
 * 'Skip to content': moves focus into <main id="main"> without adding #main to the URL (which
 * the router would record as a navigation).
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useI18n();
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView();
  }

  return (
    <a className="skip-link" href={`#${targetId}`} onClick={skip}>
      {t("skipToContent")}
    </a>
  );
}
