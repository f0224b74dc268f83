import type { Locator, Page } from '@playwright/test';
import type { DemoLogin } from '../../apps/server/src/demo/customers';
import { expect, expectNoAxeViolations, signIn, test, who } from '../fixtures';

/** The styles that tell an editable control from a disabled one. */
async function looks(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      borderStyle: style.borderTopStyle,
      color: style.color,
      cursor: style.cursor,
    };
  });
}

/** The first person of the list, opened for editing (Max) or viewing (Erika). */
async function openFirstPerson(page: Page, customer: DemoLogin) {
  // Landed first: a goto right after the URL turned to /app/ can be overtaken by the login's own way there.
  await signIn(page, customer);
  await page.goto('/#/app/person/list');
  // The list first: the landing page Erika came from has a 'Freigaben ansehen' link too.
  await expect(page.getByRole('heading', { level: 1, name: 'Personen' })).toBeVisible();
  await page
    .getByRole('link', { name: /(bearbeiten|ansehen)$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Persönliche Daten' })).toBeVisible();
}

test('without person_edit the fields look disabled and the notes are no success notes', async ({
  page,
  browser,
}) => {
  // Max may edit: his inputs are the editable reference.
  const maxContext = await browser.newContext();
  const maxPage = await maxContext.newPage();
  await openFirstPerson(maxPage, who.max);
  const editable = await looks(maxPage.getByLabel('Vorname'));
  const editableSelect = await looks(maxPage.getByLabel('Familienstand'));
  await expect(maxPage.getByRole('note')).toHaveCount(0);
  await maxContext.close();

  await openFirstPerson(page, who.erika);
  await expect(page.getByRole('heading', { level: 1, name: 'Person' })).toBeVisible();
  const note = page.getByRole('note').filter({ hasText: 'Du kannst die Daten dieser Person ansehen' });
  await expect(note).toHaveAttribute('data-variant', 'info');
  const disabledInputs = page.locator('form').locator('input:not([type=hidden]), select, textarea');
  const count = await disabledInputs.count();
  expect(count).toBeGreaterThanOrEqual(40);
  await expect(page.locator('form').locator('input:enabled:not([type=hidden]), select:enabled')).toHaveCount(
    0,
  );

  const disabled = await looks(page.getByLabel('Vorname'));
  expect(disabled.background).not.toBe(editable.background);
  expect(disabled.borderStyle).toBe('dashed');
  expect(editable.borderStyle).toBe('solid');
  expect(disabled.color).not.toBe(editable.color);
  expect(disabled.cursor).toBe('not-allowed');
  const disabledSelect = await looks(page.getByLabel('Familienstand'));
  expect(disabledSelect.background).not.toBe(editableSelect.background);
  expect(disabledSelect.borderStyle).toBe('dashed');

  // The note is not drawn in the success colour (the toast's green) but in the information one.
  const success = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-success').trim(),
  );
  const accent = await note.evaluate((element) => getComputedStyle(element).borderLeftColor);
  const successRgb = await page.evaluate((colour) => {
    const probe = document.createElement('span');
    probe.style.color = colour;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  }, success);
  expect(accent).not.toBe(successRgb);
  await expectNoAxeViolations(page);

  // Adding a person is not allowed: a warning, not a success note.
  await page.goto('/#/app/person/edit/0');
  const refused = page.getByRole('note').filter({ hasText: 'Du hast nicht die erforderliche Berechtigung.' });
  await expect(refused).toHaveAttribute('data-variant', 'warning');
  expect(await refused.evaluate((element) => getComputedStyle(element).borderLeftColor)).not.toBe(successRgb);
  await expectNoAxeViolations(page);
});
