import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, login, test, who } from '../fixtures';

/** The group of one address or bank connection in the edit form, e.g. 'Adresse 2'. */
const entry = (page: Page, name: string) => page.getByRole('group', { name: new RegExp(`^${name}`) });

async function openPersons(page: Page) {
  await login(page, who.max);
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('link', { name: 'Personen' }).click();
  await expect(page).toHaveURL(/#\/app\/person\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personen' })).toBeVisible();
}

test('a customer adds a person with address and bank connection, switches the main address, edits and deletes it', async ({
  page,
}) => {
  const lastname = `Probe${Date.now().toString(36)}`;
  await openPersons(page);
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Person hinzufügen' }).click();
  await expect(page).toHaveURL(/#\/app\/person\/edit\/0$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Persönliche Daten' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'männlich' })).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByLabel('Vorname').fill('Lena');
  await page.getByLabel('Nachname').fill(lastname);
  await page.getByLabel('Geburtsdatum').fill('03.02.2001');
  await page.getByLabel('Monatliches Nettoeinkommen (gesamt)', { exact: true }).fill('1800,5');

  await page.getByRole('button', { name: 'Adresse hinzufügen' }).click();
  const first = entry(page, 'Adresse 1');
  await first.getByLabel('Straße').fill('Lindenweg');
  await first.getByLabel('Hausnummer').fill('3a');
  await first.getByLabel('PLZ').fill('20095');
  await first.getByLabel('Ort').fill('Hamburg');
  await expect(first.getByText('Hauptadresse')).toBeVisible();
  await page.getByRole('button', { name: 'Adresse hinzufügen' }).click();
  const second = entry(page, 'Adresse 2');
  await second.getByLabel('Straße').fill('Am Hafen');
  await second.getByLabel('Hausnummer').fill('7');
  await second.getByLabel('PLZ').fill('18055');
  await second.getByLabel('Ort').fill('Rostock');

  await page.getByRole('button', { name: 'Bankverbindung hinzufügen' }).click();
  const bank = entry(page, 'Bankverbindung 1');
  await bank.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
  await bank.getByLabel('IBAN').press('Tab');
  await expect(bank.getByText('Bitte gebe eine gültige IBAN ein.')).toBeVisible();
  await bank.getByLabel('Zahlungsweise').selectOption({ label: 'monatlich' });
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(bank.getByLabel('IBAN')).toBeFocused();
  await expect(page).toHaveURL(/#\/app\/person\/edit\/0$/);
  await expectNoAxeViolations(page);

  await bank.getByLabel('IBAN').fill('de89370400440532013000');
  await bank.getByLabel('IBAN').press('Tab');
  await expect(bank.getByLabel('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 00');
  await expect(bank.getByText('Bitte gebe eine gültige IBAN ein.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Person wurder erfolgreich erstellt.')).toBeVisible();
  await expect(page).toHaveURL(/#\/app\/person\/edit\/[1-9]\d*$/);
  const editUrl = page.url();

  // Switch the main address to Rostock; after a reload exactly that one is main.
  await expect(entry(page, 'Adresse 1').getByText('Hauptadresse')).toBeVisible();
  await entry(page, 'Adresse 2').getByRole('button', { name: 'Als Hauptadresse festlegen' }).click();
  await expect(page.getByText('Hauptadresse', { exact: true })).toHaveCount(1);
  await page.getByLabel('Berufsbezeichnung').fill('Lotsin');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Personendaten wurden aktualisiert.')).toBeVisible();
  await page.reload();
  const main = page.getByRole('group', { name: /Hauptadresse/ });
  await expect(main).toHaveCount(1);
  await expect(main.getByLabel('Ort')).toHaveValue('Rostock');
  await expect(page.getByLabel('Berufsbezeichnung')).toHaveValue('Lotsin');
  await expect(page.getByLabel('Geburtsdatum')).toHaveValue('03.02.2001');
  await expect(page.getByLabel('Monatliches Nettoeinkommen (gesamt)', { exact: true })).toHaveValue(
    '1.800,50',
  );
  await expect(entry(page, 'Bankverbindung 1').getByText('Hauptbankverbindung')).toBeVisible();
  await expectNoAxeViolations(page);

  // In the list: complete (birth date and main address with house number).
  await page.getByRole('link', { name: 'Zurück zur Liste' }).click();
  const item = page.getByRole('listitem').filter({ hasText: lastname });
  await expect(item.getByText('Vollständig', { exact: true })).toBeVisible();
  await expect(item.getByText('geboren am 03.02.2001')).toBeVisible();

  // Delete after confirming.
  await page.goto(editUrl);
  await page.getByRole('button', { name: 'Person löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Person löschen?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Die Person wurde erfolgreich gelöscht.')).toBeVisible();
  await expect(page).toHaveURL(/#\/app\/person\/list$/);
  await expect(page.getByRole('listitem').filter({ hasText: lastname })).toHaveCount(0);
});

test('the main person cannot be deleted', async ({ page }) => {
  await openPersons(page);
  const max = page.getByRole('listitem').filter({ hasText: 'Hauptperson' });
  await expect(max).toHaveCount(1);
  await max.getByRole('link', { name: /bearbeiten$/ }).click();
  const remove = page.getByRole('button', { name: 'Person löschen' });
  await expect(remove).toBeDisabled();
  await expect(page.getByText('Die Hauptperson kann nicht gelöscht werden.')).toBeVisible();
  // Dates are German (TT.MM.JJJJ) whatever the browser's locale.
  await expect(page.getByLabel('Geburtsdatum')).toHaveValue('17.05.1984');
  await expectNoAxeViolations(page);
});
