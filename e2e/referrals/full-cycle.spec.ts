import { signUpFreshCustomer } from '../account/sign-up';
import { closeToasts, expect, expectNoAxeViolations, login, test, waitForMail, who } from '../fixtures';

/**
 * The whole referral cycle of issue 13 in Chromium against the real server, at 375 px: Max copies his
 * link; a friend, in a browser of her own, signs up through it (the wizard names Max); Max gets the mail;
 * the adviser confirms and pays a voucher (the test hooks standing in for the admin command until the
 * adviser workspace exists); Max sees the payout with amount plus bonus on the Amazon card.
 */
test.use({ viewport: { width: 375, height: 812 } });

test('a friend signs up through the link; after confirmation and payout Max sees the voucher', async ({
  page,
  browser,
  request,
}) => {
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

    const confirm = await request.post('/api/test/referrals/confirm', {
      data: { email: friend.email, voucherType: 'amazon', bonusCents: 500 },
    });
    expect(confirm.status(), await confirm.text()).toBe(200);
    const pay = await request.post('/api/test/referrals/pay', { data: { email: friend.email } });
    expect(pay.status(), await pay.text()).toBe(200);
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
