import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, login, loginAndLand, reviewShot, test, who } from '../fixtures';

// Phones first: the question must fit the narrowest width the issue names.
test.use({ viewport: { width: 375, height: 812 } });

const QUESTION = 'Ungespeicherte Änderungen';

const question = (page: Page) => page.getByRole('dialog', { name: QUESTION });

async function viaMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('navigation').getByRole('link', { name: entry, exact: true }).click();
}

/** Whether a `beforeunload` handler asks to stay (what tab close and reload would trigger). */
function beforeUnloadAsks(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

async function openPerson(page: Page, firstname: string) {
  await page.goto('/#/app/person/list');
  await page
    .getByRole('listitem')
    .filter({ hasText: firstname })
    .getByRole('link', { name: /bearbeiten$/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Persönliche Daten' })).toBeVisible();
}

test('person edit: leaving with unsaved changes asks; stay keeps the input, leave drops it, no question after saving', async ({
  page,
}) => {
  // Drawn, not only addressed: a typed address while the login still went there was undone once in CI.
  await loginAndLand(page, who.max);
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
  await openPerson(page, 'Maria');
  const job = page.getByLabel('Berufsbezeichnung');
  const saved = await job.inputValue();
  expect(await beforeUnloadAsks(page)).toBe(false);

  // Nothing changed: a nav entry leaves at once.
  await viaMenu(page, 'Übersicht');
  await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  await openPerson(page, 'Maria');

  await job.click();
  await job.fill('Schulleiterin');
  expect(await beforeUnloadAsks(page)).toBe(true);
  await viaMenu(page, 'Übersicht');
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText(
    'Du hast Änderungen, die noch nicht gespeichert sind. Seite verlassen und Änderungen verwerfen?',
  );
  await expect(question(page).getByRole('button', { name: 'Weiter bearbeiten' })).toBeFocused();
  await expectNoAxeViolations(page);

  // Stay: same page, input kept. Escape stays too.
  await question(page).getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(/#\/app\/person\/edit\/\d+$/);
  await expect(job).toHaveValue('Schulleiterin');
  await page.getByRole('link', { name: 'Zurück zur Liste' }).click();
  await expect(question(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeHidden();
  await expect(job).toHaveValue('Schulleiterin');

  // Leave: the nav entry's page opens, the change is gone.
  await viaMenu(page, 'Personen');
  await question(page).getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page).toHaveURL(/#\/app\/person\/list$/);
  // The editor's guard goes with its unmount's effects, a moment after the address changed.
  await expect.poll(() => beforeUnloadAsks(page)).toBe(false);
  await openPerson(page, 'Maria');
  await expect(job).toHaveValue(saved);

  // Saved: no question any more, neither in the app nor on reload.
  await job.fill('Schulleiterin');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Personendaten wurden aktualisiert.')).toBeVisible();
  expect(await beforeUnloadAsks(page)).toBe(false);
  await viaMenu(page, 'Übersicht');
  await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  await expect(question(page)).toHaveCount(0);

  // Tab close or reload while dirty: the browser's own question (beforeunload), only then.
  await openPerson(page, 'Maria');
  await expect(job).toHaveValue('Schulleiterin');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await expect(job).toHaveValue('Schulleiterin');
  expect(dialogs).toEqual([]);
  await job.click();
  await job.fill(saved);
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);
  await expect(job).toHaveValue('Schulleiterin');

  // Put the demo data back.
  await job.fill(saved);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Personendaten wurden aktualisiert.')).toBeVisible();
});

test('person edit: a new person, an added address and the contact data screen ask too', async ({ page }) => {
  // Drawn, not only addressed: a typed address while the login still went there was undone once in CI.
  await loginAndLand(page, who.max);
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
  await page.goto('/#/app/person/list');
  await page.getByRole('link', { name: 'Person hinzufügen' }).click();
  await page.getByLabel('Vorname').fill('Nora');
  await page.getByRole('link', { name: 'Zurück zur Liste' }).click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page).toHaveURL(/#\/app\/person\/list$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Nora' })).toHaveCount(0);

  await openPerson(page, 'Maria');
  await page.getByRole('button', { name: 'Adresse hinzufügen' }).click();
  await page.getByRole('link', { name: 'Kontaktdaten' }).click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontaktdaten' })).toBeVisible();

  await page.getByLabel('E-Mail').fill('maria.mustermann@example.com');
  await page.getByRole('link', { name: 'Zurück zur Liste' }).click();
  await expect(question(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await question(page).getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(page.getByLabel('E-Mail')).toHaveValue('maria.mustermann@example.com');
  await page.getByLabel('E-Mail').fill('');
  await page.getByRole('link', { name: 'Zurück zur Liste' }).click();
  await expect(page).toHaveURL(/#\/app\/person\/list$/);
});

test('account pages: typed passwords or a new e-mail address are not dropped silently', async ({ page }) => {
  await login(page, who.max);
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
  await viaMenu(page, 'Passwort');
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible();
  expect(await beforeUnloadAsks(page)).toBe(false);
  await page.getByLabel('Aktuelles Passwort').fill('etwas');
  expect(await beforeUnloadAsks(page)).toBe(true);
  await viaMenu(page, 'E-Mail ändern');
  await expect(question(page)).toBeVisible();
  await reviewShot(page, 'question-375');
  await question(page).getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(page.getByLabel('Aktuelles Passwort')).toHaveValue('etwas');
  await viaMenu(page, 'E-Mail ändern');
  await question(page).getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-Mail ändern' })).toBeVisible();

  await page.getByLabel('Neue E-Mail-Adresse').fill('max.neu@example.com');
  await viaMenu(page, 'Personen');
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page).toHaveURL(/#\/app\/person\/list$/);
  await expect.poll(() => beforeUnloadAsks(page)).toBe(false);
});
