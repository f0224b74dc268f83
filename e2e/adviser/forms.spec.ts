import type { Page } from '@playwright/test';
import { readPdf } from '../../apps/server/test/helpers/pdf';
import {
  canvasDarkPixels,
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
 * Adviser forms (issue 12) in Chromium against the real server: the Maklervollmacht filled in, signed with
 * mouse strokes on the pad, previewed as the server's PDF and sent — the PDF lands in the documents and in
 * the adviser's mailbox, the adviser page says 'unterschrieben am'; the Erstinformation signed by keyboard
 * only with a typed name on a phone, whose pad is 320×180; the 422 path; axe on the page and the preview.
 */

const ADVISER = 'thomas.berger@berger-makler.example';
const today = () =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

/** A subject followed, anywhere later, by this test's Max's address (escaped for the pattern). */
const mailOf = (subject: string) =>
  new RegExp(`${subject}[\\s\\S]*${who.max.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function openForm(page: Page, name: string, path: string) {
  await signIn(page, who.max);
  await page.goto('/#/app/berater/info');
  await closeToasts(page);
  const documents = page.getByRole('region', { name: 'Dokumente', exact: true });
  await documents.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`#/app/berater/form/${path}$`));
}

/** Strokes on the pad with the mouse, as a customer signs. */
async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: 'Unterschriftsfeld' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no pad');
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 20; step += 1)
    await page.mouse.move(box.x + 30 + step * 12, box.y + box.height * (0.6 - Math.sin(step / 3) * 0.25), {
      steps: 2,
    });
  await page.mouse.up();
}

test('the Maklervollmacht signed with the mouse: preview, send, the PDF in documents and in the adviser mail', async ({
  page,
}) => {
  // The whole path (draw, preview, send, mail, documents, adviser page) runs past 30 s on a loaded machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openForm(page, 'Maklervollmacht', 'maklervollmacht');
  await expect(page.getByRole('heading', { level: 1, name: 'Maklervollmacht' })).toBeVisible();
  await expect(page.getByLabel('Vorname')).toHaveValue('Max');
  await expect(page.getByLabel('Nachname')).toHaveValue('Mustermann');
  await expect(page.getByLabel('Geburtsdatum')).toHaveValue('17.05.1984');
  await expect(page.getByText(`${today()} (wird beim Abschicken gesetzt)`)).toBeVisible();

  const pad = page.getByRole('img', { name: 'Unterschriftsfeld' });
  await expect(pad).toHaveAttribute('data-pad-width', '640');
  await expect(pad).toHaveAttribute('data-pad-height', '360');
  await page.getByLabel('Ort der Unterschrift').fill('München');
  await drawSignature(page);
  await page.getByRole('button', { name: 'übernehmen' }).click();
  await expect(page.getByRole('img', { name: 'gezeichnete Unterschrift' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  const preview = page.getByRole('dialog', { name: 'Vorschau' });
  await expect(preview).toBeVisible();
  await expect.poll(() => canvasDarkPixels(preview), { timeout: 15_000 }).toBeGreaterThan(100);
  await reviewShot(page, 'h12-preview');
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: 'abschicken' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank!' })).toBeFocused();
  // Other tests sign forms for their own Max at the same adviser: this test's mail names its Max's address.
  const mail = await waitForMail(ADVISER, mailOf('Maklervollmacht unterschrieben: Max Mustermann'));
  expect(mail.text).toContain(`Max Mustermann (${who.max.email}) hat „Maklervollmacht“`);
  const pdf = await readPdf(mail.attachments[0]?.content ?? Buffer.alloc(0));
  expect(pdf.text).toContain('Max');
  expect(pdf.text).toContain('Mustermann');
  expect(pdf.text).toContain('gezeichnete Unterschrift');

  await page.getByRole('link', { name: 'Zu meinen Dokumenten' }).click();
  await expect(page.getByText(/^Maklervollmacht \d{4}-\d{2}-\d{2}\.pdf$/).first()).toBeVisible();

  await page.goto('/#/app/berater/info');
  await expect(
    page.getByRole('region', { name: 'Dokumente', exact: true }).getByText(`unterschrieben am ${today()}`),
  ).toBeVisible();
  await reviewShot(page, 'h12-adviser', { fullPage: true });
});

test('the Erstinformation signed by keyboard only with a typed name on a phone; a missing signature is a clear error', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openForm(page, 'Erstinformation', 'erstinformation');
  const pad = page.getByRole('img', { name: 'Unterschriftsfeld' });
  await expect(pad).toHaveAttribute('data-pad-width', '320');
  await expect(pad).toHaveAttribute('data-pad-height', '180');
  await expectNoHorizontalOverflow(page);
  await reviewShot(page, 'h12-form-375', { fullPage: true });

  // Submitting without the tick and the signature: the toast, the messages, focus on the first.
  await page.getByRole('button', { name: 'Vorschau anzeigen' }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte überprüfe deine Eingaben.' })).toBeVisible();
  const received = page.getByLabel('Ich habe die Erstinformation erhalten und gelesen.');
  await expect(received).toBeFocused();
  await expect(page.getByText('Bitte unterschreibe das Dokument.')).toBeVisible();

  await page.keyboard.press('Space');
  await expect(received).toBeChecked();
  await page.getByRole('button', { name: 'Stattdessen Namen eintippen' }).press('Enter');
  const name = page.getByLabel('Vollständiger Name als Unterschrift');
  await expect(name).toBeFocused();
  await page.keyboard.type('Max Mustermann');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Ich unterschreibe mit diesem getippten Namen verbindlich.')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'übernehmen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('getippte Unterschrift')).toBeVisible();
  await expect(page.getByText('Bitte unterschreibe das Dokument.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Vorschau anzeigen' }).press('Enter');
  const preview = page.getByRole('dialog', { name: 'Vorschau' });
  await expect(preview.getByRole('button', { name: 'abschicken' })).toBeVisible();
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: 'abschicken' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank!' })).toBeFocused();
  const mail = await waitForMail(
    ADVISER,
    mailOf('Empfangsbestätigung der Erstinformation unterschrieben: Max Mustermann'),
  );
  expect(mail.text).toContain('(getippte Unterschrift)');
});
