import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  expectNothingCutOff,
  openCustomer,
  signInAdviser,
  test,
  webClientHeaders,
  who,
} from '../fixtures';

/**
 * The workspace's Bestandsübertragungen (issue 29) on a phone, in Chromium against the real server: Max's
 * signed request for three contracts (made through the API: the customer's screens are
 * e2e/bestandsuebertragung's) on the board; the insurer filter; the HUK-COBURG letter downloaded (a PDF)
 * and recorded as sent by post; Die Haftpflichtkasse, which the address table does not know, gets its
 * address in the board's dialog first; the agency's e-mail for Allianz entered on the agency page, the
 * Allianz letter sent by e-mail; by keyboard the HUK contract confirmed (the missing start day named at its
 * field first), the Allianz one refused, the Haftpflichtkasse's query recorded (back to Offen) and then its
 * confirmation; the customer's page lists the answers. Axe, no sideways scrolling and nothing cut off on
 * every new screen.
 */
test.use({ ownAgency: true, viewport: { width: 375, height: 812 } });
test.describe.configure({ timeout: 120_000 });

const HUK = 'KFZ-4711-2023';
const ALLIANZ = 'PH-1234-5678-90';
/** At an insurer the address table does not know: the agency enters the address first. */
const HAFTPFLICHTKASSE = 'THV-55120';

/** A Berlin calendar day as the pages write it. */
const today = () =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

