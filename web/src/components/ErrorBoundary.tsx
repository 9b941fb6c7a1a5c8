import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Called once per caught error, e.g. to log it. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Passed to the error page's Refresh Page button; defaults to a reload. */
  onRefresh?: () => void;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Shows the generic error page instead of a blank screen when rendering throws. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    if (this.state.hasError) {
      return <ErrorPage requestId={requestIdOf(this.state.error)} onRefresh={this.props.onRefresh} />;
    }
    return this.props.children;
  }
}

// GraphQL errors carry the server's request id in extensions (DESIGN: errors), when present.
function requestIdOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const direct = (error as { requestId?: unknown }).requestId;
  if (typeof direct === 'string') return direct;
  const extensions = (error as { extensions?: { requestId?: unknown } }).extensions;
  return typeof extensions?.requestId === 'string' ? extensions.requestId : undefined;
}

export default ErrorBoundary;
