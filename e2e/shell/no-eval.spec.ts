import type { Page } from '@playwright/test';
import { expect, loginAdviser, loginAndLand, test, who } from '../fixtures';

/**
 * Issue 27, item 28: no script of the portal evaluates strings as code, not even to find out whether it
 * may (zod's `Function('')` probe was a CSP report on every page in Firefox). The page's `Function` is
 * wrapped before its scripts run and every call is recorded; `eval` is left alone (Playwright's own
 * evaluations use it), any call of it is a CSP report that the fixtures' listener fails the test on.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __evalCalls: string[] }).__evalCalls = calls;
    window.Function = new Proxy(window.Function, {
      apply(target, self, args) {
        calls.push(`Function(${String(args.at(-1) ?? '').slice(0, 60)})`);
        return Reflect.apply(target, self, args);
      },
      construct(target, args) {
        calls.push(`new Function(${String(args.at(-1) ?? '').slice(0, 60)})`);
        return Reflect.construct(target, args);
      },
    });
  });
});

const evalCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __evalCalls: string[] }).__evalCalls);

test('the customer app loads, logs in and shows its pages without evaluating code', async ({ page }) => {
  await page.goto('/#/intro/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await loginAndLand(page, who.max);
  for (const path of ['/#/app/person/list', '/#/app/vertraege/list', '/#/app/berater/info']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(await evalCalls(page)).toEqual([]);
});

test('the workspace logs in and shows its customers without evaluating code', async ({ page }) => {
  await loginAdviser(page, who.adviser);
  await page.goto('/#/berater/agentur');
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Agentur' })).toBeVisible();
  expect(await evalCalls(page)).toEqual([]);
});
