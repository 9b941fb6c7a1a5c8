// The first-screen machinery, in one place. Each piece is kept because it was measured to buy at least 5 Lighthouse
// points or 300 ms of LCP on one of the four measured pages (bench/lighthouse.mjs), with and without it in one run
// (BENCHMARKS.md, "First-screen pieces"):
// 1. The static shell (web/index.html): the layout's header and, on /, /login, /dashboard and /application, the screen's heading,
//    drawn before any JavaScript from the stored theme mode. React replaces it when it mounts.
// 2. The early requests (firstScreenScript below): index.html carries each first screen's chunks and queries; right
//    after the shell's first paint it preloads the chunks and sends the session check and the queries, each one a
//    plain POST /graphql as Apollo Client sends it (lib/early-requests.ts hands the answers to Apollo Client).
// 3. The inline entry (inlineEntryStub below): the entry chunk, a ~50-byte stub, runs inline instead of being fetched.
// What else shapes the first visit is code splitting (web/first-screen-chunks.ts), not first-screen machinery.
import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SCREENS, firstScreenQueryText, type FirstScreen } from './src/app/first-screens.ts';

/** The table index.html carries: per path, the chunks to preload and the queries to send; each query's text once. */
export interface FirstScreenTable {
  routes: Record<string, { preload: string[]; queries: string[]; whenEmpty?: { query: string; field: string; preload: string[] } }>;
  queries: Record<string, string>;
}

/** The element the table is written in (bench/run.mjs reads it to count the landing page's chunks). */
export const FIRST_SCREEN_TABLE_ID = 'first-screens';

// Runs in the page, as plain ES5, right after the static shell's first paint (earlier requests would compete with
// that paint). Unless the app already booted from the cache (lib/early-requests sets __earlyTaken), it checks the
// session and sends the path's queries exactly as Apollo Client would; these small requests go first, so they are not
// queued behind the chunks. Then it preloads the path's chunks. 60 s is the app's request timeout (REQUEST_TIMEOUT_MS).
// Each query is its own plain POST, exactly as Apollo Client sends it (one operation per request, answered by Apollo
// Server like any other). A route's `whenEmpty` preloads more chunks once its query's answer has the field null (a copy
// of the Response is read; the app reads its own).
const EARLY_REQUESTS = `(function(){
var t=JSON.parse(document.getElementById('${FIRST_SCREEN_TABLE_ID}').textContent);
var r=t.routes[location.pathname.replace(/\\/+$/,'')||'/']||{preload:[],queries:[]};
function timeout(){return window.AbortSignal&&AbortSignal.timeout?AbortSignal.timeout(60000):undefined;}
function quiet(p){p.catch(function(){});return p;}
function post(body){return quiet(fetch('/graphql',{method:'POST',credentials:'same-origin',signal:timeout(),
headers:{accept:'application/graphql-response+json,application/json;q=0.9','content-type':'application/json'},body:JSON.stringify(body)}));}
function operation(name){return {operationName:name,variables:{},query:t.queries[name]};}
function ask(){
if(window.__earlyTaken||!window.fetch)return;
window.__earlySession=quiet(fetch('/api/auth/get-session',{credentials:'same-origin',signal:timeout()}));
var q={};
r.queries.forEach(function(name){q[name]={query:t.queries[name],response:post(operation(name))};});
window.__earlyQueries=q;
var e=r.whenEmpty;
if(e&&q[e.query])q[e.query].response.then(function(res){return res.clone().json();}).then(function(body){
if(body&&body.data&&body.data[e.field]===null)preload(e.preload);}).catch(function(){});
}
function preload(files){files.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l);});}
function start(){
ask();
preload(r.preload);
}
if(window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(start,0);});else start();
})();`;

/**
 * Build plugin: index.html gets the first-screen table (web/src/app/first-screens.ts) and the script above. Without
 * it a screen's chunks are found only once the vendor chunk has downloaded and run (on a slow 4G phone, ~1 s later),
 * and its queries wait for Apollo Client on top. The build fails if a listed module is in no chunk, or a listed query
 * does not exist or takes variables, so the table cannot rot.
 */
export function firstScreenScript(srcDir: string): Plugin {
  return {
    name: 'first-screen-script',
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
        const table: FirstScreenTable = { routes: {}, queries: {} };
        for (const [route, screen] of Object.entries(FIRST_SCREENS) as [string, FirstScreen][]) {
          const chunksOf = (modules: readonly string[], skip: ReadonlySet<string>) => {
            const files = new Set<string>();
            for (const module of modules) {
              const chunk = byModule.get(path.resolve(srcDir, module));
              if (!chunk) throw new Error(`first-screen script: ${module} (for ${route}) is in no chunk`);
              collect(chunk.fileName, files);
            }
            return [...files].filter((file) => !skip.has(file));
          };
          const files = chunksOf(screen.modules, preloadedByEntry);
          const queries = [...(screen.queries ?? [])];
          for (const name of queries) table.queries[name] ??= firstScreenQueryText(name);
          table.routes[route] = { preload: files.map((file) => `/${file}`), queries };
          if (screen.whenEmpty) {
            const { query, field, modules } = screen.whenEmpty;
            if (!queries.includes(query)) throw new Error(`first-screen script: ${route}'s whenEmpty query ${query} is not one of its queries`);
            const more = chunksOf(modules, new Set([...preloadedByEntry, ...files]));
            table.routes[route].whenEmpty = { query, field, preload: more.map((file) => `/${file}`) };
          }
        }
        // '<' escaped so no query text can end the script element early.
        const json = JSON.stringify(table).replace(/</g, '\\u003c');
        return [
          { tag: 'script', attrs: { type: 'application/json', id: FIRST_SCREEN_TABLE_ID }, children: json, injectTo: 'head' },
          { tag: 'script', children: EARLY_REQUESTS, injectTo: 'head' },
        ];
      },
    },
  };
}

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
