import { expect, signIn, test, who } from '../fixtures';

/**
 * Issue 27, item 24: with two files in the upload queue the first upload says it landed while the second
 * still waits for its folder (its toast was missing: one toast came when the whole run ended).
 */

/** A real 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the first of two queued uploads shows its success toast before the second is confirmed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, who.max);
  await page.goto('/#/app/dokumente');
  await page.getByTestId('document-file-input').setInputFiles([
    { name: 'Erstes.png', mimeType: 'image/png', buffer: PNG },
    { name: 'Zweites.png', mimeType: 'image/png', buffer: PNG },
  ]);
  const upload = page.getByRole('dialog', { name: 'Dokument hochladen' });
  await expect(upload.getByLabel('Dateiname')).toHaveValue('Erstes');
  await upload.getByLabel('Ordner', { exact: true }).selectOption('Wohnen');
  await upload.getByLabel('Unterordner').selectOption('Miete');
  await upload.getByRole('button', { name: 'Hochladen' }).click();

  await expect(upload.getByLabel('Dateiname')).toHaveValue('Zweites');
  await expect(page.getByText('Das Dokument wurde erfolgreich hochgeladen.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erstes.png öffnen' })).toBeAttached();

  await upload.getByLabel('Ordner', { exact: true }).selectOption('Wohnen');
  await upload.getByLabel('Unterordner').selectOption('Miete');
  await upload.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByRole('button', { name: 'Zweites.png öffnen' })).toBeVisible();
});
