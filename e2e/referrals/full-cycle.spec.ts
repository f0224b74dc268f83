import { signUpFreshCustomer } from '../account/sign-up';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  login,
  signInAdviser,
  test,
  waitForMail,
  who,
} from '../fixtures';

/**
 * The whole referral cycle of issues 13 and 14 in Chromium against the real server, at 375 px: Max copies
 * his link; a friend, in a browser of her own, signs up through it (the wizard names Max); Max gets the
 * mail; the adviser, in the workspace, confirms it with an Amazon voucher and a bonus and records the
 * payout; Max sees the payout with amount plus bonus on the Amazon card.
 */
test.use({ viewport: { width: 375, height: 812 } });

test('a friend signs up through the link; after confirmation and payout Max sees the voucher', async ({
  page,
  browser,
}) => {
  // Three people's journeys in one test (sign-up with axe on every page, the adviser, Max): 17–29 s measured.
  test.setTimeout(60_000);
  const max = who.max;
  await login(page, max);
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
  await closeToasts(page);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  const link = await page.getByLabel('Dein persönlicher Link').inputValue();
  const entry = new URL(link);
  expect(entry.hash).toMatch(/^#\/intro\/registrierung\?empfehlung=[A-Za-z0-9_-]{22}$/);

  const friendContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const friendPage = await friendContext.newPage();
  try {
    let firstPage = true;
    const friend = await signUpFreshCustomer(
      friendPage,
      async (current) => {
        if (firstPage)
          await expect(current.getByText('Max hat Dir das Kundenportal empfohlen.')).toBeVisible();
        firstPage = false;
        await expectNoAxeViolations(current);
      },
      { entry: `/${entry.hash}` },
    );
    await waitForMail(max.email, /Erika Neukundin hat sich über Deine Empfehlung registriert/);

    const adviserContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const adviser = await adviserContext.newPage();
    await signInAdviser(adviser, who.adviser);
    await closeToasts(adviser);
    await adviser.getByRole('link', { name: 'Empfehlungen' }).click();
    await expect(adviser.getByRole('heading', { level: 1, name: 'Empfehlungsprogramm' })).toBeVisible();
    const referralRow = adviser
      .getByRole('region', { name: 'Empfehlungen' })
      .getByRole('listitem')
      .filter({ hasText: friend.email });
    await expect(referralRow).toContainText(`empfohlen von ${max.firstName} ${max.lastName}`);
    await expect(referralRow).toContainText('registriert');
    await expectNoHorizontalOverflow(adviser);
    await expectNoAxeViolations(adviser);
    await referralRow.getByLabel('Gutschein').selectOption({ label: 'Amazon-Gutschein' });
    await referralRow.getByLabel('Bonus in € (optional)').fill('5');
    await referralRow.getByRole('button', { name: /bestätigen$/ }).click();
    await expect(adviser.getByText('Die Empfehlung wurde bestätigt.')).toBeVisible();
    await expect(referralRow).toContainText(/30,00\s€ als Amazon-Gutschein/);
    await referralRow.getByRole('button', { name: /als ausgezahlt markieren$/ }).click();
    // Asked first (issue 27): the payout mails the customer.
    await adviser
      .getByRole('dialog', { name: 'Gutschein als ausgezahlt markieren?' })
      .getByRole('button', { name: 'Ja, als ausgezahlt markieren' })
      .click();
    await expect(referralRow).toContainText(/ausgezahlt am \d\d\.\d\d\.\d{4}/);
    await closeToasts(adviser);
    await expectNoAxeViolations(adviser);
    await adviserContext.close();
    const voucherMail = await waitForMail(max.email, /Dein Gutschein über 30,00\s€ ist unterwegs/);
    expect(voucherMail.text).toContain('Amazon-Gutschein über 30,00');
  } finally {
    await friendContext.close();
  }

  await page.reload();
  await page.getByRole('button', { name: 'Auszahlungen ansehen' }).click();
  const payouts = page.getByRole('dialog', { name: 'Deine Auszahlungen' });
  const card = payouts.locator('[data-voucher="amazon"]');
  await expect(card).toContainText('30,00 €');
  await expect(card).toContainText('Erika Neukundin');
  await expect(card).toHaveCSS('background-color', /rgb\((\d{1,2}), (\d{1,2}), (\d{1,2})\)/);
  await expectNoAxeViolations(page);
});
