import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { signedInChunkName } from './first-screen-chunks.ts';
import { firstScreenScript, inlineEntryStub } from './first-screen.ts';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.join(webDir, 'src');
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:4000';
/** The developers' Sandbox's packages (GraphiQL, its Monaco editor, the formatter it bundles): one 'devtools' chunk family. */
const DEVTOOLS_PACKAGES = /[\\/]node_modules[\\/](graphiql|@graphiql|monaco-editor|monaco-graphql|prettier|graphql-language-service|vscode-[a-z-]+|@codemirror|react-compiler-runtime|framer-motion|motion-dom|motion-utils|@radix-ui|@headlessui|zustand|markdown-it|linkify-it|mdurl|uc\.micro|entities|punycode|jsonc-parser|debounce-promise|set-value|get-value|copy-to-clipboard|toggle-selection)[\\/]/;

export default defineConfig({
  root: webDir,
  plugins: [
    react(),
    firstScreenScript(srcDir),
    inlineEntryStub(),
    // A service worker (Workbox) precaches the app shell and the screens' chunks, so a screen opens offline even when it
    // was never visited. It caches nothing else: no GraphQL, no /api answers (they are per user), no
    // runtime caching at all. Navigations get the precached index.html, except the server's own pages below.
    // 'prompt': a new deploy's worker waits until the visitor accepts "Reload" (app/service-worker.tsx), so an open
    // page keeps the chunks of the build it started with instead of asking for files the new deploy removed.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,ico}'],
        // The staff area's grid and charts are large and customers never open them; the developers' GraphiQL, its
        // editor and their workers are for developers. They load on demand.
        globIgnores: ['**/datagrid-*', '**/charts-*', '**/pdf.worker*', '**/devtools-*', '**/GraphiQLPage-*', '**/*.worker-*', '**/codicon-*'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/(graphql|api|healthz|readyz|pay|metrics)(\/|$)/],
        cleanupOutdatedCaches: true,
        // The first install takes the open page at once (its next screen then loads offline); an update still waits.
        clientsClaim: true,
        maximumFileSizeToCacheInBytes: 1_000_000,
        runtimeCaching: [],
      },
    }),
  ],
  build: {
    outDir: path.resolve(webDir, '../dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Required once the admin-only libraries are split below: without it rolldown may run a split chunk's
        // module before the ones it depends on ("Missing arguments" in x-charts). Costs ~8 KiB on the first route.
        strictExecutionOrder: true,
        codeSplitting: {
          // A group takes only the modules its test matches, not everything they import (which would pull shared
          // MUI code into admin-only chunks and make the landing page import them).
          includeDependenciesRecursively: false,
          groups: [
            // Every package the first route (the entry, with the landing page) imports statically, in one cacheable
            // chunk: rolldown otherwise splits them into ~30 small chunks whose import/export glue costs ~12 KiB gzip
            // (issue 6: landing ≤ 200 KiB). `$initial` keeps anything only lazy screens use out of it.
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 10 },
            // Our own code of the first route, in one chunk beside it instead of six (issue 8: requests per visit).
            { name: 'app', tags: ['$initial'], test: (id) => !/[\\/]node_modules[\\/]/.test(id), priority: 10 },
            // Apollo Client, the signed-in layout and the dashboard, which every screen but the landing page loads
            // (web/first-screen-chunks.ts), in three pieces (the largest ~59 KiB gzip: a lazy chunk may be 60; fewer pieces, fewer requests).
            { name: signedInChunkName(srcDir), priority: 8, maxSize: 800_000 },
            // The staff area's grid and charts (issue 8: any lazy chunk ≤ 60 KiB gzip) in pieces of ≤ ~170 kB raw,
            // which the browser fetches in parallel when an admin page first needs them.
            { name: 'datagrid', test: /[\\/]node_modules[\\/]@mui[\\/]x-data-grid/, priority: 5, maxSize: 170_000 },
            { name: 'charts', test: /[\\/]node_modules[\\/](@mui[\\/]x-charts|@mui[\\/]x-internals|d3-)/, priority: 5, maxSize: 170_000 },
            // The developers' GraphiQL (features/developers) with its editor and formatter: developer tools, loaded only
            // by that page, named so the budget (bench/run.mjs) reports them apart from the customer's lazy chunks.
            { name: 'devtools', test: DEVTOOLS_PACKAGES, priority: 6 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/api': apiTarget,
      '/healthz': apiTarget,
    },
  },
});
