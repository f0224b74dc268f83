import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  signIn,
  signInAdviser,
  switchOnForMax,
  test,
  who,
} from '../fixtures';

/**
 * The agency's portfolio import (issue 31) in Chromium against the real server, at 375 and 1280 px: the
 * test's adviser opens 'Bestand importieren', reads the demo file apps/server/assets/demo/bestand-demo.csv,
 * its e-mail addresses those of the test's Max and Erika (a given e-mail that matches nobody is 'ohne Kunde',
 * ADR 208), sees the preview (Max's and Erika's contracts found by e-mail, Maria's by name and birthday, Max's
 * Privathaftpflicht changed, two people who are no customers, the line with 31.02. refused with its
 * reason) with the focus on its heading, applies it after the confirmation, and finds
 * the import in the agency's log; Max, with 'Verträge bereitstellen' on, finds the contracts in 'Meine
 * Freigaben'. The agency is the test's own: the file's customers are matched within it.
 */
const DEMO_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/assets/demo/bestand-demo.csv',
);

test.use({ ownAgency: true });
test.describe.configure({ timeout: 120_000 });

async function checkScreen(page: Page) {
  await closeToasts(page);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the adviser previews the demo file and applies it; the log has the import; Max finds it', async ({
      page,
      browser,
    }) => {
      await signInAdviser(page, who.adviser);
      await page.goto('/#/berater/import');
      await expect(page.getByRole('heading', { level: 1, name: 'Bestand importieren' })).toBeVisible();
      await checkScreen(page);

      const demo = readFileSync(DEMO_FILE, 'utf8')
        .replaceAll('max.mustermann@example.com', who.max.email)
        .replaceAll('erika.beispiel@example.com', who.erika.email);
      await page.locator('input[type="file"]').setInputFiles({
        name: 'bestand-demo.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(demo, 'utf8'),
      });
      await expect(page.getByText('bestand-demo.csv')).toBeVisible();
      await page.getByRole('button', { name: 'Vorschau erstellen' }).click();
      const summary = page.getByRole('region', { name: 'Vorschau' });
      await expect(summary.getByRole('heading', { name: 'Vorschau' })).toBeFocused();
      const count = (label: string) =>
        summary.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
      await expect(count('Neue Verträge')).toHaveText('4');
      // Max's Privathaftpflicht is in his household already: the file changes it.
      await expect(count('Geänderte Verträge')).toHaveText('1');
      await expect(count('Ohne passenden Kunden')).toHaveText('2');
      await expect(count('Abgelehnte Zeilen')).toHaveText('1');
      await expect(page.getByText('Alte Leipziger BU-2021-448812', { exact: false })).toBeVisible();
      await checkScreen(page);

      await page.getByLabel('Zeilen anzeigen').selectOption('geaendert');
      await expect(page.getByText('Allianz PH-1234-5678-90', { exact: false })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Änderungen' }).getByText('→').first()).toBeVisible();
      await page.getByLabel('Zeilen anzeigen').selectOption('abgelehnt');
      await expect(page.getByText('Zeile 9', { exact: true })).toBeVisible();
      await page.getByLabel('Zeilen anzeigen').selectOption('ohneKunde');
      await expect(page.getByText('Jonas Weber')).toBeVisible();
      await checkScreen(page);

      await page.getByRole('button', { name: 'Übernehmen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Verträge übernehmen?' });
      await expect(dialog).toContainText('4 neue und 1 geänderte Verträge');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Übernehmen' }).click();
      await expect(page.getByText('Übernommen: 4 neue und 1 geänderte Verträge.')).toBeVisible();
      await checkScreen(page);

      await page.goto('/#/berater/agentur');
      const log = page.getByRole('region', { name: 'Änderungsprotokoll der Agentur' });
      await expect(log.getByText('Bestand importiert')).toBeVisible();
      await expect(log.getByText('Import: Neue Verträge (übernommen): 4')).toBeVisible();
      await expect(log.getByText('Import: Datei: bestand-demo.csv')).toBeVisible();
      await expect(log.getByText('Import: Format: CSV')).toBeVisible();

      // Max finds the contracts the import provided in 'Meine Freigaben', new ones marked.
      await switchOnForMax(browser, 'Verträge bereitstellen');
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const max = await context.newPage();
      await signIn(max, who.max);
      await max.goto('/#/app/meinefreigaben');
      const list = max.getByRole('list', { name: 'Meine Freigaben' });
      await expect(list.getByText('BU Komfort · Alte Leipziger')).toBeVisible();
      await expect(list.getByText('Privathaftpflicht Smart · Allianz')).toBeVisible();
      await checkScreen(max);
      await context.close();
    });
  });
}
