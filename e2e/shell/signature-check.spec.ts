import type { APIRequestContext, Page } from '@playwright/test';
import {
  API_VERSION,
  APP_VERSION,
  CLIENT_HEADERS,
  WEB_CLIENT,
} from '../../packages/domain/src/api/client-headers';
import { chooseFiles } from '../file-chooser';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signInAdviser,
  test,
  waitForMail,
  who,
} from '../fixtures';

/**
 * The signature check (issue 27, mission row 33): Max signs the Erstinformation (the real flow, through the
 * API), the adviser's mail brings the PDF; on the public #/pruefen at 375 px, without a login, that PDF is
 * unchanged with signer and time, the same file with one byte changed is altered, the footer's ID and hash
 * typed in check too; the workspace's #/berater/pruefen answers the same for the adviser. axe on each.
 */
const ADVISER = 'thomas.berger@berger-makler.example';
const headers = {
  [CLIENT_HEADERS.id]: WEB_CLIENT.id,
  [CLIENT_HEADERS.secret]: WEB_CLIENT.secret,
  [CLIENT_HEADERS.appVersion]: APP_VERSION,
  [CLIENT_HEADERS.apiVersion]: API_VERSION,
};
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Max signs the Erstinformation with a typed name; the adviser's mail carries the signed PDF and its facts. */
async function signedErstinformation(request: APIRequestContext) {
  const login = await request.post('/api/login', {
    headers,
    data: { email: who.max.email, password: who.max.password },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const sent = await request.post('/api/forms/erstinformation', {
    headers: { ...headers, authorization: `Bearer ${token}` },
    data: {
      values: { firstname: 'Max', lastname: 'Mustermann', erhalten: '1' },
      signature: { typed: 'Max Mustermann' },
      preview: false,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const mail = await waitForMail(ADVISER, new RegExp(`${escaped(who.max.email)}[\\s\\S]*Erstinformation`));
  const pdf = mail.attachments[0]?.content;
  if (!pdf) throw new Error('no PDF in the adviser mail');
  const [, date, time] = /am (\d\d\.\d\d\.\d{4}) um (\d\d:\d\d) Uhr/.exec(mail.text) ?? [];
  const [, id] = /Dokument-ID: (\S+)/.exec(mail.text) ?? [];
  const [, hash] = /SHA-256 des Inhalts: (\S+)/.exec(mail.text) ?? [];
  return { pdf: Buffer.from(pdf), signedAt: `${date} ${time} Uhr`, id: id ?? '', hash: hash ?? '' };
}

/** The German file picker's button (the browser's own file input is hidden), named by its label and text. */
const pickerButton = (page: Page) =>
  page.getByRole('button', { name: 'Unterschriebene PDF-Datei PDF-Datei auswählen' });

/** Chooses a file the way a person does: the picker's button opens the file dialog. */
async function choosePdf(page: Page, name: string, buffer: Buffer) {
  await chooseFiles(page, () => pickerButton(page).click(), { name, mimeType: 'application/pdf', buffer });
}

const oneByteChanged = (pdf: Buffer) => {
  const changed = Buffer.from(pdf);
  const middle = Math.floor(changed.length / 2);
  changed[middle] = (changed[middle] ?? 0) ^ 0x01;
  return changed;
};

test('anyone checks a signed PDF on #/pruefen at 375 px: unchanged with signer and time, altered after one byte', async ({
  page,
  request,
}) => {
  const signed = await signedErstinformation(request);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/#/intro/login');
  await page.getByRole('link', { name: 'Unterschriebenes Dokument prüfen' }).click();
  await expect(page).toHaveURL(/#\/pruefen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Signatur prüfen' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A German file picker, not the browser's own ('Choose File / No file chosen'), reached by the keyboard:
  // from the hint above it, Tab comes to its button and Enter opens the file dialog.
  await expect(page.getByText('Unterschriebene PDF-Datei', { exact: true })).toBeVisible();
  await expect(pickerButton(page)).toBeVisible();
  await expect(pickerButton(page)).toHaveText('PDF-Datei auswählen');
  await expect(page.getByText('Keine Datei ausgewählt')).toBeVisible();
  await expect(page.locator('input[type="file"]')).toBeHidden();
  await page.getByText('Datei hierher ziehen oder auswählen').click();
  await page.keyboard.press('Tab');
  await expect(pickerButton(page)).toBeFocused();
  await chooseFiles(page, () => page.keyboard.press('Enter'), {
    name: 'Erstinformation.pdf',
    mimeType: 'application/pdf',
    buffer: signed.pdf,
  });
  await expect(page.getByText('Ausgewählt: Erstinformation.pdf')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Datei prüfen' }).click();
  const result = page.getByRole('region', { name: 'Ergebnis' });
  await expect(result.getByText('Das Dokument ist unverändert.')).toBeVisible();
  await expect(result.getByText('Max Mustermann')).toBeVisible();
  await expect(result.getByText(signed.signedAt)).toBeVisible();
  await expect(result).toBeFocused();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await choosePdf(page, 'Erstinformation.pdf', oneByteChanged(signed.pdf));
  await page.getByRole('button', { name: 'Datei prüfen' }).click();
  await expect(result.getByText('Das Dokument wurde verändert.')).toBeVisible();
  await expect(result.getByText('Max Mustermann')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The footer's ID and hash, typed in (keyboard only).
  await page.getByLabel('Dokument-ID').fill(signed.id);
  await page.getByLabel('Prüfsumme (SHA-256 des Inhalts)').fill(signed.hash);
  await page.getByRole('button', { name: 'Angaben prüfen' }).press('Enter');
  await expect(result.getByText('Das Dokument ist unverändert.')).toBeVisible();
  await expect(result.getByText('Erstinformation', { exact: false }).first()).toBeVisible();

  // A file that is no PDF: the message at the field.
  await choosePdf(page, 'notiz.pdf', Buffer.from('<html></html>'));
  await expect(page.getByText('Ausgewählt: notiz.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Datei prüfen' }).click();
  await expect(page.getByText('Nur PDF-Dateien können geprüft werden.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the adviser checks any PDF in the workspace: #/berater/pruefen from the navigation', async ({
  page,
  request,
}) => {
  const signed = await signedErstinformation(request);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAdviser(page, who.adviser);
  await page
    .getByRole('navigation', { name: 'Beraterbereich' })
    .getByRole('link', { name: 'Signatur prüfen' })
    .click();
  await expect(page).toHaveURL(/#\/berater\/pruefen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Signatur prüfen' })).toBeVisible();
  await choosePdf(page, 'Erstinformation.pdf', signed.pdf);
  await page.getByRole('button', { name: 'Datei prüfen' }).click();
  const result = page.getByRole('region', { name: 'Ergebnis' });
  await expect(result.getByText('Das Dokument ist unverändert.')).toBeVisible();
  await expect(result.getByText(signed.signedAt)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await choosePdf(page, 'Erstinformation.pdf', oneByteChanged(signed.pdf));
  await page.getByRole('button', { name: 'Datei prüfen' }).click();
  await expect(result.getByText('Das Dokument wurde verändert.')).toBeVisible();
});
