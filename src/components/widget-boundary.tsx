/**
 * An error boundary around one widget (a carousel, a reviews block): if it throws, only that
 * part shows SPEC.md's 'Something went wrong.' and the rest of the page keeps working. Each widget
 * is also hydrated on its own, after the page's frame (src/lib/page-start/hydration-unit.tsx).
 */
import { Component, type ErrorInfo, type ReactNode } from "react";
import { HydrationUnit } from "@/lib/page-start/hydration-unit";

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
    return <HydrationUnit>{this.props.children}</HydrationUnit>;
  }
}
