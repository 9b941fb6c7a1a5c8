// Lighthouse (mobile defaults: emulated Moto G Power, simulated slow 4G) against the built app in production mode on
// a bench database seeded with the demo data. Signed-in pages get the demo customer's session cookie.
import fs from 'node:fs';
import { cleanupAll, createMigratedDatabase, median, onCleanup, root, spawnTracked, startGateway } from './lib.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
// `as`: who is signed in. The application form is what a customer without an application sees at /application; the
// demo customer has an approved one, so /application shows them its status instead (measured too, not a target).
const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'dashboard', path: '/dashboard', as: 'demo' },
  { name: 'application form', path: '/application', as: 'new' },
  { name: 'application status', path: '/application', as: 'demo', informational: true },
];
const DEMO_CUSTOMER = { email: 'user@ghanahomes.example', password: process.env.DEMO_PASSWORD ?? 'Demo!2026pass' };
const NEW_CUSTOMER = { email: `bench-lighthouse-${Date.now()}@example.com`, password: 'Bench!2026pass', firstName: 'Abena', lastName: 'Mensah', name: 'Abena Mensah', acceptTerms: true };

/** A production server on a new database seeded with the demo data (seeded by the seed script: never in production). */
export async function prepareLighthouseServer() {
  if (!fs.existsSync(CHROMIUM)) return null;
  const setup = Date.now();
  const database = await createMigratedDatabase('lighthouse');
  // Asynchronous: in quick mode this overlaps other work of this process.
  const seed = spawnTracked(process.execPath, ['dist/server/scripts/seed.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: database.url, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve) => seed.once('exit', resolve));
  await seed.stop();
  if (code !== 0) throw new Error(`seeding the demo data failed (${code})`);
  // Waits until the server has precompressed the web app (~5 s of one core after it starts listening), as a server
  // in service long since has: measured during it, the first page's runs shared the CPU with brotli.
  const server = await startGateway(database.url);
  console.error(`[bench] lighthouse: demo data and server ready in ${((Date.now() - setup) / 1000).toFixed(1)} s`);
  return { database, server };
}

/** @param prepared the promise of prepareLighthouseServer() when it was started earlier */
export async function benchLighthouse({ runs, log, target, prepared, only = null }) {
  log(`## Lighthouse (mobile defaults, median of ${runs} run${runs > 1 ? 's' : ''} per page, production build, demo data)\n`);
  if (!fs.existsSync(CHROMIUM)) {
    // CI installs chromium (.ci/run); elsewhere this is reported, never silently passed.
    log(`Skipped: ${CHROMIUM} is missing (apt-get install -y chromium).\n`);
    target('Lighthouse', 'not run', '≥ 90', false);
    return null;
  }
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { database, server } = await (prepared ?? prepareLighthouseServer());
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const killChrome = onCleanup(async () => chrome.kill());
  try {
    const post = (route, body) =>
      fetch(`${server.url}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.origin }, body: JSON.stringify(body) });
    const cookieOf = async (response, who) => {
      if (!response.ok) throw new Error(`${who}: ${response.status} ${await response.text()}`);
      return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    };
    const cookies = {
      demo: await cookieOf(await post('/api/auth/sign-in/email', DEMO_CUSTOMER), 'demo customer sign-in'),
      new: await cookieOf(await post('/api/auth/sign-up/email', NEW_CUSTOMER), 'new customer sign-up'),
    };

    const results = [];
    const benchmarkIndexes = [];
    log('| page | performance | LCP s | CLS | TBT ms | met |\n|---|---|---|---|---|---|');
    for (const page of only ? PAGES.filter((p) => only.includes(p.name.split(' ')[0]) || only.includes(p.name)) : PAGES) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const started = Date.now();
        const result = await lighthouse(`${server.url}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // Screenshots feed the report's filmstrip only; the score and its metrics do not need them.
          disableFullPageScreenshot: true,
          skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
          ...(page.as ? { extraHeaders: { cookie: cookies[page.as] } } : {}),
        });
        const { lhr } = result;
        // LIGHTHOUSE_JSON=dir keeps each report (for reading its main-thread breakdown and long tasks).
        if (process.env.LIGHTHOUSE_JSON) fs.writeFileSync(`${process.env.LIGHTHOUSE_JSON}/${page.name.replace(/ /g, '-')}-${run}.json`, JSON.stringify(lhr));
        if (lhr.runtimeError) throw new Error(`lighthouse ${page.path}: ${lhr.runtimeError.message}`);
        // A signed-in page that redirected to /login measured the wrong page.
        if (page.as && new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
          throw new Error(`lighthouse ${page.path} ended on ${lhr.finalDisplayedUrl}: the session cookie was not accepted`);
        }
        console.error(`[bench] lighthouse ${page.path}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
        samples.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      }
      benchmarkIndexes.push(...samples.map((s) => s.benchmarkIndex));
      const figure = {
        page: page.name,
        score: median(samples.map((s) => s.score)),
        lcp: median(samples.map((s) => s.lcp)),
        cls: median(samples.map((s) => s.cls)),
        tbt: median(samples.map((s) => s.tbt)),
      };
      const met = figure.score >= 90 && figure.lcp <= 2.5 && figure.cls <= 0.05;
      log(`| ${page.name} (${page.path}) | ${figure.score} | ${figure.lcp.toFixed(2)} | ${figure.cls.toFixed(3)} | ${figure.tbt.toFixed(0)} | ${page.informational ? `${met ? 'yes' : 'no'} (not a target)` : met ? 'yes' : 'no'} |`);
      results.push(figure);
      if (page.informational) continue;
      target(`Lighthouse ${page.name}: performance`, String(figure.score), '≥ 90', figure.score >= 90);
      target(`Lighthouse ${page.name}: LCP`, `${figure.lcp.toFixed(2)} s`, '≤ 2.5 s', figure.lcp <= 2.5);
      target(`Lighthouse ${page.name}: CLS`, figure.cls.toFixed(3), '≤ 0.05', figure.cls <= 0.05);
    }
    // Simulated throttling scales the CPU time this machine took by 4, so a slower machine scores lower: Lighthouse's
    // own CPU benchmark of the machine makes runs on different machines comparable.
    log(`\nLighthouse's CPU benchmark index of this machine (median of the runs; higher is faster): ${Math.round(median(benchmarkIndexes))}.\n`);
    return results;
  } finally {
    await killChrome();
    await server.stop();
    await database.drop();
  }
}

// `node bench/lighthouse.mjs [--runs N] [landing|login|dashboard|application ...]` (after `npm run build`): one page at
// a time, for finding what moved a score (before/after in the same conditions); prints the table, writes nothing.
if (process.argv[1] === new URL(import.meta.url).pathname) {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
  const only = args.filter((arg, i) => !arg.startsWith('--') && (runsAt < 0 || i !== runsAt + 1));
  try {
    await benchLighthouse({ runs, log: console.log, target: () => {}, only: only.length ? only : null });
  } finally {
    await cleanupAll();
  }
  process.exit(0);
}
