import type { Page } from '@playwright/test';
import { closeToasts, expect, expectNoAxeViolations, loginAdviser, test, who } from '../fixtures';

// Issue 27, item 1: the workspace's editors ask before unsaved input is left — by a link, Back, Forward
// or a typed address — with the customer app's dialog in the workspace's 'Sie'. Nothing is saved here,
// so the demo agency's shared texts stay as they are.
test.use({ viewport: { width: 375, height: 812 } });

const question = (page: Page) => page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });

test('a legal text and the invitation form ask on Back and on a typed address; stay keeps the input', async ({
  page,
}) => {
  const blockerWarnings: string[] = [];
  page.on('console', (message) => {
    if (/blocker/i.test(message.text())) blockerWarnings.push(message.text());
  });
  await loginAdviser(page, who.adviser);
  await closeToasts(page);
  await page.getByRole('link', { name: 'Agentur', exact: true }).click();
  const terms = page.getByRole('textbox', { name: 'Nutzungsbedingungen' });
  await terms.fill('# Nutzungsbedingungen\n\nEntwurf, noch nicht gespeichert.');

  await page.goBack();
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText('Sie haben Änderungen, die noch nicht gespeichert sind.');
  await expectNoAxeViolations(page);
  await question(page).getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(/#\/berater\/agentur$/);
  await expect(terms).toHaveValue('# Nutzungsbedingungen\n\nEntwurf, noch nicht gespeichert.');

  // The browser's Back again, right after staying, and this time leave: it goes where Back went.
  await page.goBack();
  await question(page).getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page).toHaveURL(/#\/berater\/kunden$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kunden' })).toBeVisible();

  // The invitation form: a typed address asks the same way.
  await page.getByRole('link', { name: 'Einladungen', exact: true }).click();
  const email = page.getByLabel('E-Mail-Adresse');
  await email.fill('halb-fertig@example.com');
  await page.goto('/#/berater/formulare');
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(page).toHaveURL(/#\/berater\/einladungen$/);
  await expect(email).toHaveValue('halb-fertig@example.com');
  // Staying put the left entry back with a history step; an address typed while that step is still on
  // its way is dropped by the browser (lib/history-travel.ts), nothing the app sees. Typed again then, it
  // asks (failed once in CI when the address came within milliseconds of the click).
  await expect(async () => {
    await page.goto('/#/berater/formulare');
    await expect(question(page)).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await question(page).getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page).toHaveURL(/#\/berater\/formulare$/);
  expect(blockerWarnings).toEqual([]);
});
