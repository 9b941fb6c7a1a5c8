import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { prefetchSession } from '../lib/auth-context';
import { whenIdle } from '../lib/idle';
import { Providers } from './providers';
import { AppRouter, preloadScreen } from './router';

preloadScreen(window.location.pathname);
prefetchSession();

function mount() {
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first tree in slices of a few milliseconds and lets the browser in between,
  // instead of one long task (index.html's shell is on screen meanwhile). On a mid-range phone that long task was
  // most of the page's blocking time.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ErrorBoundary>
          <Providers>
            <AppRouter />
          </Providers>
        </ErrorBoundary>
      </StrictMode>,
    ),
  );
}

// index.html's static shell (header, and the heading on / and /login) gets its first paint before React's first
// render occupies the main thread; React then replaces it. The screen's chunk is already downloading meanwhile.
if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(mount, 0));
else mount();

// Offline screens: the service worker is registered from its own chunk once the first screen is done: its
// install precaches every screen's chunks (~1.5 MB), which on load competed with the first screen for the network and
// the CPU (part of the Lighthouse regression). Five seconds after load, when the page is next idle.
const SERVICE_WORKER_DELAY_MS = 5_000;
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    whenIdle(() => void import('./service-worker').then((module) => module.registerServiceWorker()).catch(() => undefined), {
      delayMs: SERVICE_WORKER_DELAY_MS,
      timeoutMs: 10_000,
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
