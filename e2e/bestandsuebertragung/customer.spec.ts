import type { Page } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  reviewShot,
  signIn,
  switchOnForMax,
  test,
  who,
} from '../fixtures';

/**
 * The customer's Bestandsübertragung (issue 29) on a phone, in Chromium against the real server: the
 * adviser switches the area on for Max; Max adds a contract another intermediary looks after, asks his
 * broker to take it over with a Maklermandat, signs the Vollmacht on the adviser-forms page and comes back
 * to see it 'beantragt'; a second request is withdrawn before anything was sent. Axe and no sideways
 * scrolling on every new screen (ADR 168).
 */

test.describe.configure({ timeout: 120_000 });

const PAGE = '/#/app/bestandsuebertragung';

/** A Berlin calendar day as the page writes it. */
const today = () =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

/** A screenshot in the test's output folder, to look at the screens at 375 px. */

async function checkScreen(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

/** Adds a contract another intermediary looks after through the contract form 'Vertrag hinzufügen' leads to. */
async function addForeignContract(page: Page) {
  await page.getByRole('link', { name: 'Vertrag hinzufügen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neuer Vertrag' })).toBeVisible();
  await page.getByLabel('Sparte').selectOption('privathaftpflicht');
  const insurer = page.getByRole('combobox', { name: 'Gesellschaft' });
  await insurer.fill('Gothaer');
  await insurer.press('ArrowDown');
  await insurer.press('Enter');
  await expect(insurer).toHaveValue('Gothaer');
  await page.getByLabel('Bezeichnung').fill('Haftpflicht Gothaer');
  await page.getByLabel('Vertragsnummer').fill('GO-PH-2026');
  await page.getByLabel('Wer betreut den Vertrag?').selectOption({ label: 'Ein anderer Vermittler' });
  await page.getByRole('button', { name: 'Vertrag speichern' }).click();
  await expect(page.getByText('Der Vertrag wurde angelegt.')).toBeVisible();
  // Back where 'Vertrag hinzufügen' was.
  await expect(page).toHaveURL(/#\/app\/bestandsuebertragung$/);
}

/** Signs the open adviser form (the place, a typed name) and sends it. */
async function signTyped(page: Page) {
  await page.getByLabel('Ort der Unterschrift').fill('München');
  await page.getByRole('button', { name: 'Stattdessen Namen eintippen' }).click();
  await page.getByLabel('Vollständiger Name als Unterschrift').fill('Max Mustermann');
  await page.getByLabel('Ich unterschreibe mit diesem getippten Namen verbindlich.').check();
  await page.getByRole('button', { name: 'übernehmen' }).click();
  await expect(page.getByText('getippte Unterschrift')).toBeVisible();
  await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  const preview = page.getByRole('dialog', { name: 'Vorschau' });
  await preview.getByRole('button', { name: 'abschicken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank!' })).toBeFocused();
}

const progress = (page: Page) => page.getByRole('region', { name: 'Deine Übertragungen' });
/** The transfer (a top-level entry of the progress list) that holds contract `nummer`. */
const transferWith = (page: Page, nummer: string) =>
  progress(page)
    .locator(':scope > ul > li')
    .filter({ hasText: `Nr. ${nummer}` });

test('Max adds a Fremdvertrag, requests its transfer, signs the Vollmacht and sees it requested; withdraws another', async ({
  page,
  browser,
}) => {
  await switchOnForMax(browser, 'Bestandsübertragung');
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, who.max);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestandsübertragung' })).toBeVisible();
  const foreign = page.getByRole('region', { name: 'Verträge bei anderen Betreuern' });
  await expect(foreign).toBeVisible();
  await closeToasts(page);
  await checkScreen(page);

  await addForeignContract(page);
  const added = foreign.getByRole('listitem').filter({ hasText: 'Haftpflicht Gothaer' });
  await expect(added).toContainText('Gothaer · Nr. GO-PH-2026');
  await expect(added).toContainText('Ein anderer Vermittler');

  // The request: the contract, the Maklermandat, the summary.
  await page.getByRole('button', { name: 'Verträge übertragen' }).click();
  await page.getByRole('checkbox', { name: 'Haftpflicht Gothaer – Gothaer · Nr. GO-PH-2026' }).check();
  await page.getByRole('radio', { name: 'Maklermandat' }).check();
  await closeToasts(page);
  await checkScreen(page);
  await reviewShot(page.getByRole('region', { name: 'Verträge übertragen' }), 'request-375');
  await page.getByRole('button', { name: 'Weiter' }).click();
  const summary = page.getByRole('region', { name: 'Deine Anfrage im Überblick' });
  await expect(summary).toContainText('1 Vertrag');
  await expect(summary).toContainText('Maklermandat');
  await expect(summary).toContainText('Im nächsten Schritt unterschreibst Du die Vollmacht.');
  await checkScreen(page);
  await reviewShot(summary, 'summary-375');
  await page.getByRole('button', { name: 'Anfrage senden' }).click();

  // The Vollmacht on the adviser-forms page, prefilled for the contracts' person (ADR 183), then back.
  await expect(page).toHaveURL(
    /#\/app\/berater\/form\/maklervollmacht\?zurueck=%2Fapp%2Fbestandsuebertragung&person=\d+$/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Maklervollmacht' })).toBeVisible();
  await closeToasts(page);
  await signTyped(page);
  await checkScreen(page);
  await page.getByRole('link', { name: 'Zurück zu „Bestandsübertragung“' }).click();

  const requested = transferWith(page, 'GO-PH-2026');
  await expect(requested).toContainText('beantragt');
  await expect(requested).toContainText(`angefragt am ${today()}`);
  await expect(requested).toContainText(`beantragt am ${today()}`);
  await expect(requested.getByRole('link', { name: 'Vollmacht unterschreiben' })).toHaveCount(0);
  await expect(added).toContainText('in Übertragung');
  await closeToasts(page);
  await checkScreen(page);
  await reviewShot(progress(page), 'progress-375');
  await reviewShot(foreign, 'foreign-375');

  // Another request reuses the signed Maklervollmacht; it is withdrawn before anything was sent.
  await page.getByRole('button', { name: 'Verträge übertragen' }).click();
  const other = page
    .getByRole('group', { name: 'Welche Verträge soll Dein Berater übernehmen?' })
    .getByRole('checkbox')
    .first();
  const otherLabel = await other.evaluate((box: HTMLInputElement) => box.labels?.[0]?.textContent ?? '');
  const nummer = /Nr\. (.+)$/.exec(otherLabel)?.[1] ?? '';
  expect(nummer).not.toBe('');
  await other.check();
  await page.getByRole('radio', { name: 'Maklermandat' }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('region', { name: 'Deine Anfrage im Überblick' })).toContainText(
    'Du musst nicht noch einmal unterschreiben.',
  );
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByText('Deine Anfrage ist bei Deinem Berater angekommen.')).toBeVisible();

  const second = transferWith(page, nummer);
  await second.getByRole('button', { name: /^Anfrage zurückziehen/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Anfrage zurückziehen?' });
  await expect(dialog).toBeVisible();
  await checkScreen(page);
  await reviewShot(page, 'withdraw-375');
  await dialog.getByRole('button', { name: 'Zurückziehen' }).click();
  await expect(page.getByText('Deine Anfrage wurde zurückgezogen.')).toBeVisible();
  await expect(second).toContainText(`zurückgezogen am ${today()}`);
  await expect(second.getByRole('button', { name: /^Anfrage zurückziehen/ })).toHaveCount(0);
  await expect(requested).toContainText('beantragt');
  await reviewShot(progress(page), 'withdrawn-375');
});
