import { expect, type Page } from '@playwright/test';

/** Waits until the service worker is active (the app shell precached) and controls the page. */
export async function waitForControllingWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first visit is not controlled (the worker never claims a page): the next load is.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
