import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_MODULES } from './src/app/first-screens.ts';

/**
 * Build plugin: index.html gets an inline script that, for the visited path, adds <link rel="modulepreload"> for
 * the chunks of that screen (web/src/app/first-screens.ts) and everything they import that the entry does not
 * already preload. Without it those chunks are found only once the vendor chunk has downloaded and run (on a slow
 * 4G phone, ~1 s later). The build fails if a listed module is in no chunk, so the list cannot rot.
 */
export function firstScreenPreloads(srcDir: string): Plugin {
  return {
    name: 'first-screen-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
        const collect = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          const output = bundle[fileName];
          if (output?.type === 'chunk') output.imports.forEach((imported) => collect(imported, into));
        };
        const preloadedByEntry = new Set<string>();
        chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => collect(chunk.fileName, preloadedByEntry));
        const byPath: Record<string, string[]> = {};
        for (const [route, modules] of Object.entries(FIRST_SCREEN_MODULES)) {
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = byModule.get(path.resolve(srcDir, module));
            if (!chunk) throw new Error(`first-screen preloads: ${module} (for ${route}) is in no chunk`);
            collect(chunk.fileName, files);
          }
          byPath[route] = [...files].filter((file) => !preloadedByEntry.has(file)).map((file) => `/${file}`);
        }
        // Added once the static shell has painted: preloads requested earlier would compete with the first paint.
        const script = `(function(){var m=${JSON.stringify(byPath)};var p=location.pathname.replace(/\\/+$/,'')||'/';` +
          `function add(){(m[p]||[]).forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l);});}` +
          `if(window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(add,0);});else add();})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
