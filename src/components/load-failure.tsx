import { useI18n } from "@/lib/i18n/i18n-context";
import { useRevalidator } from "react-router";
import { StatusPanel } from "./status-panel";

interface LoadFailureProps {
  /** What could not be loaded (SPEC.md's text where it has one). */
  message: string;
  /**
   * "panel" (the default) takes the place of what failed, Retry inside the alert; "inline" sits in
   * a side panel (a price summary) where only the message is announced and Retry is secondary.
   */
  layout?: "panel" | "inline";
  className?: string;
}

/**
 * The one look and the one Retry of a read that failed: Retry runs the page's route loaders
 * again (a failed document is the ErrorScreen's, which leads home). Disabled while they run.
 */
export function LoadFailure({ message, layout = "panel", className }: LoadFailureProps) {
  const revalidator = useRevalidator();
  const { t } = useI18n();
  const retry = (
    <button
      type="button"
      className={layout === "panel" ? "button" : "button button--secondary"}
      disabled={revalidator.state === "loading"}
      onClick={() => void revalidator.revalidate()}
    >
      {t("retry")}
    </button>
  );
  if (layout === "inline") {
    return (
      <div className={className}>
        <p className="error-text" role="alert">
          {message}
        </p>
        {retry}
      </div>
    );
  }
  return (
    <StatusPanel role="alert">
      <p className="error-text">{message}</p>
      {retry}
    </StatusPanel>
  );
}
