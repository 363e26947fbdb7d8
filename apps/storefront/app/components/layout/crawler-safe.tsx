import { Component, type ReactNode, Suspense } from "react";
import { reportError } from "../../lib/error-hook";

class ErrorHookBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    reportError(error, "browser");
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Spec section 8: an error raised while a crawler's page renders goes to the error hook and the
 * rest of the page still renders. On the server, the Suspense boundary lets React send the page
 * without the failed part (entry.server reports the error); in the browser the boundary catches it.
 * For people, errors are not caught here: they reach the app's error screen.
 */
export function CrawlerSafe({ crawler, children }: { crawler: boolean; children: ReactNode }) {
  if (!crawler) return children;
  return (
    <Suspense fallback={null}>
      <ErrorHookBoundary>{children}</ErrorHookBoundary>
    </Suspense>
  );
}
