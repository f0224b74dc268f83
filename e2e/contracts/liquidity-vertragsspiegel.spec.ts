import { readFile } from 'node:fs/promises';
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
  who,
} from '../fixtures';

/**
 * The liquidity page and the Vertragsspiegel (issue 10) in Chromium against the real server, with the demo
 * household's nine contracts (apps/server/src/demo/contracts.ts): active regular premiums 522,32 € a
 * month and 6.267,80 € a year, the HanseMerkur one-off 79,00 € apart. Chart, table, axe and 375 px for the
 * page; the PDF fetched with the session, drawn by the in-page viewer, downloadable.
 */

async function loggedIn(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, who.max);
}

/** The household's sums as a page shows them under 'Beiträge des Haushalts'. */
const householdSums = (page: Page) =>
  page.getByText('Beiträge des Haushalts', { exact: true }).locator('xpath=..').locator('span');

test('the liquidity page sums the household per person and Sparte, as chart and table', async ({ page }) => {
  await loggedIn(page);
  // The list's own sums, to compare with.
  await page.goto('/#/app/vertraege/list');
  await expect(householdSums(page)).toHaveText(['522,32 € im Monat', '6.267,80 € im Jahr']);

  await page.getByRole('button', { name: 'Menü' }).click();
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Liquidität' })
    .click();
  await expect(page).toHaveURL(/#\/app\/liquiditaet$/);
  await expect(page).toHaveTitle('Liquidität – Kundenportal');
  await expect(page.getByRole('heading', { level: 1, name: 'Liquidität' })).toBeVisible();
  await closeToasts(page);
  await expect(householdSums(page)).toHaveText(['522,32 € im Monat', '6.267,80 € im Jahr']);

  const chart = page.getByRole('img', { name: /^Balkendiagramm der monatlichen Beiträge nach Sparte/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /^.*: Private Krankenversicherung 312,40\s€, /);
  await expect(chart).toHaveAttribute('aria-label', /Zusammen 522,32\s€ im Monat\.$/);
  await expect(chart.locator('rect')).toHaveCount(7);

  const table = page.getByRole('table', { name: 'Beiträge nach Person und Sparte' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('rowheader')).toHaveText([
    'Max Mustermann',
    'Kfz-Versicherung',
    'Privathaftpflicht',
    'Hausrat',
    'Wohngebäude',
    'Tierhalterhaftpflicht',
    'Summe Max Mustermann',
    'Maria Mustermann',
    'Berufsunfähigkeit',
    'Private Krankenversicherung',
    'Summe Maria Mustermann',
    'Haushalt gesamt',
  ]);
  await expect(table.getByRole('row', { name: /^Haushalt gesamt/ }).getByRole('cell')).toHaveText([
    '522,32 €',
    '6.267,80 €',
  ]);
  await expect(table.getByRole('row', { name: /^Kfz-Versicherung/ }).getByRole('cell')).toHaveText([
    '54,30 €',
    '651,60 €',
  ]);

  const oneOff = page.getByRole('region', { name: 'Einmalbeiträge' });
  await expect(oneOff.getByRole('listitem')).toHaveCount(1);
  await expect(oneOff.getByRole('listitem')).toContainText('HanseMerkur');
  await expect(oneOff.getByRole('listitem')).toContainText('79,00 € einmalig');
  await expect(table).not.toContainText('Reiseversicherung');
  await expect(table).not.toContainText('Rechtsschutz');

  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  // The table stays inside its card (no column pushed over the edge at 375 px).
  const fits = await table.evaluate((element) => {
    const frame = element.parentElement as HTMLElement;
    const padding = Number.parseFloat(getComputedStyle(frame).paddingRight);
    return element.getBoundingClientRect().right <= frame.getBoundingClientRect().right - padding + 0.5;
  });
  expect(fits).toBe(true);
  await reviewShot(page, 'liquidity-375', { fullPage: true });
});

test('the Vertragsspiegel opens in the PDF viewer and downloads', async ({ page }) => {
  await loggedIn(page);
  await page.goto('/#/app/vertraege/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge' })).toBeVisible();
  await closeToasts(page);

  const responding = page.waitForResponse((response) =>
    response.url().endsWith('/api/contracts/vertragsspiegel.pdf'),
  );
  await page.getByRole('button', { name: 'Vertragsspiegel als PDF' }).click();
  const response = await responding;
  // Fetched with the session in its header, never in the URL.
  expect(response.status()).toBe(200);
  expect(await response.request().headerValue('authorization')).toMatch(/^Bearer \S+$/);
  expect(new URL(response.url()).search).toBe('');

  const viewer = page.getByRole('dialog', { name: 'Vertragsspiegel' });
  await expect(viewer.getByRole('region', { name: 'Vorschau: Vertragsspiegel' })).toBeVisible();
  await expect(viewer.getByRole('img', { name: /^Seite 1 von \d+$/ })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => canvasDarkPixels(viewer), { timeout: 15_000 }).toBeGreaterThan(100);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await reviewShot(page, 'vertragsspiegel-375');

  const downloading = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Vertragsspiegel-\d{4}-\d{2}-\d{2}\.pdf$/);
  // The bytes the viewer drew (one request): the household's report with its totals.
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await readPdf(bytes);
  expect(pdf.title).toBe('Vertragsspiegel');
  expect(pdf.text).toContain('Vertragsspiegel');
  expect(pdf.text).toContain('Haushalt gesamt: 522,32 € im Monat, 6.267,80 € im Jahr');
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(viewer).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Vertragsspiegel als PDF' })).toBeFocused();
});
