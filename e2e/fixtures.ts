import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const demo = {
  max: { email: 'max.mustermann@example.com', password: 'Muster!2026', firstName: 'Max' },
  erika: { email: 'erika.beispiel@example.com', password: 'Beispiel!2026', firstName: 'Erika' },
} as const;

export async function login(page: Page, who: { email: string; password: string }) {
  await page.goto('/#/intro/login');
  await page.getByLabel('E-Mail').fill(who.email);
  await page.getByLabel('Passwort', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Einloggen' }).click();
}

/** Runs axe-core on the page as it is now; any violation fails the test with its rule ids. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

export const test = base;
export { expect };
