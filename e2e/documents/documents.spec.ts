import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { carPolicyPdf } from '../../apps/server/src/demo/pdfs';
import {
  canvasDarkPixels,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  login,
  reviewShot,
  signIn,
  test,
  who,
} from '../fixtures';

/**
 * The documents screens (issue 9) in Chromium against the real server and its disk store: uploads through
 * the queue with progress, the PDF viewer, download, rename, delete, the refusals and the read-only cases.
 * The test customers carry the demo household's papers (scripts/e2e-server.ts).
 */
const holder = { name: 'Max Mustermann', street: 'Musterweg 1', postcode: '12345', city: 'Musterstadt' };
const pdf = (date = new Date('2026-01-15T10:00:00Z')) => carPolicyPdf(holder, date);
/** A real 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function openDocuments(page: Page, customer = who.max) {
  await login(page, customer);
  await page.waitForURL(/#\/app\//);
  await page.goto('/#/app/dokumente');
  await expect(page.getByRole('heading', { name: 'Dokumente', level: 1 })).toBeVisible();
}

const fileInput = (page: Page) => page.getByTestId('document-file-input');
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test('uploads two files through the queue with progress, one renamed into a folder', async ({ page }) => {
  await openDocuments(page);
  const ownList = page.getByRole('region', { name: 'Deine Dokumente' });
  await expect(ownList.getByRole('button', { name: 'Versicherungsschein Kfz.pdf öffnen' })).toBeVisible();

  // A slow line, so the progress bar is seen moving (Chromium throttles the upload itself).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 600 * 1024,
  });
  // ~2 MB: a real PDF with a long comment after it (a PDF reader takes the last %%EOF).
  const big = Buffer.concat([pdf(), Buffer.from(`\n%${'x'.repeat(2 * 1024 * 1024)}\n%%EOF\n`)]);
  await fileInput(page).setInputFiles([
    { name: 'scan_0815.pdf', mimeType: 'application/pdf', buffer: big },
    { name: 'Mietvertrag Foto.png', mimeType: 'image/png', buffer: PNG },
  ]);

  // The first file's modal: renamed, into Versicherungen › Kfz.
  const upload = dialog(page, 'Dokument hochladen');
  await expect(upload.getByLabel('Dateiname')).toHaveValue('scan_0815');
  await upload.getByRole('button', { name: 'Hochladen' }).click();
  await expect(upload.getByText('Bitte wähle einen Ordner aus.')).toBeVisible();
  await upload.getByLabel('Dateiname').fill('Kfz-Police 2026');
  await upload.getByLabel('Ordner', { exact: true }).selectOption('Versicherungen');
  await upload.getByLabel('Unterordner').selectOption('Kfz');
  await upload.getByRole('button', { name: 'Hochladen' }).click();

  // The second file's modal follows while the first is uploading.
  await expect(upload.getByLabel('Dateiname')).toHaveValue('Mietvertrag Foto');
  const progress = page.getByRole('progressbar', { name: 'Kfz-Police 2026.pdf' });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('value')), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await upload.getByLabel('Ordner', { exact: true }).selectOption('Wohnen');
  await upload.getByLabel('Unterordner').selectOption('Miete');
  await upload.getByRole('button', { name: 'Hochladen' }).click();

  await expect(page.getByText('Das Dokument wurde erfolgreich hochgeladen.')).toBeVisible({
    timeout: 20_000,
  });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // The queue has cleared; both files are listed under their folders.
  await expect(page.getByRole('region', { name: 'Uploads' })).toHaveCount(0);
  await expect(ownList.getByRole('heading', { name: 'Versicherungen › Kfz' })).toBeVisible();
  await expect(ownList.getByRole('button', { name: 'Kfz-Police 2026.pdf öffnen' })).toBeVisible();
  await expect(ownList.getByRole('heading', { name: 'Wohnen › Miete' })).toBeVisible();
  await expect(ownList.getByRole('button', { name: 'Mietvertrag Foto.png öffnen' })).toBeVisible();
  await expect(ownList.getByText(/ 2(,\d)? MB /)).toBeVisible();

  // The image opens in the page as the bytes that were sent.
  await ownList.getByRole('button', { name: 'Mietvertrag Foto.png öffnen' }).click();
  const image = dialog(page, 'Mietvertrag Foto.png').getByRole('img', { name: 'Mietvertrag Foto.png' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});

test('a cancelled upload sends nothing more and leaves no document', async ({ page }) => {
  await openDocuments(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });
  const big = Buffer.concat([pdf(), Buffer.from(`\n%${'y'.repeat(3 * 1024 * 1024)}\n%%EOF\n`)]);
  await fileInput(page).setInputFiles([{ name: 'Abbruch.pdf', mimeType: 'application/pdf', buffer: big }]);
  const upload = dialog(page, 'Dokument hochladen');
  await upload.getByLabel('Ordner', { exact: true }).selectOption('Finanzen');
  await upload.getByLabel('Unterordner').selectOption('Bank');
  await upload.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByRole('progressbar', { name: 'Abbruch.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload von Abbruch.pdf abbrechen' }).click();
  // The only item ended: the queue clears, no success toast, the list stays without it.
  await expect(page.getByRole('region', { name: 'Uploads' })).toHaveCount(0);
  await expect(page.getByText('Das Dokument wurde erfolgreich hochgeladen.')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Versicherungsschein Kfz.pdf öffnen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abbruch.pdf öffnen' })).toHaveCount(0);

  // Cancelling the modal removes a queued file before anything is sent.
  await fileInput(page).setInputFiles([{ name: 'Nie.pdf', mimeType: 'application/pdf', buffer: pdf() }]);
  await dialog(page, 'Dokument hochladen').getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('region', { name: 'Uploads' })).toHaveCount(0);
});

test('opens the adviser PDF in the viewer, downloads it, renames and deletes an own file', async ({
  page,
}) => {
  await openDocuments(page);
  const approvals = page.getByRole('region', { name: 'Freigaben Deines Beraters' });
  // The adviser's files are read-only: no rename, no delete.
  await expect(approvals.getByRole('button', { name: 'Erstinformation.pdf öffnen' })).toBeVisible();
  await expect(approvals.getByRole('button', { name: /umbenennen|löschen/ })).toHaveCount(0);

  await approvals.getByRole('button', { name: 'Erstinformation.pdf öffnen' }).click();
  const viewer = dialog(page, 'Erstinformation.pdf');
  const firstPage = viewer.getByRole('img', { name: /^Seite 1 von \d+$/ });
  await expect(firstPage).toBeVisible({ timeout: 15_000 });
  // pdf.js has drawn the page: the canvas holds dark (text) pixels.
  await expect.poll(() => canvasDarkPixels(viewer), { timeout: 15_000 }).toBeGreaterThan(100);
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Erstinformation.pdf');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(viewer).toHaveCount(0);

  // Rename and move an own file.
  const ownList = page.getByRole('region', { name: 'Deine Dokumente' });
  await ownList
    .getByRole('button', { name: 'Versicherungsschein Kfz.pdf umbenennen oder verschieben' })
    .click();
  const edit = dialog(page, 'Dokument umbenennen');
  await expect(edit.getByLabel('Dateiname')).toHaveValue('Versicherungsschein Kfz');
  await edit.getByLabel('Dateiname').fill('');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(edit.getByText('Bitte gib einen Dateinamen ein.')).toBeVisible();
  await edit.getByLabel('Dateiname').fill('Kfz Versicherungsschein 2025');
  await edit.getByLabel('Ordner', { exact: true }).selectOption('Schäden');
  await edit.getByLabel('Unterordner').selectOption('Gutachten');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Änderungen wurden gespeichert.')).toBeVisible();
  await expect(ownList.getByRole('heading', { name: 'Schäden › Gutachten' })).toBeVisible();
  await expect(
    ownList.getByRole('button', { name: 'Kfz Versicherungsschein 2025.pdf öffnen' }),
  ).toBeVisible();

  // Delete asks first; cancel keeps the file, confirm removes it for good.
  await ownList.getByRole('button', { name: 'Kfz Versicherungsschein 2025.pdf löschen' }).click();
  const question = dialog(page, 'Dokument löschen?');
  await expect(question).toContainText('„Kfz Versicherungsschein 2025.pdf“');
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'Abbrechen' }).click();
  await ownList.getByRole('button', { name: 'Kfz Versicherungsschein 2025.pdf löschen' }).click();
  await dialog(page, 'Dokument löschen?').getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page.getByText('Das Dokument wurde gelöscht.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Deine Dokumente' })).toBeVisible();
  await expect(page.getByText('Es wurden keine Elemente hinterlegt.')).toBeVisible();
});

test('refuses a wrong type and too large a file before sending, and a disguised file on the server', async ({
  page,
}, testInfo) => {
  await openDocuments(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/document/')) uploads.push(request.url());
  });
  await fileInput(page).setInputFiles([
    { name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  await expect(page.getByRole('alert')).toContainText('Dateityp wird nicht unterstützt (virus.exe)');
  await expect(dialog(page, 'Dokument hochladen')).toHaveCount(0);

  // From disk: the browser reads the file itself, where a buffer would cross the wire (about 10 s).
  const tooLarge = testInfo.outputPath('riesig.pdf');
  await writeFile(tooLarge, Buffer.alloc(26_214_401, 0x20));
  await fileInput(page).setInputFiles(tooLarge);
  await expect(page.getByRole('alert')).toContainText('Die Maximale Dateigröße ist 25 MB');
  expect(uploads).toEqual([]);

  // An HTML page named .pdf passes the name check; the server sniffs the content and refuses it.
  await fileInput(page).setInputFiles([
    {
      name: 'rechnung.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html><script>alert(1)</script>'),
    },
  ]);
  const upload = dialog(page, 'Dokument hochladen');
  await upload.getByLabel('Ordner', { exact: true }).selectOption('Finanzen');
  await upload.getByLabel('Unterordner').selectOption('Steuern');
  await upload.getByRole('button', { name: 'Hochladen' }).click();
  // The file is named once (issue 27: 'rechnung.pdf: Dateityp … (rechnung.pdf)').
  await expect(page.getByRole('alert')).toContainText('Dateityp wird nicht unterstützt (rechnung.pdf)');
  await expect(page.getByRole('alert')).not.toContainText('rechnung.pdf: ');
  expect(uploads).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'rechnung.pdf öffnen' })).toHaveCount(0);
});

test('the documents screens at 375 px: no overflow, axe clean, sort stored', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openDocuments(page);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  // Phones get the camera (capture) next to the file picker.
  await expect(page.getByRole('button', { name: 'Foto aufnehmen' })).toBeVisible();
  await expect(page.locator('input[type=file][capture=environment][accept="image/*"]')).toHaveCount(1);

  await page.getByLabel('Sortieren nach').selectOption({ label: 'Name (A–Z)' });
  await page.reload();
  await expect(page.getByLabel('Sortieren nach')).toHaveValue('name:asc');

  await fileInput(page).setInputFiles([{ name: 'Ausweis.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(dialog(page, 'Dokument hochladen')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await reviewShot(page, 'documents-upload-375');
  await dialog(page, 'Dokument hochladen').getByRole('button', { name: 'Abbrechen' }).click();

  await page.getByRole('button', { name: 'Maklervollmacht.pdf öffnen' }).click();
  const viewer = dialog(page, 'Maklervollmacht.pdf');
  await expect(viewer.getByRole('img', { name: /^Seite 1 von/ })).toBeVisible({ timeout: 15_000 });
  const canvas = await viewer.locator('canvas').first().boundingBox();
  expect(canvas?.width ?? 999).toBeLessThanOrEqual(375);
  await reviewShot(page, 'documents-viewer-375');
});

test('a makler_light customer reads the documents but cannot upload', async ({ page }) => {
  await openDocuments(page, who.erika);
  await expect(page.getByText('Dokumente hochladen kann nur Dein Berater für Dich.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dokument hochladen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /umbenennen|löschen/ })).toHaveCount(0);
  // What the adviser provides, Erika opens all the same.
  await expect(page.getByRole('button', { name: 'Erstinformation.pdf öffnen' })).toBeVisible();
});

test('documents uploaded in a person screen belong to that person, no folder asked', async ({ page }) => {
  await signIn(page, who.max);
  await page.goto('/#/app/person/list');
  const second = page.getByRole('link', { name: /bearbeiten|ansehen/ }).nth(1);
  const name = (await second.textContent()) ?? '';
  await second.click();
  const section = page.getByRole('region', { name: 'Dokumente dieser Person' });
  await expect(section.getByText('Es wurden keine Elemente hinterlegt.')).toBeVisible();
  await section
    .getByTestId('document-file-input')
    .setInputFiles([{ name: 'Impfpass.pdf', mimeType: 'application/pdf', buffer: pdf() }]);
  await dialog(page, 'Dokument hochladen').getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText('Das Dokument wurde erfolgreich hochgeladen.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Impfpass.pdf öffnen' })).toBeVisible();

  await page.goto('/#/app/dokumente');
  await page.getByLabel('Person', { exact: true }).selectOption({ label: name.trim() });
  await expect(page.getByRole('button', { name: 'Impfpass.pdf öffnen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Versicherungsschein Kfz.pdf öffnen' })).toHaveCount(0);
  await page.getByLabel('Person', { exact: true }).selectOption({ label: 'alle' });
  await expect(page.getByRole('button', { name: 'Versicherungsschein Kfz.pdf öffnen' })).toBeVisible();
});

test('the menu leads to the documents, and files dropped on the upload area are queued', async ({ page }) => {
  await signIn(page, who.max);
  await page.getByRole('button', { name: 'Menü' }).click();
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Dokumente' })
    .click();
  await expect(page).toHaveURL(/#\/app\/dokumente$/);
  await expect(page.getByRole('heading', { name: 'Dokumente', level: 1 })).toBeVisible();

  // A drop as the browser delivers it: a DataTransfer holding the file.
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['Quittung'], 'Quittung.txt', { type: 'text/plain' }));
    return transfer;
  });
  const zone = page.getByRole('button', { name: 'Dokument hochladen' }).locator('xpath=../..');
  await zone.dispatchEvent('dragover', { dataTransfer: dropped });
  await zone.dispatchEvent('drop', { dataTransfer: dropped });
  const upload = dialog(page, 'Dokument hochladen');
  await expect(upload.getByLabel('Dateiname')).toHaveValue('Quittung');
  await upload.getByLabel('Ordner', { exact: true }).selectOption('Finanzen');
  await upload.getByLabel('Unterordner').selectOption('Steuern');
  await upload.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText('Das Dokument wurde erfolgreich hochgeladen.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quittung.txt herunterladen' }).first()).toBeVisible();
});
