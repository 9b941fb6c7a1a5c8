import { cleanupAll, onCleanup } from './lib.mjs';
import { prepareLighthouseServer } from './lighthouse.mjs';
const pages = process.argv.slice(2);
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const { database, server } = await prepareLighthouseServer();
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'], logLevel: 'silent' });
onCleanup(async () => chrome.kill());
const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.origin }, body: JSON.stringify({ email: 'user@ghanahomes.example', password: 'Demo!2026pass' }) });
const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
for (const path of pages) {
  const { lhr } = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: path === '/' || path === '/login' ? undefined : { cookie } });
  const a = lhr.audits;
  console.log(`\n=== ${path} score ${Math.round(lhr.categories.performance.score * 100)} FCP ${a['first-contentful-paint'].displayValue} LCP ${a['largest-contentful-paint'].displayValue} TBT ${a['total-blocking-time'].displayValue} SI ${a['speed-index'].displayValue} CLS ${a['cumulative-layout-shift'].displayValue}`);
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift']) console.log(id, 'score', a[id].score);
  const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node; console.log('LCP element', lcpEl?.snippet, lcpEl?.nodeLabel);
  const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items; console.log('LCP phases', JSON.stringify(phases));
  console.log('bootup', (a['bootup-time'].details.items || []).slice(0, 8).map((i) => `${i.url.split('/').pop()} total=${Math.round(i.total)} script=${Math.round(i.scripting)} parse=${Math.round(i.scriptParseCompile)}`).join('\n  '));
  console.log('mainthread', (a['mainthread-work-breakdown'].details.items || []).map((i) => `${i.group}=${Math.round(i.duration)}`).join(' '));
  console.log('long tasks', (a['long-tasks']?.details?.items || []).slice(0, 10).map((i) => `${i.url?.split('/').pop()}@${Math.round(i.startTime)}:${Math.round(i.duration)}`).join(' '));
  console.log('requests', (a['network-requests'].details.items || []).map((i) => `${i.url.replace(server.url, '')} ${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)} ${Math.round(i.transferSize / 1024)}K`).join('\n  '));
}
await chrome.kill(); await server.stop(); await database.drop(); await cleanupAll(); process.exit(0);
