import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  reviewShot,
  signIn,
  test,
  waitForMail,
  who,
} from '../fixtures';

/**
 * Requests to the adviser (issue 11) in Chromium against the real server: the adviser page's contact data
 * (call, mail, the address on a map) and a contact request sent from its modal; a damage report with a
 * photo (draft, upload to the report, sent); each reaching the demo adviser's mailbox (the outbox's .eml
 * files). axe with a modal open and on the damage page; both pages at 375 px.
 */

const ADVISER = 'thomas.berger@berger-makler.example';

/** A real 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function openAdviserPage(page: Page) {
  await signIn(page, who.max);
  await page.goto('/#/app/berater/info');
  await expect(page.getByRole('heading', { level: 1, name: 'Dein Berater' })).toBeVisible();
  await closeToasts(page);
}

test('the adviser page calls, mails and maps the adviser, and sends a contact request', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAdviserPage(page);
  await expect(page.getByRole('link', { name: '+49 89 1234567' })).toHaveAttribute(
    'href',
    'tel:+49891234567',
  );
  await expect(page.getByRole('link', { name: ADVISER })).toHaveAttribute('href', `mailto:${ADVISER}`);
  const map = page.getByRole('link', { name: /Leopoldstraße 42.*Karte.*neuen Tab/ });
  await expect(map).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/search?query=Leopoldstra%C3%9Fe%2042%2C%2080802%20M%C3%BCnchen',
  );
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', /noopener/);

  const card = page.getByRole('region', { name: 'Kontakt zum Berater' });
  await expect(card.getByRole('link', { name: 'Schaden melden' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await reviewShot(page, 'h26-adviser-375', { fullPage: true });

  await card.getByRole('button', { name: 'Kontaktanfrage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kontaktanfrage' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Telefon' }).check();
  const note = `Am liebsten nach der Arbeit. ${Date.now()}`;
  await dialog.getByLabel('Telefonnummer').fill('089 7654321');
  await dialog.getByLabel('Erreichbar von').fill('17:00');
  await dialog.getByLabel('Erreichbar bis').fill('16:00');
  await dialog.getByRole('button', { name: 'Kontaktanfrage senden' }).click();
  await expect(dialog.getByText('Die Uhrzeit „bis“ muss nach der Uhrzeit „von“ liegen.')).toBeVisible();
  await expect(dialog.getByLabel('Erreichbar bis')).toBeFocused();
  await dialog.getByLabel('Erreichbar bis').fill('19:30');
  await dialog.getByLabel('Nachricht an den Berater').fill(note);
  await expectNoAxeViolations(page);
  await reviewShot(page, 'h26-adviser-dialog-375');
  await dialog.getByRole('button', { name: 'Kontaktanfrage senden' }).click();
  await expect(page.getByText('Der Berater wurde informiert.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Closing returns the focus to the button that opened the modal.
  await expect(card.getByRole('button', { name: 'Kontaktanfrage' })).toBeFocused();

  const mail = await waitForMail(ADVISER, new RegExp(note.replace(/[.]/g, '\\.')));
  expect(mail.subject).toBe('Kontaktanfrage: Max Mustermann');
  expect(mail.text).toContain('bittet um Kontakt per Telefon');
  expect(mail.text).toContain('Telefon: +49897654321');
  expect(mail.text).toContain('Erreichbar: 17:00–19:30 Uhr');
  expect(mail.text).toContain(who.max.email);
});

test('a damage report with a photo reaches the adviser and is listed with its attachment', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openAdviserPage(page);
  await page
    .getByRole('region', { name: 'Kontakt zum Berater' })
    .getByRole('link', { name: 'Schaden melden' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schadensmeldung' })).toBeVisible();
  await expect(page).toHaveTitle('Schadensmeldung – Kundenportal');
  const list = page.getByRole('region', { name: 'Deine Schadensmeldungen' });
  await expect(list.getByText('Du hast noch keinen Schaden gemeldet.')).toBeVisible();

  const subject = `Sturmschaden am Carport ${Date.now()}`;
  await page.getByLabel('Betreff').fill(subject);
  await page
    .getByLabel('Schadenbeschreibung')
    .fill('Ein Ast ist in der Nacht auf das Carport-Dach gefallen.');
  // The demo household's contracts, named as the adviser's mail names them.
  await page.getByLabel('Betroffener Vertrag').selectOption({ label: 'Hausrat Musterstraße 12 (ERGO)' });
  await page.getByTestId('damage-file-input').setInputFiles([
    { name: 'Carport.png', mimeType: 'image/png', buffer: PNG },
    { name: 'programm.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  await expect(
    page.getByRole('alert').getByText('Dateityp wird nicht unterstützt (programm.exe)'),
  ).toBeVisible();
  const chosen = page.getByRole('list', { name: 'Ausgewählte Dateien' });
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  await expect(chosen.getByRole('button', { name: 'Carport.png entfernen' })).toBeVisible();

  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await reviewShot(page, 'h26-damage-form-375', { fullPage: true });

  await page.getByRole('button', { name: 'Schaden melden', exact: true }).click();
  await expect(page.getByText('Der Berater wurde informiert.')).toBeVisible();
  await expect(page.getByLabel('Betreff')).toHaveValue('');
  await expect(chosen).toHaveCount(0);

  const item = list.getByRole('listitem').filter({ hasText: subject });
  await expect(item).toContainText('Status: eingegangen');
  await expect(item).toContainText('1 Anhang');
  await expect(item).toContainText(/gesendet am \d\d\.\d\d\.\d{4} \d\d:\d\d/);
  await expect(item).toContainText('Vertrag: Hausrat Musterstraße 12 (ERGO)');
  await expect(item.getByRole('button', { name: /Jetzt senden/ })).toHaveCount(0);

  const mail = await waitForMail(ADVISER, new RegExp(subject));
  expect(mail.subject).toBe(`Schadensmeldung von Max Mustermann: ${subject}`);
  expect(mail.text).toContain('Anhänge (1):\n- Carport.png');
  expect(mail.text).toContain('Vertrag: Hausrat Musterstraße 12 (ERGO)');
  // The adviser opens the link in the mail: the photo, as it was uploaded, in a ZIP (no session needed).
  const link = /Alle Anhänge als ZIP herunterladen \(30 Tage gültig\):\n(\S+)/.exec(mail.text)?.[1] ?? '';
  expect(link).toMatch(/\/api\/berater\/schadensmeldung\/\d+\/anhaenge\.zip\?ticket=/);
  const download = await page.request.get(link);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/zip');
  const zipped = unzipSync(new Uint8Array(await download.body()));
  expect(Object.keys(zipped)).toEqual(['Carport.png']);
  expect(Buffer.from(zipped['Carport.png'] ?? []).equals(PNG)).toBe(true);

  await closeToasts(page);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  // From the top: a full-page shot of a scrolled page draws the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await reviewShot(page, 'h26-damage-375', { fullPage: true });
});
