import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  openCustomer,
  signIn,
  signInAdviser,
  test,
  who,
} from '../fixtures';

/**
 * Issue 29's whole cycle, customer and adviser in two browsers at 375 px, in Chromium against the real
 * server: the adviser switches Max's Bestandsübertragung on; Max adds a Fremdvertrag (Gothaer, another
 * intermediary), asks his broker to take it over together with his HUK-COBURG car insurance, and signs the
 * Maklervollmacht; the adviser sees the transfer on the board, downloads each insurer's letter (a PDF) and
 * records it as sent by post, confirms the HUK contract and records the Gothaer refusal; Max's page, open
 * all along and never reloaded, shows both answers (it reads the transfers again while news may come,
 * every 30 s, on focus and on a push: ADR 168). Axe on every screen of the way.
 *
 * Max's browser runs on Playwright's clock: time flows as usual (the page's other timers run), and at the
 * end the test moves it 30 s on instead of waiting for the page's next read.
 */
test.use({ ownAgency: true, viewport: { width: 375, height: 812 } });
// Two people's journeys, a signature and two PDFs.
test.describe.configure({ timeout: 120_000 });

/** How often the customer's Bestandsübertragung page reads the transfers while news may come (ADR 168). */
const REFRESH_MS = 30_000;

const GOTHAER = 'GO-PH-2026';
const HUK = 'KFZ-4711-2023';

/** A Berlin calendar day as the pages write it. */
const today = () =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

async function checkScreen(page: Page) {
  await closeToasts(page);
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
  await page.getByLabel('Vertragsnummer').fill(GOTHAER);
  await page.getByLabel('Wer betreut den Vertrag?').selectOption({ label: 'Ein anderer Vermittler' });
  await checkScreen(page);
  await page.getByRole('button', { name: 'Vertrag speichern' }).click();
  await expect(page.getByText('Der Vertrag wurde angelegt.')).toBeVisible();
  // Saved from the page's 'Vertrag hinzufügen', the form leads back to it.
  await expect(page).toHaveURL(/#\/app\/bestandsuebertragung$/);
}

/** Signs the open adviser form with a typed name and sends it. */
async function signTyped(page: Page, name: string) {
  await page.getByLabel('Ort der Unterschrift').fill('Berlin');
  await page.getByRole('button', { name: 'Stattdessen Namen eintippen' }).click();
  await page.getByLabel('Vollständiger Name als Unterschrift').fill(name);
  await page.getByLabel('Ich unterschreibe mit diesem getippten Namen verbindlich.').check();
  await page.getByRole('button', { name: 'übernehmen' }).click();
  await expect(page.getByText('getippte Unterschrift')).toBeVisible();
  await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  await page.getByRole('dialog', { name: 'Vorschau' }).getByRole('button', { name: 'abschicken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank!' })).toBeFocused();
}

