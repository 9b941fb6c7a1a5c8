import type { Plugin } from 'vite';

/** The largest entry chunk that is inlined: a stub of an import and a call is ~50 bytes. */
const STUB_MAX_BYTES = 512;

/**
 * Build plugin: the entry chunk is a stub (`import{t as e}from"./web-….js";e();`, because the `app` group of
 * web/vite.config.ts holds the entry's own code), so index.html runs it inline instead of fetching it. That is one
 * request less on every first visit, where each request queues on a phone's six HTTP/1.1 connections beside the
 * vendor chunk (BENCHMARKS.md, fifth pass). The stub's relative imports
 * become absolute, since an inline script resolves them against the page's URL. The build fails if the stub is no
 * longer one, or its script tag is not where Vite writes it, rather than quietly fetching it again.
 */
export function inlineEntryStub(): Plugin {
  return {
    name: 'inline-entry-stub',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = Object.values(context.bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry);
        if (!entry || entry.type !== 'chunk') return html;
        if (entry.code.length > STUB_MAX_BYTES) throw new Error(`inline-entry-stub: ${entry.fileName} is ${entry.code.length} bytes, not a stub`);
        const tag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
        if (!html.includes(tag)) throw new Error(`inline-entry-stub: no ${tag} in index.html`);
        let code = entry.code.trim();
        for (const imported of entry.imports) code = code.replaceAll(`"./${imported.slice(imported.lastIndexOf('/') + 1)}"`, `"/${imported}"`);
        if (/["']\.\.?\//.test(code)) throw new Error(`inline-entry-stub: a relative import is left in ${code}`);
        return html.replace(tag, `<script type="module">${code}</script>`);
      },
    },
  };
}
