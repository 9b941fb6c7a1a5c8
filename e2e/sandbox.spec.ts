import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { customerPage, expectVisible, launchBrowser, screenshot } from './browser';

// Partners and developers explore the API in a Sandbox this app serves itself (GraphiQL), so it works on a closed
// network: every request that would leave this server is cut, and the page still runs a query.
const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the developers’ Sandbox', () => {
  it('loads and runs a query with the network cut to everything but this server', async () => {
    const page = await customerPage(browser, 1280);
    const context = page.context();
    const ours = new URL(baseUrl).host;
    const leftServer: string[] = [];
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.host === ours || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
      leftServer.push(url.href);
      return route.abort('internetdisconnected');
    });
    await page.goto('/developers/graphiql');
    const run = page.getByRole('button', { name: /Execute query/ });
    await expectVisible(run);
    // The default query asks who is signed in: the web app's session cookie goes with it.
    await run.click();
    await expectVisible(page.getByText('"email": "user@ghanahomes.example"'));
    await screenshot(page, 'developers-graphiql');
    expect(leftServer).toEqual([]);
    await context.close();
  }, 120_000);
});
