import type { Page } from '@playwright/test';
import { chooseFiles } from '../file-chooser';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  openFromMenu,
  reviewShot,
  signIn,
  test,
  who,
} from '../fixtures';
import { girokontoZip, monthBefore, monthName } from './camt-statement';

/**
 * The contracts found in the debits and the bank liquidity (issue 33) at 375 px: after the import of three
 * months (camt-statement.ts) Max is offered AXA and DEVK (HUK-COBURG is his Kfz contract), adds AXA as a
 * contract, dismisses DEVK, and neither comes back with the same statements again. The Liquidität page
 * then shows the months from the bank and the contracts' premiums beside their debits.
 */
test.use({ viewport: { width: 375, height: 812 } });
// The import, the found contracts, a contract and the Liquidität page: more than the default 30 s under load.
test.describe.configure({ timeout: 60_000 });

const statement = girokontoZip();
const zipFile = { name: 'Kontoauszuege.zip', mimeType: 'application/zip', buffer: statement.zip };
const AXA = 'Wir haben einen Vertrag bei AXA gefunden: 23,10 € monatlich. Hinzufügen?';
const DEVK = 'Wir haben einen Vertrag bei DEVK Rechtsschutz gefunden: 12,40 € monatlich. Hinzufügen?';

async function importStatement(page: Page) {
  await chooseFiles(
    page,
    () => page.getByRole('button', { name: 'Kontoauszug Datei auswählen' }).click(),
    zipFile,
  );
  await page.getByRole('button', { name: 'Importieren' }).click();
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Hinweise' }).getByText(text, { exact: true });

test('Max adds a contract found in his debits, dismisses another, and sees the liquidity from his account', async ({
  page,
}) => {
  await signIn(page, who.max);
  await closeToasts(page);
  await page.goto('/#/app/konten');
  await expect(page.getByRole('heading', { level: 1, name: 'Konten und Umsätze' })).toBeVisible();
  await importStatement(page);
  await expect(toast(page, '24 neue Umsätze, 0 schon vorhanden')).toBeVisible();
  // The button, disabled while sending, lost the focus: the counts below it take it (not the page's start).
  await expect(page.locator(':focus')).toHaveText('24 neue Umsätze, 0 schon vorhanden');

  const found = page.getByRole('region', { name: 'Gefundene Verträge' });
  await expect(found.getByRole('listitem')).toHaveCount(2);
  await expect(found.getByRole('listitem')).toContainText([AXA, DEVK]);
  await closeToasts(page);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await reviewShot(page, 'vorschlaege-375', { fullPage: true });

  await found
    .getByRole('listitem')
    .filter({ hasText: AXA })
    .getByRole('button', { name: 'Hinzufügen' })
    .click();
  await expect(toast(page, 'Der Vertrag wurde hinzugefügt.')).toBeVisible();
  await expect(found.getByText('Der Vertrag bei AXA steht jetzt bei Deinen Verträgen.')).toBeFocused();
  await found
    .getByRole('listitem')
    .filter({ hasText: DEVK })
    .getByRole('button', { name: 'Ausblenden' })
    .click();
  await expect(toast(page, 'Der Vorschlag wurde ausgeblendet.')).toBeVisible();
  await expect(found.getByRole('listitem')).toHaveCount(0);
  // The last card went with its button: the note that it did takes the focus.
  await expect(found.getByText('Der Vorschlag wurde ausgeblendet.')).toBeFocused();
  await expectNoAxeViolations(page);

  // The same statements again: the added one is a contract now, the dismissed one stays dismissed.
  await importStatement(page);
  await expect(toast(page, '0 neue Umsätze, 24 schon vorhanden')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Konten und Umsätze' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Umsätze von / })).toBeVisible();
  await expect(page.getByText(/^Wir haben einen Vertrag bei/)).toHaveCount(0);

  // The added contract: AXA's, 23,10 € a month, looked after elsewhere.
  await page.goto('/#/app/vertraege/list');
  await page
    .getByRole('link', { name: /AXA|Unfall/ })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/app\/vertraege\/view\/\d+$/);
  await expect(page.getByRole('region', { name: 'Vertragsdaten' })).toContainText('AXA');
  await expect(page.getByRole('region', { name: 'Vertragsdaten' })).toContainText('23,10 €');

  // The Liquidität page: the last three months from the bank, newest first, and the premiums as debited.
  await openFromMenu(page, 'Liquidität');
  const bank = page.getByRole('region', { name: 'Aus Deinen Konten' });
  const months = [1, 2, 3].map((back) => monthName(monthBefore(back)));
  await expect(bank.getByRole('heading', { level: 3 })).toHaveText([
    ...months,
    'Beiträge laut Vertrag und Abbuchung',
  ]);
  const newest = bank.getByRole('listitem').filter({ has: page.getByRole('heading', { name: months[0] }) });
  await expect(newest).toContainText(/Einnahmen\s*\+2\.850,00\s€/);
  await expect(newest).toContainText(/Miete\s*-950,00\s€/);
  const premiums = bank.getByRole('region', { name: 'Beiträge laut Vertrag und Abbuchung' });
  await expect(premiums).toContainText(
    `Beitrag abgebucht am 03.${monthBefore(1).slice(5)}.${monthBefore(1).slice(0, 4)}`,
  );
  await expect(premiums).toContainText('keine Abbuchung gefunden');
  await closeToasts(page);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await reviewShot(bank, 'liquiditaet-bank-375');
});
