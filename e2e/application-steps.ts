// Helpers of the application form's walk, shared by the specs that apply (rent and other products).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './browser';

/** Presses Next and expects the step `heading`; when it does not come, the alerts and field errors say why. */
export async function nextStep(page: Page, heading: string, failureShot?: string): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  const moved = await page
    .getByRole('heading', { name: heading })
    .waitFor({ state: 'visible', timeout: 10_000 })
    .then(() => true, () => false);
  if (!moved && failureShot) await screenshot(page, failureShot);
  const problems = moved ? [] : [...(await page.getByRole('alert').allTextContents()), ...(await page.locator('.Mui-error').allTextContents())];
  expect({ moved, problems }).toEqual({ moved: true, problems: [] });
}

/** Checks the phone layout (no sideways scroll), then screenshots at 360 and 1280 and returns to 360. */
export async function captureBothWidths(page: Page, name: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways at 360px`).toBeLessThanOrEqual(0);
  await screenshot(page, name);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, name);
  await page.setViewportSize({ width: 360, height: 780 });
}