async function token(request: APIRequestContext, path: string, login: { email: string; password: string }) {
  const response = await request.post(path, {
    headers: webClientHeaders,
    data: { email: login.email, password: login.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Calls the API as `bearer` and expects `status`; the answer's JSON. */
async function call(
  request: APIRequestContext,
  bearer: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  status: number,
  data?: unknown,
) {
  const response = await request.fetch(path, {
    method,
    headers: { ...webClientHeaders, authorization: `Bearer ${bearer}` },
    data,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status);
  return response.json();
}

/**
 * Max's transfer of his HUK-COBURG, Allianz and Haftpflichtkasse contracts under a Maklermandat, signed: the adviser switches
 * the area on, Max requests and signs the agency's Maklervollmacht (a typed signature), as his screens do.
 */
async function requestedTransfer(request: APIRequestContext) {
  const max = who.max;
  const adviser = await token(request, '/api/berater/login', who.adviser);
  const { kunden } = await call(
    request,
    adviser,
    'GET',
    `/api/berater/kunden?q=${encodeURIComponent(max.email)}`,
    200,
  );
  await call(request, adviser, 'PUT', `/api/berater/kunden/${kunden[0].id}/einstellungen`, 200, {
    config: { bestandsuebertragung: true },
  });
  const customer = await token(request, '/api/login', max);
  const { contracts } = (await call(request, customer, 'GET', '/api/contracts', 200)) as {
    contracts: { id: number; nummer: string | null }[];
  };
  const ids = [HUK, ALLIANZ, HAFTPFLICHTKASSE].map(
    (nummer) => contracts.find((contract) => contract.nummer === nummer)?.id,
  );
  await call(request, customer, 'POST', '/api/bestandsuebertragung', 201, {
    contractIds: ids,
    level: 'maklermandat',
  });
  await call(request, customer, 'POST', '/api/forms/maklervollmacht', 201, {
    values: {
      firstname: max.firstName,
      lastname: max.lastName,
      geburtsdatum: '1984-05-17',
      address: 'Musterstraße',
      addressnumber: '1',
      streetcode: '10115',
      city: 'Berlin',
      unterschriftsort: 'Berlin',
    },
    signature: { typed: `${max.firstName} ${max.lastName}` },
    preview: false,
  });
}

async function checkScreen(page: Page) {
  await closeToasts(page);
  await expectNoHorizontalOverflow(page);
  await expectNothingCutOff(page);
  await expectNoAxeViolations(page);
}

async function openBoard(page: Page) {
  const link = page.getByRole('navigation', { name: 'Beraterbereich' }).getByRole('link', {
    name: 'Bestandsübertragungen',
  });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestandsübertragungen' })).toBeVisible();
}

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\(`) });
const insurer = (page: Page, name: string) => page.getByRole('region', { name: `Verträge bei ${name}` });

test('the adviser sends the letters of a transfer, records the answers and sees them on the household page', async ({
  page,
  request,
}) => {
  await requestedTransfer(request);
  const max = who.max;
  await signInAdviser(page, who.adviser);
  await openBoard(page);
  const open = column(page, 'Offen');
  await expect(open.getByRole('link', { name: `${max.firstName} ${max.lastName}` })).toBeVisible();
  await expect(insurer(page, 'HUK-COBURG')).toContainText(`${HUK} (Kfz-Versicherung)`);
  await expect(insurer(page, 'Allianz')).toContainText(`beantragt am ${today()}`);
  await expect(column(page, 'Erledigt')).toContainText('Keine Übertragungen in dieser Spalte.');
  await checkScreen(page);

  // The filter keeps the transfers with a contract at the insurer chosen.
  const filter = page.getByLabel('Versicherer', { exact: true });
  await expect(filter.locator('option')).toHaveText([
    'Alle Versicherer',
    'Allianz',
    'Die Haftpflichtkasse',
    'HUK-COBURG',
  ]);
  await filter.selectOption('Allianz');
  await expect(open.getByRole('link', { name: `${max.firstName} ${max.lastName}` })).toBeVisible();
  await filter.selectOption('');

  // HUK-COBURG: no e-mail known; the letter is downloaded (a PDF) and recorded as sent by post.
  const huk = insurer(page, 'HUK-COBURG');
  await expect(huk).toContainText('keine E-Mail-Adresse bekannt');
  const downloading = page.waitForEvent('download');
  await huk.getByRole('button', { name: 'Anschreiben an HUK-COBURG herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Anschreiben HUK-COBURG.pdf');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await huk
    .getByRole('button', { name: 'Anschreiben an HUK-COBURG als per Post gesendet vermerken' })
    .click();
  const postDialog = page.getByRole('dialog', { name: 'Versand an HUK-COBURG per Post vermerken?' });
  await expect(postDialog).toContainText('sollte bereits per Post verschickt sein');
  await checkScreen(page);
  await postDialog.getByRole('button', { name: 'Versand vermerken' }).click();
  await expect(page.getByText('Der Versand an HUK-COBURG per Post wurde vermerkt.')).toBeVisible();
  await expect(huk).toContainText(`an Versicherer gesendet am ${today()}`);

  // Die Haftpflichtkasse: no address known; the agency enters one in the dialog, then the letter can go.
  const kasse = insurer(page, 'Die Haftpflichtkasse');
  await expect(kasse.getByRole('button', { name: /herunterladen$/ })).toHaveCount(0);
  await kasse.getByRole('button', { name: 'Adresse von Die Haftpflichtkasse hinterlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Angaben zum Versicherer: Die Haftpflichtkasse' });
  await expect(
    dialog.getByText('Für diesen Versicherer ist keine Anschrift hinterlegt. Bitte tragen Sie eine ein.'),
  ).toBeVisible();
  await checkScreen(page);
  await dialog.getByLabel('Straße und Hausnummer oder Postfach').fill('Darmstädter Straße 103');
  await dialog.getByLabel('PLZ').fill('64380');
  await dialog.getByLabel('Ort', { exact: true }).fill('Roßdorf');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toHaveCount(0);
  const downloadingKasse = page.waitForEvent('download');
  await kasse.getByRole('button', { name: 'Anschreiben an Die Haftpflichtkasse herunterladen' }).click();
  expect((await readFile(await (await downloadingKasse).path())).subarray(0, 5).toString('latin1')).toBe(
    '%PDF-',
  );
  await kasse
    .getByRole('button', { name: 'Anschreiben an Die Haftpflichtkasse als per Post gesendet vermerken' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Versand vermerken' }).click();
  await expect(kasse).toContainText(`an Versicherer gesendet am ${today()}`);

  // Allianz: the agency enters its e-mail for broker changes on the agency page, then the letter goes by mail.
  await page
    .getByRole('navigation', { name: 'Beraterbereich' })
    .getByRole('link', { name: 'Agentur' })
    .click();
  const settings = page.getByRole('region', { name: 'Versicherer für Bestandsübertragungen' });
  await settings.getByLabel('Versicherer', { exact: true }).selectOption('Allianz');
  await expect(settings.getByText('Hinterlegte Anschrift')).toBeVisible();
  await expect(settings.getByText(/^Quelle: /)).toBeVisible();
  await settings.getByLabel('E-Mail-Adresse für Maklerwechsel').fill('makler@allianz.example');
  await settings.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Angaben zum Versicherer wurden gespeichert.')).toBeVisible();
  await checkScreen(page);
  await openBoard(page);
  const allianz = insurer(page, 'Allianz');
  await expect(allianz).toContainText('E-Mail für Maklerwechsel: makler@allianz.example');
  await allianz.getByRole('button', { name: 'Anschreiben an Allianz per E-Mail senden' }).click();
  await expect(page.getByText('Das Anschreiben wurde an makler@allianz.example gesendet.')).toBeVisible();
  const waiting = column(page, 'Wartet auf Antwort');
  await expect(waiting.getByRole('link', { name: `${max.firstName} ${max.lastName}` })).toBeVisible();
  await checkScreen(page);

  // The answers, by keyboard: the missing start day is named at its field, then the confirmation.
  const answerHuk = waiting.getByRole('button', { name: `Antwort zu Vertrag ${HUK} erfassen` });
  await answerHuk.focus();
  await page.keyboard.press('Enter');
  const hukForm = waiting.getByRole('form', { name: `Antwort zu Vertrag ${HUK} erfassen` });
  await expect(hukForm.getByLabel('Stand')).toHaveValue('bestaetigt');
  await hukForm.getByRole('button', { name: 'Speichern' }).press('Enter');
  await expect(hukForm.getByText('Bitte geben Sie an, ab wann Sie den Vertrag betreuen.')).toBeVisible();
  await expect(hukForm.getByLabel('Betreuung ab')).toHaveAttribute('aria-invalid', 'true');
  await checkScreen(page);
  await hukForm.getByLabel('Betreuung ab').fill(today());
  await hukForm.getByRole('button', { name: 'Speichern' }).press('Enter');
  await expect(page.getByText('Der neue Stand wurde gespeichert.')).toBeVisible();
  await expect(insurer(page, 'HUK-COBURG')).toContainText(`bestätigt am ${today()}`);
  // Decided: the focus goes to the transfer's heading, not to the page's start.
  await expect(
    page.getByRole('heading', { level: 3, name: `${max.firstName} ${max.lastName}` }),
  ).toBeFocused();

  await page.getByRole('button', { name: `Antwort zu Vertrag ${ALLIANZ} erfassen` }).click();
  const allianzForm = page.getByRole('form', { name: `Antwort zu Vertrag ${ALLIANZ} erfassen` });
  await allianzForm.getByLabel('Stand').selectOption('abgelehnt');
  await allianzForm.getByLabel('Grund der Ablehnung').fill('Der Vertrag ist gekündigt.');
  await allianzForm.getByRole('button', { name: 'Speichern' }).click();
  await expect(insurer(page, 'Allianz')).toContainText(
    'Begründung des Versicherers: Der Vertrag ist gekündigt.',
  );
  await expect(waiting.getByRole('link', { name: `${max.firstName} ${max.lastName}` })).toBeVisible();

  // A query of the insurer is the broker's turn (Offen) until the insurer decides.
  await page.getByRole('button', { name: `Antwort zu Vertrag ${HAFTPFLICHTKASSE} erfassen` }).click();
  const query = page.getByRole('form', { name: `Antwort zu Vertrag ${HAFTPFLICHTKASSE} erfassen` });
  await query.getByLabel('Stand').selectOption('rueckfrage');
  await query.getByLabel('Rückfrage des Versicherers').fill('Bitte die Vollmacht im Original.');
  await query.getByRole('button', { name: 'Speichern' }).click();
  await expect(open.getByRole('link', { name: `${max.firstName} ${max.lastName}` })).toBeVisible();
  await expect(insurer(page, 'Die Haftpflichtkasse')).toContainText(
    'Rückfrage des Versicherers: Bitte die Vollmacht im Original.',
  );
  // Still to be answered: the focus is back on its 'Antwort … erfassen'.
  const answerKasse = page.getByRole('button', { name: `Antwort zu Vertrag ${HAFTPFLICHTKASSE} erfassen` });
  await expect(answerKasse).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('form', { name: `Antwort zu Vertrag ${HAFTPFLICHTKASSE} erfassen` });
  await confirm.getByLabel('Betreuung ab').fill(today());
  await confirm.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    column(page, 'Erledigt').getByRole('link', { name: `${max.firstName} ${max.lastName}` }),
  ).toBeVisible();
  await checkScreen(page);

  // The household page lists the transfer with both answers.
  await page
    .getByRole('navigation', { name: 'Beraterbereich' })
    .getByRole('link', { name: 'Kunden' })
    .click();
  await openCustomer(page, max);
  const section = page.getByRole('region', { name: 'Bestandsübertragungen des Kunden' });
  await expect(section).toContainText(`HUK-COBURG · Nr. ${HUK} · bestätigt am ${today()}`);
  await expect(section).toContainText(`Allianz · Nr. ${ALLIANZ} · abgelehnt am ${today()}`);
  await expect(section).toContainText(
    `Die Haftpflichtkasse · Nr. ${HAFTPFLICHTKASSE} · bestätigt am ${today()}`,
  );
  await expect(section).toContainText('Maklermandat · Erledigt');
  await checkScreen(page);
});
