import type { Locator, Page } from '@playwright/test';
import { closeToasts, expect, expectNoAxeViolations, signIn, test, who } from '../fixtures';

/**
 * Issue 27, item 20: a sort the user picks orders what they see. The documents keep their folders and the
 * contracts their persons and Sparten, but the groups follow the sort (each by its first entry) and the
 * page says within what it sorts; names in German order ('Ä' with 'A').
 */

/** A real 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const german = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });
const ascending = (names: string[]) =>
  names.every((name, i) => i === 0 || german.compare(names[i - 1] ?? '', name) <= 0);

/** The entries of each group (a region with a heading) of a list, in the order shown. */
function groupsOf(scope: Locator, entry: string): Promise<string[][]> {
  return scope.evaluate((root, selector) => {
    const sections = [...root.querySelectorAll('section, div')].filter((element) =>
      [...element.children].some((child) => child.matches('h3')),
    );
    return sections
      .map((section) =>
        [...section.querySelectorAll(selector)].map((element) => (element.textContent ?? '').trim()),
      )
      .filter((entries) => entries.length > 0);
  }, entry);
}

async function loggedIn(page: Page, path: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, who.max);
  await page.goto(path);
  await closeToasts(page);
}

test("the documents' sort orders the page: the folders follow their first document, and the page says so", async ({
  page,
}) => {
  await loggedIn(page, '/#/app/dokumente');
  // Two files into Finanzen › Steuern (a folder listed after Max's Versicherungen › Kfz).
  await page.getByTestId('document-file-input').setInputFiles([
    { name: 'Änderung.png', mimeType: 'image/png', buffer: PNG },
    { name: 'Einkommen.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const upload = page.getByRole('dialog', { name: 'Dokument hochladen' });
  for (const name of ['Änderung', 'Einkommen']) {
    await expect(upload.getByLabel('Dateiname')).toHaveValue(name);
    await upload.getByLabel('Ordner', { exact: true }).selectOption('Finanzen');
    await upload.getByLabel('Unterordner').selectOption('Steuern');
    await upload.getByRole('button', { name: 'Hochladen' }).click();
  }
  await expect(page.getByRole('button', { name: 'Einkommen.png öffnen' })).toBeVisible();
  const sort = page.getByLabel('Sortieren nach');
  await expect(sort).toHaveAccessibleDescription(
    'Sortiert wird innerhalb jedes Ordners; die Ordner stehen in der Reihenfolge ihres ersten Dokuments.',
  );
  await sort.selectOption({ label: 'Name (A–Z)' });
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: / öffnen$/ }).first()).toBeVisible();
  const groups = await groupsOf(main, 'li [class*="itemName"]');
  expect(groups).toEqual([['Änderung.png', 'Einkommen.png'], ['Versicherungsschein Kfz.pdf']]);
  expect(ascending(groups.map((group) => group[0] ?? '')), JSON.stringify(groups)).toBe(true);
  for (const group of groups) expect(ascending(group), JSON.stringify(group)).toBe(true);
  await expectNoAxeViolations(page);
});

test("the contracts' sort orders each person's list: the Sparten follow their first contract", async ({
  page,
}) => {
  await loggedIn(page, '/#/app/vertraege/list');
  const sort = page.getByLabel('Sortieren nach');
  await expect(sort).toHaveAccessibleDescription(
    'Sortiert wird je Person; die Sparten stehen in der Reihenfolge ihres ersten Vertrags.',
  );
  await sort.selectOption({ label: 'Name' });
  const max = page.getByRole('region', { name: 'Max Mustermann', exact: true });
  await expect(max.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const byName = await groupsOf(max, 'li > p:first-child');
  expect(ascending(byName.map((group) => group[0] ?? '')), JSON.stringify(byName)).toBe(true);

  await sort.selectOption({ label: 'Beitrag' });
  await expect(sort).toHaveValue('premium');
  const byPremium = await groupsOf(max, 'li > p:first-child');
  expect(byPremium).not.toEqual(byName);
  await expectNoAxeViolations(page);
});
