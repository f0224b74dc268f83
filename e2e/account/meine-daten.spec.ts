import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  openFromMenu,
  signIn,
  test,
  who,
} from '../fixtures';

/**
 * "Meine Daten" (issue 32) at 375 px: Max asks for his export from the menu, sees it made, downloads the
 * ZIP by its link, and it holds daten.json with his name.
 */
test.use({ viewport: { width: 375, height: 812 } });

test('Max downloads all his data as a ZIP', async ({ page }) => {
  await signIn(page, who.max);
  await closeToasts(page);
  await openFromMenu(page, 'Meine Daten');
  await expect(page).toHaveURL(/#\/app\/MeinKonto\/daten$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  // The job runs on the server as the request ends; the page reads its status until it is ready.
  const link = page.getByRole('link', { name: 'ZIP-Datei herunterladen' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Dein Export ist fertig.')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('Meine-Daten.zip');
  const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
  const daten = JSON.parse(strFromU8(zip['daten.json'] ?? new Uint8Array())) as {
    datensaetze: { konto: { first_name: string; last_name: string; email: string }[] };
  };
  expect(daten.datensaetze.konto[0]?.email).toBe(who.max.email);
  expect(daten.datensaetze.konto[0]?.first_name).toBe('Max');
  expect(Object.keys(zip)).toEqual(
    expect.arrayContaining(['schema.json', 'uebersicht.pdf', 'tabellen/vertraege.csv']),
  );
});
