import type { Page } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  reviewShot,
  signIn,
  signInAdviser,
  switchOnForMax,
  test,
  who,
} from '../fixtures';

/**
 * The Bedarfscheck (issue 30) on a phone, in Chromium against the real server: the adviser switches it on
 * for Max; Max answers the questionnaire by keyboard alone (a step refused first: the shake and the toast),
 * sees his result, asks for an offer for a gap (which reaches the adviser's inbox) and enters the contract
 * he has elsewhere for it (back on the result, it is covered). Axe and no sideways scrolling on every
 * screen.
 */

// The inbox counts what reaches the agency: the test's own agency (ADR 107).
test.use({ ownAgency: true });
test.describe.configure({ timeout: 120_000 });

async function checkScreen(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

/** Tabs until `target` has the focus (keyboard only), at most 60 times. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never got the focus');
}

/** Ticks a checkbox by keyboard (Tab to it, the space bar) unless it is ticked already. */
async function tick(page: Page, label: string) {
  const box = page.getByLabel(label);
  await tabTo(page, box);
  if (!(await box.isChecked())) await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

test('Max answers the Bedarfscheck by keyboard, asks for an offer for a gap and enters a contract he has elsewhere', async ({
  page,
  browser,
}) => {
  await switchOnForMax(browser, 'Bedarfscheck');
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, who.max);
  await page.goto('/#/app/bedarfscheck');
  await expect(page.getByRole('heading', { level: 1, name: 'Bedarfscheck' })).toBeVisible();
  await expect(stepHeading(page, 'Los geht’s')).toBeVisible();
  await checkScreen(page);
  await reviewShot(page, 'start-375');

  // Keyboard only: Tab to 'Weiter', Enter; the focus goes to the next step's heading.
  const next = page.getByRole('button', { name: 'Weiter' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Deine Lebenssituation')).toBeFocused();

  // A step refused: the number of children emptied, 'Weiter' shakes the slider and says why in a toast.
  const children = page.getByLabel('Wie viele Kinder hast Du?');
  await tabTo(page, children);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Bitte beantworte die Fragen dieses Schritts, bevor es weitergeht.'),
  ).toBeVisible();
  await expect(page.locator('[class*="shake"]')).toHaveCount(1);
  await expect(page.getByText('Bitte gib an, wie viele Kinder Du hast (0 bis 20).')).toBeVisible();
  await expect(children).toBeFocused();
  await expect(stepHeading(page, 'Deine Lebenssituation')).toBeVisible();
  await reviewShot(page, 'refused-375');
  await expect(page.locator('[class*="shake"]')).toHaveCount(0);
  await closeToasts(page);

  await tabTo(page, children);
  await page.keyboard.type('1');
  const situation = page.getByLabel('Was machst Du beruflich?');
  if ((await situation.inputValue()) === '') {
    await tabTo(page, situation);
    await situation.selectOption('1');
  }
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Wohnen')).toBeFocused();
  // The step shown is in view (the focus on its heading scrolled it out sideways once).
  await expect(stepHeading(page, 'Wohnen')).toBeInViewport();
  await expect(page.getByLabel('Wie wohnst Du?')).toBeInViewport();
  await checkScreen(page);
  await reviewShot(page, 'wohnen-375');

  // Wohnen: the housing chosen by keyboard, a flag ticked with the space bar; then the arrow keys go on.
  const housing = page.getByLabel('Wie wohnst Du?');
  await tabTo(page, housing);
  await housing.selectOption('miete_wohnung');
  await tick(page, 'Ich wohne zur Miete.');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Unterwegs')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(stepHeading(page, 'Tiere')).toBeFocused();
  await tick(page, 'Ich habe einen Hund.');
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Dein Ruhestand')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(stepHeading(page, 'Fertig')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Zum Ergebnis' })).toBeInViewport();
  await tabTo(page, page.getByRole('button', { name: 'Zum Ergebnis' }));
  await page.keyboard.press('Enter');
  const resultHeading = page.getByRole('heading', { level: 2, name: 'Dein Ergebnis' });
  await expect(resultHeading).toBeFocused();

  // The result (the answers were saved and read again): the first gap of Max's.
  const result = page.getByRole('region', { name: `Ergebnis für ${who.max.firstName} ${who.max.lastName}` });
  const gap = result.getByRole('listitem').filter({ hasText: 'Lücke' }).first();
  await expect(gap).toBeVisible();
  const sparte = (await gap.locator('p').first().locator('span').first().textContent()) ?? '';
  expect(sparte).not.toBe('');
  await closeToasts(page);
  await checkScreen(page);
  await gap.scrollIntoViewIfNeeded();
  await reviewShot(page, 'result-375');

  // 'Angebot anfordern': the enquiry, prefilled with the gap and the answers, sent.
  await gap.getByRole('button', { name: 'Angebot anfordern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anfrage stellen' });
  await expect(dialog.getByLabel('Betreff')).toHaveValue(`Angebot gewünscht: ${sparte}`);
  await expect(dialog.getByLabel('Deine Anfrage')).toHaveValue(/Ich habe einen Hund\./);
  await checkScreen(page);
  await reviewShot(page, 'enquiry-375');
  await dialog.getByRole('radio', { name: 'E-Mail' }).check();
  await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(dialog).toBeHidden();

  // 'Habe ich schon woanders' for the same gap: the contract form preset, and back to the result, covered.
  await gap.getByRole('link', { name: 'Habe ich schon woanders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neuer Vertrag' })).toBeVisible();
  await expect(page.getByLabel('Wer betreut den Vertrag?')).toHaveValue('anderer_vermittler');
  await expect(page.getByLabel('Sparte').locator('option:checked')).toHaveText(sparte);
  await checkScreen(page);
  await reviewShot(page, 'contract-form-375');
  const insurer = page.getByRole('combobox', { name: 'Gesellschaft' });
  await insurer.fill('ERGO');
  await insurer.press('ArrowDown');
  await insurer.press('Enter');
  await page.getByRole('button', { name: 'Vertrag speichern' }).click();
  await expect(page.getByText('Der Vertrag wurde angelegt.')).toBeVisible();
  await expect(page).toHaveURL(/#\/app\/bedarfscheck$/);
  const covered = page
    .getByRole('region', { name: `Ergebnis für ${who.max.firstName} ${who.max.lastName}` })
    .getByRole('listitem')
    .filter({ has: page.getByText(sparte, { exact: true }) });
  await expect(covered).toContainText('Abgesichert');
  await expect(covered).toContainText('Vertrag: ');

  // The adviser's inbox has the enquiry with the gap and the answers.
  const adviser = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signInAdviser(adviser, who.adviser);
  await adviser.goto('/#/berater/eingang/anfrage');
  const entry = adviser.getByRole('button', { name: new RegExp(`Angebot gewünscht: ${sparte}`) });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(adviser.getByText(new RegExp(`eine Lücke bei ${sparte}`))).toBeVisible();
  await expectNoAxeViolations(adviser);
  await adviser.close();
});
