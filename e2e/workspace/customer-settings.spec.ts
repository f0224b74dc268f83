import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  login,
  openCustomer,
  signInAdviser,
  test,
  who,
} from '../fixtures';

/**
 * Issue 14: the adviser switches a customer's area off in the workspace; the customer's menu no longer
 * offers it after the next load, and the agency's audit log says who did it.
 */
test("the adviser turns off a customer's liquidity page; the customer's menu changes on the next load", async ({
  browser,
}) => {
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await login(customer, who.max);
  await customer.getByRole('button', { name: 'Menü' }).click();
  const nav = customer.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Liquidität' })).toBeVisible();

  const adviserContext = await browser.newContext();
  const adviser = await adviserContext.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await openCustomer(adviser, who.max);
  const liquidity = adviser.getByRole('switch', { name: 'Liquidität' });
  await expect(liquidity).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(adviser);
  await liquidity.click();
  await expect(adviser.getByText('Die Einstellung wurde gespeichert.')).toBeVisible();
  await expect(liquidity).toHaveAttribute('aria-checked', 'false');
  const audit = adviser.getByRole('region', { name: 'Änderungsprotokoll' });
  await expect(audit.getByText('Liquidität: an → aus')).toBeVisible();
  await expect(
    audit.getByText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} · Thomas Berger · Freischaltungen geändert/),
  ).toBeVisible();
  await closeToasts(adviser);
  await expectNoAxeViolations(adviser);

  await customer.reload();
  await customer.getByRole('button', { name: 'Menü' }).click();
  await expect(
    customer.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Verträge' }),
  ).toBeVisible();
  await expect(customer.getByRole('link', { name: 'Liquidität' })).toHaveCount(0);

  await customerContext.close();
  await adviserContext.close();
});
