import type { APIRequestContext } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  login,
  openFromMenu,
  signIn,
  signInAdviser,
  test,
  who,
} from '../fixtures';

/**
 * Konto löschen to its end (issue 32, ADRs 239, 240) at 375 px: Max asks for the erasure, the server's
 * clock passes the day (the erasure job runs as the clock moves), and afterwards his login is refused with
 * the usual message and the adviser's search no longer finds him — Erika still is there. The spec moves
 * the server's clock, so it runs in the 'shared' project (playwright.config.ts), one test at a time.
 */
test.use({ viewport: { width: 375, height: 812 } });

const DAY = 86_400_000;

/** Moves the server's clock (null: back to real time); it answers once the due work (the erasure) ran. */
async function setServerClock(request: APIRequestContext, now: Date | null) {
  const response = await request.post('/api/test/clock', { data: { now: now?.toISOString() ?? null } });
  expect(response.status(), await response.text()).toBe(200);
}

test('after the day, Max’s account is gone: his login fails and the adviser no longer finds him', async ({
  page,
  request,
}) => {
  await signIn(page, who.max);
  await closeToasts(page);
  await openFromMenu(page, 'Konto löschen');
  await page.getByRole('button', { name: 'Konto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto wirklich löschen?' });
  await dialog.getByLabel(/Passwort/).fill(who.max.password);
  await dialog.getByRole('button', { name: 'Löschung beantragen' }).click();
  await expect(page.getByText(/^Dein Konto wird am \d{2}\.\d{2}\.\d{4} gelöscht\.$/)).toBeVisible();

  try {
    await setServerClock(request, new Date(Date.now() + 15 * DAY));
  } finally {
    await setServerClock(request, null);
  }

  await page.evaluate(() => localStorage.clear());
  await login(page, who.max);
  await expect(page.getByRole('alert').filter({ hasText: 'Die Zugangsdaten sind falsch.' })).toBeVisible();
  await expect(page).toHaveURL(/#\/intro\/login/);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  await signInAdviser(page, who.adviser);
  const search = page.getByLabel('Kunden suchen');
  await search.fill(who.max.email);
  await expect(page.getByText('Es wurden keine Kunden gefunden.')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await search.fill(who.erika.email);
  await expect(page.getByText('1 Kunde', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `${who.erika.lastName}, ${who.erika.firstName}` }),
  ).toBeVisible();
});
