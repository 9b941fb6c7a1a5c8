import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CONNECTIVITY_MESSAGES, errorScreenFor } from '../lib/connectivity';
import { isChunkLoadError, retryFailedLoads } from '../lib/retryable-lazy';
import { ErrorPage } from './ErrorPage';
import { StatusScreen } from './StatusScreen';

export interface RouteErrorBoundaryProps {
  children?: ReactNode;
  /** The current location: a failure is forgotten when the visitor goes elsewhere. */
  resetKey: string;
}

interface RouteErrorBoundaryState {
  error: unknown;
  resetKey: string;
}

/**
 * Catches what a screen throws inside its layout, so the header, menus and offline banner stay usable. A screen whose
 * chunk could not be fetched (offline, or the server out of reach) gets SPEC §8's Connection Error with Retry
 * Connection, which loads it again (lib/retryable-lazy); coming back online retries by itself. Anything else gets the
 * generic error page, in the app's theme.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidMount() {
    window.addEventListener('online', this.retryWhenBack);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retryWhenBack);
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  private readonly retry = () => {
    retryFailedLoads();
    this.setState({ error: null });
  };

  private readonly retryWhenBack = () => {
    if (this.state.error && isChunkLoadError(this.state.error)) this.retry();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isChunkLoadError(error)) return <ErrorPage />;
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    const screen = errorScreenFor(offline ? 'offline' : 'unreachable');
    return (
      <StatusScreen
        kind="connection"
        title={screen.title}
        message={offline ? CONNECTIVITY_MESSAGES.offline : CONNECTIVITY_MESSAGES.unreachable}
        actionLabel={screen.action}
        onAction={this.retry}
      />
    );
  }
}

export default RouteErrorBoundary;
