import { chromium } from 'playwright-core';
import { cleanupAll } from './lib.mjs';
import { prepareLighthouseServer } from './lighthouse.mjs';
const { database, server } = await prepareLighthouseServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.origin }, body: JSON.stringify({ email: 'user@ghanahomes.example', password: 'Demo!2026pass' }) });
const cookies = signIn.headers.getSetCookie().map((c) => { const [nv] = c.split(';'); const i = nv.indexOf('='); return { name: nv.slice(0, i), value: nv.slice(i + 1), url: server.url }; });
for (const path of process.argv.slice(2)) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__commits = [];
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { supportsFiber: true, renderers: new Map(), inject() { return 1; }, onScheduleFiberRoot() {}, onCommitFiberRoot(_id, root) { let n = 0; const walk = (f) => { while (f) { n++; walk(f.child); f = f.sibling; } }; walk(root.current.child); window.__commits.push({ t: Math.round(performance.now()), fibers: n }); }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} };
    new PerformanceObserver((list) => { for (const e of list.getEntries()) (window.__lcp ??= []).push({ t: Math.round(e.startTime), el: e.element?.tagName + ':' + (e.element?.textContent ?? '').slice(0, 40) }); }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) (window.__long ??= []).push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${server.url}${path}`);
  await page.waitForTimeout(6000);
  console.log(path, JSON.stringify(await page.evaluate(() => ({ commits: window.__commits, lcp: window.__lcp, long: window.__long }))));
  await context.close();
}
await browser.close(); await server.stop(); await database.drop(); await cleanupAll(); process.exit(0);
