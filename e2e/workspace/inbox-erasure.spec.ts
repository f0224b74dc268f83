import { closeToasts, expect, expectNoAxeViolations, signIn, signInAdviser, test, who } from '../fixtures';

// The inbox counts what reaches the agency: the test's own agency (ADR 107).
test.use({ ownAgency: true });
test.describe.configure({ timeout: 60_000 });

/**
 * Issue 32 (ADR 239): a customer's erasure request reaches the agency's inbox under 'Kontolöschungen' with
 * its day; the agency can read it but has nothing to stop it with.
 */
test('the agency sees a customer’s erasure request and its day in the inbox', async ({ browser }) => {
  const customerContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const customer = await customerContext.newPage();
  await signIn(customer, who.max);
  await customer.goto('/#/app/MeinKonto/loeschen');
  await customer.getByRole('button', { name: 'Konto löschen' }).click();
  const dialog = customer.getByRole('dialog', { name: 'Konto wirklich löschen?' });
  await dialog.getByLabel(/Passwort/).fill(who.max.password);
  await dialog.getByRole('button', { name: 'Löschung beantragen' }).click();
  const pending = customer.getByText(/^Dein Konto wird am (\d{2}\.\d{2}\.\d{4}) gelöscht\.$/);
  await expect(pending).toBeVisible();
  const day = /(\d{2}\.\d{2}\.\d{4})/.exec((await pending.textContent()) ?? '')?.[1] ?? '';

  const adviserContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const adviser = await adviserContext.newPage();
  await signInAdviser(adviser, who.adviser);
  await closeToasts(adviser);
  await adviser.goto('/#/berater/eingang/loeschung');
  await expect(adviser.getByRole('heading', { level: 2, name: 'Kontolöschungen' })).toBeVisible();
  const entry = adviser.getByRole('button', { name: /Kontolöschung beantragt/ });
  await expect(entry).toContainText(`${who.max.firstName} ${who.max.lastName}`);
  await entry.click();
  await expect(adviser.getByText(day, { exact: true })).toBeVisible();
  await expect(adviser.getByRole('button', { name: 'Status speichern' })).toHaveCount(0);
  await expectNoAxeViolations(adviser);
});