/** On the board: downloads an insurer's letter, checks it is a PDF, and records it as sent by post. */
async function sendByPost(adviser: Page, versicherer: string) {
  const letter = adviser.getByRole('region', { name: `Verträge bei ${versicherer}` });
  const downloading = adviser.waitForEvent('download');
  await letter.getByRole('button', { name: `Anschreiben an ${versicherer} herunterladen` }).click();
  const pdf = await readFile(await (await downloading).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await letter
    .getByRole('button', { name: `Anschreiben an ${versicherer} als per Post gesendet vermerken` })
    .click();
  await adviser.getByRole('dialog').getByRole('button', { name: 'Versand vermerken' }).click();
  await expect(letter).toContainText(`an Versicherer gesendet am ${today()}`);
}

test('Max requests a transfer and signs; the adviser sends the letters, confirms one contract and refuses another; Max sees both without reloading', async ({
  page: customer,
  browser,
}) => {
  const max = who.max;
  const adviserContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const adviser = await adviserContext.newPage();
  try {
    // The adviser switches the area on for Max.
    await signInAdviser(adviser, who.adviser);
    await closeToasts(adviser);
    await openCustomer(adviser, max);
    const flag = adviser.getByRole('switch', { name: 'Bestandsübertragung' });
    await expect(flag).toHaveAttribute('aria-checked', 'false');
    await flag.click();
    await expect(adviser.getByText('Die Einstellung wurde gespeichert.')).toBeVisible();
    await expect(flag).toHaveAttribute('aria-checked', 'true');

    // Max: a Fremdvertrag, the request of it and his HUK car insurance, the Maklervollmacht signed.
    await customer.clock.install();
    await signIn(customer, max);
    await customer.goto('/#/app/bestandsuebertragung');
    await expect(customer.getByRole('heading', { level: 1, name: 'Bestandsübertragung' })).toBeVisible();
    await checkScreen(customer);
    await addForeignContract(customer);
    await customer.getByRole('button', { name: 'Verträge übertragen' }).click();
    await customer.getByRole('checkbox', { name: new RegExp(`Nr\\. ${GOTHAER}$`) }).check();
    await customer.getByRole('checkbox', { name: new RegExp(`Nr\\. ${HUK}$`) }).check();
    await customer.getByRole('radio', { name: 'Maklermandat' }).check();
    await checkScreen(customer);
    await customer.getByRole('button', { name: 'Weiter' }).click();
    await expect(customer.getByRole('region', { name: 'Deine Anfrage im Überblick' })).toContainText(
      '2 Verträge',
    );
    await checkScreen(customer);
    await customer.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(customer.getByRole('heading', { level: 1, name: 'Maklervollmacht' })).toBeVisible();
    await closeToasts(customer);
    await signTyped(customer, `${max.firstName} ${max.lastName}`);
    await checkScreen(customer);
    await customer.getByRole('link', { name: 'Zurück zu „Bestandsübertragung“' }).click();
    const progress = customer.getByRole('region', { name: 'Deine Übertragungen' });
    const transfer = progress.locator(':scope > ul > li').filter({ hasText: `Nr. ${GOTHAER}` });
    await expect(transfer).toContainText(`beantragt am ${today()}`);
    await checkScreen(customer);

    // The adviser: the board, both letters by post, the two answers.
    const nav = adviser.getByRole('navigation', { name: 'Beraterbereich' });
    await nav.getByRole('link', { name: 'Bestandsübertragungen' }).scrollIntoViewIfNeeded();
    await nav.getByRole('link', { name: 'Bestandsübertragungen' }).click();
    const open = adviser.getByRole('region', { name: /^Offen \(/ });
    await expect(open.getByRole('link', { name: `${max.firstName} ${max.lastName}` })).toBeVisible();
    await checkScreen(adviser);
    await sendByPost(adviser, 'Gothaer');
    await sendByPost(adviser, 'HUK-COBURG');
    const waiting = adviser.getByRole('region', { name: /^Wartet auf Antwort \(/ });
    await expect(waiting.getByRole('link', { name: `${max.firstName} ${max.lastName}` })).toBeVisible();
    await checkScreen(adviser);

    await waiting.getByRole('button', { name: `Antwort zu Vertrag ${HUK} erfassen` }).click();
    const confirm = adviser.getByRole('form', { name: `Antwort zu Vertrag ${HUK} erfassen` });
    await expect(confirm.getByLabel('Stand')).toHaveValue('bestaetigt');
    await confirm.getByLabel('Betreuung ab').fill(today());
    await checkScreen(adviser);
    await confirm.getByRole('button', { name: 'Speichern' }).click();
    await expect(adviser.getByText('Der neue Stand wurde gespeichert.')).toBeVisible();

    await adviser.getByRole('button', { name: `Antwort zu Vertrag ${GOTHAER} erfassen` }).click();
    const refuse = adviser.getByRole('form', { name: `Antwort zu Vertrag ${GOTHAER} erfassen` });
    await refuse.getByLabel('Stand').selectOption('abgelehnt');
    await refuse.getByLabel('Grund der Ablehnung').fill('Der Vorvermittler hat widersprochen.');
    await refuse.getByRole('button', { name: 'Speichern' }).click();
    const done = adviser.getByRole('region', { name: /^Erledigt \(/ });
    await expect(done.getByRole('link', { name: `${max.firstName} ${max.lastName}` })).toBeVisible();
    await checkScreen(adviser);

    // Max's page, never reloaded, shows both answers at its next read: 30 s later on its clock.
    await customer.clock.fastForward(REFRESH_MS);
    await expect(transfer).toContainText(`Dein Berater betreut den Vertrag ab dem ${today()}.`);
    await expect(transfer).toContainText('Begründung des Versicherers: Der Vorvermittler hat widersprochen.');
    await expect(transfer).toContainText(`bestätigt am ${today()}`);
    await expect(transfer).toContainText(`abgelehnt am ${today()}`);
    await checkScreen(customer);
  } finally {
    await adviserContext.close();
  }
});
