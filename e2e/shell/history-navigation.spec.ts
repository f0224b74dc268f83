import type { Page } from '@playwright/test';
import { expect, loginAndLand, test, who } from '../fixtures';

// Issue 27, items 1 and 14: Back, Forward and a typed address are route changes like any link.
test.use({ viewport: { width: 375, height: 812 } });

const question = (page: Page) => page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });

/** Console lines of the router about blockers it could not apply (none may appear). */
function collectBlockerWarnings(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (/blocker/i.test(message.text())) lines.push(message.text());
  });
  return lines;
}

async function openMaria(page: Page) {
  // Typed, as a user would: the browser's own history entry, not the router's.
  await page.goto('/#/app/person/list');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Maria' })
    .getByRole('link', { name: /bearbeiten$/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Persönliche Daten' })).toBeVisible();
}

test('person edit: Back and a typed address ask before unsaved input is dropped; stay keeps it, leave leaves', async ({
  page,
}) => {
  const warnings = collectBlockerWarnings(page);
  await loginAndLand(page, who.max);
  await openMaria(page);
  const job = page.getByLabel('Berufsbezeichnung');
  await job.fill('Schulleiterin');

  // Back onto the typed entry: asked; stay keeps the page and the input.
  await page.goBack();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(/#\/app\/person\/edit\/\d+$/);
  await expect(job).toHaveValue('Schulleiterin');

  // A typed address: asked the same way.
  await page.goto('/#/app/vertraege/list');
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(page).toHaveURL(/#\/app\/person\/edit\/\d+$/);
  await expect(job).toHaveValue('Schulleiterin');
  await page.goto('/#/app/vertraege/list');
  await question(page).getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page).toHaveURL(/#\/app\/vertraege\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge' })).toBeVisible();

  // Back to the form (nothing typed yet: no question), then Back while dirty: leave goes where Back went.
  await page.goBack();
  await expect(job).toBeVisible();
  await job.fill('Schulleiterin');
  await page.goBack();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page).toHaveURL(/#\/app\/person\/list$/);

  // Forward onto the form and a change there, then Forward again: asked too.
  await page.goForward();
  await expect(job).toBeVisible();
  await job.fill('Lehrerin im Ruhestand');
  await page.goForward();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(job).toHaveValue('Lehrerin im Ruhestand');
  expect(warnings).toEqual([]);
});

test('change password: Back and a typed address ask too', async ({ page }) => {
  const warnings = collectBlockerWarnings(page);
  await loginAndLand(page, who.max);
  await page.goto('/#/app/MeinKonto/passwort');
  const current = page.getByLabel('Aktuelles Passwort');
  await current.fill('etwas');

  await page.goBack();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(page).toHaveURL(/#\/app\/MeinKonto\/passwort$/);
  await expect(current).toHaveValue('etwas');

  // Back again right after staying: asked again.
  await page.goBack();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(page).toHaveURL(/#\/app\/MeinKonto\/passwort$/);
  await expect(current).toHaveValue('etwas');

  await page.goto('/#/app/person/list');
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page).toHaveURL(/#\/app\/person\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personen' })).toBeVisible();
  expect(warnings).toEqual([]);
});

test('the menu stays closed after Back and Forward (spec section 2: every route change closes it)', async ({
  page,
}) => {
  await loginAndLand(page, who.max);
  const menuButton = page.getByRole('button', { name: 'Menü' });
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await menuButton.click();
  await nav.getByRole('link', { name: 'Personen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personen' })).toBeVisible();
  await expect(nav).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toHaveCount(0);

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Personen' })).toBeVisible();
  await expect(nav).toHaveCount(0);
});
