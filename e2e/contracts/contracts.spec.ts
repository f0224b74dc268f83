import type { Page } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  reviewShot,
  signIn,
  test,
  waitForMail,
  who,
} from '../fixtures';

/**
 * The contracts screens (issue 10) in Chromium against the real server: the list of the demo household's
 * nine contracts (apps/server/src/demo/contracts.ts) grouped by person and Sparte with the car's
 * deadline highlighted, a contract added with a notice period and its computed deadline, editing, the
 * duplicate question; axe on list, form and view; list and form at 375 px.
 */

/** Today's calendar day in Europe/Berlin, as the deadline engine counts. */
function berlinToday(): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * 'kündbar bis' of a contract from 01.01.2020, renewing yearly, 3 months' notice to the end of the term:
 * the ends are 01.01., the deadline the 30.09. before; the first 30.09. that is today or later.
 */
function expectedDeadline(): string {
  const today = berlinToday();
  const afterSeptember = today.month > 9 || (today.month === 9 && today.day > 30);
  return `30.09.${afterSeptember ? today.year + 1 : today.year}`;
}

async function openList(page: Page) {
  await signIn(page, who.max);
  await page.goto('/#/app/vertraege/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge' })).toBeVisible();
}

const personSection = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true }).filter({ has: page.getByRole('heading', { level: 2 }) });
const item = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test('the list groups the household by person and Sparte and highlights the car deadline', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openList(page);
  await closeToasts(page);

  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Max Mustermann', 'Maria Mustermann']);
  // The Sparten come in the order of their first contract under the sort (issue 27, sort-order.spec.ts).
  const max = personSection(page, 'Max Mustermann');
  const sparten = async (name: string) =>
    (await personSection(page, name).getByRole('heading', { level: 3 }).allTextContents()).sort();
  await expect(max.getByRole('heading', { level: 3 })).toHaveCount(6);
  expect(await sparten('Max Mustermann')).toEqual(
    [
      'Kfz-Versicherung',
      'Privathaftpflicht',
      'Hausrat',
      'Wohngebäude',
      'Tierhalterhaftpflicht',
      'Reiseversicherung',
    ].sort(),
  );
  expect(await sparten('Maria Mustermann')).toEqual(['Berufsunfähigkeit', 'Private Krankenversicherung']);
  // The inactive ARAG contract only under 'inaktiv' or 'alle'.
  await expect(page.getByText('8 Verträge')).toBeVisible();
  await expect(page.getByText('Verkehrsrechtsschutz')).toHaveCount(0);

  const car = item(page, 'VW Golf B-MM 1984');
  await expect(car).toContainText('HUK-COBURG · KFZ-4711-2023');
  await expect(car).toContainText('54,30 € monatlich');
  await expect(car).toContainText(/kündbar bis \d\d\.\d\d\.\d{4}/);
  await expect(car.getByText('Frist läuft bald ab')).toBeVisible();
  await expect(car).toHaveAttribute('data-soon', 'true');
  // A fixed term has no deadline to highlight (the dog's monthly contract always has one soon).
  await expect(item(page, 'BU Maria')).not.toHaveAttribute('data-soon');
  await expect(item(page, 'BU Maria').getByText('Frist läuft bald ab')).toHaveCount(0);
  await expect(item(page, 'Familienhaftpflicht')).toContainText('≈ 7,42 € / Monat');
  await expect(item(page, 'Sommerurlaub Italien')).toContainText('79,00 € einmalig');
  await expect(page.getByText('Beiträge des Haushalts')).toBeVisible();

  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await reviewShot(page, 'contracts-list-375', { fullPage: true });

  await page.getByLabel('Status').selectOption('inaktiv');
  await expect(item(page, 'Verkehrsrechtsschutz')).toContainText('inaktiv');
  await page.getByLabel('Status').selectOption('alle');
  await expect(page.getByText('9 Verträge')).toBeVisible();
  await expectNoAxeViolations(page);
});

/** A long one-word label: the view's heading wraps at 375 px instead of widening the page. */
const LONG_LABEL = 'Ferienwohnungshausratversicherungsvertrag';

