import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  login,
  test,
  who,
} from '../fixtures';

/**
 * The referral page's frequent questions (an accordion: one answer open at a time) and its voucher hint
 * (a banner: 'Nicht mehr anzeigen.' hides it for good on this device, spec section 4), at 375 px, axe clean.
 */
test('the frequent questions open one at a time; the hidden voucher hint stays hidden after a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, who.max);
  await expect(page).toHaveURL(/#\/app\/berater\/weiterempfehlung$/);
  await closeToasts(page);

  const hint = page.getByRole('note').filter({ hasText: 'So kommt Dein Gutschein zu Dir' });
  await expect(hint).toBeVisible();
  const faq = page.getByRole('region', { name: 'Häufige Fragen' });
  const when = faq.getByRole('button', { name: 'Wann bekomme ich meinen Gutschein?' });
  const which = faq.getByRole('button', { name: 'Welche Gutscheine gibt es?' });
  const whenAnswer = faq.getByRole('region', { name: 'Wann bekomme ich meinen Gutschein?' });
  const whichAnswer = faq.getByRole('region', { name: 'Welche Gutscheine gibt es?' });
  await expect(faq.getByRole('button')).toHaveCount(5);
  await expect(faq.getByRole('region')).toHaveCount(0);

  await when.click();
  await expect(when).toHaveAttribute('aria-expanded', 'true');
  await expect(whenAnswer).toContainText('Sobald Dein Berater sie bestätigt hat');
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  // The next header by keyboard: the arrow key moves the focus, Enter opens it and closes the first.
  await page.keyboard.press('ArrowDown');
  await expect(which).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(which).toHaveAttribute('aria-expanded', 'true');
  await expect(whichAnswer).toContainText('PayPal-Guthaben');
  await expect(when).toHaveAttribute('aria-expanded', 'false');
  await expect(whenAnswer).toBeHidden();
  await expect(faq.getByRole('region')).toHaveCount(1);
  await which.click();
  await expect(faq.getByRole('region')).toHaveCount(0);

  await hint.getByRole('button', { name: 'Nicht mehr anzeigen.' }).click();
  await expect(hint).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Weiterempfehlen' })).toBeVisible();
  await expect(page.getByText('Schritt 1 von 3')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Häufige Fragen' })).toBeVisible();
  await expect(page.getByText('So kommt Dein Gutschein zu Dir')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nicht mehr anzeigen.' })).toHaveCount(0);
});
