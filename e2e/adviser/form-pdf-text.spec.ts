import type { Page } from '@playwright/test';
import { readPdf } from '../../apps/server/test/helpers/pdf';
import { closeToasts, expect, expectNoAxeViolations, signIn, test, who } from '../fixtures';

/**
 * Issue 27, items 6, 8, 9, 21 in Chromium at 375 px: the preview PDF the server renders reads exactly as
 * the form page showed it — every prose block's text in the page's order — with the place of signature as
 * typed (HTML and '😀' included); '🚗' is refused at its field; a ticked typed name signs without
 * 'übernehmen'; the signature is on the last page together with the paragraph before it.
 */
const compact = (text: string) => text.replace(/\s+/g, '');

async function openForm(page: Page, link: string | RegExp, key: string) {
  await page.goto('/#/app/berater/info');
  await closeToasts(page);
  await page
    .getByRole('region', { name: 'Dokumente', exact: true })
    .getByRole('link', { name: link })
    .click();
  await expect(page).toHaveURL(new RegExp(`#/app/berater/form/${key}$`));
  await expect(page.locator('[data-prose]').first()).toBeVisible();
}

/** Signs with the typed name: the tick is enough (item 21). */
async function signTyped(page: Page) {
  await page.getByRole('button', { name: 'Stattdessen Namen eintippen' }).click();
  await page.getByLabel('Vollständiger Name als Unterschrift').fill('Max Mustermann');
  await page.getByLabel('Ich unterschreibe mit diesem getippten Namen verbindlich.').check();
}

/** Opens the preview and reads the PDF the server answered (taken on its way to the page). */
async function previewPdf(page: Page, key: string) {
  let bytes: Buffer | undefined;
  await page.route(`**/api/forms/${key}`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    bytes = await response.body();
    await route.fulfill({ response, body: bytes });
  });
  await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  await expect(page.getByRole('dialog', { name: 'Vorschau' })).toBeVisible({ timeout: 20_000 });
  await page.unroute(`**/api/forms/${key}`);
  if (!bytes) throw new Error('no preview answer');
  return readPdf(bytes);
}

async function expectPdfReadsAsPage(page: Page, pdfText: string) {
  const prose = await page.locator('[data-prose]').allTextContents();
  expect(prose.length).toBeGreaterThan(0);
  let from = 0;
  for (const block of prose) {
    const at = compact(pdfText).indexOf(compact(block), from);
    expect(at, block).toBeGreaterThanOrEqual(from);
    from = at + compact(block).length;
  }
}

test('the signed PDF reads as the form page: Maklervollmacht with HTML and emoji in the place of signature, at 375 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, who.max);
  await openForm(page, 'Maklervollmacht', 'maklervollmacht');

  const place = page.getByLabel('Ort der Unterschrift');
  await place.fill('Mit dem 🚗 nach München');
  await signTyped(page);
  await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  await expect(
    page.getByText('Das Zeichen „🚗“ kann im PDF nicht gedruckt werden. Bitte entferne es.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Vorschau' })).toHaveCount(0);

  await place.fill('<img src=x onerror=alert(1)> München 😀');
  const pdf = await previewPdf(page, 'maklervollmacht');
  await expectPdfReadsAsPage(page, pdf.text);
  expect(pdf.text.replace(/\s+/g, ' ')).toContain('<img src=x onerror=alert(1)> München 😀');
  const lastPage = compact(
    pdf.pages
      .at(-1)
      ?.lines.map((line) => line.text)
      .join('') ?? '',
  );
  expect(lastPage).toContain(
    compact('Ein Honorar fällt nur nach gesonderter schriftlicher Vereinbarung an.'),
  );
  expect(lastPage).toContain(compact('Unterschrieben von Max Mustermann'));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'abbrechen' }).click();
  await expect(place).toHaveValue('<img src=x onerror=alert(1)> München 😀');
});

test('the signed PDF reads as the form page: Erstinformation and Einwilligungserklärung', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, who.max);
  for (const [link, key] of [
    [/Erstinformation/, 'erstinformation'],
    [/Einwilligung/, 'einwilligungserklaerung'],
  ] as const) {
    await openForm(page, link, key);
    for (const box of await page.locator('form input[type="checkbox"][aria-required="true"]').all())
      await box.check();
    await signTyped(page);
    const pdf = await previewPdf(page, key);
    await expectPdfReadsAsPage(page, pdf.text);
    await page.getByRole('button', { name: 'abbrechen' }).click();
    // Not sent: leaving asks (issue 27, item 1).
    await page.goBack();
    await page
      .getByRole('dialog', { name: 'Ungespeicherte Änderungen' })
      .getByRole('button', { name: 'Verwerfen' })
      .click();
    await expect(page).toHaveURL(/#\/app\/berater\/info$/);
  }
});
