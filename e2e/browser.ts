import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

export const ARTIFACTS_DIR = path.resolve('e2e/artifacts');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Screenshots for a reviewer (not committed): e2e/artifacts/<name>-<width>.png */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${width}.png`), fullPage: true });
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Waits (up to 10 s) for a locator to be visible: the assertion fails with what was expected if it never is. */
export async function expectVisible(locator: Locator, timeout = 10_000): Promise<void> {
  const visible = await locator
    .first()
    .waitFor({ state: 'visible', timeout })
    .then(() => true, () => false);
  expect(visible, `expected ${locator.toString()} to be visible`).toBe(true);
}

/** Runs axe-core on the page and fails on any serious or critical violation, naming the rule and the elements. */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // Toasts come and go (3-4 s); the page is checked once they have (their contrast belongs to the toast theme).
  await page.locator('#notistack-snackbar').first().waitFor({ state: 'detached', timeout: 8_000 }).catch(() => undefined);
  await page.addScriptTag({ path: path.resolve('node_modules/axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(): Promise<{ violations: Array<{ id: string; impact?: string | null; nodes: Array<{ target: unknown }> }> }> } }).axe.run();
    return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact ?? null, targets: violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 5) }));
  });
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious, `axe serious/critical violations on ${label}`).toEqual([]);
}
