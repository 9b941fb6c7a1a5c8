// React.lazy keeps a failed load for good, so a screen whose chunk could not arrive (offline) would fail again on every
// retry. This lazy loads again once a retry is asked for (Retry Connection, back online: components/RouteErrorBoundary).
import { lazy, type ComponentType } from 'react';

let retryGeneration = 0;

/** Lets every lazy component whose load failed load again on its next render. */
export function retryFailedLoads(): void {
  retryGeneration += 1;
}

/** Like React.lazy, but a load that failed is tried again on the first render after retryFailedLoads(). */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  // The retry generation in which the current load failed, else null. Not "retry on every render": React renders a
  // failed tree more than once before the error boundary takes over, and each would fetch again.
  let failedIn: number | null = null;
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedIn = retryGeneration;
        throw error;
      }),
    );
  let current = fresh();
  function RetryableLazy(props: P) {
    if (failedIn !== null && failedIn !== retryGeneration) {
      failedIn = null;
      current = fresh();
    }
    const Current = current;
    return <Current {...props} />;
  }
  return RetryableLazy;
}

/** True for the error a dynamic import() (or Vite's preload of it) fails with when its file cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to fetch/i.test(
    error.message,
  );
}
