import { useRevalidator } from "react-router";
import { StatusPanel } from "./status-panel";

/**
 * The one look of a load that failed: what could not be loaded (SPEC.md's text where it has
 * one) and Retry, which runs the page's route loaders again.
 */
export function LoadFailure({ message }: { message: string }) {
  const revalidator = useRevalidator();
  return (
    <StatusPanel role="alert">
      <p className="error-text">{message}</p>
      <button
        type="button"
        className="button"
        disabled={revalidator.state === "loading"}
        onClick={() => void revalidator.revalidate()}
      >
        Retry
      </button>
    </StatusPanel>
  );
}
