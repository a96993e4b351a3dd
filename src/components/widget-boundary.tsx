/**
 * An error boundary around one widget (a carousel, a reviews block): if it throws, only that
 * part shows SPEC.md's 'Something went wrong.' and the rest of the page keeps working.
 */
import { Component, type ErrorInfo, type ReactNode } from "react";

interface WidgetBoundaryProps {
  children: ReactNode;
}

export class WidgetBoundary extends Component<WidgetBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn("A part of the page failed:", error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <p className="widget-error" role="alert">
          Something went wrong.
        </p>
      );
    }
    return this.props.children;
  }
}
