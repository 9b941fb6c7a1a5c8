// index.html's static shell draws a screen's heading at the first paint, before React; these keep its text equal to
// what the React screen then shows (web/index.html holds it as plain HTML, so nothing else would notice drift).
import { afterEach, describe, expect, it } from 'vitest';
import { APPLICATION_PAGE_HEADING } from '../features/application/ApplicationPage';
import { DASHBOARD_HEADING } from '../features/dashboard/DashboardView';
import html from '../../index.html?raw';

const root = /<div id="root">[\s\S]*?<\/div><\/div><\/div>/.exec(html)?.[0];
const shellScript = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]).find((code) => code.includes('sh-main'));

/** Draws the shell as the browser would on `pathname`. */
function drawShell(pathname: string): void {
  window.history.pushState({}, '', pathname);
  document.body.innerHTML = root ?? '';
  new Function(shellScript ?? '')();
}

afterEach(() => {
  window.history.pushState({}, '', '/');
  document.body.innerHTML = '';
});

describe('index.html static shell', () => {
  it('draws /application with the heading ApplicationPage renders', () => {
    drawShell('/application');
    expect(document.querySelector('#sh-main h1')?.textContent).toBe(APPLICATION_PAGE_HEADING.title);
    expect(document.querySelector('#sh-main h1 + p')?.textContent).toBe(APPLICATION_PAGE_HEADING.subtitle);
  });

  it('draws /dashboard with the greeting and subtitle DashboardView renders', () => {
    drawShell('/dashboard');
    expect(document.querySelector('#sh-main h1')?.textContent).toBe(DASHBOARD_HEADING.greeting);
    expect(document.querySelector('#sh-main h1 + p')?.textContent).toBe(DASHBOARD_HEADING.subtitle);
  });

  it('draws no heading on a screen it does not know', () => {
    drawShell('/documents');
    expect(document.querySelector('.sh-bar')?.textContent).toBe('Ghana Homes Credit');
    expect(document.querySelector('#sh-main')?.innerHTML).toBe('');
  });
});