test('adds a contract with a notice period, shows its deadline in view and list, and edits it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openList(page);
  await page.getByRole('link', { name: 'Vertrag hinzufügen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neuer Vertrag' })).toBeVisible();
  await closeToasts(page);

  await page.getByLabel('Sparte').selectOption('hausrat');
  // The insurer from the suggestions, by keyboard.
  const insurer = page.getByRole('combobox', { name: 'Gesellschaft' });
  await insurer.fill('ergo');
  await expect(insurer).toHaveAttribute('aria-expanded', 'true');
  await insurer.press('ArrowDown');
  await expect(page.getByRole('option', { name: /^ERGO ERGO Versicherung AG/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await reviewShot(page, 'contracts-combobox-375');
  await insurer.press('Enter');
  await expect(insurer).toHaveValue('ERGO');
  await expect(insurer).toHaveAttribute('aria-expanded', 'false');

  await page.getByLabel('Bezeichnung').fill(LONG_LABEL);
  await page.getByLabel('Vertragsnummer').fill('HR-E2E-1');
  await page.getByRole('textbox', { name: 'Beitrag', exact: true }).fill('120');
  await page.getByLabel('Zahlungsweise').selectOption('1');
  await page.getByLabel('Beginn').fill('01.01.2020');
  const renewal = page.getByRole('group', { name: 'Verlängerung' });
  await renewal.getByRole('radio', { name: 'automatische Verlängerung' }).check();
  const notice = page.getByRole('group', { name: 'Kündigungsfrist' });
  await notice.getByLabel('Dauer').fill('3');
  await notice.getByLabel('Einheit').selectOption('monate');
  await notice.getByLabel('Kündigung zum').selectOption('laufzeitende');

  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await notice.scrollIntoViewIfNeeded();
  await reviewShot(page, 'contracts-form-375', { fullPage: true });

  await page.getByRole('button', { name: 'Vertrag speichern' }).click();
  await expect(page.getByText('Der Vertrag wurde angelegt.')).toBeVisible();
  await expect(page).toHaveURL(/#\/app\/vertraege\/view\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: LONG_LABEL })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  const deadline = expectedDeadline();
  const deadlines = page.getByRole('region', { name: 'Fristen' });
  await expect(deadlines.getByText(`kündbar bis ${deadline}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vertragsdaten' })).toContainText(
    '3 Monate zum Laufzeitende',
  );
  await expect(page.getByRole('region', { name: 'Vertragsdaten' })).toContainText('≈ 10,00 € / Monat');
  await expect(page.getByRole('heading', { level: 2, name: 'Dokumente zum Vertrag' })).toBeVisible();
  await closeToasts(page);
  await expectNoAxeViolations(page);
  await reviewShot(page, 'contracts-view-375', { fullPage: true });

  await page.getByRole('link', { name: 'Zurück zur Liste' }).click();
  const added = item(page, LONG_LABEL);
  await expect(added).toContainText(`kündbar bis ${deadline}`);
  await expect(added).toContainText('120,00 € jährlich');

  // Edit: the label changes; the entered values are kept.
  await added.getByRole('link', { name: LONG_LABEL }).click();
  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vertrag bearbeiten' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Kündigungsfrist' }).getByLabel('Dauer')).toHaveValue('3');
  await expect(page.getByLabel('Beginn')).toHaveValue('01.01.2020');
  await page.getByLabel('Bezeichnung').fill('Hausrat Ferienhaus');
  await page.getByRole('button', { name: 'Vertrag speichern' }).click();
  await expect(page.getByText('Die Änderungen wurden gespeichert.')).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zur Liste' }).click();
  await expect(item(page, 'Hausrat Ferienhaus')).toContainText(`kündbar bis ${deadline}`);
});

test('a contract with the insurer and number of another one is asked about before saving', async ({
  page,
}) => {
  await openList(page);
  await page.getByRole('link', { name: 'Vertrag hinzufügen' }).click();
  await page.getByLabel('Sparte').selectOption('kfz');
  await page.getByRole('combobox', { name: 'Gesellschaft' }).fill('HUK-COBURG');
  await page.getByRole('combobox', { name: 'Gesellschaft' }).press('Escape');
  await page.getByLabel('Vertragsnummer').fill('KFZ-4711-2023');
  await page.getByRole('button', { name: 'Vertrag speichern' }).click();

  const question = page.getByRole('dialog', { name: 'Vertrag doppelt?' });
  await expect(question).toContainText(
    'Es gibt in Deinem Haushalt schon einen Vertrag bei HUK-COBURG mit der Nummer KFZ-4711-2023. Trotzdem speichern?',
  );
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/#\/app\/vertraege\/add$/);

  await page.getByRole('button', { name: 'Vertrag speichern' }).click();
  await question.getByRole('button', { name: 'Trotzdem speichern' }).click();
  await expect(page.getByText('Der Vertrag wurde angelegt.')).toBeVisible();
  await expect(page).toHaveURL(/#\/app\/vertraege\/view\/\d+$/);
});

test('an unknown contract shows the 404 text inline and keeps the session', async ({ page }) => {
  await openList(page);
  await page.goto('/#/app/vertraege/view/999999');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Der Vertrag wurde nicht gefunden.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zur Liste' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verträge' })).toBeVisible();
});

test('the view explains the rules and asks the adviser to optimise; the mail reaches the adviser', async ({
  page,
}) => {
  await openList(page);
  await page.getByRole('link', { name: 'Familienhaftpflicht' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Familienhaftpflicht' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gut zu wissen' })).toContainText('§ 40 VVG');
  await page.getByRole('button', { name: 'Vertrag optimieren lassen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vertrag optimieren lassen' });
  const note = `Gibt es einen besseren Tarif? ${Date.now()}`;
  await dialog.getByLabel('Nachricht an Deinen Berater (optional)').fill(note);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByText('Der Berater wurde informiert.')).toBeVisible();
  const mail = await waitForMail(
    'thomas.berger@berger-makler.example',
    new RegExp(note.replace(/[?]/g, '\\?')),
  );
  expect(mail.subject).toBe('Vertrag optimieren: Max Mustermann');
  expect(mail.text).toContain('Gesellschaft: Allianz, Nr. PH-1234-5678-90');
  expect(mail.text).toContain(who.max.email);
});
