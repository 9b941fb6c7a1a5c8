import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { prefetchSession } from '../lib/auth-context';
import { Providers } from './providers';
import { AppRouter, preloadScreen } from './router';

preloadScreen(window.location.pathname);
prefetchSession();

function mount() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ErrorBoundary>
        <Providers>
          <AppRouter />
        </Providers>
      </ErrorBoundary>
    </StrictMode>,
  );
}

// index.html's static shell (header, and the heading on / and /login) gets its first paint before React's first
// render occupies the main thread; React then replaces it. The screen's chunk is already downloading meanwhile.
if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(mount, 0));
else mount();
