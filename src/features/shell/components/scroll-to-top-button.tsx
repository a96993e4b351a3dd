import { useI18n } from "@/lib/i18n/i18n-context";
import "./shell.css";
import { useScrolledPast } from "@/features/shell/hooks/use-scrolled-past";
import { ArrowUpIcon } from "./icons";

/** SPEC.md section 9: the button shows once the page is scrolled more than 300px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

/**
 * Back to the top of the page. Focus goes to the top of the document too (`focusTargetId`), so
 * the next Tab starts from the skip link instead of somewhere far down the page.
 */
export function ScrollToTopButton({ focusTargetId }: { focusTargetId: string }) {
  const visible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX);
  const { t } = useI18n();
  if (!visible) return null;

  function scrollToTop() {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  }

  return (
    <button type="button" className="scroll-to-top" onClick={scrollToTop}>
      <ArrowUpIcon />
      <span className="visually-hidden">{t("backToTop")}</span>
    </button>
  );
}
