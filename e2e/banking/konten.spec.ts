import { statementReaderTexts } from '@kundenportal/domain/texts/banking-statements';
import type { Locator, Page } from '@playwright/test';
import { chooseFiles } from '../file-chooser';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  openFromMenu,
  reviewShot,
  signIn,
  TINY_PDF,
  test,
  who,
} from '../fixtures';
import { ENTRIES_PER_MONTH, girokontoZip, monthName } from './camt-statement';

/**
 * Konten und Umsätze (issue 33, ADR 265) at 375 px: a fresh customer imports the camt.053 ZIP of three
 * months (camt-statement.ts), sees the account and a month's transactions, filters by month, category and
 * search (kept in the address: Back restores them), corrects a category, imports again (nothing twice),
 * and removes the account. A PDF is refused at the field with the German reason. Axe on each screen.
 */
test.use({ viewport: { width: 375, height: 812 } });
// Each test imports three months and walks several screens: under a loaded CI more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const statement = girokontoZip();
const [, middle, newest] = statement.months as [string, string, string];
const zipFile = { name: 'Kontoauszuege.zip', mimeType: 'application/zip', buffer: statement.zip };

/** Chooses the file with the keyboard: Tab reaches the picker's button, Enter opens the file chooser. */
async function chooseWithKeyboard(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const picker = page.getByRole('button', { name: 'Kontoauszug Datei auswählen' });
  await picker.focus();
  await chooseFiles(page, () => page.keyboard.press('Enter'), file);
  await expect(page.getByText(`Ausgewählt: ${file.name}`)).toBeVisible();
}

async function importStatement(page: Page, file = zipFile) {
  await chooseWithKeyboard(page, file);
  await page.getByRole('button', { name: 'Importieren' }).click();
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Hinweise' }).getByText(text, { exact: true });

/** Opens 'Konten und Umsätze' from the menu as the test's Max, with nothing imported yet. */
async function openAccounts(page: Page) {
  await signIn(page, who.max);
  await closeToasts(page);
  await openFromMenu(page, 'Konten und Umsätze');
  await expect(page).toHaveURL(/#\/app\/konten$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Konten und Umsätze' })).toBeVisible();
  await expect(page.getByText(/^Noch kein Konto\./)).toBeVisible();
}

/**
 * A native select is cut off when narrower than it would be on its own (the width its longest option
 * needs, padding and arrow included): a copy of it, free of the page's layout, tells that width.
 */
async function expectWholeOptions(select: Locator) {
  const { shown, needed } = await select.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLSelectElement;
    copy.style.cssText = 'position: absolute; width: auto; min-width: 0; max-width: none; flex: none';
    document.body.append(copy);
    const width = copy.getBoundingClientRect().width;
    copy.remove();
    return { shown: element.getBoundingClientRect().width, needed: width };
  });
  expect(shown).toBeGreaterThanOrEqual(needed - 0.5);
}

const total = 3 * ENTRIES_PER_MONTH;
const account = (page: Page) => page.getByRole('link', { name: /^Umsätze von Konto …3000$/ });

