import type { Page } from '@playwright/test';
import { closeToasts, expect, expectNoAxeViolations, signIn, test, who } from '../fixtures';

// Issue 27, item 1: the customer's adviser form asks before input not sent yet is left — by Back,
// Forward or a typed address as by a link — with the persons form's question.
test.use({ viewport: { width: 375, height: 812 } });

const FORM = /#\/app\/berater\/form\/maklervollmacht$/;
const question = (page: Page) => page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });

/** Console lines of the router about blockers it could not apply (none may appear). */
function collectBlockerWarnings(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (/blocker/i.test(message.text())) lines.push(message.text());
  });
  return lines;
}

async function openMaklervollmacht(page: Page) {
  await page.goto('/#/app/berater/info');
  await closeToasts(page);
  await page
    .getByRole('region', { name: 'Dokumente', exact: true })
    .getByRole('link', { name: 'Maklervollmacht' })
    .click();
  await expect(page).toHaveURL(FORM);
  await expect(page.getByRole('heading', { level: 1, name: 'Maklervollmacht' })).toBeVisible();
}

test('the Maklervollmacht: Back and a typed address ask with a value entered; stay keeps it, leave leaves; untouched nothing is asked', async ({
  page,
}) => {
  const warnings = collectBlockerWarnings(page);
  await signIn(page, who.max);
  await openMaklervollmacht(page);
  const place = page.getByLabel('Ort der Unterschrift');

  // Nothing entered: Back leaves at once.
  await page.goBack();
  await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  await expect(question(page)).toHaveCount(0);
  await page.goForward();
  await expect(place).toBeVisible();

  await place.fill('München');
  await page.goBack();
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText(
    'Du hast Änderungen, die noch nicht gespeichert sind. Seite verlassen und Änderungen verwerfen?',
  );
  await expect(question(page).getByRole('button', { name: 'Weiter bearbeiten' })).toBeFocused();
  await expectNoAxeViolations(page);
  await question(page).getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(FORM);
  await expect(place).toHaveValue('München');

  // A typed address: asked the same way; leave goes there.
  await page.goto('/#/app/person/list');
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Verwerfen' }).click();
  await expect(page).toHaveURL(/#\/app\/person\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personen' })).toBeVisible();
  expect(warnings).toEqual([]);
});
