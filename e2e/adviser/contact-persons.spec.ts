import type { Page } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  reviewShot,
  signIn,
  test,
  who,
} from '../fixtures';

/**
 * The contact persons (Ansprechpartner, issue 11) in Chromium against the real server, at 375 px: the demo
 * household's two (Allianz for the liability policy, the HUK-COBURG agency for the car), one added through
 * the dialog after a field error, edited, linked to a contract and unlinked, then deleted after the
 * question. axe with the dialog open and closed.
 */

const list = (page: Page) => page.getByRole('region', { name: 'Deine Ansprechpartner' });
const card = (page: Page, name: string) =>
  list(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

async function openContactPersons(page: Page) {
  await signIn(page, who.max);
  await page.goto('/#/app/ansprechpartner');
  await expect(page.getByRole('heading', { level: 1, name: 'Ansprechpartner' })).toBeVisible();
  await expect(page).toHaveTitle('Ansprechpartner – Kundenportal');
}

test('lists the demo contact persons; adds, edits, links, unlinks and deletes one', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openContactPersons(page);
  await closeToasts(page);

  // The demo's two, by name.
  const becker = card(page, 'Frau Claudia Becker');
  await expect(becker).toContainText('Allianz Versicherungs-AG');
  await expect(becker.getByRole('link', { name: '089 20304050' })).toHaveAttribute(
    'href',
    'tel:+498920304050',
  );
  await expect(becker.getByRole('link', { name: 'claudia.becker@allianz.example.com' })).toHaveAttribute(
    'href',
    'mailto:claudia.becker@allianz.example.com',
  );
  await expect(becker).not.toContainText('Adresse');
  await expect(becker.getByRole('list', { name: 'Zuständig für' })).toHaveText(/Familienhaftpflicht/);
  const schulz = card(page, 'Herr Thomas Schulz');
  await expect(schulz).toContainText('HUK-COBURG Kundendienstbüro');
  await expect(schulz).toContainText('Friedrichstraße 123');
  await expect(schulz).toContainText('10117 Berlin');
  await expect(schulz.getByRole('list', { name: 'Zuständig für' })).toHaveText(/VW Golf B-MM 1984/);
  await expect(list(page).getByRole('heading', { level: 3 })).toHaveText([
    'Frau Claudia Becker',
    'Herr Thomas Schulz',
  ]);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await reviewShot(page, 'h27-contacts-375', { fullPage: true });

  // Add one: the phone left out first — the message at the field, the focus there.
  await page.getByRole('button', { name: 'Ansprechpartner hinzufügen' }).click();
  const form = page.getByRole('dialog', { name: 'Ansprechpartner hinzufügen' });
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: 'Herr' }).check();
  await form.getByLabel('Vorname').fill('Jan');
  await form.getByLabel(/^Name/).fill('Kurz');
  await form.getByLabel('E-Mail').fill('jan.kurz@ergo.example.com');
  await form.getByLabel('PLZ').fill('10115');
  await form.getByRole('button', { name: 'Speichern' }).click();
  const phone = form.getByLabel('Telefon');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Dieses Feld ist ein Pflichtfeld\./);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await reviewShot(page, 'h27-contacts-dialog-375');
  await phone.fill('030 1234 5678');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Der Ansprechpartner wurde angelegt.')).toBeVisible();
  await expect(form).toBeHidden();
  const kurz = card(page, 'Herr Jan Kurz');
  await expect(kurz.getByRole('link', { name: '030 12345678' })).toHaveAttribute('href', 'tel:+493012345678');
  // A zip alone is a location (spec section 5).
  await expect(kurz).toContainText('10115');
  await expect(kurz.getByRole('list', { name: 'Zuständig für' })).toHaveCount(0);

  // Edit: the firm added.
  await kurz.getByRole('button', { name: 'Bearbeiten: Herr Jan Kurz' }).click();
  const edit = page.getByRole('dialog', { name: 'Ansprechpartner bearbeiten' });
  await expect(edit.getByLabel('Telefon')).toHaveValue('030 12345678');
  await edit.getByLabel('Firma').fill('ERGO Versicherung AG');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Änderungen wurden gespeichert.')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(kurz).toContainText('ERGO Versicherung AG');

  // Link to the household contract, then unlink it.
  await kurz.getByRole('button', { name: 'Vertrag verknüpfen: Herr Jan Kurz' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Mit Vertrag verknüpfen' });
  await linkDialog.getByLabel('Vertrag').selectOption({ label: 'Hausrat Musterstraße 12' });
  await expectNoAxeViolations(page);
  await linkDialog.getByRole('button', { name: 'Verknüpfen' }).click();
  await expect(page.getByText('Der Vertrag wurde verknüpft.')).toBeVisible();
  await expect(linkDialog).toBeHidden();
  await expect(kurz.getByRole('list', { name: 'Zuständig für' })).toHaveText(/Hausrat Musterstraße 12/);
  await closeToasts(page);
  await expectNoHorizontalOverflow(page);
  await kurz.getByRole('button', { name: 'Verknüpfung mit Hausrat Musterstraße 12 lösen' }).click();
  await expect(page.getByText('Die Verknüpfung wurde gelöst.')).toBeVisible();
  await expect(kurz.getByRole('list', { name: 'Zuständig für' })).toHaveCount(0);

  // Delete after the question; 'Abbrechen' comes first.
  await kurz.getByRole('button', { name: 'Löschen: Herr Jan Kurz' }).click();
  const question = page.getByRole('dialog', { name: 'Ansprechpartner löschen?' });
  await expect(question).toContainText('Herr Jan Kurz wird mit allen Verknüpfungen zu Verträgen gelöscht.');
  await expect(question.getByRole('button')).toHaveText(['Abbrechen', 'Löschen']);
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Der Ansprechpartner wurde gelöscht.')).toBeVisible();
  await expect(kurz).toHaveCount(0);
  await expect(list(page).getByRole('heading', { level: 3 })).toHaveCount(2);
});