test('Max imports his statements: a PDF is refused at the field, the ZIP adds the account, again it adds nothing; then he removes it', async ({
  page,
}) => {
  await openAccounts(page);
  await expect(page).toHaveTitle('Konten und Umsätze – Kundenportal');
  await page.getByText('Woher bekomme ich den Kontoauszug?').click();
  await expect(page.getByText(/CSV-CAMT/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The PDF of a statement is no statement file: the reason stands at the field.
  await importStatement(page, { name: 'Kontoauszug.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await expect(page.getByText(statementReaderTexts.pdf)).toBeVisible();
  await expectNoAxeViolations(page);

  await importStatement(page);
  await expect(toast(page, `${total} neue Umsätze, 0 schon vorhanden`)).toBeVisible();
  await expect(page.getByText(statementReaderTexts.pdf)).toHaveCount(0);
  const card = page.getByRole('listitem').filter({ has: account(page) });
  await expect(card.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible();
  await expect(card.getByText('6.198,63 €')).toBeVisible();
  // Stand: the closing balance's day, the last statement's 28th.
  const [year, month] = (statement.months.at(-1) as string).split('-');
  await expect(card.getByText(`28.${month}.${year}`, { exact: true })).toBeVisible();
  // Max's bank connection has this IBAN: the account leads to him.
  await expect(card.getByRole('link', { name: 'Bankverbindung von Max Mustermann' })).toHaveAttribute(
    'href',
    /#\/app\/person\/edit\/\d+$/,
  );
  await closeToasts(page);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await reviewShot(page, 'konten-375', { fullPage: true });

  // The same statements again add nothing.
  await importStatement(page);
  await expect(toast(page, `0 neue Umsätze, ${total} schon vorhanden`)).toBeVisible();

  // Removing the account asks first.
  await account(page).click();
  await page.getByRole('button', { name: 'Konto entfernen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto entfernen?' });
  await expect(dialog.getByText(/DE89 3704 0044 0532 0130 00/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Entfernen' }).click();
  await expect(toast(page, 'Das Konto wurde entfernt.')).toBeVisible();
  await expect(page).toHaveURL(/#\/app\/konten$/);
  await expect(page.getByText(/^Noch kein Konto\./)).toBeVisible();
});

test('Max reads a month of his account, filters and searches it (kept across Back), and corrects a category', async ({
  page,
}) => {
  await openAccounts(page);
  await importStatement(page);
  await expect(toast(page, `${total} neue Umsätze, 0 schon vorhanden`)).toBeVisible();

  // The account: its newest month first.
  await account(page).click();
  await expect(page).toHaveURL(/#\/app\/konten\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 2, name: `Umsätze im ${monthName(newest)}` }),
  ).toBeVisible();
  await expect(page.getByText(`${ENTRIES_PER_MONTH} Umsätze`)).toBeVisible();
  const month = page.getByLabel('Monat');
  await expect(month.locator('option')).toHaveText(statement.months.map(monthName).reverse());
  const rent = page.getByRole('listitem').filter({ hasText: 'Hausverwaltung Schmidt' });
  await expect(rent.getByText('-950,00 €')).toBeVisible();
  await expect(rent.getByText(`Miete ${monthName(newest)} Wohnung 3. OG links`)).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Muster Maschinenbau' }).getByText('+2.850,00 €'),
  ).toBeVisible();
  await closeToasts(page);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await reviewShot(page, 'konto-375', { fullPage: true });
  // The filters show their whole text on a phone, a tablet and a desktop (at 1280 px they were cut off).
  const filters = page.locator('search');
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 812 });
    await expectWholeOptions(month);
    await expectWholeOptions(page.getByLabel('Kategorie', { exact: true }));
    await expectNoHorizontalOverflow(page);
    await reviewShot(filters, `filter-${width}`);
  }
  await page.setViewportSize({ width: 375, height: 812 });

  // Month, category and search go into the address.
  await month.selectOption(middle);
  await expect(
    page.getByRole('heading', { level: 2, name: `Umsätze im ${monthName(middle)}` }),
  ).toBeVisible();
  await page.getByLabel('Kategorie', { exact: true }).selectOption('versicherung');
  await expect(page.getByText('3 Umsätze')).toBeVisible();
  await page.getByLabel('Suche in Gegenseite und Verwendungszweck').fill('unfall');
  await expect(page.getByText('1 Umsatz', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'AXA Versicherung AG' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?monat=${middle}&q=unfall&kategorie=versicherung$`));

  // Away and Back: what was typed and chosen is still there.
  await page.getByRole('link', { name: 'Alle Konten' }).click();
  await expect(page).toHaveURL(/#\/app\/konten$/);
  await page.goBack();
  await expect(page.getByLabel('Suche in Gegenseite und Verwendungszweck')).toHaveValue('unfall');
  await expect(page.getByLabel('Kategorie', { exact: true })).toHaveValue('versicherung');
  await expect(month).toHaveValue(middle);
  await expect(page.getByText('1 Umsatz', { exact: true })).toBeVisible();

  // Signs only find nothing to search for: said at the field (ADR 288), axe clean.
  await page.getByLabel('Suche in Gegenseite und Verwendungszweck').fill('--');
  await expect(
    page.getByText('Bitte gib einen Suchbegriff mit mindestens einem Buchstaben oder einer Ziffer ein.'),
  ).toBeVisible();
  await expect(page.getByLabel('Suche in Gegenseite und Verwendungszweck')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoAxeViolations(page);

  // The garage is 'Sonstiges' by the rules; Max makes it 'Miete', and its other months follow.
  await page.getByLabel('Suche in Gegenseite und Verwendungszweck').fill('');
  await page.getByLabel('Kategorie', { exact: true }).selectOption('');
  await expect(page.getByText(`${ENTRIES_PER_MONTH} Umsätze`)).toBeVisible();
  const garage = page.getByRole('combobox', { name: 'Kategorie von Garagenhof Becker' });
  await expect(garage).toHaveValue('sonstiges');
  await garage.selectOption('miete');
  await expect(
    toast(page, 'Kategorie geändert. Künftige Umsätze von Garagenhof Becker werden ebenso eingeordnet.'),
  ).toBeVisible();
  await month.selectOption(newest);
  await expect(
    page.getByRole('heading', { level: 2, name: `Umsätze im ${monthName(newest)}` }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Kategorie von Garagenhof Becker' })).toHaveValue('miete');
  await expectNoAxeViolations(page);
});
